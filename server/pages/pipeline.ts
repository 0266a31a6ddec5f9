import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pageForPath, pageForRoutePath, renderPage, type PageContextValue, type PageEntry, type SiteSettings } from '../../client/entry-server.js';
import { brandSlug } from '../../shared/brands.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { optOutInCookies, privacySignalInHeader } from '../../shared/privacy-choice.js';
import { DEFAULT_STATE, type StateCode } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import type { Exchange, Exchanges } from '../http/exchange.js';
import { QUICK, compressPage, writeOnce, writePrecompressed, type Precompressed } from '../http/precompressed.js';
import type { RequestTarget } from '../http/request-target.js';
import type { PageCache } from '../page-cache.js';
import { smallPage } from '../middleware/errors.js';
import { langOfPath } from '../../shared/routes.js';
import type { RegionResolver } from '../region.js';
import { createLandingPages, type LandingEntry } from './landing-pages.js';
import { pagePolicy, type PageDecision, type PageParts } from './policy.js';
import { EMPTY_QUERY, currentYear, pageQueryFrom, type PageQuery } from './query.js';

/**
 * The one way a page is answered (decisions 024, 083): GET or HEAD on any path the endpoint
 * table leaves to the pages. The cache front resolves the request once (`resolve`: the page
 * from the route tree, the parts its key is made of, the region among them, and its policy from
 * server/pages/policy.ts), then one of two doors: the cache front sends the kept page when there
 * is one (`cached`); otherwise it hands the resolved request to Express on `req.pageRequest`,
 * and Express's page route renders it through React Router (client/entry-server.tsx), keeps it
 * and sends it (`render`), nothing worked out again; a failed render goes to Express's one
 * error handler. The warm-up renders through the same steps.
 */

type Keep = NonNullable<PageDecision['keep']>;

export interface PagePipelineDeps {
  config: Config;
  /** Both languages' content; a page reads its own language's. */
  content: BuiltSite;
  assets: AssetManifest;
  pageCache: PageCache;
  /** The landing texts' templates (server/pages/landing-pages.ts). */
  landingCache: PageCache<LandingEntry>;
  resolveRegion: RegionResolver;
  exchanges: Exchanges;
}

export interface PagePipeline {
  /** What a GET or HEAD of a page path is, worked out once; `clientIp` is asked only by a page that names the visitor's state. */
  resolve(req: IncomingMessage, target: RequestTarget, clientIp: () => string | undefined): PageRequest;
  /** The cache front's part: send the kept page of a resolved request and return its status, or undefined (a miss: Express renders it). */
  cached(req: IncomingMessage, res: ServerResponse, exchange: Exchange, page: PageRequest): number | undefined;
  /** Express's page route: render the resolved request's page when it is not kept (a miss, a per-visitor page), keep it where its policy says, send it. */
  render: RequestHandler;
  /** Render the pages everyone gets (the default region's home page among them) into the cache, one per event-loop turn. */
  warm(paths: readonly string[], region: StateCode): Promise<void>;
}

/**
 * What a page request resolves to: its page, the parts its key is made of, and its policy; or,
 * for a path with a broken percent-escape, a bad address (400), not an unknown page.
 */
export type PageRequest = { address: 'page'; path: string; entry: PageEntry; page: PageParts; decision: PageDecision } | { address: 'broken'; path: string };

