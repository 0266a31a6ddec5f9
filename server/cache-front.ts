import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EndpointTable } from './endpoints.js';
import type { Exchange, Exchanges } from './http/exchange.js';
import { writePrecompressed } from './http/precompressed.js';
import type { RequestTarget } from './http/request-target.js';
import { ASSETS_PREFIX, type StaticAssets } from './http/static-assets.js';
import type { PagePipeline, PageRequest } from './pages/pipeline.js';

/**
 * The cache front (decisions 086, 083): answers a GET or HEAD whose response is already made — a
 * built asset, a kept page — and nothing else. It is in front of Express because a cache hit is
 * the one request where Express's own work would be most of the cost (about 60% of a hit,
 * measured against bare Express: decision 086). For a page path it resolves the request once
 * (the page, its key's parts, the region among them, its policy), and what it does not hold goes
 * to the Express app with that resolution, so a miss works nothing out again.
 */

/** What the front did: answered the request, or left it to Express with the page request it resolved (none for a request that is no page's). */
export type FrontOutcome = { answered: true } | { answered: false; pageRequest: PageRequest | undefined };

export type CacheFront = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, target: RequestTarget) => FrontOutcome;

/** The metrics label of every built asset. */
export const ASSETS_LABEL = ASSETS_PREFIX.slice(0, -1);

const ANSWERED: FrontOutcome = { answered: true };
const NO_PAGE: FrontOutcome = { answered: false, pageRequest: undefined };

export function createCacheFront(deps: {
  staticAssets: StaticAssets;
  pages: PagePipeline;
  endpoints: EndpointTable;
  exchanges: Exchanges;
  /** The client address as Express works it out (its `trust proxy`). */
  clientIp: (req: IncomingMessage) => string | undefined;
}): CacheFront {
  const { staticAssets, pages, endpoints, exchanges } = deps;
  return (req, res, exchange, target) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return NO_PAGE;
    const { path } = target;
    if (path.startsWith(ASSETS_PREFIX)) {
      const asset = staticAssets.get(path);
      // A missing asset is an unknown path like any other: Express answers it with the not-found page.
      if (!asset) return { answered: false, pageRequest: pages.resolve(req, target, () => deps.clientIp(req)) };
      exchanges.end(req, exchange, writePrecompressed(req, res, asset, exchange.leading), ASSETS_LABEL, path, deps.clientIp(req));
      return ANSWERED;
    }
    if (!endpoints.isPage(path)) return NO_PAGE;
    let ip: string | undefined;
    const clientIp = () => (ip ??= deps.clientIp(req));
    const pageRequest = pages.resolve(req, target, clientIp);
    const status = pages.cached(req, res, exchange, pageRequest);
    if (status === undefined) return { answered: false, pageRequest };
    exchanges.end(req, exchange, status, pageRequest.address === 'page' ? (pageRequest.entry.route?.path ?? 'other') : 'other', path, clientIp());
    return ANSWERED;
  };
}
