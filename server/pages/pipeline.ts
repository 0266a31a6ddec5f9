import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageForPath, renderPage, type PageContextValue, type PageEntry } from '../../client/entry-server.js';
import { brandSlug } from '../../shared/brands.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { optOutInCookies, privacySignalInHeader } from '../../shared/privacy-choice.js';
import { DEFAULT_STATE, type StateCode } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import type { Exchange, Exchanges } from '../http/exchange.js';
import { compressPage, writeOnce, writePrecompressed, type Precompressed } from '../http/precompressed.js';
import type { PageCache } from '../page-cache.js';
import { FAILURE_HEADERS, failurePage, smallPage } from '../middleware/errors.js';
import type { RegionResolver } from '../region.js';
import { pagePolicy, type PageDecision, type PageParts } from './policy.js';
import { EMPTY_QUERY, currentYear, pageQueryFrom, type PageQuery } from './query.js';

/**
 * The one way a page is answered (decision 024): GET or HEAD on any path the app does not
 * give to something else. Resolve the page from the route tree, decide its policy once
 * (server/pages/policy.ts), answer from the cache or render through React Router, compress,
 * send with the exchange's leading headers, log and count. A hit, a miss, a per-visitor page,
 * the 404 and the error page all leave here; the warm-up renders through the same steps.
 */

type Keep = NonNullable<PageDecision['keep']>;

export interface PagePipelineDeps {
  config: Config;
  /** Both languages' content; a page reads its own language's. */
  content: BuiltSite;
  assets: AssetManifest;
  pageCache: PageCache;
  landingCache: PageCache;
  resolveRegion: RegionResolver;
  exchanges: Exchanges;
  clientIp: (req: IncomingMessage) => string | undefined;
}

export interface PagePipeline {
  /** Answer a page request; `path` and `search` are the request target (server/http/request-target.ts), the path resolved. */
  serve(req: IncomingMessage, res: ServerResponse, exchange: Exchange, path: string, search: string): void;
  /** Render the pages everyone gets (the default region's home page among them) into the cache, one per event-loop turn. */
  warm(paths: readonly string[], region: StateCode): Promise<void>;
}

