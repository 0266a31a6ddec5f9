import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import { builtEntry, type AssetManifest } from '../shared/asset-manifest.js';
import type { CacheClass } from '../shared/cache-classes.js';
import type { BuiltContent } from '../shared/content-schema.js';
import { MESSAGES } from '../shared/messages/index.js';
import { LANG_TAGS, twinOf, type Lang, type SiteRoute } from '../shared/routes.js';
import { Layout } from './frame/Layout.js';
import { renderDocument, type DocumentHead } from './document.js';
import { IslandCollector, type IslandRecord } from './islands/Island.js';
import { IslandMessagesContext } from './islands/island-messages.js';
import { PageContext, type LoadContext, type PageContextValue, type SiteSettings } from './page-context.js';
import { errorPage, type ErrorDetails } from './routes/error.js';
import { NOT_FOUND_PATHS, RenderRequest, pageForPath, pageForRoutePath, pageTree, type PageEntry } from './routes/tree.js';

/**
 * The server's one way into the client: the route tree's page for a path, and the render of
 * a page to a complete HTML document. React Router matches the request and runs the route's
 * loader (createStaticHandler().query), then renders the tree (StaticRouterProvider).
 */

export type { CacheClass, PageContextValue, PageEntry, SiteSettings };
export { NOT_FOUND_PATHS, pageForPath, pageForRoutePath };

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** React Router's handler for the tree in use (made again when the data pages are installed). */
let handler: { tree: RouteObject[]; query: ReturnType<typeof createStaticHandler> } | undefined;
function staticHandler(): ReturnType<typeof createStaticHandler> {
  const tree = pageTree();
  if (handler?.tree !== tree) handler = { tree, query: createStaticHandler(tree) };
  return handler.query;
}
/** Any origin will do: only the path reaches the router; it never leaves the process. */
const ROUTER_ORIGIN = 'http://render.invalid';

/** The day a route's page last changed, as its module says (the sitemap's lastmod). */
export function lastModified(route: SiteRoute, content: BuiltContent): string {
  return pageForPath(route.path).module.lastModified(route, content);
}

/**
 * What the head says about the page's language: <html lang>, og:locale, and the hreflang
 * links, absolute, naming the page itself and its twin, x-default the English one. A page
 * without a route (404, error) has no twin and no alternates.
 */
function languageHead(lang: Lang, route: SiteRoute | undefined, siteUrl: string): Pick<DocumentHead, 'lang' | 'locale' | 'alternates'> {
  const languageOnly = { lang: LANG_TAGS[lang], locale: MESSAGES[lang].locale };
  if (!route) return { ...languageOnly, alternates: [] };
  const pages = [route, twinOf(route)].sort((a, b) => a.lang.localeCompare(b.lang));
  const english = pages.find((page) => page.lang === 'en')!;
  return {
    ...languageOnly,
    alternates: [
      ...pages.map((page) => ({ hreflang: LANG_TAGS[page.lang], href: `${siteUrl}${page.path}` })),
      { hreflang: 'x-default', href: `${siteUrl}${english.path}` },
    ],
  };
}

/** Render a page; `page.path` is its entry's path (a route's, or a NOT_FOUND_PATHS path), never a request's (decision 025). */
export async function renderPage(page: PageContextValue, content: BuiltContent, assets: AssetManifest): Promise<RenderedPage> {
  const handler = staticHandler();
  const load: LoadContext = { path: page.path, route: page.route, lang: page.lang };
  const context = await handler.query(new Request(ROUTER_ORIGIN + page.path), { requestContext: new RenderRequest(load, content) });
  // Our loaders never redirect; a Response here would be React Router refusing the request.
  if (context instanceof Response) throw new Error(`the router answered ${page.path} with ${context.status}`);
  if (context.errors) throw Object.values(context.errors)[0];
  const leaf = context.matches.at(-1);
  const entry = pageForPath(page.path);
  if (leaf?.route.id !== entry.id) throw new Error(`the router matched ${leaf?.route.id ?? 'nothing'} for ${page.path}, the lookup ${entry.id}`);
  const { module } = entry;
  const islands: IslandRecord[] = [];
  const body = renderToString(
    <PageContext.Provider value={page}>
      <IslandMessagesContext.Provider value={MESSAGES[page.lang].islands}>
        <IslandCollector.Provider value={islands}>
          {/* No hydration script: the CSP allows no inline script, and islands hydrate on their own. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </IslandCollector.Provider>
      </IslandMessagesContext.Provider>
    </PageContext.Provider>,
  );
  const head = module.head(context.loaderData[leaf.route.id], page);
  return {
    status: module.status,
    html: renderDocument({
      head: {
        ...head,
        // Every page's canonical is itself; a path that is no page (a 404) has none.
        ...(entry.route ? { canonical: `${page.siteUrl}${entry.route.path}` } : {}),
        ...languageHead(page.lang, entry.route, page.siteUrl),
        siteName: page.siteName,
      },
      body,
      // Only a page whose markup depends on the region carries one (decision 006).
      state: {
        ...(entry.cache.region ? { region: page.region } : {}),
        ...(islands.some((island) => island.staticProps) ? { staticProps: assets.staticProps[page.lang] } : {}),
        islands,
      },
      entry: builtEntry(module.entry, page.lang),
      assets,
    }),
  };
}

/** The fallback for a failed render: the frame if it still renders, else the bare message; in the language of the failed path. */
export function renderErrorPage(
  page: Pick<PageContextValue, 'siteName' | 'privacyRightsUrl' | 'siteUrl' | 'year' | 'lang'> & Partial<PageContextValue>,
  assets: AssetManifest,
  details: ErrorDetails,
): string {
  let body: string;
  const messages = MESSAGES[page.lang];
  try {
    const islands: IslandRecord[] = [];
    body = renderToString(
      <PageContext.Provider value={page as PageContextValue}>
        <IslandMessagesContext.Provider value={messages.islands}>
          <IslandCollector.Provider value={islands}>
            <Layout>
              <errorPage.Component {...details} messages={messages} />
            </Layout>
          </IslandCollector.Provider>
        </IslandMessagesContext.Provider>
      </PageContext.Provider>,
    );
  } catch {
    body = renderToString(
      <main id="main">
        <errorPage.Component {...details} messages={messages} />
      </main>,
    );
  }
  return renderDocument({
    head: { ...errorPage.head(page, messages), ...languageHead(page.lang, undefined, page.siteUrl), siteName: page.siteName },
    body,
    state: { islands: [] },
    entry: null,
    assets,
  });
}
