import type { Request, RequestHandler } from 'express';
import { renderPage, type PageContextValue, type PageModule } from '../../client/entry-server.js';
import { brandSlug } from '../../shared/brands.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import type { StateCode } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import { QUICK, compressPage, writePrecompressed, DENSE } from '../http/precompressed.js';
import type { PageCache } from '../page-cache.js';
import { currentYear, pageCacheKey, parsePageQuery, resolvedByFront, resolvePage, type ResolvedPage } from '../page-request.js';
import { SPECULATION_RULES_HEADER } from './speculation-rules.js';

/**
 * GET/HEAD for every page: the route table's paths render with 200, anything else with 404.
 * Pages without free text from the visitor come from the page cache as precompressed bytes
 * (hits are answered before Express, by server/http/cache-front.ts; this handler renders the
 * misses into the same cache); pages that echo what the visitor typed render per request and
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

type Headers = [string, string][];

/** The caching headers of each kind of page, made once per app: a render only picks one. */
export function pageHeaders(config: Config): Record<PageModule['cache'] | 'personal', Headers> {
  const regionVary = [config.geoHeader, config.geoCountryHeader].filter(Boolean).join(', ');
  const speculation: [string, string] = ['Speculation-Rules', SPECULATION_RULES_HEADER];
  return {
    personal: [['Cache-Control', 'private, no-store'], ['Vary', 'Accept-Encoding'], speculation],
    'not-found': [['Cache-Control', 'public, max-age=0, s-maxage=60'], ['Vary', 'Accept-Encoding'], speculation],
    shared: [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=600'], ['Vary', 'Accept-Encoding'], speculation],
    'per-region': regionVary
      ? // A CDN that tells us the region can cache the home page per region.
        [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=300'], ['Vary', `Accept-Encoding, ${regionVary}`], speculation]
      : // Otherwise the region comes from the client IP, which no shared cache can key on.
        [['Cache-Control', 'private, max-age=0, must-revalidate'], ['Vary', 'Accept-Encoding'], speculation],
  };
}

export function pages(deps: PageDeps): RequestHandler {
  const { cache } = deps;
  const headers = pageHeaders(deps.config);
  return (req, res) => {
    const resolved = resolvedByFront.get(req) ?? resolvePage(req.path, parsePageQuery(req.query), () => deps.resolveRegion(req));
    const page = buildPageContext(resolved, deps);
    if (!resolved.route) req.log.warn({ path: req.path.slice(0, 200) }, 'page not found');
    const key = pageCacheKey(resolved.module, page);

    if (!key) {
      // What the visitor typed is on this page: render for them alone, store nothing.
      const rendered = renderPage(page, deps.assets);
      res.status(rendered.status).type('html').set(Object.fromEntries(headers.personal)).send(rendered.html);
      return;
    }
    const store = page.landing.headline ? deps.landingCache : cache;
    if (page.landing.clickId) {
      const template = { ...page, landing: { ...page.landing, clickId: CLICK_ID_TOKEN } };
      // Only the raw template is used (compressed per response), so skip the dense compression.
      const cached = store.obtain(key, () => compressPage(...rendered(template, deps.assets), headers.personal, QUICK));
      res
        .status(cached.status)
        .type('html')
        .set(Object.fromEntries(headers.personal))
        .send(cached.bodies.identity.toString().replaceAll(CLICK_ID_TOKEN, page.landing.clickId));
      return;
    }
    if (page.landing.headline) {
      writePrecompressed(
        req,
        res,
        store.obtain(key, () => compressPage(...rendered(page, deps.assets), headers.personal, QUICK)),
      );
      return;
    }
    writePrecompressed(
      req,
      res,
      cache.obtain(key, () => compressPage(...rendered(page, deps.assets), headers[resolved.module.cache], DENSE)),
    );
  };
}

function rendered(page: PageContextValue, assets: AssetManifest): [number, string] {
  const { status, html } = renderPage(page, assets);
  return [status, html];
}

/**
 * Fill the cache with every page that does not vary (and the default home page), one page
 * per event-loop turn after start-up so requests are never held up behind it.
 */
export function warmPageCache(deps: Omit<PageDeps, 'resolveRegion' | 'landingCache'>, defaultRegion: StateCode, paths: readonly string[]): Promise<void> {
  const query = parsePageQuery({});
  const headers = pageHeaders(deps.config);
  return paths.reduce<Promise<void>>(
    (previous, path) =>
      previous.then(
        () =>
          new Promise((resolve) => {
            setImmediate(() => {
              const resolved = resolvePage(path, query, () => defaultRegion);
              const page = buildPageContext(resolved, deps);
              const key = pageCacheKey(resolved.module, page)!;
              deps.cache.obtain(key, () => compressPage(...rendered(page, deps.assets), headers[resolved.module.cache], DENSE));
              resolve();
            });
          }),
      ),
    Promise.resolve(),
  );
}
