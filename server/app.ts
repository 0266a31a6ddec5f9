import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import proxyAddr from 'proxy-addr';
import type { BuiltSite } from '../shared/content-schema.js';
import type { AssetManifest } from './assets.js';
import type { Config } from './config.js';
import { endpointTable, type EndpointTable } from './endpoints.js';
import { createExchanges } from './http/exchange.js';
import { writePrecompressed } from './http/precompressed.js';
import { originFormOf, requestTarget } from './http/request-target.js';
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
import { POSTBACK_PATH, postback } from './routes/postback.js';
import { GPC_JSON_PATH, gpcJson, privacyChoices } from './routes/privacy-choices.js';
import { seoFiles } from './routes/seo.js';
import { SPECULATION_RULES_PATH, speculationRules } from './routes/speculation-rules.js';
import { ZIP_PATH, zipHandOff } from './routes/zip.js';
import { PRIVACY_CHOICES_PATH } from '../shared/privacy-choice.js';
import { PARTNER_ROUTES_PATH, type RandomSource } from '../shared/partner-routes.js';
import { findRoute } from '../shared/routes.js';
import { HAND_OFF_BEACON_PATH } from '../shared/zip.js';

/**
 * The request pipeline, top to bottom (decisions 024, 025). The request target is read once:
 * origin or absolute form, its path resolved as a browser would resolve it, and every door sees
 * that. Every request begins an exchange (its id, the security headers, and at the end one log
 * line and the metrics), then goes through exactly one door, chosen from the endpoint table
 * (server/endpoints.ts):
 *   1. an endpoint's handler that is answered before Express: the built assets, POST /zip;
 *   2. GET/HEAD of any path that is not an endpoint answering GET: the page pipeline
 *      (server/pages/pipeline.ts), unknown paths included (the not-found page);
 *   3. everything else: the Express app — the table's other handlers (probes, sitemap, robots,
 *      speculation rules, /.well-known/gpc.json, the partner routes for the browser's hand-off,
 *      the hand-off beacon, the opt-out form's post), 405s with Allow from the table, and the
 *      error handler.
 */

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: BuiltSite;
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
  endpoints: EndpointTable;
  expressRoutes: () => ExpressRoute[];
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
  const probes = healthProbes(deps.lifecycle);
  const seo = seoFiles(config, content);

  const endpoints = endpointTable([
    {
      path: ASSETS_PREFIX,
      prefix: true,
      methods: {
        GET: (req, res, exchange, target) => {
          const asset = staticAssets.get(target.path);
          // A missing asset is an unknown path like any other: the not-found page.
          if (!asset) pages.serve(req, res, exchange, target.path, target.search);
          else exchanges.end(req, exchange, writePrecompressed(req, res, asset, exchange.leading), endpoints.label(target.path), target.path, clientIp(req));
        },
      },
    },
    { path: ZIP_PATH, methods: { POST: (req, res, exchange) => handOff(req, res, exchange, clientIp(req)) } },
    { path: '/healthz', methods: { GET: [probes.live] } },
    { path: '/readyz', methods: { GET: [probes.ready] } },
    { path: '/sitemap.xml', methods: { GET: [seo.sitemap] } },
    { path: '/robots.txt', methods: { GET: [seo.robots] } },
    { path: SPECULATION_RULES_PATH, methods: { GET: [speculationRules()] } },
    { path: GPC_JSON_PATH, methods: { GET: [gpcJson] } },
    // The partner routes in use, for the browser's hand-off (kept out of the cached pages, decision 027).
    { path: PARTNER_ROUTES_PATH, methods: { GET: [partnerRoutesJson(deps.partnerRoutes)] } },
    // The browser's hand-off beacon: an empty answer.
    { path: HAND_OFF_BEACON_PATH, methods: { POST: handOffEvents(metrics, deps.partnerRoutes) } },
    // The opt-out page's form: sets or clears the one cookie (the page itself is a page).
    { path: PRIVACY_CHOICES_PATH, methods: { POST: privacyChoices(config) } },
    // The partner network's conversions (decision 036); without POSTBACK_TOKEN, no such endpoint.
    ...(config.postbackToken
      ? [{ path: POSTBACK_PATH, methods: { GET: [postback({ token: config.postbackToken, metrics, routes: deps.partnerRoutes })] } }]
      : []),
  ]);

  // The Express app: the table's small resources, answered with the same exchange. Paths
  // match exactly, as the table's do: letter case and a trailing slash count.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.use(exchanges.express(endpoints.label));
  app.use(compression());
  endpoints.register(app);
  // Any other method: 405 with Allow where the address exists, else a small 404.
  app.use(methodNotAllowed(endpoints.allow));
  app.use(errorHandler(config, assets));

  const listener: RequestListener = (req, res) => {
    const target = requestTarget(req.url ?? '');
    if (!target) {
      app(req, res);
      return;
    }
    const originForm = originFormOf(target);
    if (req.url !== originForm) req.url = originForm;
    if (target.host) req.headers.host = target.host;
    const endpoint = endpoints.find(target.path);
    const handler = endpoint && endpoints.handlerFor(endpoint, req.method);
    if (typeof handler === 'function') {
      handler(req, res, exchanges.begin(req), target);
      return;
    }
    // A page's GET, unless an endpoint that is not a page has the path (GET /zip: a 405 from Express).
    if (!handler && (req.method === 'GET' || req.method === 'HEAD') && (!endpoint || findRoute(target.path))) {
      pages.serve(req, res, exchanges.begin(req), target.path, target.search);
      return;
    }
    app(req, res);
  };
  return { listener, pages, endpoints, expressRoutes: () => expressRoutesOf(app) };
}

/** The routes Express would answer, as registered (for the test that holds them to the endpoint table). */
interface ExpressRoute {
  path: string;
  methods: string[];
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: string;
  slash: boolean;
}

function expressRoutesOf(app: Express): ExpressRoute[] {
  const stack = (app.router as unknown as { stack: RouterLayer[] }).stack;
  return stack.flatMap((layer): ExpressRoute[] => {
    if (layer.route) return [{ path: layer.route.path, methods: Object.keys(layer.route.methods).map((method) => method.toUpperCase()) }];
    // Middleware mounted on a path would answer it too: it counts as a route.
    return layer.slash ? [] : [{ path: layer.rawPath ?? '?', methods: ['*'] }];
  });
}
