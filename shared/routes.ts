import { PAGE_KINDS, PAGE_KIND_NAMES, isMarkdownKind, type PageKind } from './page-kinds.js';
import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from './privacy-choice.js';
import type { StateCode } from './us-states.js';

/**
 * The route table: the one list of pages, in both languages, made from the page kinds' registry
 * (shared/page-kinds.ts). Every page is written once there with its English and its Spanish
 * path and label; each becomes two routes that name each other as twins. The server's router,
 * the header menus, the content build (one file per reading page and language), the sitemap,
 * the hreflang links, the language switch and the metrics labels (a route's path) all read it.
 */

export type { PageKind };
export { DATA_SOURCES_PATH, GLOSSARY_PATH, STATE_INDEX_PATH, SURVEY_STATES, samplePremiumsPath, statePath } from './page-kinds.js';

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

/** Every route, the router's, the sitemap's and the warm-up's list: each page's English route, then its Spanish twin, kind after kind. */
export const ROUTES: readonly SiteRoute[] = PAGE_KIND_NAMES.flatMap((kind) =>
  PAGE_KINDS[kind].pages.flatMap((page): SiteRoute[] => {
    const extra = 'state' in page ? { state: page.state } : {};
    return [
      { path: page.en.path, kind, lang: 'en', twin: page.es.path, slug: page.en.slug, label: page.en.label, ...extra },
      { path: page.es.path, kind, lang: 'es', twin: page.en.path, slug: page.es.slug, label: page.es.label, ...extra },
    ];
  }),
);

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
export const READING_ROUTES = EN.filter((route) => isMarkdownKind(route.kind));
export const STATE_ROUTES = EN.filter((route) => route.kind === 'state');
export const SAMPLE_PREMIUM_ROUTES = EN.filter((route) => route.kind === 'sample-premiums');

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
