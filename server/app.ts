import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import type { BuiltContent } from '../shared/content-schema.js';
import type { AssetManifest } from './assets.js';
import type { Config } from './config.js';
import { createExchanges } from './http/exchange.js';
import { writePrecompressed } from './http/precompressed.js';
import { ASSETS_PREFIX, type StaticAssets } from './http/static-assets.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { errorHandler, methodNotAllowed } from './middleware/errors.js';
import { liveSecurityHeaders } from './middleware/security-headers.js';
import type { PageCache } from './page-cache.js';
import type { PartnerRoutesSource } from './partner-routes/live-partner-routes.js';
import { createPagePipeline, type PagePipeline } from './pages/pipeline.js';
import { createRegionResolver, type IpLookup } from './region.js';
import { handOffEvents } from './routes/hand-off-events.js';
import { healthProbes, type Lifecycle } from './routes/health.js';
import { partnerRoutesJson } from './routes/partner-routes.js';
import { GPC_JSON_PATH, gpcJson, privacyChoices } from './routes/privacy-choices.js';
import { seoFiles } from './routes/seo.js';
import { SPECULATION_RULES_PATH, speculationRules } from './routes/speculation-rules.js';
import { ZIP_PATH, zipHandOff } from './routes/zip.js';
import { PRIVACY_CHOICES_PATH } from '../shared/privacy-choice.js';
import { PARTNER_ROUTES_PATH, type RandomSource } from '../shared/partner-routes.js';

/**
 * The request pipeline, top to bottom (decision 024). Every request begins an exchange (its
 * id, the security headers, and at the end one log line and the metrics), then goes through
 * exactly one door:
 *   1. GET/HEAD of a built asset: its precompressed bytes;
 *   2. POST /zip: the hand-off;
 *   3. GET/HEAD of any other path that is not one of the small resources below: the page
 *      pipeline (server/pages/pipeline.ts), unknown paths included (the not-found page);
 *   4. everything else: the Express app — probes, sitemap, robots, speculation rules,
 *      /.well-known/gpc.json, the partner routes for the browser's hand-off, the hand-off beacon, the opt-out form's post, 405s and its error
 *      handler.
 */

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: BuiltContent;
  assets: AssetManifest;
  staticAssets: StaticAssets;
  geoLookup: IpLookup;
  lifecycle: Lifecycle;
  /** Which partner takes a hand-off (PARTNER_ROUTES, reloadable). */
  partnerRoutes: PartnerRoutesSource;
  /** The draw among weighted partners; tests fix it. */
  random?: RandomSource;
  pageCache: PageCache;
  landingCache: PageCache;
  metrics: Metrics;
}

export interface App {
  listener: RequestListener;
  pages: PagePipeline;
}

export function createApp(deps: AppDeps): App {
  const { config, logger, content, assets, metrics, staticAssets } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  // The client address Express would see, for the doors before it.
  const clientIp = (req: Parameters<RequestListener>[0]) => proxyAddr(req, trustProxy);
  const exchanges = createExchanges({ logger, metrics, securityHeaders: liveSecurityHeaders(config, deps.partnerRoutes) });

  const pages = createPagePipeline({
    config,
    content,
    assets,
    pageCache: deps.pageCache,
    landingCache: deps.landingCache,
    resolveRegion: createRegionResolver(config, deps.geoLookup),
    exchanges,
    clientIp,
  });
  const handOff = zipHandOff(config, metrics, exchanges, deps.partnerRoutes, deps.random ?? Math.random);

  // The Express app: small resources, answered with the same exchange.
  const probes = healthProbes(deps.lifecycle);
  const seo = seoFiles(config, content);
  const resources = new Map<string, RequestHandler>([
    ['/healthz', probes.live],
    ['/readyz', probes.ready],
    ['/sitemap.xml', seo.sitemap],
    ['/robots.txt', seo.robots],
    [SPECULATION_RULES_PATH, speculationRules()],
    [GPC_JSON_PATH, gpcJson],
    [PARTNER_ROUTES_PATH, partnerRoutesJson(deps.partnerRoutes)],
  ]);
  app.use(exchanges.express);
  app.use(compression());
  for (const [path, handler] of resources) app.get(path, handler);
  // The browser's hand-off beacon: an empty answer.
  app.post('/events/hand-off', ...handOffEvents(metrics, deps.partnerRoutes));
  // The opt-out page's form: sets or clears the one cookie.
  app.post(PRIVACY_CHOICES_PATH, ...privacyChoices(config));
  // Any other method: 405 with Allow where the address exists, else a small 404.
  app.use(methodNotAllowed);
  app.use(errorHandler(config, assets));

  const listener: RequestListener = (req, res) => {
    const { method, url = '' } = req;
    if (url.startsWith('/')) {
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      if (method === 'GET' || method === 'HEAD') {
        const asset = path.startsWith(ASSETS_PREFIX) ? staticAssets.get(path) : undefined;
        if (asset) {
          const exchange = exchanges.begin(req);
          exchanges.end(req, exchange, writePrecompressed(req, res, asset, exchange.leading), '/assets', path, clientIp(req));
          return;
        }
        if (path !== ZIP_PATH && !resources.has(path)) {
          pages.serve(req, res, exchanges.begin(req), path, queryAt === -1 ? '' : url.slice(queryAt + 1));
          return;
        }
      } else if (method === 'POST' && path === ZIP_PATH) {
        handOff(req, res, exchanges.begin(req), clientIp(req));
        return;
      }
    }
    app(req, res);
  };
  return { listener, pages };
}
