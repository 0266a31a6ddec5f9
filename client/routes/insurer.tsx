import { TableOfContents } from '../frame/TableOfContents.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import type { InsurerRecord } from '../../shared/insurer-record.js';
import { MESSAGES } from '../../shared/messages/index.js';
import type { Survey } from '../../shared/price-schema.js';
import { INSURER_INDEX_PATH, localPath, type SiteRoute } from '../../shared/routes.js';
import { AdvertiserDisclosureNote } from '../frame/AdvertiserDisclosureNote.js';
import { MetaSeparator } from '../frame/ArticleMeta.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { LicensingNote } from '../frame/LicensingNote.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage, type LoadContext } from '../page-context.js';
import { InsurerSections, insurerToc, type InsurerSectionsData } from '../sections/InsurerRecords.js';
import { usePageData, type PageModule } from './page-module.js';
import { ReadingPage, readingOf, readingPage } from './reading.js';
import { breadcrumbList } from './structured-data.js';

/**
 * An insurer's page (decisions 076, 078), one kind for all: a written review keeps its words and
 * gains the record sections before its Sources; every other group of the map gets a page made
 * only from the records. The review whose slug is a group's id is that group's page; a written
 * review of a brand the map places in no group (Direct Auto) says so in each section.
 */

interface InsurerData {
  route: SiteRoute;
  /** A written review's words, or undefined: the page is made from the records alone. */
  written: ReturnType<typeof readingOf> | undefined;
  sections: InsurerSectionsData;
  disclosure: string;
  cta: CtaWords;
  /** The day the group map was compiled: the date of a page made from it alone. */
  compiled: string;
}

function insurerOf(page: LoadContext, content: BuiltContent): InsurerData {
  const { route } = page;
  if (!route) throw new Error(`No route for ${page.path}`);
  const record: InsurerRecord | null = content.insurers.records.find((candidate) => candidate.id === route.slug) ?? null;
  const written = content.pages[route.path] ? readingOf(page, content) : undefined;
  if (!written && !record) throw new Error(`No insurer record or review for ${route.path}`);
  const name = written?.words.insurer ?? record!.name;
  const surveys: readonly Survey[] = content.prices.surveys;
  return {
    route,
    written,
    sections: {
      name,
      record,
      dfsYears: content.insurers.records[0]!.dfsYears,
      surveyCredit: content.prices.compilations.find((candidate) => candidate.files.some((file) => file.includes('premium-surveys')))?.credit,
      priceSurveys: surveys,
    },
    disclosure: content.home.page.advertiserDisclosure.label,
    cta: ctaWords(content),
    compiled: content.insurers.compiled,
  };
}

export const insurerPage: PageModule<InsurerData> = {
  status: 200,
  entry: 'site',
  load: insurerOf,
  head(data, page) {
    if (data.written) return readingPage.head(data.written, page);
    const messages = MESSAGES[page.lang];
    const { name } = data.sections;
    const url = `${page.siteUrl}${data.route.path}`;
    return {
      title: `${messages.insurers.page.title(name)} | ${page.siteName}`,
      description: messages.insurers.page.description(name),
      canonical: url,
      ogType: 'article',
      structuredData: [
        breadcrumbList(page, [
          { name: messages.breadcrumbs.home, path: localPath(page.lang, '/') },
          { name: messages.breadcrumbs.sections.review, path: localPath(page.lang, INSURER_INDEX_PATH) },
          { name: data.route.label, path: data.route.path },
        ]),
      ],
    };
  },
  lastModified: (route, content) => content.pages[route.path]?.reviewed ?? content.insurers.compiled,
  Component: InsurerRoute,
};

function InsurerRoute() {
  const { siteName } = usePage();
  const messages = useMessages();
  const data = usePageData(insurerPage);
  const sections = <InsurerSections {...data.sections} />;
  if (data.written) {
    const { route, words, disclosure, cta } = data.written;
    return (
      <ReadingPage
        route={route}
        page={words}
        siteName={siteName}
        disclosure={disclosure}
        cta={cta}
        records={{ toc: insurerToc(data.sections, messages), node: sections }}
        messages={messages}
      />
    );
  }
  return <RecordsPage data={data} siteName={siteName} />;
}

/** A group's page made from the records alone: the same frame as a review, without words of ours beyond the records'. */
function RecordsPage({ data, siteName }: { data: InsurerData; siteName: string }) {
  const messages = useMessages();
  const { route, sections, disclosure, cta, compiled } = data;
  const words = messages.insurers.page;
  const toc = insurerToc(sections, messages);
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: messages.breadcrumbs.sections.review, href: localPath(route.lang, INSURER_INDEX_PATH) }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{words.title(sections.name)}</h1>
          <p className="article__meta">
            <span className="article__byline">{words.byline(siteName)}</span>
            <MetaSeparator />
            <span>
              {words.mapCompiled} <ReadableDate iso={compiled} />
            </span>
            <MetaSeparator />
            <a className="article__standards" href={localPath(route.lang, '/editorial-standards')}>
              {messages.reading.editorialStandards}
            </a>
          </p>
        </header>
        <AdvertiserDisclosureNote label={disclosure} className="article__disclosure" />
        <LicensingNote className="article__disclosure" />
        <p>{words.intro(sections.name)}</p>
        <TableOfContents title={messages.reading.onThisPage} entries={toc} />
        <div className="prose">
          <InsurerSections {...sections} />
        </div>
        <QuoteCtaBox formId="cta-bottom" words={cta} />
      </article>
    </div>
  );
}
