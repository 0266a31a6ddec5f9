import type { CacheClass } from '../../client/entry-server.js';
import { PREMIUM_SUB_ID } from '../../shared/landing.js';
import type { StateCode } from '../../shared/us-states.js';
import type { Config } from '../config.js';
import { DENSE, QUICK, type CompressionEffort } from '../http/precompressed.js';
import { SPECULATION_RULES_HEADER } from '../routes/speculation-rules.js';
import type { PageQuery } from './query.js';

/** The request header of Global Privacy Control; `1` is the signal. */
const PRIVACY_SIGNAL_HEADER = 'Sec-GPC';

/**
 * The page cache policy. A page kind names its cache class in the registry, an object whose
 * flags say what the page varies with (shared/cache-classes.ts, decisions 025 and 060); what
 * those flags mean in HTTP — the response's caching headers, the cache key, which store keeps
 * it and how hard it is compressed — is decided here, for the hit, the miss, the warm-up and
 * the per-visitor page alike (decision 024).
 */

type Headers = readonly [string, string][];

type PageStore = 'pages' | 'landing';

export interface PageDecision {
  /**
   * Where the rendered page is kept, and under which key; none: it is for this visitor alone.
   * In the `landing` store, what is kept is the page's landing template (server/pages/landing-template.ts),
   * filled with each visitor's text: no text is kept.
   */
  keep: { store: PageStore; key: string } | undefined;
  headers: Headers;
  effort: CompressionEffort;
}

/** What a page shows beyond its module: the parts its key is made of. */
export interface PageParts {
  /** The page's own path (a route's, or the not-found path): what the render is given and the key names. */
  path: string;
  region: StateCode;
  /** The year is in the footer: a new year starts new entries rather than serving last year's. */
  year: number;
  /**
   * The browser sent Global Privacy Control (`Sec-GPC: 1`): every ZIP form then says the
   * opt-out was detected and honoured, so the signal is in the key and in `Vary` of every page.
   */
  privacySignal: boolean;
  /** The opt-out cookie: read, and in the key, only for a class with the `privacyChoice` flag. */
  optedOut: boolean;
  query: PageQuery;
}

export type PagePolicy = (cacheClass: CacheClass, parts: PageParts) => PageDecision;

export function pagePolicy(config: Config): PagePolicy {
  const regionVary = [config.geoHeader, config.geoCountryHeader].filter(Boolean).join(', ');
  const speculation: [string, string] = ['Speculation-Rules', SPECULATION_RULES_HEADER];
  // Every kind of page may carry ZIP forms, whose notice shows the privacy signal.
  const vary = (...more: string[]): [string, string] => ['Vary', ['Accept-Encoding', PRIVACY_SIGNAL_HEADER, ...more].join(', ')];
  const headersOf = (cacheClass: CacheClass): Headers =>
    cacheClass.privacyChoice
      ? // The visitor's own choice is on the page: theirs alone, never in a shared cache.
        [['Cache-Control', 'private, no-store'], vary('Cookie'), speculation]
      : cacheClass.region && !regionVary
        ? // The region comes from the client IP, which no shared cache can key on.
          [['Cache-Control', 'private, max-age=0, must-revalidate'], vary(), speculation]
        : // A CDN that tells us the region can cache a regional page per region.
          [
            ['Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${cacheClass.sharedSeconds}`],
            cacheClass.region ? vary(regionVary) : vary(),
            speculation,
          ];
  const classHeaders = new Map<CacheClass, Headers>();
  // Pages with the visitor's own words on them: no shared cache may keep them.
  const personal: Headers = [['Cache-Control', 'private, no-store'], vary(), speculation];

  return (cacheClass, parts) => {
    const { query } = parts;
    // A failed ZIP post echoes what was typed: rendered for this visitor, kept nowhere.
    if (query.zipFeedback) return { keep: undefined, headers: personal, effort: QUICK };
    // Each flag adds what the page varies with; `ds` has two meanings, so at most two variants of a page.
    const key =
      `${parts.year}|${parts.privacySignal ? 'gpc' : ''}|${query.subId === PREMIUM_SUB_ID ? 'ds' : ''}|${parts.path}` +
      `|${cacheClass.region ? parts.region : ''}|${cacheClass.topicAndBrand ? `${query.selectedTopic ?? ''}|${query.selectedBrand ?? ''}` : ''}` +
      `|${cacheClass.privacyChoice && parts.optedOut ? 'opted-out' : ''}`;
    // A landing headline is free text: the page's template, in its own smaller store, so no number of texts can evict the pages or grow memory.
    if (query.headline) return { keep: { store: 'landing', key }, headers: personal, effort: DENSE };
    let headers = classHeaders.get(cacheClass);
    if (!headers) classHeaders.set(cacheClass, (headers = headersOf(cacheClass)));
    return { keep: { store: 'pages', key }, headers, effort: DENSE };
  };
}
