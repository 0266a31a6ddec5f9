import type { Request, RequestHandler } from 'express';
import { pageModuleFor, renderPage, type PageContextValue, type PageModule } from '../../client/entry-server.js';
import { brandSlug } from '../../shared/brands.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { findRoute, type SiteRoute } from '../../shared/routes.js';
import { DEFAULT_STATE, type StateCode } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import { DENSE, QUICK, compressPage, sendCachedPage, type PageCache } from '../page-cache.js';
import { parsePageQuery, type PageQuery } from '../page-request.js';
import { SPECULATION_RULES_HEADER } from './speculation-rules.js';

/**
 * GET/HEAD for every page: the route table's paths render with 200, anything else with 404.
 * Pages without free text from the visitor come from the page cache as precompressed bytes;
 * pages that echo free text (a QS headline, a click id, a failed ZIP) render per request and
 * are never stored.
 */

export interface PageDeps {
  config: Config;
  content: BuiltContent;
  assets: AssetManifest;
  cache: PageCache;
  /** A separate, smaller cache for pages carrying a QS headline, so odd headlines cannot evict the main pages. */
  landingCache: PageCache;
  resolveRegion: (req: Request) => StateCode;
}

const brandSlugsByContent = new WeakMap<BuiltContent, Set<string>>();
function knownBrandSlugs(content: BuiltContent): Set<string> {
  let slugs = brandSlugsByContent.get(content);
  if (!slugs) brandSlugsByContent.set(content, (slugs = new Set(content.home.brands.map((brand) => brandSlug(brand.name)))));
  return slugs;
}

/** A page request, resolved once: its route, the module of that route's kind, the region it shows and its query. */
export interface ResolvedPage {
  path: string;
  route: SiteRoute | undefined;
  module: PageModule;
  region: StateCode;
  query: PageQuery;
}

/**
 * Resolve a page request: the route table decides the page, and only a page that names the
 * visitor's state pays for the region lookup.
 */
export function resolvePage(path: string, query: PageQuery, region: () => StateCode): ResolvedPage {
  const route = findRoute(path);
  const module = pageModuleFor(route);
  return { path, route, module, region: module.cache === 'per-region' ? region() : DEFAULT_STATE, query };
}

export function buildPageContext(resolved: ResolvedPage, deps: Pick<PageDeps, 'config' | 'content'>): PageContextValue {
  const { config, content } = deps;
  const { path, route, region, query } = resolved;
  return {
    path,
    route,
    year: currentYear(),
    region,
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    privacyRightsUrl: config.privacyRightsUrl,
    partner: config.partner,
    inlineZipLink: config.inlineZipLink,
    content,
    landing: query.landing,
    // Unknown choices count as none, so they cannot multiply cache variants.
    selectedTopic: query.selectedTopic && content.home.topics.some((topic) => topic.id === query.selectedTopic) ? query.selectedTopic : undefined,
    selectedBrand: query.selectedBrand && knownBrandSlugs(content).has(query.selectedBrand) ? query.selectedBrand : undefined,
    zipFeedback: query.zipFeedback,
  };
}

/**
 * An ad click id is rendered as this token and filled in per request. Click ids are
 * validated to [A-Za-z0-9._~-], characters that need no escaping in HTML text, attributes,
 * URLs or JSON, so one rendered template serves every click id safely.
 */
export const CLICK_ID_TOKEN = 'qoclickidtokenqo';

/**
 * The cache key of a page, or none for a failed ZIP post (it echoes what was typed). Only
 * the home page varies by region; reading pages and the 404 page are the same for everyone.
 */
export function pageCacheKey(module: PageModule, page: PageContextValue): string | undefined {
  if (page.zipFeedback) return undefined;
  // The year is in the footer: a new year starts new entries rather than serving last year's.
  const landing = `${page.year}|${page.landing.subId}|${page.landing.clickId ? 'click' : ''}|${page.landing.headline}`;
  if (module.cache === 'not-found') return `404|${landing}`;
  if (module.cache === 'shared') return `${page.path}|${landing}`;
  return `${page.path}|${page.region}|${landing}|${page.selectedTopic ?? ''}|${page.selectedBrand ?? ''}`;
}

