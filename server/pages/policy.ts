import type { PageCacheClass } from '../../client/entry-server.js';
import type { StateCode } from '../../shared/us-states.js';
import type { Config } from '../config.js';
import { DENSE, QUICK, type CompressionEffort } from '../http/precompressed.js';
import { SPECULATION_RULES_HEADER } from '../routes/speculation-rules.js';
import type { PageQuery } from './query.js';

/** The request header of Global Privacy Control; `1` is the signal. */
const PRIVACY_SIGNAL_HEADER = 'Sec-GPC';

/**
 * The page cache policy, declared once. A route module names its cache class beside its
 * component (client/routes/*); what the class means — the response's caching headers, the
 * cache key, which store keeps it and how hard it is compressed — is decided here, for the
 * hit, the miss, the warm-up and the per-visitor page alike (decision 024).
 */

type Headers = readonly [string, string][];

type PageStore = 'pages' | 'landing';

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
  /**
   * The browser sent Global Privacy Control (`Sec-GPC: 1`): every ZIP form then says the
   * opt-out was detected and honoured, so the signal is in the key and in `Vary` of every page.
   */
  privacySignal: boolean;
  /** The opt-out cookie: read, and in the key, only for `per-choice` pages. */
  optedOut: boolean;
  query: PageQuery;
}

export type PagePolicy = (cacheClass: PageCacheClass, parts: PageParts) => PageDecision;

export function pagePolicy(config: Config): PagePolicy {
  const regionVary = [config.geoHeader, config.geoCountryHeader].filter(Boolean).join(', ');
  const speculation: [string, string] = ['Speculation-Rules', SPECULATION_RULES_HEADER];
  // Every kind of page may carry ZIP forms, whose notice shows the privacy signal.
  const vary = (...more: string[]): [string, string] => ['Vary', ['Accept-Encoding', PRIVACY_SIGNAL_HEADER, ...more].join(', ')];
  const byClass: Record<PageCacheClass, { headers: Headers; key: (parts: PageParts) => string }> = {
    'per-region': {
      headers: regionVary
        ? // A CDN that tells us the region can cache the home page per region.
          [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=300'], vary(regionVary), speculation]
        : // Otherwise the region comes from the client IP, which no shared cache can key on.
          [['Cache-Control', 'private, max-age=0, must-revalidate'], vary(), speculation],
      key: ({ path, region, query }) => `${path}|${region}|${query.selectedTopic ?? ''}|${query.selectedBrand ?? ''}`,
    },
    shared: {
      headers: [['Cache-Control', 'public, max-age=0, must-revalidate, s-maxage=600'], vary(), speculation],
      key: ({ path }) => path,
    },
    // The visitor's own choice is on the page: theirs alone, never in a shared cache.
    'per-choice': {
      headers: [['Cache-Control', 'private, no-store'], vary('Cookie'), speculation],
      key: ({ path, optedOut }) => `${path}|${optedOut ? 'opted-out' : ''}`,
    },
    // Every unknown path is the same page.
    'not-found': {
      headers: [['Cache-Control', 'public, max-age=0, s-maxage=60'], vary(), speculation],
      key: () => '404',
    },
  };
  // Pages with the visitor's own words on them: no shared cache may keep them.
  const personal: Headers = [['Cache-Control', 'private, no-store'], vary(), speculation];

  return (cacheClass, parts) => {
    const { query } = parts;
    // A failed ZIP post echoes what was typed: rendered for this visitor, kept nowhere.
    if (query.zipFeedback) return { keep: undefined, headers: personal, effort: QUICK };
    const key = `${parts.year}|${parts.privacySignal ? 'gpc' : ''}|${query.headline}|${byClass[cacheClass].key(parts)}`;
    // Landing headlines are free text: their own smaller store, so odd ones cannot evict the pages.
    if (query.headline) return { keep: { store: 'landing', key }, headers: personal, effort: QUICK };
    return { keep: { store: 'pages', key }, headers: byClass[cacheClass].headers, effort: DENSE };
  };
}
