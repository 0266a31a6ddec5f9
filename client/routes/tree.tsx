import { Outlet, matchRoutes, type RouteObject } from 'react-router-dom';
import { CACHE_CLASSES, type CacheClass } from '../../shared/cache-classes.js';
import { canonicalPath } from '../../shared/canonical-path.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { PAGE_KINDS } from '../../shared/page-kinds.js';
import { langOfPath, routeTableVersion, siteRoutes, type Lang, type PageKind, type SiteRoute } from '../../shared/routes.js';
import { Layout } from '../frame/Layout.js';
import type { LoadContext } from '../page-context.js';
import { glossaryPage } from './glossary.js';
import { homePage } from './home.js';
import { notFoundPage } from './not-found.js';
import type { PageModule } from './page-module.js';
import { privacyChoicesPage } from './privacy-choices.js';
import { readingPage } from './reading.js';
import { samplePremiumsPage } from './sample-premiums.js';
import { situationIndexPage } from './situation-index.js';
import { situationPage } from './situation.js';
import { dataSourcesPage } from './data-sources.js';
import { stateIndexPage } from './state-index.js';
import { statePage } from './state.js';

/**
 * The site's React Router route tree: the frame as the root route, one child per entry of the
 * route table (shared/routes.ts, made from the page kinds' registry) and `*` for every other
 * path. Each child carries its module's loader, component and, as its handle, the module itself
 * (head, entry); its page entry carries the cache class its kind names.
 */

/** Each kind's route module: keyed by the registry's kinds, so a new kind does not compile without one (decision 060). */
export const MODULE_OF_KIND: Record<PageKind, PageModule> = {
  home: homePage,
  review: readingPage,
  guide: readingPage,
  legal: readingPage,
  'state-index': stateIndexPage,
  state: statePage,
  'sample-premiums': samplePremiumsPage,
  'situation-index': situationIndexPage,
  situation: situationPage,
  'data-sources': dataSourcesPage,
  'privacy-choices': privacyChoicesPage,
  glossary: glossaryPage,
};

export const NOT_FOUND_ROUTE_ID = 'not-found';
/**
 * The one path every unknown path is rendered through: no route has it, so React Router
 * matches it with `*`, and one rendered copy serves every unknown path (one per language:
 * an unknown path under /es/ gets the Spanish page, NOT_FOUND_PATHS.es, through `es/*`).
 */
export const NOT_FOUND_PATH = '/404';
export const NOT_FOUND_PATHS: Record<Lang, string> = { en: NOT_FOUND_PATH, es: '/es/404' };

/** What one render passes to the loaders: which page it is, and the content they pick from. */
export class RenderRequest {
  constructor(
    readonly page: LoadContext,
    readonly content: BuiltContent,
  ) {}
}

function loaderFor(module: PageModule): NonNullable<RouteObject['loader']> {
  return ({ context }: { context: unknown }) => {
    if (!(context instanceof RenderRequest)) throw new Error('page loaders run only inside renderPage');
    return module.load(context.page, context.content);
  };
}

/** A page of the tree: its table entry (none for the not-found route), its module, and the path it is rendered through. */
export interface PageEntry {
  id: string;
  route: SiteRoute | undefined;
  module: PageModule;
  /** The route's own path, or a NOT_FOUND_PATHS path: the only paths React Router is ever given. */
  path: string;
  /** The page's language: its route's, or for a not-found page the language of the paths it stands for. */
  lang: Lang;
  /** Who may keep a copy of the page, and what it varies with: its kind's class, or the not-found page's. */
  cache: CacheClass;
}

function pageEntry(route: SiteRoute): PageEntry {
  return { id: route.path, route, module: MODULE_OF_KIND[route.kind], path: route.path, lang: route.lang, cache: CACHE_CLASSES[PAGE_KINDS[route.kind].cache] };
}
const NOT_FOUND: PageEntry = {
  id: NOT_FOUND_ROUTE_ID,
  route: undefined,
  module: notFoundPage,
  path: NOT_FOUND_PATH,
  lang: 'en',
  cache: CACHE_CLASSES.notFound,
};
const NOT_FOUND_ES: PageEntry = {
  id: `${NOT_FOUND_ROUTE_ID}-es`,
  route: undefined,
  module: notFoundPage,
  path: NOT_FOUND_PATHS.es,
  lang: 'es',
  cache: CACHE_CLASSES.notFound,
};
const NOT_FOUND_OF: Record<Lang, PageEntry> = { en: NOT_FOUND, es: NOT_FOUND_ES };

function Frame() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

function treeOf(pages: readonly PageEntry[]): RouteObject[] {
  return [
    {
      id: 'frame',
      Component: Frame,
      children: [...pages, NOT_FOUND_ES, NOT_FOUND].map((page): RouteObject => ({
        id: page.id,
        path: page.route?.path ?? (page.lang === 'es' ? 'es/*' : '*'),
        // /car-insurance/Virginia is not a page: paths are lowercase, and letter case is not guessed.
        caseSensitive: true,
        loader: loaderFor(page.module),
        Component: page.module.Component,
        handle: page.module,
      })),
    },
  ];
}

/** The tree and its maps, made from the route table in use, and made again when the data pages are installed (shared/routes.ts). */
interface Tree {
  version: number;
  routes: RouteObject[];
  byPath: Map<string, PageEntry>;
  byId: Map<string, PageEntry>;
}
let made: Tree | undefined;

function tree(): Tree {
  if (made?.version === routeTableVersion()) return made;
  const pages = siteRoutes().map(pageEntry);
  made = {
    version: routeTableVersion(),
    routes: treeOf(pages),
    byPath: new Map(pages.map((page) => [page.route!.path, page])),
    byId: new Map([...pages, NOT_FOUND, NOT_FOUND_ES].map((page) => [page.id, page])),
  };
  return made;
}

/** The React Router route tree of the route table in use. */
export function pageTree(): RouteObject[] {
  return tree().routes;
}

/**
 * Which page a path is: the one matcher (decision 025). The path is made canonical
 * (shared/canonical-path.ts: resolved as a browser would, each segment percent-decoded, trailing
 * slashes dropped, letter case kept) and names a route when it is the route's path. The render
 * then gives React Router the entry's own `path`, never the request's, so the router only ever
 * matches the route paths and NOT_FOUND_PATH, and tests/unit/route-tree.test.ts holds every one
 * of those to it: the two cannot disagree on a request. A map made once, because matchRoutes
 * flattens and ranks the whole tree on every call (about 1.4 ms against 0.09 µs:
 * scripts/bench/route-matching.ts).
 */
export function pageForPath(path: string): PageEntry {
  return tree().byPath.get(path) ?? pageForRoutePath(canonicalPath(path).routePath ?? path);
}

/** Which page a canonical route path is (a request target's, already made canonical). */
export function pageForRoutePath(routePath: string): PageEntry {
  const { byPath } = tree();
  // The Spanish home's path ends in a slash ('/es/'): '/es' is that page too.
  return byPath.get(routePath) ?? byPath.get(`${routePath}/`) ?? NOT_FOUND_OF[langOfPath(routePath)];
}

/** React Router's own answer for a path (the tests hold every entry's render path to it): the deepest match, or not-found through `*`. */
export function matchedPage(path: string): PageEntry {
  const { routes, byId } = tree();
  const leaf = matchRoutes(routes, path)?.at(-1);
  return (leaf?.route.id !== undefined && byId.get(leaf.route.id)) || NOT_FOUND_OF[langOfPath(path)];
}
