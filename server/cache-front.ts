import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EndpointTable } from './endpoints.js';
import type { Exchange, Exchanges } from './http/exchange.js';
import { writePrecompressed } from './http/precompressed.js';
import type { RequestTarget } from './http/request-target.js';
import { ASSETS_PREFIX, type StaticAssets } from './http/static-assets.js';
import type { PagePipeline } from './pages/pipeline.js';

/**
 * The cache front (decision 086): answers a GET or HEAD whose response is already made — a
 * built asset, a kept page — and nothing else; it returns false for everything it does not
 * hold, which the Express app then answers. It is in front of Express because a cache hit is
 * the one request where Express's own work would be most of the cost (about 60% of a hit, measured
 * against bare Express: decision 086).
 */

export type CacheFront = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, target: RequestTarget) => boolean;

/** The metrics label of every built asset. */
export const ASSETS_LABEL = ASSETS_PREFIX.slice(0, -1);

export function createCacheFront(deps: {
  staticAssets: StaticAssets;
  pages: PagePipeline;
  endpoints: EndpointTable;
  exchanges: Exchanges;
  clientIp: (req: IncomingMessage) => string | undefined;
}): CacheFront {
  const { staticAssets, pages, endpoints, exchanges, clientIp } = deps;
  return (req, res, exchange, target) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { path } = target;
    if (path.startsWith(ASSETS_PREFIX)) {
      const asset = staticAssets.get(path);
      // A missing asset is an unknown path like any other: Express answers it with the not-found page.
      if (!asset) return false;
      exchanges.end(req, exchange, writePrecompressed(req, res, asset, exchange.leading), ASSETS_LABEL, path, clientIp(req));
      return true;
    }
    return endpoints.isPage(path) && pages.cached(req, res, exchange, target);
  };
}
