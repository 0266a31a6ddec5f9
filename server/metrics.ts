import http from 'node:http';
import client from 'prom-client';
import { NO_PARTNER, unservedStates, type HandOffOutcome, type PartnerRoutes } from '../shared/partner-routes.js';
import type { Language, PageKind } from '../shared/routes.js';
import { US_STATES } from '../shared/us-states.js';
import { OTHER_FORM, type PostedFormId } from '../shared/zip.js';
import { EXCLUDED_HAND_OFFS, type ExcludedHandOff } from './hand-off-traffic.js';
import {
  ClosedSet,
  LANGUAGE_LABELS,
  METHOD_LABELS,
  OUTCOME_LABELS,
  PAGE_KIND_LABELS,
  PartnerNumbers,
  SOURCE_LABELS,
  STATE_LABELS,
  methodIndex,
  statusLabel,
} from './metric-labels.js';
import type { PartnerRoutesStatus } from './partner-routes/live-partner-routes.js';
import { BODY_FAILURES, type BodyFailure } from './http/form-body.js';

/**
 * Prometheus metrics, served on their own port (METRICS_PORT) so visitors never reach them
 * through the site's port (decision 010). Every label takes its values from a closed set
 * (server/metric-labels.ts, decision 053): a route label is a page's route path or an
 * endpoint's path (server/endpoints.ts), anything else is "other"; a method outside GET, HEAD
 * and POST is "other"; a form id outside the rendered forms is "other". The small sets are
 * counted from zero at start, so a rate or increase sees their first event (decision 054).
 */

/**
 * What the earnings are divided by, on hand-offs and conversions alike, so that earnings per
 * hand-off and the conversion rate are one PromQL division (decision 036): the partner's id,
 * the ZIP's state or region (shared/partner-routes.ts), the form page's kind and language
 * (`none` for a beacon from a page that did not say).
 */
export interface EarningLabels {
  partner: string;
  /** Closed at counting: one of the 50 states and DC, a region of shared/zip-region.ts, or `none`. */
  state: string;
  page: PageKind | typeof NO_PARTNER;
  language: Language | typeof NO_PARTNER;
}

/** One hand-off as counted: the form, the outcome, whether the browser ran JavaScript, and where it went. */
interface CountedHandOff extends EarningLabels {
  source: PostedFormId;
  outcome: HandOffOutcome;
  javaScript: boolean;
}

/** What became of a postback (server/routes/postback.ts): only `counted` adds to the conversions. */
/** `checked`: a HEAD that a GET would have counted (a check, never a conversion). */
export const POSTBACK_RESULTS = ['counted', 'replayed', 'checked', 'bad-token', 'bad-input', 'unknown-placement'] as const;
export type PostbackResult = (typeof POSTBACK_RESULTS)[number];

/** The page caches the metrics count (server/compose.ts). */
export const CACHE_NAMES = ['pages', 'landing'] as const;
type CacheName = (typeof CACHE_NAMES)[number];