export function createPagePipeline(deps: PagePipelineDeps): PagePipeline {
  const { config, content, assets, exchanges } = deps;
  const decide = pagePolicy(config);
  const failure = failurePage(config, assets);
  const stores = { pages: deps.pageCache, landing: deps.landingCache };
  // Brand names and topic ids are the same in every language.
  const knownBrands = new Set(content.en.home.brands.map((brand) => brandSlug(brand.name)));
  const knownTopics = new Set(content.en.home.topics.map((topic) => topic.id));
  // Concurrent misses of one key share one render (after a deploy, every visitor is a miss).
  const rendering = new Map<string, Promise<Precompressed>>();

  function pageContext(entry: PageEntry, parts: PageParts): PageContextValue {
    const { query } = parts;
    return {
      path: parts.path,
      route: entry.route,
      lang: entry.lang,
      year: parts.year,
      region: parts.region,
      siteName: config.siteName,
      siteUrl: config.siteUrl,
      privacyRightsUrl: config.privacyRightsUrl,
      partnerOptOut: config.partner.optOut,
      inlineZipLink: config.inlineZipLink,
      placementParam: config.placementParam,
      content: content[entry.lang],
      headline: query.headline,
      subId: query.subId,
      selectedTopic: query.selectedTopic,
      selectedBrand: query.selectedBrand,
      zipFeedback: query.zipFeedback,
      privacySignal: parts.privacySignal,
      optedOut: parts.optedOut,
    };
  }

  // Only a page that names the visitor's state pays for the region lookup.
  function parts(entry: PageEntry, query: PageQuery, region: () => StateCode, privacySignal: boolean, cookies: string | undefined): PageParts {
    const { cache } = entry.module;
    // Topic and brand choices belong to the pages that show them; unknown ones count as none, so they cannot multiply cache variants.
    const known: PageQuery =
      query.selectedTopic || query.selectedBrand
        ? {
            ...query,
            selectedTopic: cache.topicAndBrand && query.selectedTopic && knownTopics.has(query.selectedTopic) ? query.selectedTopic : undefined,
            selectedBrand: cache.topicAndBrand && query.selectedBrand && knownBrands.has(query.selectedBrand) ? query.selectedBrand : undefined,
          }
        : query;
    return {
      // The entry's own path, never the request's: the render matches only paths the tests hold (decision 025).
      path: entry.path,
      region: cache.region ? region() : DEFAULT_STATE,
      year: currentYear(),
      query: known,
      privacySignal,
      optedOut: cache.privacyChoice && optOutInCookies(cookies),
    };
  }

  /** The kept page for a decision, rendering it on a miss. */
  function obtain(entry: PageEntry, page: PageParts, decision: PageDecision, { store, key }: Keep): Precompressed | Promise<Precompressed> {
    const kept = stores[store].peek(key);
    if (kept) return kept;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(pageContext(entry, page), assets)
        .then(({ status, html }) => {
          const made = compressPage(status, html, decision.headers, decision.effort);
          stores[store].put(key, made);
          return made;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  function serve(req: IncomingMessage, res: ServerResponse, exchange: Exchange, path: string, search: string): void {
    if (!decodable(path)) {
      const status = writeOnce(req, res, 400, smallPage('Bad request', 'We could not read that address.'), [['Cache-Control', 'no-store']], exchange.leading);
      exchanges.end(req, exchange, status, 'other', path, deps.clientIp(req));
      return;
    }
    const entry = pageForPath(path);
    let ip: string | undefined;
    const clientIp = () => (ip ??= deps.clientIp(req));
    const page = parts(
      entry,
      pageQueryFrom(search),
      () => deps.resolveRegion({ headers: req.headers, ip: clientIp() }),
      privacySignalInHeader(req.headers['sec-gpc']),
      req.headers.cookie,
    );
    const decision = decide(entry.module.cache, page);
    const label = entry.route?.path ?? 'other';
    const done = (status: number) => exchanges.end(req, exchange, status, label, path, clientIp());

    if (!entry.route) exchanges.logger.warn({ reqId: exchange.id, path: path.slice(0, 200) }, 'page not found');
    if (decision.keep) {
      const made = obtain(entry, page, decision, decision.keep);
      if (!(made instanceof Promise)) {
        done(writePrecompressed(req, res, made, exchange.leading));
        return;
      }
      made.then(
        (body) => done(writePrecompressed(req, res, body, exchange.leading)),
        (error: unknown) => done(failed(req, res, exchange, path, error)),
      );
      return;
    }
    renderPage(pageContext(entry, page), assets).then(
      ({ status, html }) => done(writeOnce(req, res, status, html, decision.headers, exchange.leading, decision.effort)),
      (error: unknown) => done(failed(req, res, exchange, path, error)),
    );
  }

  /** A render failed: the one 500 page (server/middleware/errors.ts), never kept. */
  function failed(req: IncomingMessage, res: ServerResponse, exchange: Exchange, path: string, error: unknown): number {
    const html = failure(exchanges.logger.child({ reqId: exchange.id }), error, path);
    return writeOnce(req, res, 500, html, FAILURE_HEADERS, exchange.leading);
  }

  async function warm(paths: readonly string[], region: StateCode): Promise<void> {
    for (const path of paths) {
      await new Promise((resolve) => setImmediate(resolve));
      const entry = pageForPath(path);
      const page = parts(entry, EMPTY_QUERY, () => region, false, undefined);
      const decision = decide(entry.module.cache, page);
      if (decision.keep) await obtain(entry, page, decision, decision.keep);
    }
  }

  return { serve, warm };
}

/** A path with a broken percent-escape is a bad request, not an unknown page. */
function decodable(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
