import { TableOfContents } from '../frame/TableOfContents.js';
import type { BuiltContent, ReadingPage as ReadingPageData } from '../../shared/content-schema.js';
import { MetaSeparator } from '../frame/ArticleMeta.js';
import { INSURER_INDEX_PATH, LANG_TAGS, localPath, twinOf, type SiteRoute } from '../../shared/routes.js';
import { MESSAGES, type Messages } from '../../shared/messages/index.js';
import { useMessages } from '../frame/use-messages.js';
import { AdvertiserDisclosureNote } from '../frame/AdvertiserDisclosureNote.js';
import { LicensingNote } from '../frame/LicensingNote.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { usePage, type LoadContext } from '../page-context.js';
import { newestReview, usePageData, type PageModule } from './page-module.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { breadcrumbs, organization, type StructuredData } from './structured-data.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import type { ReactNode } from 'react';
import { GUIDE_SITUATIONS_ID, GuideSituations, type GuideSituation } from '../sections/GuideSituations.js';
import type { TocEntry } from '../../shared/content-schema.js';

/**
 * A guide or legal page, and the words of a written review (client/routes/insurer.tsx adds its
 * records). Its words were rendered from Markdown at build time and are served as HTML only: no
 * island receives them, so no script carries them twice.
 */

/** The reading page's route and its built words; a route without them is a build error surfacing late. */
interface ReadingData {
  route: SiteRoute;
  words: ReadingPageData;
  /** The advertiser disclosure's label where the page shows it: every review, and the guides content/home/page.yaml names. */
  disclosure: string | undefined;
  cta: CtaWords;
  /** A guide's driver-situation pages (content/situations.yaml names the guides); none on other pages. */
  situations: GuideSituation[];
}

export function readingOf(page: LoadContext, content: BuiltContent): ReadingData {
  const words = page.route && content.pages[page.route.path];
  if (!page.route || !words) throw new Error(`No content for ${page.path}`);
  const { label, guides } = content.home.page.advertiserDisclosure;
  const disclosed = words.kind === 'review' || (words.kind === 'guide' && guides.includes(page.route.path));
  return {
    route: page.route,
    words,
    disclosure: disclosed ? label : undefined,
    cta: ctaWords(content),
    situations: guideSituations(page.route, words, content),
  };
}

/** The situation pages that name this guide, state by state in the build's order (reviews and legal pages read no situations). */
function guideSituations(route: SiteRoute, words: ReadingPageData, content: BuiltContent): GuideSituation[] {
  if (words.kind !== 'guide') return [];
  return content.situations.states.flatMap((state) =>
    state.situations
      .filter((situation) => situation.guides.includes(route.slug))
      .map((situation) => ({ state: state.state, slug: situation.slugs[route.lang], title: situation.title })),
  );
}

export const readingPage: PageModule<ReadingData> = {
  status: 200,
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
  const { route, words, disclosure, cta, situations } = usePageData(readingPage);
  return (
    <ReadingPage route={route} page={words} siteName={context.siteName} disclosure={disclosure} cta={cta} situations={situations} messages={useMessages()} />
  );
}

/** A review's records, with their entries in its table of contents: they follow its words and come before its Sources, which stay last. */
export interface ReviewRecords {
  toc: TocEntry[];
  node: ReactNode;
}

/** Where the editorial standards are; guides and reviews link it from their meta line. */
const EDITORIAL_STANDARDS = '/editorial-standards';

