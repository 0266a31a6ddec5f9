import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { BuiltSite } from '../shared/content-schema.js';
import type { AssetManifest } from './assets.js';
import type { Config } from './config.js';
import { endpointTable, type EndpointTable } from './endpoints.js';
import { clientAddress } from './http/client-address.js';
import { createExchanges } from './http/exchange.js';
import { originFormOf, requestTarget } from './http/request-target.js';
import type { StaticAssets } from './http/static-assets.js';
import { createCacheFront, type FrontOutcome } from './cache-front.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { errorHandler, failureAnswer, methodNotAllowed } from './middleware/errors.js';
import { securityHeaderList } from './middleware/security-headers.js';
import type { PageCache } from './page-cache.js';
import type { PartnerRoutesSource } from './partner-routes/live-partner-routes.js';
import type { LandingEntry } from './pages/landing-pages.js';
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
import { HAND_OFF_BEACON_PATH } from '../shared/zip.js';

/**
 * The request pipeline, top to bottom (decisions 086, 083). The listener reads the request
 * target once (origin or absolute form, its path resolved as a browser would resolve it),
 * begins the exchange (its id, the security headers, and at the end one log line and the
 * metrics), and then:
 *   0. the hand-off post (`POST /zip`, the request we are paid for) is answered on the bare
 *      request by its endpoint row's `beforeExpress` handler (decision 094);
 *   1. the cache front (server/cache-front.ts) answers a GET or HEAD whose response is already
 *      made — a built asset, a kept page, a landing text filled into its kept template — because
 *      there Express's own work would be most of the cost;
 *   2. everything else is the Express app's: page renders (its page route renders the page
 *      request the cache front resolved, `req.pageRequest`, through the client's one render
 *      entry, then keeps it), the endpoint table's other handlers (server/endpoints.ts: probes, sitemap,
 *      robots, speculation rules, /.well-known/gpc.json, the partner routes, the hand-off
 *      beacon, the opt-out form's post), 405s with Allow from the table, 404s, and the one
 *      error handler. A middleware added with `app.use` (or `extraMiddleware`) sees every
 *      request that is not a cache hit.
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
  landingCache: PageCache<LandingEntry>;
  metrics: Metrics;
  /** Middleware put first in the Express app, before any route: it sees every request that is not a cache hit (tests watch with it). */
  extraMiddleware?: RequestHandler[];
}

export interface App {
  listener: RequestListener;
  /** The Express app behind the cache front. */
  express: Express;
  pages: PagePipeline;
  endpoints: EndpointTable;
  expressRoutes: () => ExpressRoute[];
}

/** Express's page route: every path (the page pipeline knows the not-found page); the cache front resolved which requests are pages'. */
const EVERY_PATH = /^\//;
/** A target the listener could not read: no page, so Express answers it with a 404 or a 405. */
const UNREAD: FrontOutcome = { answered: false, pageRequest: undefined };

export function createApp(deps: AppDeps): App {
  const { config, logger, content, assets, metrics, staticAssets } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  // Paths match exactly, as the table's do: letter case and a trailing slash count.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // The client address Express would see, for the cache front and the hand-off post.
  const clientIp = clientAddress(app.get('trust proxy fn') as (address: string, hop: number) => boolean);
  const exchanges = createExchanges({ logger, metrics, securityHeaders: securityHeaderList(config).flat() });

  const pages = createPagePipeline({
    config,
    content,
    assets,
    pageCache: deps.pageCache,
    landingCache: deps.landingCache,
    resolveRegion: createRegionResolver(config, deps.geoLookup),
    exchanges,
  });
  const probes = healthProbes(deps.lifecycle);
  const seo = seoFiles(config, content);

  const endpoints = endpointTable([
    // The hand-off post, answered before Express (decision 094).
    { path: ZIP_PATH, methods: {}, beforeExpress: { method: 'POST', handler: zipHandOff(config, metrics, deps.partnerRoutes, deps.random ?? Math.random) } },
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
      ? [
          {
            path: POSTBACK_PATH,
            methods: { GET: [postback({ token: config.postbackToken, nextToken: config.postbackTokenNext, metrics, routes: deps.partnerRoutes, logger })] },
          },
        ]
      : []),
  ]);
  const front = createCacheFront({ staticAssets, pages, endpoints, exchanges, clientIp });
  const fail = failureAnswer(config, assets, logger);

  // The exchange is already on every request Express sees (the listener hands it over).
  if (deps.extraMiddleware?.length) app.use(...deps.extraMiddleware);
  // The GET endpoints build their bodies per request (sitemap, robots, …); the posts answer with a redirect or nothing.
  endpoints.register(app, [compression()]);
  // Pages: the request the cache front resolved, rendered here and compressed by the page pipeline itself; a path an endpoint has (GET /zip) goes on to the 405.
  app.get(EVERY_PATH, pages.render);
  // Any other method: 405 with Allow where the address exists, else a small 404.
  app.use(methodNotAllowed(endpoints.allow));
  app.use(errorHandler(config, assets, logger));

  const listener: RequestListener = (req, res) => {
    const target = requestTarget(req.url ?? '');
    if (target) {
      const originForm = originFormOf(target);
      if (req.url !== originForm) req.url = originForm;
      if (target.host) req.headers.host = target.host;
    }
    const exchange = exchanges.begin(req);
    const early = target && endpoints.beforeExpress(req.method, target.path);
    if (early) {
      const { path } = target;
      exchanges.watch(req, res, exchange, path, path, () => clientIp(req));
      early(req, res, exchange, (error) => fail(res, exchange.id, path, exchange.leading, error));
      return;
    }
    const outcome = target ? front(req, res, exchange, target) : UNREAD;
    if (outcome.answered) return;
    exchanges.handOver(req, res, exchange, endpoints.label, target?.path, outcome.pageRequest);
    app(req, res);
  };
  return { listener, express: app, pages, endpoints, expressRoutes: () => expressRoutesOf(app) };
}

/** The routes Express would answer, as registered (for the test that holds them to the endpoint table). */
interface ExpressRoute {
  path: string | RegExp;
  methods: string[];
}

interface RouterLayer {
  route?: { path: string | RegExp; methods: Record<string, boolean> };
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
