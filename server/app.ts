import type { RequestListener } from 'node:http';
import compression from 'compression';
import express from 'express';
import type { BuiltContent } from '../shared/content-schema.js';
import { ROUTES } from '../shared/routes.js';
import type { AssetManifest } from './assets.js';
import type { Config } from './config.js';
import { createCacheFront } from './http/cache-front.js';
import type { StaticAssets } from './http/static-assets.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { errorHandler, methodNotAllowed } from './middleware/errors.js';
import { requestLog } from './middleware/request-log.js';
import { securityHeaderList, securityHeaders } from './middleware/security-headers.js';
import type { PageCache } from './page-cache.js';
import { createRegionResolver, type IpLookup } from './region.js';
import { handOffEvents } from './routes/hand-off-events.js';
import { healthProbes, type Lifecycle } from './routes/health.js';
import { pages } from './routes/pages.js';
import { seoFiles } from './routes/seo.js';
import { SPECULATION_RULES_PATH, speculationRules } from './routes/speculation-rules.js';
import { zipHandOff } from './routes/zip.js';

/** The request pipeline, top to bottom. */

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: BuiltContent;
  assets: AssetManifest;
  staticAssets: StaticAssets;
  geoLookup: IpLookup;
  lifecycle: Lifecycle;
  pageCache: PageCache;
  landingCache: PageCache;
  metrics: Metrics;
}

export function createApp(deps: AppDeps): RequestListener {
  const { config, logger, content, assets, metrics } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  const resolveRegion = createRegionResolver(config, deps.geoLookup);
  const security = securityHeaderList(config);

  // 0. Before Express: cached pages asked for without a query, and the built assets, answered
  //    with the same headers, log line and metrics as below (decision 013).
  const front = createCacheFront({
    logger,
    metrics,
    cache: deps.pageCache,
    assets: deps.staticAssets,
    resolveRegion,
    securityHeaders: security,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  });

  // 1. Every response: a request id and one log line, metrics, then the security headers.
  app.use(requestLog(logger));
  app.use(metrics.observeRequests);
  app.use(securityHeaders(security));

  // 2. Probes answer before anything else can fail.
  const probes = healthProbes(deps.lifecycle);
  app.get('/healthz', probes.live);
  app.get('/readyz', probes.ready);

  // 3. Pages: the page cache's misses rendered into it (the region in the first byte), and
  //    pages for one visitor alone. They send their own precompressed bytes. The route table's
  //    paths are matched first; any other path reaches the same handler last, as a 404.
  const page = pages({ config, content, assets, cache: deps.pageCache, landingCache: deps.landingCache, resolveRegion: (req) => resolveRegion(req) });
  app.get(
    ROUTES.map((route) => route.path),
    page,
  );

  // 4. The ZIP hand-off without JavaScript, and the browser's hand-off beacon: redirects and
  //    empty answers, too small to be worth compressing.
  app.post('/zip', ...zipHandOff(config, metrics));
  app.post('/events/hand-off', ...handOffEvents(metrics));
  app.all('/zip', methodNotAllowed);

  // 5. Compression for what is built per request from here on (assets and cached pages never get here).
  app.use(compression());

  // 6. For search engines, and for the browser's prefetching of our links.
  const seo = seoFiles(config, content);
  app.get('/sitemap.xml', seo.sitemap);
  app.get('/robots.txt', seo.robots);
  app.get(SPECULATION_RULES_PATH, speculationRules());

  // 7. Any other path (an unknown asset included): the not-found page.
  app.get('/{*path}', page);

  // 8. Any other method: 405 with Allow where the address exists.
  app.use(methodNotAllowed);

  // 9. Errors: small pages for bad requests, the fallback page for ours.
  app.use(errorHandler(config, assets));

  return (req, res) => {
    if (!front(req, res)) app(req, res);
  };
}