export function ReadingPage({
  route,
  page,
  siteName,
  disclosure,
  cta,
  records,
  situations = [],
  messages,
}: {
  route: SiteRoute;
  page: ReadingPageData;
  siteName: string;
  disclosure: string | undefined;
  cta: CtaWords;
  records?: ReviewRecords;
  situations?: readonly GuideSituation[];
  messages: Messages;
}) {
  const kind = page.kind;
  const [words, sources] = records || situations.length > 0 ? splitAtSources(page.html) : [page.html, ''];
  const toc = records
    ? withBeforeSources(page.toc, records.toc)
    : situations.length > 0
      ? withBeforeSources(page.toc, [{ id: GUIDE_SITUATIONS_ID, text: messages.situations.guide.heading }])
      : page.toc;
  const ui = messages.reading;
  const reviewed = <ReadableDate iso={page.reviewed} />;
  const home = localPath(route.lang, '/');
  return (
    <div className="reading">
      <Breadcrumbs
        trail={[
          // A review's section is the index of insurers; guides and legal pages have no index page.
          { label: messages.breadcrumbs.sections[kind], ...(kind === 'review' ? { href: localPath(route.lang, INSURER_INDEX_PATH) } : {}) },
          { label: route.label },
        ]}
      />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{page.title}</h1>
          {kind === 'legal' ? (
            <p className="article__meta">
              {ui.lastReviewed} {reviewed}
            </p>
          ) : (
            // The team, never an invented person (see the editorial standards).
            <p className="article__meta">
              <span className="article__byline">{ui.byline(siteName)}</span>
              <MetaSeparator />
              <span>
                {ui.lastReviewed} {reviewed}
              </span>
              <MetaSeparator />
              <a className="article__standards" href={localPath(route.lang, EDITORIAL_STANDARDS)}>
                {ui.editorialStandards}
              </a>
            </p>
          )}
        </header>
        {/* A legal page says its twin in the other language says the same, with the same force, and links it. */}
        {kind === 'legal' && ui.twinNotice[legalTwinKey(route)] && (
          <p className="article__translation">
            {ui.twinNotice[legalTwinKey(route)]}{' '}
            <a href={twinOf(route).path} hrefLang={LANG_TAGS[twinOf(route).lang]}>
              {ui.twinLink}
            </a>
          </p>
        )}
        {disclosure !== undefined && <AdvertiserDisclosureNote label={disclosure} className="article__disclosure" />}
        {kind === 'review' && <LicensingNote className="article__disclosure" />}
        {kind === 'guide' && <QuoteCtaBox formId="cta-top" words={cta} />}
        <TableOfContents title={ui.onThisPage} entries={toc} />
        <div className="prose" dangerouslySetInnerHTML={{ __html: words }} />
        {records && (
          <div className="prose">
            {records.node}
            {sources && <div dangerouslySetInnerHTML={{ __html: sources }} />}
          </div>
        )}
        {situations.length > 0 && (
          <div className="prose">
            <GuideSituations situations={situations} />
            {sources && <div dangerouslySetInnerHTML={{ __html: sources }} />}
          </div>
        )}
        {kind !== 'legal' && <QuoteCtaBox formId="cta-bottom" words={cta} />}
      </article>
      <p className="reading__back">
        <a className="text-link" href={home}>
          <span aria-hidden="true">← </span>
          {ui.backHome}
        </a>
      </p>
    </div>
  );
}

/** The Sources section's heading, as the build writes it (scripts/build/content.ts gives each h2 its slug). */
const SOURCES_HEADING = '<h2 id="sources">';

/** A page's words before its Sources section, and the section itself (empty when it has none). */
function splitAtSources(html: string): [string, string] {
  const at = html.indexOf(SOURCES_HEADING);
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

/** The table of contents with sections the page adds after its words: before Sources, or last. */
function withBeforeSources(toc: ReadingPageData['toc'], added: TocEntry[]): ReadingPageData['toc'] {
  const at = toc.findIndex((entry) => entry.id === 'sources');
  return at < 0 ? [...toc, ...added] : [...toc.slice(0, at), ...added, ...toc.slice(at)];
}

type TwinNoticeKey = keyof Messages['reading']['twinNotice'];

/** A legal page's English path: the key of its line on its twin, the same in both catalogues. */
function legalTwinKey(route: SiteRoute): TwinNoticeKey {
  const english = route.lang === 'en' ? route.path : route.twin;
  if (!Object.hasOwn(MESSAGES.en.reading.twinNotice, english)) throw new Error(`no line on its twin for the legal page ${english} (reading.twinNotice)`);
  return english as TwinNoticeKey;
}
