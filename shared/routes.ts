import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from './privacy-choice.js';
import { US_STATES, stateNameIn, stateSlugIn, type StateCode } from './us-states.js';

/**
 * The route table: the one list of pages, in both languages. Every page is written once here
 * with its English and its Spanish path and label; each becomes two routes that name each
 * other as twins. The server's router, the header menus, the content build (one file per
 * reading page and language), the sitemap, the hreflang links, the language switch and the
 * metrics labels (a route's path) all read it.
 */

export type PageKind = 'home' | 'review' | 'guide' | 'legal' | 'state-index' | 'state' | 'sample-premiums' | 'data-sources' | 'privacy-choices' | 'glossary';

/** The site's two languages: English at the root, Spanish under /es/. */
export type Lang = 'en' | 'es';
/** The same, by the name the placement code and the hand-off metrics use (shared/placement.ts). */
export type Language = Lang;
export const LANGS: readonly Lang[] = ['en', 'es'];
/** The hreflang and <html lang> value of each language. */
export const LANG_TAGS: Record<Lang, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };
/** Where the Spanish site lives: every Spanish path starts with it. */
const SPANISH_PREFIX = '/es';

export interface SiteRoute {
  path: string;
  kind: PageKind;
  /** The page's language: the same field name in every branch that adds one. */
  lang: Lang;
  /** The path of the same page in the other language. */
  twin: string;
  /**
   * The content file's name (without .md) for reading pages, the same in both languages; the
   * state's slug in the page's language for state pages; '' for pages without one.
   */
  slug: string;
  /** Short label for menus and footers, in the page's language. */
  label: string;
  /** State pages: whose requirements (content/states.yaml) the page shows; sample-premium pages: whose regulator's survey. */
  state?: StateCode;
}

interface Side {
  path: string;
  label: string;
}

/** One page in both languages: its English route, then its Spanish twin. */
function page(kind: PageKind, slug: string, en: Side, es: Side, state?: StateCode, esSlug = slug): [SiteRoute, SiteRoute] {
  const extra = state ? { state } : {};
  return [
    { path: en.path, kind, lang: 'en', twin: es.path, slug, label: en.label, ...extra },
    { path: es.path, kind, lang: 'es', twin: en.path, slug: esSlug, label: es.label, ...extra },
  ];
}

const review = (slug: string, label: string) => page('review', slug, { path: `/reviews/${slug}`, label }, { path: `/es/resenas/${slug}`, label });
const guide = (slug: string, label: string, esSlug: string, esLabel: string) =>
  page('guide', slug, { path: `/articles/${slug}`, label }, { path: `/es/guias/${esSlug}`, label: esLabel });
const legal = (slug: string, label: string, esSlug: string, esLabel: string) =>
  page('legal', slug, { path: `/${slug}`, label }, { path: `/es/${esSlug}`, label: esLabel });

/** The state requirements pages: the index, then one page per state and DC, in English name order. */
export const STATE_INDEX_PATH = '/car-insurance';
const STATE_INDEX_PATHS: Record<Lang, string> = { en: STATE_INDEX_PATH, es: '/es/seguro-de-auto' };

/** A state's page in a language: /car-insurance/new-york, /es/seguro-de-auto/nueva-york. */
export function statePath(code: StateCode, lang: Lang = 'en'): string {
  return `${STATE_INDEX_PATHS[lang]}/${stateSlugIn(code, lang)}`;
}

const STATE_CODES_BY_NAME = (Object.keys(US_STATES) as StateCode[]).sort((a, b) => US_STATES[a].localeCompare(US_STATES[b], 'en'));

const stateRoutes = STATE_CODES_BY_NAME.flatMap((code) =>
  page(
    'state',
    stateSlugIn(code, 'en'),
    { path: statePath(code, 'en'), label: stateNameIn(code, 'en') },
    { path: statePath(code, 'es'), label: stateNameIn(code, 'es') },
    code,
    stateSlugIn(code, 'es'),
  ),
);

/**
 * Where a regulator publishes sample premiums by company that we may show
 * (content/prices/surveys.yaml; the build checks the two lists agree).
 */