export interface Metrics {
  registry: client.Registry;
  /** Count one answered request (server/http/exchange.ts, for every door). */
  recordRequest(route: string, method: string, status: number, seconds: number): void;
  handOff(handOff: CountedHandOff): void;
  /** Count a request to a hand-off path that no visitor made: a speculative load or a bot (server/hand-off-traffic.ts). */
  handOffExcluded(reason: ExcludedHandOff, javaScript: boolean): void;
  /** Count a postback by what became of it, and for a counted one its conversion and payout (in US dollars). */
  postback(result: PostbackResult, conversion?: { labels: EarningLabels; payout: number }): void;
  /** Where the gauge of states without a partner reads the routes in use. */
  countUnservedStates(routes: () => PartnerRoutes): void;
  /** Where the routes gauges read whether the last reload succeeded and which file version is in use (decision 056). */
  countPartnerRoutesReloads(status: () => PartnerRoutesStatus): void;
  /** Count a POST /zip body that could not be read, by why (server/routes/zip.ts). */
  zipBodyFailed(reason: BodyFailure): void;
  /** Where the in-flight gauge reads the server's count of requests received and not yet answered (server/shutdown.ts). */
  countInFlight(count: () => number): void;
  cacheHit(cache: CacheName): void;
  cacheMiss(cache: CacheName): void;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new client.Counter({ name: 'http_requests_total', help: 'HTTP requests by route, method and status', labelNames, registers: [registry] });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route, method and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const handOffs = new client.Counter({
    name: 'zip_handoffs_total',
    help: 'ZIP hand-offs by form, outcome, whether the browser ran JavaScript, partner id, the ZIP state or region, and the form page kind and language',
    labelNames: ['source', 'outcome', 'javascript', 'partner', 'state', 'page_kind', 'language'] as const,
    registers: [registry],
  });
  const excluded = new client.Counter({
    name: 'zip_handoffs_excluded_total',
    help: 'Requests to POST /zip and the hand-off beacon not counted as hand-offs: speculative (Sec-Purpose prefetch or prerender) or a self-declared bot',
    labelNames: ['reason', 'javascript'] as const,
    registers: [registry],
  });
  const earningLabels = ['partner', 'state', 'page_kind', 'language'] as const;
  const conversions = new client.Counter({
    name: 'postback_conversions_total',
    help: 'Conversions the partner network posted back (each transaction id once), by the placement code: partner, ZIP state, page kind, language',
    labelNames: earningLabels,
    registers: [registry],
  });
  const payouts = new client.Counter({
    name: 'postback_payout_dollars_total',
    help: 'Payouts the partner network posted back, in US dollars, by the placement code: partner, ZIP state, page kind, language',
    labelNames: earningLabels,
    registers: [registry],
  });
  const postbacks = new client.Counter({
    name: 'postbacks_total',
    help: 'GET and HEAD /postback requests by result: counted, replayed (a transaction id already counted), checked (a HEAD a GET would count), bad-token, bad-input, unknown-placement',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  let routesInUse: (() => PartnerRoutes) | undefined;
  new client.Gauge({
    name: 'partner_routes_unserved_state',
    help: 'States (of the 50 and DC) no active partner serves: 1 for each, 0 for the others; visitors there are told no partner serves them',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!routesInUse) return;
      const unserved = new Set(unservedStates(routesInUse()));
      for (const state of Object.keys(US_STATES)) this.set({ state }, unserved.has(state as keyof typeof US_STATES) ? 1 : 0);
    },
  });
  // Whether the routes in use are the file's (decision 056); read at each scrape, absent without a source.
  let routesStatus: (() => PartnerRoutesStatus) | undefined;
  new client.Gauge({
    name: 'partner_routes_last_reload_successful',
    help: 'Whether the last reload of the PARTNER_ROUTES file succeeded (1) or failed and the routes in use are an older version (0)',
    registers: [registry],
    collect() {
      if (routesStatus) this.set(routesStatus().lastReloadSucceeded ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'partner_routes_last_reload_success_timestamp_seconds',
    help: 'When the partner routes in use were read: the start, or the last reload that succeeded (Unix seconds)',
    registers: [registry],
    collect() {
      if (routesStatus) this.set(routesStatus().lastSuccessSeconds);
    },
  });
  let versionShown: string | undefined;
  new client.Gauge({
    name: 'partner_routes_version_info',
    help: 'The version of the partner routes in use, 1 for it alone: the first 12 hex digits of the SHA-256 of the PARTNER_ROUTES file (none without one)',
    labelNames: ['version'] as const,
    registers: [registry],
    collect() {
      if (!routesStatus) return;
      const { version } = routesStatus();
      // One series at a time: the version a reload replaced goes.
      if (versionShown !== undefined && versionShown !== version) this.remove({ version: versionShown });
      this.set({ version }, 1);
      versionShown = version;
    },
  });
  const bodyFailures = new client.Counter({
    name: 'zip_body_failures_total',
    help: 'POST /zip bodies refused unread: wrong type, too large, malformed, or the client gone before the end',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  let inFlight: () => number = () => 0;
  new client.Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests received and not yet answered',
    registers: [registry],
    collect() {
      this.set(inFlight());
    },
  });
  const cacheHits = new client.Counter({ name: 'page_cache_hits_total', help: 'Page cache hits', labelNames: ['cache'] as const, registers: [registry] });
  const cacheMisses = new client.Counter({
    name: 'page_cache_misses_total',
    help: 'Page cache misses (renders)',
    labelNames: ['cache'] as const,
    registers: [registry],
  });

  // Every small closed set counted from zero, so that its first event is an increase too (decision 054).
  for (const result of POSTBACK_RESULTS) postbacks.labels({ result });
  for (const reason of BODY_FAILURES) bodyFailures.labels({ reason });
  for (const reason of EXCLUDED_HAND_OFFS) for (const javascript of ['yes', 'no']) excluded.labels({ reason, javascript });
  for (const cache of CACHE_NAMES) {
    cacheHits.labels({ cache });
    cacheMisses.labels({ cache });
  }

  // The labelled children, bound once per label set and found again without allocating: the hot path skips prom-client's label hashing.
  type RequestChild = { count: client.Counter.Internal; time: client.Histogram.Internal<'route' | 'method' | 'status'> };
  const requestChildren = new Map<string, Map<string, RequestChild>[]>();
  const recordRequest = (route: string, method: string, status: number, seconds: number) => {
    let byMethod = requestChildren.get(route);
    if (!byMethod) requestChildren.set(route, (byMethod = METHOD_LABELS.map(() => new Map<string, RequestChild>())));
    const methodAt = methodIndex(method);
    const byStatus = byMethod[methodAt]!;
    const statusText = statusLabel(status);
    let child = byStatus.get(statusText);
    if (!child) {
      const labels = { route, method: METHOD_LABELS[methodAt]!, status: statusText };
      byStatus.set(statusText, (child = { count: requests.labels(labels), time: duration.labels(labels) }));
    }
    child.count.inc();
    child.time.observe(seconds);
  };

  const sources = new ClosedSet(SOURCE_LABELS);
  const outcomes = new ClosedSet(OUTCOME_LABELS);
  const states = new ClosedSet(STATE_LABELS);
  const pageKinds = new ClosedSet(PAGE_KIND_LABELS);
  const languages = new ClosedSet(LANGUAGE_LABELS);
  const partners = new PartnerNumbers();
  const handOffChildren = new Map<number, client.Counter.Internal>();

  return {
    registry,
    recordRequest,
    handOff: ({ source, outcome, javaScript, partner, state, page, language }) => {
      // One number per label set, from the label values' places in their closed sets.
      const sourceAt = sources.indexOf(source, OTHER_FORM);
      const outcomeAt = outcomes.indexOf(outcome, 'invalid');
      const stateAt = states.indexOf(state, NO_PARTNER);
      const pageAt = pageKinds.indexOf(page, NO_PARTNER);
      const languageAt = languages.indexOf(language, NO_PARTNER);
      const partnerNumber = partners.numberOf(partner);
      const key =
        (((((partnerNumber * states.size + stateAt) * pageKinds.size + pageAt) * languages.size + languageAt) * sources.size + sourceAt) * outcomes.size +
          outcomeAt) *
          2 +
        (javaScript ? 1 : 0);
      let child = handOffChildren.get(key);
      if (!child) {
        child = handOffs.labels({
          source: sources.values[sourceAt]!,
          outcome: outcomes.values[outcomeAt]!,
          javascript: javaScript ? 'yes' : 'no',
          partner,
          state: states.values[stateAt]!,
          page_kind: pageKinds.values[pageAt]!,
          language: languages.values[languageAt]!,
        });
        handOffChildren.set(key, child);
      }
      child.inc();
    },
    handOffExcluded: (reason, javaScript) => excluded.inc({ reason, javascript: javaScript ? 'yes' : 'no' }),
    postback: (result, conversion) => {
      postbacks.inc({ result });
      if (!conversion) return;
      const { partner, state, page, language } = conversion.labels;
      const labels = { partner, state, page_kind: page, language };
      conversions.inc(labels);
      payouts.inc(labels, conversion.payout);
    },
    countUnservedStates: (routes) => {
      routesInUse = routes;
    },
    countPartnerRoutesReloads: (status) => {
      routesStatus = status;
    },
    zipBodyFailed: (reason) => bodyFailures.inc({ reason }),
    countInFlight: (count) => {
      inFlight = count;
    },
    cacheHit: (cache) => cacheHits.inc({ cache }),
    cacheMiss: (cache) => cacheMisses.inc({ cache }),
  };
}

/** The metrics endpoint, on its own server and port. */
export function startMetricsServer(metrics: Metrics, port: number, host: string): http.Server {
  return http
    .createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (body) => {
          res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(body);
        },
        () => res.writeHead(500).end(),
      );
    })
    .listen(port, host);
}
