import { PRIVACY_CHOICES_PATH } from './privacy-choice.js';
import { US_STATES, stateSlug, type StateCode } from './us-states.js';

/**
 * The route table: the one list of pages. The server's router, the header menus, the
 * content build (one file per reading page) and the sitemap all read it.
 */

export type PageKind = 'home' | 'review' | 'guide' | 'legal' | 'state-index' | 'state' | 'sample-premiums' | 'data-sources' | 'privacy-choices';

/** The site's languages: English at the root, Spanish under /es/. */
export type Language = 'en' | 'es';

export interface SiteRoute {
  path: string;
  kind: PageKind;
  /** The language the page is written in: the placement code and the hand-off metrics carry it. */
  lang: Language;
  /**
   * The content file's name (without .md) for reading pages; the state's slug for state
   * pages; '' for the home page and the state index.
   */
  slug: string;
  /** Short label for menus and footers. */
  label: string;
  /** State pages: whose requirements (content/states.yaml) the page shows; sample-premium pages: whose regulator's survey. */
  state?: StateCode;
}

const review = (slug: string, label: string): SiteRoute => ({ path: `/reviews/${slug}`, kind: 'review', lang: 'en', slug, label });
const guide = (slug: string, label: string): SiteRoute => ({ path: `/articles/${slug}`, kind: 'guide', lang: 'en', slug, label });
const legal = (slug: string, label: string): SiteRoute => ({ path: `/${slug}`, kind: 'legal', lang: 'en', slug, label });

/** The state requirements pages: the index, then one page per state and DC, in name order. */
export const STATE_INDEX_PATH = '/car-insurance';
export const STATE_INDEX_LABEL = 'Car insurance by state';

export function statePath(code: StateCode): string {
  return `${STATE_INDEX_PATH}/${stateSlug(code)}`;
}

const stateRoutes = (Object.keys(US_STATES) as StateCode[])
  .sort((a, b) => US_STATES[a].localeCompare(US_STATES[b], 'en'))
  .map((code): SiteRoute => ({ path: statePath(code), kind: 'state', lang: 'en', slug: stateSlug(code), label: US_STATES[code], state: code }));

/**
 * Where a regulator publishes sample premiums by company that we may show
 * (content/prices/surveys.yaml; the build checks the two lists agree).
 */
export const SURVEY_STATES: readonly StateCode[] = ['CA', 'DC', 'OK', 'TX'];

export function samplePremiumsPath(code: StateCode): string {
  return `${statePath(code)}/sample-premiums`;
}

const samplePremiumRoutes = SURVEY_STATES.map((code): SiteRoute => ({
  path: samplePremiumsPath(code),
  kind: 'sample-premiums',
  lang: 'en',
  slug: stateSlug(code),
  label: 'Sample premiums by company',
  state: code,
}));

/** Every dataset the price figures come from, and how each is credited. */
export const DATA_SOURCES_PATH = '/data-sources';

export const ROUTES: readonly SiteRoute[] = [
  { path: '/', kind: 'home', lang: 'en', slug: '', label: 'Home' },
  review('progressive', 'Progressive'),
  review('hartford', 'The Hartford'),
  review('kemper', 'Kemper'),
  review('direct-auto', 'Direct Auto'),
  guide('how-to-lower-car-insurance', 'How to Lower Your Car Insurance'),
  guide('understanding-coverage-types', 'Understanding Coverage Types'),
  guide('sr22-insurance-guide', 'SR-22 Insurance Guide'),
  guide('first-time-driver-insurance', 'First-Time Driver Tips'),
  guide('comparing-insurance-quotes', 'Comparing Insurance Quotes'),
  guide('down-payment-insurance', 'Down Payments Explained'),
  guide('short-term-insurance', 'Short-Term Car Insurance'),
  guide('cheap-affordable-insurance', 'Cheap and Affordable Insurance'),
  guide('sr22-requirements', 'SR-22 Requirements'),
  guide('gap-classic-insurance', 'Gap and Classic Car Insurance'),
  guide('non-owner-insurance', 'Non-Owner Car Insurance'),
  guide('no-deposit-insurance', 'No-Deposit Car Insurance'),
  guide('liability-insurance', 'Liability Insurance'),
  guide('high-risk-drivers', 'High-Risk Drivers'),
  guide('dui-insurance', 'Insurance After a DUI'),
  guide('insurance-without-license', 'Insurance Without a License'),
  { path: STATE_INDEX_PATH, kind: 'state-index', lang: 'en', slug: '', label: STATE_INDEX_LABEL },
  ...stateRoutes,
  ...samplePremiumRoutes,
  legal('privacy', 'Privacy Policy'),
  legal('terms', 'Terms of Use'),
  legal('advertiser-disclosure', 'Advertiser Disclosure'),
  legal('editorial-standards', 'Editorial Standards'),
  { path: DATA_SOURCES_PATH, kind: 'data-sources', lang: 'en', slug: '', label: 'Data Sources' },
  { path: PRIVACY_CHOICES_PATH, kind: 'privacy-choices', lang: 'en', slug: '', label: 'Your Privacy Choices' },
];

export const REVIEW_ROUTES = ROUTES.filter((route) => route.kind === 'review');
export const GUIDE_ROUTES = ROUTES.filter((route) => route.kind === 'guide');
export const LEGAL_ROUTES = ROUTES.filter((route) => route.kind === 'legal');
/** The pages written in Markdown (content/guides, reviews, legal). */
export const READING_ROUTES = ROUTES.filter((route) => route.kind === 'review' || route.kind === 'guide' || route.kind === 'legal');
export const STATE_ROUTES = ROUTES.filter((route) => route.kind === 'state');
export const SAMPLE_PREMIUM_ROUTES = ROUTES.filter((route) => route.kind === 'sample-premiums');

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): SiteRoute | undefined {
  return BY_PATH.get(path);
}

/** Where a ZIP form may send a visitor back to: an id, never a path taken from a request. */
export function routeForFormPage(pageId: unknown): SiteRoute {
  return (typeof pageId === 'string' && BY_PATH.get(pageId)) || ROUTES[0]!;
}
