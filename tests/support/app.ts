import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { AssetManifest } from '../../server/assets.js';
import { loadConfig } from '../../server/config.js';
import { loadStaticAssets } from '../../server/http/static-assets.js';
import { fillContentTokens } from '../../server/content.js';
import { buildRegionTable } from '../../server/geo/build-region-table.js';
import { geoDataDir } from '../../server/geo/data-dir.js';
import { composeSite, type Site } from '../../server/compose.js';
import type { PartnerRoutesSource } from '../../server/partner-routes/live-partner-routes.js';
import type { IpLookup } from '../../server/region.js';
import type { Lifecycle } from '../../server/routes/health.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import type { Lang } from '../../shared/routes.js';
import { loadDistSite } from './dist-site.js';
import { captureLogs } from './logs.js';
import { singlePartnerRoutes, type PartnerRoutes, type RandomSource } from '../../shared/partner-routes.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The real app over the real build and the region table from geoip-lite's real data, with logs captured. */

const regionTable = await buildRegionTable(geoDataDir());
const realGeoLookup: IpLookup = (ip) => regionTable.stateOf(ip);

/** One language's built content (English unless asked). */
/**
 * The bound of a test that renders every page of the site in turn: a few hundred renders, whose
 * time grows with the site and with a busy machine, unlike the tier's per-test bound.
 */
export const EVERY_PAGE_TIMEOUT_MS = 180_000;

export function loadBuiltContent(lang: Lang = 'en'): BuiltContent {
  return loadDistSite()[lang];
}

export function loadBuiltManifest(): AssetManifest {
  return JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as AssetManifest;
}

export interface TestApp extends Site {
  /** The request listener, for supertest. */
  app: Site['listener'];
  logs: string[];
  lifecycle: Lifecycle;
}

/** Partner routes a test sets, and changes as a reload would (server/partner-routes/live-partner-routes.ts). */
export class TestPartnerRoutes implements PartnerRoutesSource {
  private readonly listeners: ((routes: PartnerRoutes) => void)[] = [];
  constructor(public current: PartnerRoutes) {}
  get served(): string {
    return JSON.stringify(this.current);
  }
  onChange(listener: (routes: PartnerRoutes) => void): void {
    this.listeners.push(listener);
  }
  /** What a successful reload does. */
  swap(routes: PartnerRoutes): void {
    this.current = routes;
    for (const listener of this.listeners) listener(routes);
  }
}

/** The site as production composes it (server/compose.ts); the cache starts cold unless the test calls warm(). */
export function testApp(
  env: Record<string, string> = {},
  /** `content`: the English content to serve instead of the build's (the Spanish is the build's). */
  overrides: {
    content?: BuiltContent;
    geoLookup?: IpLookup;
    partnerRoutes?: PartnerRoutesSource;
    random?: RandomSource;
    /** Express middleware put before every route: it sees what the cache front does not answer. */
    extraMiddleware?: RequestHandler[];
  } = {},
): TestApp {
  const config = loadConfig({ NODE_ENV: 'production', ...env });
  const { logger, raw: logs } = captureLogs('debug');
  const lifecycle: Lifecycle = { shuttingDown: false, failedReadyChecks: 0 };
  const site = composeSite({
    config,
    logger,
    content: { en: fillContentTokens(overrides.content ?? loadBuiltContent('en'), config, 'en'), es: fillContentTokens(loadBuiltContent('es'), config, 'es') },
    assets: loadBuiltManifest(),
    staticAssets: loadStaticAssets(path.join(ROOT, 'dist/public/assets')),
    geoLookup: overrides.geoLookup ?? realGeoLookup,
    partnerRoutes: overrides.partnerRoutes ?? new TestPartnerRoutes(singlePartnerRoutes(config.partner)),
    random: overrides.random,
    extraMiddleware: overrides.extraMiddleware,
    lifecycle,
  });
  return { ...site, app: site.listener, logs, lifecycle };
}
