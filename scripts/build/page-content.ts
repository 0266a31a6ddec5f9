import type { BuiltContent } from '../../shared/content-schema.js';
import { insurerSorts } from '../../shared/insurer-sort.js';
import {
  PAGE_KINDS,
  insurerIndexPage,
  insurerPage,
  samplePremiumsPage,
  situationIndexPage,
  situationPage,
  type DataKind,
  type DataPages,
  type KindPage,
  type PageKind,
} from '../../shared/page-kinds.js';
import type { SiteRoute } from '../../shared/routes.js';

/**
 * The build's reader of each kind's pages, keyed by the registry's kinds (shared/page-kinds.ts),
 * so a new kind does not compile until the build knows where its pages' content is: given a
 * route and its language's built content, the content that page is made from, or undefined
 * when the build has none. The build refuses a route without it, so a page cannot reach a
 * render with nothing to show (decision 060).
 */
type PageContentReader = (route: SiteRoute, content: BuiltContent) => unknown;

const markdownPage: PageContentReader = (route, content) => content.pages[route.path];

export const PAGE_CONTENT: Record<PageKind, PageContentReader> = {
  home: (_route, content) => content.home,
  // A written review is the page of the group whose id is its slug, or of a brand the map places in none (Direct Auto); every other page is a group's.
  review: (route, content) => content.pages[route.path] ?? content.insurers.records.find((record) => record.id === route.slug),
  'insurer-index': (_route, content) => (content.insurers.records.length > 0 ? content.insurers : undefined),
  guide: markdownPage,
  legal: markdownPage,
  'state-index': (_route, content) => (content.states.length > 0 ? content.states : undefined),
  state: (route, content) => content.states.find((entry) => entry.code === route.state),
  'sample-premiums': (route, content) => content.prices.surveys.find((survey) => survey.code === route.state),
  'situation-index': (route, content) => content.situations.states.find((state) => state.state === route.state),
  situation: (route, content) => content.situations.pages.find((page) => page.state === route.state && page.slugs[route.lang] === route.slug),
  'data-sources': (_route, content) => content.prices,
  'privacy-choices': (_route, content) => content.operator,
  glossary: (_route, content) => (content.glossary.length > 0 ? content.glossary : undefined),
};

/**
 * Where the build finds each data kind's pages (shared/page-kinds.ts, `fromData`), keyed by
 * those kinds so a new one does not compile without its finder: given the English built
 * content, the kind's pages in the order the router and the sitemap list them (decision 061).
 */
/** What the data kinds' pages are found in: the parts of the built content made from the data, before any words are read. */
type DataSources = Pick<BuiltContent, 'prices' | 'situations' | 'insurers'>;

/** The slugs of the written reviews: a group whose id is one of them has its page there. */
const WRITTEN_REVIEWS = new Set<string>(PAGE_KINDS.review.pages.map((page) => page.en.slug));

const DATA_PAGE_FINDERS: { [K in DataKind]: (sources: DataSources) => KindPage[] } = {
  'sample-premiums': ({ prices }) =>
    prices.surveys
      .map((survey) => survey.code)
      .sort()
      .map(samplePremiumsPage),
  // The states in code order, as the build lists them; each state's situations in content/situations.yaml's order.
  'situation-index': ({ situations }) => situations.states.map((state) => situationIndexPage(state.state)),
  situation: ({ situations }) => situations.states.flatMap((state) => state.situations.map((situation) => situationPage(state.state, situation))),
  review: ({ insurers }) => insurers.records.filter((record) => !WRITTEN_REVIEWS.has(record.id)).map((record) => insurerPage(record.id, record.name)),
  'insurer-index': ({ prices }) =>
    insurerSorts(prices.surveys.map((survey) => survey.code).sort()).flatMap((sort) => (sort.key ? [insurerIndexPage(sort.key)] : [])),
};

export function findDataPages(sources: DataSources): DataPages {
  const pages = {} as Record<DataKind, readonly KindPage[]>;
  for (const kind of Object.keys(DATA_PAGE_FINDERS) as DataKind[]) pages[kind] = DATA_PAGE_FINDERS[kind](sources);
  return pages;
}
