import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { requestIdFrom, requestLine } from '../middleware/request-log.js';
import type { PageCache } from '../page-cache.js';
import { EMPTY_QUERY, currentYear, pageCacheKey, resolvedByFront, resolvePage } from '../page-request.js';
import type { RegionResolver } from '../region.js';
import { writePrecompressed, type Precompressed } from './precompressed.js';
import { ASSETS_PREFIX, type StaticAssets } from './static-assets.js';

/**
 * The page-cache front (decision 013): the server's request listener answers what is already
 * made — a cached page asked for without a query, or a built asset — in one writeHead and
 * one end, before Express. Everything else (misses, queries, POST /zip, probes, errors) goes
 * on to the Express app, and a page it resolved goes on with its resolution.
 *
 * What it sends is what Express would: the request id and the security headers first (the
 * list helmet produced once at start-up), then the stored response's own headers; it writes
 * the same log line and counts the same metrics.
 */

export interface CacheFrontDeps {
  logger: Logger;
  metrics: Metrics;
  cache: PageCache;
  assets: StaticAssets;
  resolveRegion: RegionResolver;
  /** Express's compiled `trust proxy` function, so the client IP is the one Express would see. */
  trustProxy: (address: string, hop: number) => boolean;
  securityHeaders: readonly [string, string][];
}

/** Returns true when it answered the request. */
export type CacheFront = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createCacheFront(deps: CacheFrontDeps): CacheFront {
  const { logger, metrics, cache, assets, trustProxy } = deps;
  const security = deps.securityHeaders.flat();
  const clientIp = (req: IncomingMessage) => proxyAddr(req, trustProxy);

  return (req, res) => {
    const { method, url = '' } = req;
    if ((method !== 'GET' && method !== 'HEAD') || url.includes('?') || !url.startsWith('/')) return false;
    const started = process.hrtime.bigint();
    if (url.startsWith(ASSETS_PREFIX)) {
      const asset = assets.get(url);
      return asset ? answer(req, res, asset, '/assets', started) : false;
    }
    let ip: string | undefined;
    const resolved = resolvePage(url, EMPTY_QUERY, () => deps.resolveRegion({ headers: req.headers, ip: (ip = clientIp(req)) }));
    // Unknown paths go on to Express, which logs the not-found page as a warning.
    if (!resolved.route) return false;
    const key = pageCacheKey(resolved.module, { path: url, region: resolved.region, year: currentYear(), landing: EMPTY_QUERY.landing });
    const page = key === undefined ? undefined : cache.peek(key);
    if (!page) {
      resolvedByFront.set(req, resolved);
      return false;
    }
    return answer(req, res, page, resolved.route.path, started, ip);
  };

  function answer(req: IncomingMessage, res: ServerResponse, body: Precompressed, route: string, started: bigint, ip = clientIp(req)): true {
    const id = requestIdFrom(req.headers['x-request-id']);
    const status = writePrecompressed(req, res, body, ['X-Request-Id', id, ...security]);
    const line = requestLine(req.method, req.url ?? '', status, started, ip);
    logger.info({ reqId: id, ...line }, 'request');
    metrics.recordRequest(route, line.method ?? 'GET', status, line.ms / 1000);
    return true;
  }
}
