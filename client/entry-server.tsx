import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AssetManifest } from '../shared/asset-manifest.js';
import type { PageKind } from '../shared/routes.js';
import { Layout } from './components/Layout.js';
import { renderDocument } from './document.js';
import { IslandCollector, type IslandRecord } from './islands/Island.js';
import { PageContext, type PageContextValue } from './page-context.js';
import { errorPage, type ErrorDetails } from './routes/error.js';
import { homePage } from './routes/home.js';
import { notFoundPage } from './routes/not-found.js';
import type { PageModule } from './routes/page-module.js';
import { readingPage } from './routes/reading.js';
import { stateIndexPage } from './routes/state-index.js';
import { statePage } from './routes/state.js';

/**
 * The server's one way into the client: render a page of a resolved route to a complete HTML
 * document. The server resolves the route once (shared/routes.ts) and passes it in the page
 * context; the module of its kind supplies the metadata, cache policy and component.
 */

export type { PageContextValue, PageModule };

const PAGE_MODULES: Record<PageKind, PageModule> = {
  home: homePage,
  review: readingPage,
  guide: readingPage,
  legal: readingPage,
  'state-index': stateIndexPage,
  state: statePage,
};

/** The module that renders a resolved route; an unknown path (no route) is the not-found page. */
export function pageModuleFor(route: PageContextValue['route']): PageModule {
  return route ? PAGE_MODULES[route.kind] : notFoundPage;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export function renderPage(page: PageContextValue, assets: AssetManifest): RenderedPage {
  const module = pageModuleFor(page.route);
  const islands: IslandRecord[] = [];
  // StaticRouter gives the tree its location; the route itself was matched once, above.
  const body = renderToString(
    <PageContext.Provider value={page}>
      <IslandCollector.Provider value={islands}>
        <StaticRouter location={page.path}>
          <Layout>
            <module.Component />
          </Layout>
        </StaticRouter>
      </IslandCollector.Provider>
    </PageContext.Provider>,
  );
  return {
    status: module.status,
    html: renderDocument({
      head: { ...module.head(page), siteName: page.siteName },
      body,
      // Only a page whose markup depends on the region carries one (decision 006).
      state: {
        ...(module.cache === 'per-region' ? { region: page.region } : {}),
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
