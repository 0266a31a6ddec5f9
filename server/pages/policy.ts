import type { PageCacheClass } from '../../client/entry-server.js';
import type { StateCode } from '../../shared/us-states.js';
import type { Config } from '../config.js';
import { DENSE, QUICK, type CompressionEffort } from '../http/precompressed.js';
import { SPECULATION_RULES_HEADER } from '../routes/speculation-rules.js';
import type { PageQuery } from './query.js';

/**
 * The page cache policy, declared once. A route module names its cache class beside its
 * component (client/routes/*); what the class means — the response's caching headers, the
 * cache key, which store keeps it and how hard it is compressed — is decided here, for the
 * hit, the miss, the warm-up and the per-visitor page alike (decision 024).
 */

type Headers = readonly [string, string][];

export type PageStore = 'pages' | 'landing';

export interface PageDecision {
  /** Where the rendered page is kept, and under which key; none: it is for this visitor alone. */
  keep: { store: PageStore; key: string } | undefined;
  headers: Headers;
  effort: CompressionEffort;
}

/** What a page shows beyond its module: the parts its key is made of. */
export interface PageParts {
  /** The route's own path (a trailing slash or other letter case reaches the same page). */
  path: string;
  region: StateCode;
  /** The year is in the footer: a new year starts new entries rather than serving last year's. */
  year: number;
  query: PageQuery;
}

export type PagePolicy = (cacheClass: PageCacheClass, parts: PageParts) => PageDecision;

export function pagePolicy(config: Config): PagePolicy {
  const regionVary = [config.geoHeader, config.geoCountryHeader].filter(Boolean).join(', ');
  const speculation: [string, string] = ['Speculation-Rules', SPECULATION_RULES_HEADER];
  const byClass: Record<PageCacheClass, { headers: Headers; key: (parts: PageParts) => string }> = {
    'per-region': {
      headers: regionVary
        ? // A CDN that tells us the region can cache the home page per region.
          [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=300'], ['Vary', `Accept-Encoding, ${regionVary}`], speculation]
        : // Otherwise the region comes from the client IP, which no shared cache can key on.
          [['Cache-Control', 'private, max-age=0, must-revalidate'], ['Vary', 'Accept-Encoding'], speculation],
      key: ({ path, region, query }) => `${path}|${region}|${query.selectedTopic ?? ''}|${query.selectedBrand ?? ''}`,
    },
    shared: {
      headers: [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=600'], ['Vary', 'Accept-Encoding'], speculation],
      key: ({ path }) => path,
    },
    // Every unknown path is the same page.
    'not-found': {
      headers: [['Cache-Control', 'public, max-age=0, s-maxage=60'], ['Vary', 'Accept-Encoding'], speculation],
      key: () => '404',
    },
  };
  // Pages with the visitor's own words on them: no shared cache may keep them.
  const personal: Headers = [['Cache-Control', 'private, no-store'], ['Vary', 'Accept-Encoding'], speculation];

  return (cacheClass, parts) => {
    const { query } = parts;
    // A failed ZIP post echoes what was typed: rendered for this visitor, kept nowhere.
    if (query.zipFeedback) return { keep: undefined, headers: personal, effort: QUICK };
    const key = `${parts.year}|${query.headline}|${byClass[cacheClass].key(parts)}`;
    // Landing headlines are free text: their own smaller store, so odd ones cannot evict the pages.
    if (query.headline) return { keep: { store: 'landing', key }, headers: personal, effort: QUICK };
    return { keep: { store: 'pages', key }, headers: byClass[cacheClass].headers, effort: DENSE };
  };
}
