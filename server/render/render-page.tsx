import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../client/App.js';
import { IslandCollector, type IslandRecord } from '../../client/islands/Island.js';
import { PageContext, type PageContextValue } from '../../client/page-context.js';
import { ErrorPage } from '../../client/pages/ErrorPage.js';
import { Layout } from '../../client/components/Layout.js';
import { findRoute } from '../../shared/routes.js';
import { stateName } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import { renderDocument, type DocumentHead } from './document.js';
import { structuredData } from './structured-data.js';

/** Renders one page of the route tree to a complete HTML document. */

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export function renderPage(page: PageContextValue, assets: AssetManifest): RenderedPage {
  const route = findRoute(page.path);
  const islands: IslandRecord[] = [];
  const body = renderToString(
    <PageContext.Provider value={page}>
      <IslandCollector.Provider value={islands}>
        <StaticRouter location={page.path}>
          <App />
        </StaticRouter>
      </IslandCollector.Provider>
    </PageContext.Provider>,
  );
  return {
    status: route ? 200 : 404,
    html: renderDocument({
      head: pageHead(page),
      body,
      // Only the home page's markup depends on the region, so only it carries one (decision 006).
      state: {
        ...(route?.kind === 'home' ? { region: page.region } : {}),
        ...(islands.some((island) => island.staticProps) ? { staticProps: assets.staticProps } : {}),
        islands,
      },
      entry: route?.kind === 'home' ? 'home' : 'site',
      assets,
    }),
  };
}

export function pageHead(page: PageContextValue): DocumentHead {
  const route = findRoute(page.path);
  const siteUrl = page.siteUrl;
  const common = { siteName: page.siteName, structuredData: structuredData(page) };
  if (!route) {
    return { ...common, title: `Page not found | ${page.siteName}`, description: 'This page does not exist.', canonical: `${siteUrl}/`, robots: 'noindex', ogType: 'website' };
  }
  if (route.kind === 'home') {
    const words = page.content.home.page.hero;
    return {
      ...common,
      title: `${words.headline.replace('{state}', stateName(page.region))} | ${page.siteName}`,
      description: words.subheadline,
      canonical: `${siteUrl}/`,
      ogType: 'website',
    };
  }
  const content = page.content.pages[route.path]!;
  return {
    ...common,
    title: `${content.title} | ${page.siteName}`,
    description: content.description,
    canonical: `${siteUrl}${route.path}`,
    ogType: route.kind === 'legal' ? 'website' : 'article',
  };
}

/** The fallback for a failed render: no islands, so it needs no script and cannot fail the same way twice. */
export function renderErrorPage(
  page: Pick<PageContextValue, 'siteName' | 'privacyRightsUrl' | 'siteUrl'> & Partial<PageContextValue>,
  assets: AssetManifest,
  details: { message?: string; stack?: string; reference: string },
): string {
  let body: string;
  try {
    const islands: IslandRecord[] = [];
    body = renderToString(
      <PageContext.Provider value={page as PageContextValue}>
        <IslandCollector.Provider value={islands}>
          <Layout><ErrorPage {...details} /></Layout>
        </IslandCollector.Provider>
      </PageContext.Provider>,
    );
  } catch {
    body = renderToString(<main id="main"><ErrorPage {...details} /></main>);
  }
  return renderDocument({
    head: {
      title: `Unexpected Application Error! | ${page.siteName}`, description: 'Something went wrong.', canonical: `${page.siteUrl}/`,
      robots: 'noindex', siteName: page.siteName, ogType: 'website', structuredData: [],
    },
    body,
    state: { islands: [] },
    entry: null,
    assets,
  });
}