export const SURVEY_STATES: readonly StateCode[] = ['CA', 'DC', 'OK', 'TX'];

const SAMPLE_PREMIUMS_SEGMENT: Record<Lang, string> = { en: 'sample-premiums', es: 'primas-de-muestra' };

export function samplePremiumsPath(code: StateCode, lang: Lang = 'en'): string {
  return `${statePath(code, lang)}/${SAMPLE_PREMIUMS_SEGMENT[lang]}`;
}

const samplePremiumRoutes = SURVEY_STATES.flatMap((code) =>
  page(
    'sample-premiums',
    stateSlugIn(code, 'en'),
    { path: samplePremiumsPath(code, 'en'), label: 'Sample premiums by company' },
    { path: samplePremiumsPath(code, 'es'), label: 'Primas de muestra por compañía' },
    code,
    stateSlugIn(code, 'es'),
  ),
);

/** Every dataset the price figures come from, and how each is credited. */
export const DATA_SOURCES_PATH = '/data-sources';
/** The insurance words in both languages, each with its twin's term. */
export const GLOSSARY_PATH = '/glossary';

/** Every route, the router's, the sitemap's and the warm-up's list: each page's English route, then its Spanish twin. */
export const ROUTES: readonly SiteRoute[] = [
  ...page('home', '', { path: '/', label: 'Home' }, { path: '/es/', label: 'Inicio' }),
  ...review('progressive', 'Progressive'),
  ...review('hartford', 'The Hartford'),
  ...review('kemper', 'Kemper'),
  ...review('direct-auto', 'Direct Auto'),
  ...guide('how-to-lower-car-insurance', 'How to Lower Your Car Insurance', 'como-bajar-el-seguro-de-auto', 'Cómo bajar su seguro de auto'),
  ...guide('understanding-coverage-types', 'Understanding Coverage Types', 'tipos-de-cobertura', 'Tipos de cobertura'),
  ...guide('sr22-insurance-guide', 'SR-22 Insurance Guide', 'guia-del-seguro-sr22', 'Guía del seguro SR-22'),
  ...guide('first-time-driver-insurance', 'First-Time Driver Tips', 'seguro-para-conductores-nuevos', 'Consejos para conductores nuevos'),
  ...guide('comparing-insurance-quotes', 'Comparing Insurance Quotes', 'comparar-cotizaciones-de-seguro', 'Cómo comparar cotizaciones'),
  ...guide('down-payment-insurance', 'Down Payments Explained', 'pago-inicial-del-seguro', 'El pago inicial, explicado'),
  ...guide('short-term-insurance', 'Short-Term Car Insurance', 'seguro-de-auto-a-corto-plazo', 'Seguro de auto a corto plazo'),
  ...guide('cheap-affordable-insurance', 'Cheap and Affordable Insurance', 'seguro-de-auto-barato', 'Seguro de auto barato y accesible'),
  ...guide('sr22-requirements', 'SR-22 Requirements', 'requisitos-del-sr22', 'Requisitos del SR-22'),
  ...guide('gap-classic-insurance', 'Gap and Classic Car Insurance', 'seguro-gap-y-autos-clasicos', 'Seguro gap y de autos clásicos'),
  ...guide('non-owner-insurance', 'Non-Owner Car Insurance', 'seguro-para-no-propietarios', 'Seguro para no propietarios'),
  ...guide('no-deposit-insurance', 'No-Deposit Car Insurance', 'seguro-sin-deposito', 'Seguro de auto sin depósito'),
  ...guide('liability-insurance', 'Liability Insurance', 'seguro-de-responsabilidad-civil', 'Seguro de responsabilidad civil'),
  ...guide('high-risk-drivers', 'High-Risk Drivers', 'conductores-de-alto-riesgo', 'Conductores de alto riesgo'),
  ...guide('dui-insurance', 'Insurance After a DUI', 'seguro-despues-de-un-dui', 'Seguro después de un DUI'),
  ...guide('insurance-without-license', 'Insurance Without a License', 'seguro-sin-licencia-de-conducir', 'Seguro sin licencia de conducir'),
  ...page('state-index', '', { path: STATE_INDEX_PATH, label: 'Car insurance by state' }, { path: STATE_INDEX_PATHS.es, label: 'Seguro de auto por estado' }),
  ...stateRoutes,
  ...samplePremiumRoutes,
  ...legal('privacy', 'Privacy Policy', 'privacidad', 'Política de privacidad'),
  ...legal('terms', 'Terms of Use', 'terminos', 'Términos de uso'),
  ...legal('advertiser-disclosure', 'Advertiser Disclosure', 'divulgacion-publicitaria', 'Divulgación publicitaria'),
  ...legal('editorial-standards', 'Editorial Standards', 'normas-editoriales', 'Normas editoriales'),
  ...page('data-sources', '', { path: DATA_SOURCES_PATH, label: 'Data Sources' }, { path: '/es/fuentes-de-datos', label: 'Fuentes de datos' }),
  ...page(
    'privacy-choices',
    '',
    { path: PRIVACY_CHOICES_PATH, label: 'Your Privacy Choices' },
    { path: '/es/opciones-de-privacidad', label: 'Sus opciones de privacidad' },
  ),
  ...page('glossary', '', { path: GLOSSARY_PATH, label: 'Glossary' }, { path: '/es/glosario', label: 'Glosario' }),
];