let yearEndsAt = 0;
let year = 0;
/** The current calendar year (UTC), worked out again only when a year ends. */
export function currentYear(now = Date.now()): number {
  if (now >= yearEndsAt) {
    year = new Date(now).getUTCFullYear();
    yearEndsAt = Date.UTC(year + 1, 0, 1);
  }
  return year;
}

function renderForCache(page: PageContextValue, assets: AssetManifest, effort = DENSE) {
  const rendered = renderPage(page, assets);
  return compressPage(rendered.status, rendered.html, effort);
}

export function pages(deps: PageDeps): RequestHandler {
  const { config, cache } = deps;
  const regionVary = [config.geoHeader, config.geoCountryHeader].filter(Boolean).join(', ');
  // Caching headers by kind of page, made once: the hot path only picks one.
  const personal = { 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding' };
  const notFound = { 'Cache-Control': 'public, max-age=0, s-maxage=60', Vary: 'Accept-Encoding' };
  const reading = { 'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=600', Vary: 'Accept-Encoding' };
  const home = regionVary
    // A CDN that tells us the region can cache the home page per region.
    ? { 'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=300', Vary: `Accept-Encoding, ${regionVary}` }
    // Otherwise the region comes from the client IP, which no shared cache can key on.
    : { 'Cache-Control': 'private, max-age=0, must-revalidate', Vary: 'Accept-Encoding' };
  return (req, res) => {
    const resolved = resolvePage(req.path, parsePageQuery(req.query as Record<string, unknown>), () => deps.resolveRegion(req));
    const page = buildPageContext(resolved, deps);
    if (!resolved.route) req.log.warn({ path: req.path.slice(0, 200) }, 'page not found');
    const key = pageCacheKey(resolved.module, page);
    res.setHeader('Speculation-Rules', SPECULATION_RULES_HEADER);

    if (!key) {
      // What the visitor typed is on this page: render for them alone, store nothing.
      const rendered = renderPage(page, deps.assets);
      res.status(rendered.status).type('html').set(personal).send(rendered.html);
      return;
    }
    const store = page.landing.headline ? deps.landingCache : cache;
    if (page.landing.clickId) {
      const template = { ...page, landing: { ...page.landing, clickId: CLICK_ID_TOKEN } };
      // Only the raw template is used (compressed per response), so skip the dense compression.
      const cached = store.obtain(key, () => renderForCache(template, deps.assets, QUICK));
      res.status(cached.status).type('html').set(personal).send(cached.raw.toString().replaceAll(CLICK_ID_TOKEN, page.landing.clickId));
      return;
    }
    if (page.landing.headline) {
      sendCachedPage(req, res, store.obtain(key, () => renderForCache(page, deps.assets, QUICK)), personal);
      return;
    }
    const headers = { 'per-region': home, shared: reading, 'not-found': notFound }[resolved.module.cache];
    sendCachedPage(req, res, cache.obtain(key, () => renderForCache(page, deps.assets)), headers);
  };
}

/**
 * Fill the cache with every page that does not vary (and the default home page), one page
 * per event-loop turn after start-up so requests are never held up behind it.
 */
export function warmPageCache(deps: Omit<PageDeps, 'resolveRegion' | 'landingCache'>, defaultRegion: StateCode, paths: readonly string[]): Promise<void> {
  const query = parsePageQuery({});
  return paths.reduce<Promise<void>>((previous, path) => previous.then(() => new Promise((resolve) => {
    setImmediate(() => {
      const resolved = resolvePage(path, query, () => defaultRegion);
      const page = buildPageContext(resolved, deps);
      const key = pageCacheKey(resolved.module, page)!;
      deps.cache.obtain(key, () => renderForCache(page, deps.assets));
      resolve();
    });
  })), Promise.resolve());
}
