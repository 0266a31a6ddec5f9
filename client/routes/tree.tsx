import { Outlet, matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, type PageKind, type SiteRoute } from '../../shared/routes.js';
import { Layout } from '../frame/Layout.js';
import type { PageContextValue } from '../page-context.js';
import { homePage } from './home.js';
import { notFoundPage } from './not-found.js';
import type { PageModule } from './page-module.js';
import { privacyChoicesPage } from './privacy-choices.js';
import { readingPage } from './reading.js';
import { samplePremiumsPage } from './sample-premiums.js';
import { dataSourcesPage } from './data-sources.js';
import { stateIndexPage } from './state-index.js';
import { statePage } from './state.js';

/**
 * The site's React Router route tree: the frame as the root route, one child per entry of the
 * route table (shared/routes.ts, which the browser's menus also read without pulling in any
 * page component) and `*` for every other path. Each child carries its module's loader,
 * component and, as its handle, the module itself (head, cache class, entry).
 */

const MODULE_OF_KIND: Record<PageKind, PageModule> = {
  home: homePage,
  review: readingPage,
  guide: readingPage,
  legal: readingPage,
  'state-index': stateIndexPage,
  state: statePage,
  'sample-premiums': samplePremiumsPage,
  'data-sources': dataSourcesPage,
  'privacy-choices': privacyChoicesPage,
};

export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What one render passes to the loaders: the page context of the request. */
export class RenderRequest {
  constructor(readonly page: PageContextValue) {}
}

function loaderFor(module: PageModule): NonNullable<RouteObject['loader']> {
  return ({ context }: { context: unknown }) => {
    if (!(context instanceof RenderRequest)) throw new Error('page loaders run only inside renderPage');
    return module.load(context.page);
  };
}

/** A page of the tree: its table entry (none for the not-found route) and its module. */
export interface PageEntry {
  id: string;
  route: SiteRoute | undefined;
  module: PageModule;
}

const PAGES: readonly PageEntry[] = ROUTES.map((route) => ({ id: route.path, route, module: MODULE_OF_KIND[route.kind] }));
const NOT_FOUND: PageEntry = { id: NOT_FOUND_ROUTE_ID, route: undefined, module: notFoundPage };

function Frame() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

export const pageTree: RouteObject[] = [
  {
    id: 'frame',
    Component: Frame,
    children: [...PAGES, NOT_FOUND].map((page): RouteObject => ({
      id: page.id,
      path: page.route?.path ?? '*',
      // /car-insurance/Virginia is not a page: paths are lowercase, and letter case is not guessed.
      caseSensitive: true,
      loader: loaderFor(page.module),
      Component: page.module.Component,
      handle: page.module,
    })),
  },
];

/**
 * The same tree as a lookup by exact path, made once. React Router's matchRoutes flattens and
 * ranks the whole tree on every call: about 1.4 ms with our 78 routes against 0.09 µs for this
 * lookup (scripts/bench/route-matching.ts), where a whole cache hit costs some 60 µs, and every
 * unknown path would pay it. So a path is looked up here as React Router compares it
 * (percent-escapes decoded, trailing slashes ignored, letter case kept); tests hold the lookup
 * to matchRoutes' answer for every route and odd path (tests/unit/route-tree.test.ts), and a
 * render checks that React Router matched the page the lookup named.
 */
const BY_PATH = new Map(PAGES.map((page) => [page.route!.path, page]));
const BY_ID = new Map([...PAGES, NOT_FOUND].map((page) => [page.id, page]));

export function pageForPath(path: string): PageEntry {
  return BY_PATH.get(path) ?? BY_PATH.get(asRouterCompares(path)) ?? NOT_FOUND;
}

/** What React Router matches a path as: each segment percent-decoded (an encoded slash stays one), trailing slashes dropped. */
function asRouterCompares(path: string): string {
  let decoded: string;
  try {
    decoded = path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    // React Router matches a path it cannot decode as it is.
    decoded = path;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

/** React Router's own answer for a path (the tests hold pageForPath to it): the deepest match, or not-found through `*`. */
export function matchedPage(path: string): PageEntry {
  const leaf = matchRoutes(pageTree, path)?.at(-1);
  return (leaf?.route.id !== undefined && BY_ID.get(leaf.route.id)) || NOT_FOUND;
}
