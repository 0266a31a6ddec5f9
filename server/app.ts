import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { BuiltContent } from '../shared/content-schema.js';
import { ROUTES } from '../shared/routes.js';
import type { AssetManifest } from './assets.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import type { PageCache } from './page-cache.js';
import { handOffEvents } from './routes/hand-off-events.js';
import { errorHandler, methodNotAllowed } from './middleware/errors.js';
import { requestLog } from './middleware/request-log.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createRegionResolver, type IpLookup } from './region.js';
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
  assetsDir: string;
  geoLookup: IpLookup;
  lifecycle: Lifecycle;
  pageCache: PageCache;
  landingCache: PageCache;
  metrics: Metrics;
}

export function createApp(deps: AppDeps): Express {
  const { config, logger, content, assets } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  // 1. Every response: a request id and one log line, then the security headers.
  app.use(requestLog(logger));
  app.use(deps.metrics.observeRequests);
  app.use(securityHeaders(config));

  // 2. Probes answer before anything else can fail.
  const probes = healthProbes(deps.lifecycle);
  app.get('/healthz', probes.live);
  app.get('/readyz', probes.ready);

  // 3. Compression for what is not already compressed.
  app.use(compression());

  // 4. Pages: from the page cache, or the route tree rendered on the server; the region in the
  //    first byte. The route table's paths are matched first, so the busiest requests meet no
  //    other route on their way; any other path reaches the same handler last, as a 404.
  const page = pages({ config, content, assets, cache: deps.pageCache, landingCache: deps.landingCache, resolveRegion: createRegionResolver(config, deps.geoLookup) });
  app.get(ROUTES.map((route) => route.path), page);

  // 5. Hashed assets: a year, immutable. Misses and traversal attempts fall through to the 404 page.
  app.use('/assets', express.static(path.resolve(deps.assetsDir), {
    immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore', redirect: false,
  }));

  // 6. For search engines, and for the browser's prefetching of our links.
  const seo = seoFiles(config, content);
  app.get('/sitemap.xml', seo.sitemap);
  app.get('/robots.txt', seo.robots);
  app.get(SPECULATION_RULES_PATH, speculationRules());

  // 7. The ZIP hand-off without JavaScript.
  app.post('/zip', ...zipHandOff(config, deps.metrics));
  app.post('/events/hand-off', ...handOffEvents(deps.metrics));
  app.all('/zip', methodNotAllowed);

  // 8. Any other path: the not-found page.
  app.get('/{*path}', page);

  // 9. Any other method: 405 with Allow where the address exists.
  app.use(methodNotAllowed);

  // 10. Errors: small pages for bad requests, the fallback page for ours.
  app.use(errorHandler(config, assets));
  return app;
}