export function createPagePipeline(deps: PagePipelineDeps): PagePipeline {
  const { config, content, assets, exchanges } = deps;
  const decide = pagePolicy(config);
  const pages = deps.pageCache;
  const landing = createLandingPages(deps.landingCache, exchanges.logger);
  // Brand names and topic ids are the same in every language.
  const knownBrands = new Set(content.en.home.brands.map((brand) => brandSlug(brand.name)));
  const knownTopics = new Set(content.en.home.topics.map((topic) => topic.id));
  // Concurrent misses of one key share one render (after a deploy, every visitor is a miss).
  const rendering = new Map<string, Promise<Precompressed>>();

  // The configuration's part of every page, made once.
  const site: SiteSettings = {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    privacyRightsUrl: config.privacyRightsUrl,
    partnerOptOut: config.partner.optOut,
    inlineZipLink: config.inlineZipLink,
    placementParam: config.placementParam,
  };

  function pageContext(entry: PageEntry, parts: PageParts): PageContextValue {
    const { query } = parts;
    return {
      path: parts.path,
      route: entry.route,
      lang: entry.lang,
      ...site,
      year: parts.year,
      region: parts.region,
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
    const { cache } = entry;
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
  function obtain(entry: PageEntry, page: PageParts, decision: PageDecision, { key }: Keep): Precompressed | Promise<Precompressed> {
    const kept = pages.peek(key);
    if (kept) return kept;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(pageContext(entry, page), content[entry.lang], assets)
        .then(({ status, html }) => {
          const made = compressPage(status, html, decision.headers, decision.effort);
          pages.put(key, made);
          return made;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  function resolve(req: IncomingMessage, { path, routePath, search }: RequestTarget, clientIp: () => string | undefined): PageRequest {
    if (routePath === undefined) return { address: 'broken', path };
    const entry = pageForRoutePath(routePath);
    const page = parts(
      entry,
      pageQueryFrom(search),
      () => deps.resolveRegion({ headers: req.headers, ip: clientIp() }),
      privacySignalInHeader(req.headers['sec-gpc']),
      req.headers.cookie,
    );
    return { address: 'page', path, entry, page, decision: decide(entry.cache, page) };
  }

  function notFound(entry: PageEntry, id: string, path: string): void {
    if (!entry.route) exchanges.logger.warn({ reqId: id, path: path.slice(0, 200) }, 'page not found');
  }

  function cached(req: IncomingMessage, res: ServerResponse, exchange: Exchange, request: PageRequest): number | undefined {
    if (request.address === 'broken') return undefined;
    const { entry, page, decision, path } = request;
    const { keep } = decision;
    if (!keep) return undefined;
    let status: number;
    if (keep.store === 'landing') {
      const kept = landing.kept(keep.key);
      if (!kept?.template) return undefined;
      status = landing.write(req, res, kept.template, kept.status, page.query.headline, decision.headers, exchange.leading);
    } else {
      const kept = pages.peek(keep.key);
      if (!kept) return undefined;
      status = writePrecompressed(req, res, kept, exchange.leading);
    }
    notFound(entry, exchange.id, path);
    return status;
  }

  /** A page with a landing text: from its template, made on a miss; rendered for the text where the page cannot have one. */
  async function landingPage(req: Request, res: Response, entry: PageEntry, page: PageParts, decision: PageDecision, key: string): Promise<void> {
    const { headline } = page.query;
    const kept = await landing.obtain(key, async (text) =>
      renderPage(pageContext(entry, { ...page, query: { ...page.query, headline: text } }), content[entry.lang], assets),
    );
    if (kept.template) {
      landing.write(req, res, kept.template, kept.status, headline, decision.headers, []);
      return;
    }
    const { status, html } = await renderPage(pageContext(entry, page), content[entry.lang], assets);
    writeOnce(req, res, status, html, decision.headers, [], QUICK);
  }

  // The exchange's headers are already on the response (Express's first middleware): nothing leads.
  const render: RequestHandler = async (req, res, next) => {
    const request = req.pageRequest;
    // A target the listener could not read, or a path an endpoint has (GET /zip): no page; the 404 or the 405 follows.
    if (!request) {
      next();
      return;
    }
    if (request.address === 'broken') {
      writeOnce(req, res, 400, smallPage(langOfPath(request.path), 'badAddress'), [['Cache-Control', 'no-store']], []);
      return;
    }
    const { entry, page, decision } = request;
    notFound(entry, req.id, request.path);
    if (decision.keep?.store === 'landing') return landingPage(req, res, entry, page, decision, decision.keep.key);
    if (decision.keep) {
      writePrecompressed(req, res, await obtain(entry, page, decision, decision.keep), []);
      return;
    }
    const { status, html } = await renderPage(pageContext(entry, page), content[entry.lang], assets);
    writeOnce(req, res, status, html, decision.headers, [], decision.effort);
  };

  async function warm(paths: readonly string[], region: StateCode): Promise<void> {
    for (const path of paths) {
      await new Promise((resolve) => setImmediate(resolve));
      const entry = pageForPath(path);
      const page = parts(entry, EMPTY_QUERY, () => region, false, undefined);
      const decision = decide(entry.cache, page);
      if (decision.keep) await obtain(entry, page, decision, decision.keep);
    }
  }

  return { resolve, cached, render, warm };
}
