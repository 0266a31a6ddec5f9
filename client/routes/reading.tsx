import type { BuiltContent, ReadingPage as ReadingPageData } from '../../shared/content-schema.js';
import { MetaSeparator } from '../frame/ArticleMeta.js';
import { LANG_TAGS, localPath, twinOf, type SiteRoute } from '../../shared/routes.js';
import { MESSAGES, type Messages } from '../../shared/messages/index.js';
import { useMessages } from '../frame/use-messages.js';
import { AdvertiserDisclosureNote } from '../frame/AdvertiserDisclosureNote.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { usePage, type PageContextValue } from '../page-context.js';
import { CACHE_CLASSES, newestReview, usePageData, type PageModule } from './page-module.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { breadcrumbs, organization, type StructuredData } from './structured-data.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';

/**
 * A review, guide or legal page. Its words were rendered from Markdown at build time and
 * are served as HTML only: no island receives them, so no script carries them twice.
 */

/** The reading page's route and its built words; a route without them is a build error surfacing late. */
interface ReadingData {
  route: SiteRoute;
  words: ReadingPageData;
  /** The advertiser disclosure's label where the page shows it: every review, and the guides content/home/page.yaml names. */
  disclosure: string | undefined;
  cta: CtaWords;
}

function readingOf(page: PageContextValue, content: BuiltContent): ReadingData {
  const words = page.route && content.pages[page.route.path];
  if (!page.route || !words) throw new Error(`No content for ${page.path}`);
  const { label, guides } = content.home.page.advertiserDisclosure;
  const disclosed = words.kind === 'review' || (words.kind === 'guide' && guides.includes(page.route.path));
  return { route: page.route, words, disclosure: disclosed ? label : undefined, cta: ctaWords(content) };
}

export const readingPage: PageModule<ReadingData> = {
  status: 200,
  // The same for every visitor: the region is only in the home page.
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: readingOf,
  head({ route, words }, page) {
    const url = `${page.siteUrl}${route.path}`;
    const author = organization(page);
    const trail = breadcrumbs(page, MESSAGES[page.lang].breadcrumbs.sections[words.kind], route.label, route.path);
    const inLanguage = LANG_TAGS[page.lang];
    const article: StructuredData[] =
      words.kind === 'guide'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: words.title,
              description: words.description,
              datePublished: words.published,
              dateModified: words.reviewed,
              url,
              mainEntityOfPage: url,
              author,
              publisher: author,
              inLanguage,
            },
          ]
        : words.kind === 'review'
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'Review',
                name: words.title,
                description: words.description,
                datePublished: words.published,
                dateModified: words.reviewed,
                url,
                itemReviewed: { '@type': 'Organization', name: words.insurer! },
                author,
                publisher: author,
                inLanguage,
              },
            ]
          : [];
    return {
      title: `${words.title} | ${page.siteName}`,
      description: words.description,
      canonical: url,
      ogType: words.kind === 'legal' ? 'website' : 'article',
      structuredData: [...article, trail],
    };
  },
  // A route without its page fails its render; the sitemap still lists it.
  lastModified: (route, content) => content.pages[route.path]?.reviewed ?? newestReview(content),
  Component: ReadingRoute,
};

function ReadingRoute() {
  const context = usePage();
  const { route, words, disclosure, cta } = usePageData(readingPage);
  return <ReadingPage route={route} page={words} siteName={context.siteName} disclosure={disclosure} cta={cta} messages={useMessages()} />;
}

/** Where the editorial standards are; guides and reviews link it from their meta line. */
const EDITORIAL_STANDARDS = '/editorial-standards';

function ReadingPage({
  route,
  page,
  siteName,
  disclosure,
  cta,
  messages,
}: {
  route: SiteRoute;
  page: ReadingPageData;
  siteName: string;
  disclosure: string | undefined;
  cta: CtaWords;
  messages: Messages;
}) {
  const kind = page.kind;
  const words = messages.reading;
  const reviewed = <ReadableDate iso={page.reviewed} />;
  const home = localPath(route.lang, '/');
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: messages.breadcrumbs.sections[kind] }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{page.title}</h1>
          {kind === 'legal' ? (
            <p className="article__meta">
              {words.lastReviewed} {reviewed}
            </p>
          ) : (
            // The team, never an invented person (see the editorial standards).
            <p className="article__meta">
              <span className="article__byline">{words.byline(siteName)}</span>
              <MetaSeparator />
              <span>
                {words.lastReviewed} {reviewed}
              </span>
              <MetaSeparator />
              <a className="article__standards" href={localPath(route.lang, EDITORIAL_STANDARDS)}>
                {words.editorialStandards}
              </a>
            </p>
          )}
        </header>
        {/* A translated legal page says which version governs, and links it. */}
        {kind === 'legal' && words.translationNotice && (
          <p className="article__translation">
            {words.translationNotice}{' '}
            <a href={twinOf(route).path} hrefLang={LANG_TAGS.en}>
              {words.translationLink}
            </a>
          </p>
        )}
        {disclosure !== undefined && <AdvertiserDisclosureNote label={disclosure} className="article__disclosure" />}
        {kind === 'guide' && <QuoteCtaBox formId="cta-top" words={cta} />}
        {page.toc.length > 0 && (
          <nav className="toc" aria-labelledby="toc-title">
            <h2 className="toc__title" id="toc-title">
              {words.onThisPage}
            </h2>
            <ol>
              {page.toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        {kind !== 'legal' && <QuoteCtaBox formId="cta-bottom" words={cta} />}
      </article>
      <p className="reading__back">
        <a className="text-link" href={home}>
          <span aria-hidden="true">← </span>
          {words.backHome}
        </a>
      </p>
    </div>
  );
}
