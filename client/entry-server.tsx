import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { AssetManifest } from '../shared/asset-manifest.js';
import type { BuiltContent } from '../shared/content-schema.js';
import { Layout } from './frame/Layout.js';
import { renderDocument } from './document.js';
import { IslandCollector, type IslandRecord } from './islands/Island.js';
import { PageContext, type PageContextValue } from './page-context.js';
import { errorPage, type ErrorDetails } from './routes/error.js';
import type { CacheClass } from './routes/page-module.js';
import { NOT_FOUND_PATH, RenderRequest, pageForPath, pageTree, type PageEntry } from './routes/tree.js';

/**
 * The server's one way into the client: the route tree's page for a path, and the render of
 * a page to a complete HTML document. React Router matches the request and runs the route's
 * loader (createStaticHandler().query), then renders the tree (StaticRouterProvider).
 */

export type { CacheClass, PageContextValue, PageEntry };
export { NOT_FOUND_PATH, pageForPath };

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const handler = createStaticHandler(pageTree);
/** Any origin will do: only the path reaches the router; it never leaves the process. */
const ROUTER_ORIGIN = 'http://render.invalid';

/** Render a page; `page.path` is its entry's path (a route's, or NOT_FOUND_PATH), never a request's (decision 025). */
export async function renderPage(page: PageContextValue, content: BuiltContent, assets: AssetManifest): Promise<RenderedPage> {
  const context = await handler.query(new Request(ROUTER_ORIGIN + page.path), { requestContext: new RenderRequest(page, content) });
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
      <IslandCollector.Provider value={islands}>
        {/* No hydration script: the CSP allows no inline script, and islands hydrate on their own. */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </IslandCollector.Provider>
    </PageContext.Provider>,
  );
  return {
    status: module.status,
    html: renderDocument({
      head: { ...module.head(context.loaderData[leaf.route.id], page), siteName: page.siteName },
      body,
      // Only a page whose markup depends on the region carries one (decision 006).
      state: {
        ...(module.cache.region ? { region: page.region } : {}),
        ...(islands.some((island) => island.staticProps) ? { staticProps: assets.staticProps } : {}),
        islands,
      },
      entry: module.entry,
      assets,
    }),
  };
}

/** The fallback for a failed render: the frame if it still renders, else the bare message. */
export function renderErrorPage(
  page: Pick<PageContextValue, 'siteName' | 'privacyRightsUrl' | 'siteUrl' | 'year'> & Partial<PageContextValue>,
  assets: AssetManifest,
  details: ErrorDetails,
): string {
  let body: string;
  try {
    const islands: IslandRecord[] = [];
    body = renderToString(
      <PageContext.Provider value={page as PageContextValue}>
        <IslandCollector.Provider value={islands}>
          <Layout>
            <errorPage.Component {...details} />
          </Layout>
        </IslandCollector.Provider>
      </PageContext.Provider>,
    );
  } catch {
    body = renderToString(
      <main id="main">
        <errorPage.Component {...details} />
      </main>,
    );
  }
  return renderDocument({
    head: { ...errorPage.head(page), siteName: page.siteName },
    body,
    state: { islands: [] },
    entry: null,
    assets,
  });
}
