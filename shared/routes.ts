import { PAGE_KINDS, PAGE_KIND_NAMES, isMarkdownKind, type DataKind, type DataPages, type KindPage, type PageKind } from './page-kinds.js';
import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from './privacy-choice.js';
import type { StateCode } from './us-states.js';

/**
 * The route table: the one list of pages, in both languages, made from the page kinds' registry
 * (shared/page-kinds.ts). Every page is written once there with its English and its Spanish
 * path and label; each becomes two routes that name each other as twins. The server's router,
 * the header menus, the content build (one file per reading page and language), the sitemap,
 * the hreflang links, the language switch and the metrics labels (a route's path) all read it.
 */

export type { DataPages, PageKind };
export {
  DATA_SOURCES_PATH,
  GLOSSARY_PATH,
  INSURER_INDEX_PATH,
  STATE_INDEX_PATH,
  insurerPath,
  samplePremiumsPath,
  situationPath,
  situationsPath,
  statePath,
} from './page-kinds.js';

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
  /** State pages: whose requirements (content/states.yaml) the page shows; sample-premium and situation pages: whose regulator's survey. */
  state?: StateCode;
}

/** A kind's page as its two routes: the English one, then its Spanish twin. */
function routesOf(kind: PageKind, page: KindPage): [SiteRoute, SiteRoute] {
  const extra = page.state ? { state: page.state } : {};
  return [
    { path: page.en.path, kind, lang: 'en', twin: page.es.path, slug: page.en.slug, label: page.en.label, ...extra },
    { path: page.es.path, kind, lang: 'es', twin: page.en.path, slug: page.es.slug, label: page.es.label, ...extra },
  ];
}

/**
 * The route table for a set of data pages: each kind's pages written in the registry, then the
 * ones the build found in the data (a data kind's), kind after kind. The build calls it with
 * the pages it found; the running site reads the table installed from the built content.
 */
export function routeTable(dataPages: Partial<DataPages>): readonly SiteRoute[] {
  return PAGE_KIND_NAMES.flatMap((kind) => [...PAGE_KINDS[kind].pages, ...(dataPages[kind as DataKind] ?? [])].flatMap((page) => routesOf(kind, page)));
}

/**
 * The table in use. Until the data pages are installed it holds the registry's own pages only
 * (what the browser-free unit tests and the build's first steps need); the server installs the
 * data pages from the built content before it listens (server/content.ts), once (decision 061).
 */
let routes: readonly SiteRoute[] = routeTable({});
let byPath = new Map(routes.map((route) => [route.path, route]));
let installed: string | undefined;
let version = 0;

/**
 * Complete the route table with the pages the build found in the data. Installing the same
 * pages again changes nothing; different ones are refused, since every table built from the
 * first (the route tree's map, the warm-up list) would disagree with them.
 */
export function installDataPages(dataPages: DataPages): void {
  const key = JSON.stringify(dataPages);
  if (key === installed) return;
  if (installed !== undefined) throw new Error('the data pages are installed once per process, and these differ from the ones installed');
  installed = key;
  routes = routeTable(dataPages);
  byPath = new Map(routes.map((route) => [route.path, route]));
  version += 1;
}

/** Every route in use, the router's, the sitemap's and the warm-up's list: each page's English route, then its Spanish twin, kind after kind. */
export function siteRoutes(): readonly SiteRoute[] {
  return routes;
}

/** Changes when the data pages are installed: the tables built from the routes rebuild when it moves. */
export function routeTableVersion(): number {
  return version;
}

/** The routes of one language, in table order. */
export function routesIn(lang: Lang): SiteRoute[] {
  return routes.filter((route) => route.lang === lang);
}

const EN = routeTable({}).filter((route) => route.lang === 'en');
/** The English routes of each kind the registry writes out (the Spanish ones: routesIn('es') filtered the same way). */
export const REVIEW_ROUTES = EN.filter((route) => route.kind === 'review');
export const GUIDE_ROUTES = EN.filter((route) => route.kind === 'guide');
export const LEGAL_ROUTES = EN.filter((route) => route.kind === 'legal');
/** The pages written in Markdown (content/guides, reviews, legal), in English. */
export const READING_ROUTES = EN.filter((route) => isMarkdownKind(route.kind));
export const STATE_ROUTES = EN.filter((route) => route.kind === 'state');

export function findRoute(path: string): SiteRoute | undefined {
  return byPath.get(path);
}

/** What the build asks of a route table it is making, before any is installed: a page by path, and a path's twin in a language. */
export interface RouteLookup {
  findRoute(path: string): SiteRoute | undefined;
  localPath(lang: Lang, englishPath: string): string;
}

/** The lookup of a table (the build's own, with the data pages it found), as `findRoute` and `localPath` are of the table in use. */
export function routeLookup(table: readonly SiteRoute[]): RouteLookup {
  const paths = new Map(table.map((route) => [route.path, route]));
  return { findRoute: (path) => paths.get(path), localPath: (lang, englishPath) => localPathIn(paths, lang, englishPath) };
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
  return localPathIn(byPath, lang, englishPath);
}

function localPathIn(paths: ReadonlyMap<string, SiteRoute>, lang: Lang, englishPath: string): string {
  if (lang === 'en') return englishPath;
  const hash = englishPath.indexOf('#');
  const [pathOnly, anchor] = hash < 0 ? [englishPath, ''] : [englishPath.slice(0, hash), englishPath.slice(hash)];
  const route = paths.get(pathOnly);
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
  return byPath.get(route.twin)!;
}

/** Where a ZIP form may send a visitor back to: an id, never a path taken from a request. */
export function routeForFormPage(pageId: unknown): SiteRoute {
  return (typeof pageId === 'string' && byPath.get(pageId)) || routes[0]!;
}
