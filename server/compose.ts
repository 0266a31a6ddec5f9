import { NOT_FOUND_PATHS } from '../client/entry-server.js';
import { siteRoutes } from '../shared/routes.js';
import { DEFAULT_STATE } from '../shared/us-states.js';
import { createApp, type App, type AppDeps } from './app.js';
import { createMetrics, type Metrics } from './metrics.js';
import { PageCache } from './page-cache.js';
import type { LandingEntry } from './pages/landing-pages.js';

/**
 * The site, composed once from what start-up loaded: the page caches (counted in the
 * metrics), the app, and the warm-up. server/index.ts serves it; the tests use the same
 * composition, so they see what production runs.
 */

export type SiteInputs = Omit<AppDeps, 'pageCache' | 'landingCache' | 'metrics'>;

export interface Site {
  listener: App['listener'];
  /** The Express app behind the cache front (server/app.ts). */
  express: App['express'];
  /** The endpoints that are not pages (server/endpoints.ts), and the routes Express has, which must be theirs. */
  endpoints: App['endpoints'];
  expressRoutes: App['expressRoutes'];
  pageCache: PageCache;
  landingCache: PageCache<LandingEntry>;
  metrics: Metrics;
  /** Render every page of the route table (and the not-found page of each language) for the default region into the cache. */
  warm(): Promise<void>;
}

/** What the warm-up renders: every route of the table in use (the data pages installed with the content), and the not-found page of each language. */
const warmPaths = () => [...siteRoutes().map((route) => route.path), ...Object.values(NOT_FOUND_PATHS)];

export function composeSite(inputs: SiteInputs): Site {
  const metrics = createMetrics();
  const pageCache = new PageCache(inputs.config.pageCacheBytes, { hit: () => metrics.cacheHit('pages'), miss: () => metrics.cacheMiss('pages') });
  // A separate, smaller store for the landing templates (a QS headline), so no number of texts can evict the main pages.
  const landingCache = new PageCache<LandingEntry>(Math.ceil(inputs.config.pageCacheBytes / 8), {
    hit: () => metrics.cacheHit('landing'),
    miss: () => metrics.cacheMiss('landing'),
  });
  metrics.countUnservedStates(() => inputs.partnerRoutes.current);
  const app = createApp({ ...inputs, pageCache, landingCache, metrics });
  return {
    listener: app.listener,
    express: app.express,
    endpoints: app.endpoints,
    expressRoutes: app.expressRoutes,
    pageCache,
    landingCache,
    metrics,
    warm: () => app.pages.warm(warmPaths(), DEFAULT_STATE),
  };
}