/** The routes of one language, in table order. */
export function routesIn(lang: Lang): SiteRoute[] {
  return ROUTES.filter((route) => route.lang === lang);
}

const EN = routesIn('en');
/** The English routes of each kind (the Spanish ones: routesIn('es') filtered the same way). */
export const REVIEW_ROUTES = EN.filter((route) => route.kind === 'review');
export const GUIDE_ROUTES = EN.filter((route) => route.kind === 'guide');
export const LEGAL_ROUTES = EN.filter((route) => route.kind === 'legal');
/** The pages written in Markdown (content/guides, reviews, legal), in English. */
export const READING_ROUTES = EN.filter((route) => isReadingKind(route.kind));
export const STATE_ROUTES = EN.filter((route) => route.kind === 'state');
export const SAMPLE_PREMIUM_ROUTES = EN.filter((route) => route.kind === 'sample-premiums');

export function isReadingKind(kind: PageKind): kind is 'review' | 'guide' | 'legal' {
  return kind === 'review' || kind === 'guide' || kind === 'legal';
}

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): SiteRoute | undefined {
  return BY_PATH.get(path);
}

/** The language a path is in, known page or not: under /es/ is Spanish, the rest English. */
export function langOfPath(path: string): Lang {
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/**
 * An English site path (with any #anchor) as the page of `lang` that is its twin; a path the
 * table does not know is returned as it is. The frame writes its links in English once.
 */
export function localPath(lang: Lang, englishPath: string): string {
  if (lang === 'en') return englishPath;
  const hash = englishPath.indexOf('#');
  const [pathOnly, anchor] = hash < 0 ? [englishPath, ''] : [englishPath.slice(0, hash), englishPath.slice(hash)];
  const route = BY_PATH.get(pathOnly);
  return route ? `${route.lang === lang ? route.path : route.twin}${anchor}` : englishPath;
}

/**
 * Where "Do Not Sell or Share" links on a page of `lang`: an operator's own page as set;
 * our own choices page (PRIVACY_RIGHTS_URL's default, the English address) as the page's twin.
 * The footer and the legal pages' {{privacyRightsUrl}} both use it.
 */
export function privacyRightsLink(privacyRightsUrl: string, siteUrl: string, lang: Lang): string {
  return isOwnChoicesPage(privacyRightsUrl, siteUrl) ? `${siteUrl}${localPath(lang, PRIVACY_CHOICES_PATH)}` : privacyRightsUrl;
}

/** The twin route of a route. */
export function twinOf(route: SiteRoute): SiteRoute {
  return BY_PATH.get(route.twin)!;
}

/** Where a ZIP form may send a visitor back to: an id, never a path taken from a request. */
export function routeForFormPage(pageId: unknown): SiteRoute {
  return (typeof pageId === 'string' && BY_PATH.get(pageId)) || ROUTES[0]!;
}
