import { METHODS } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_LABEL } from '../../server/cache-front.js';
import { EXCLUDED_HAND_OFFS } from '../../server/hand-off-traffic.js';
import {
  LANGUAGE_LABELS,
  METHOD_LABELS,
  OTHER,
  OUTCOME_LABELS,
  PAGE_KIND_LABELS,
  SOURCE_LABELS,
  STATE_LABELS,
  STATUS_LABELS,
} from '../../server/metric-labels.js';
import { CACHE_NAMES, POSTBACK_RESULTS } from '../../server/metrics.js';
import { BODY_FAILURES } from '../../server/http/form-body.js';
import { NO_PARTNER, decideHandOff, handOffReport, inlineHandOffReport } from '../../shared/partner-routes.js';
import { encodePlacement } from '../../shared/placement.js';
import { siteRoutes } from '../../shared/routes.js';
import { isStateCode } from '../../shared/us-states.js';
import { OUTSIDE_REGIONS } from '../../shared/zip-region.js';
import { FORM_IDS } from '../../shared/zip.js';
import { TestPartnerRoutes, testApp } from '../support/app.js';
import { listen, request, type Listening } from '../support/http.js';
import { DONE_WHEN, DONE_WHEN_ROUTES, routesFile, routesFrom, ZIPS } from '../support/partner-routes.js';
import { seededRandom } from '../support/random.js';

/**
 * Every metric label from a closed set (decision 053): thousands of random, long, Unicode and
 * repeated values through every endpoint that feeds a metric — POST /zip, the hand-off beacon,
 * GET and HEAD /postback, any path by any method — and the registry afterwards holds only label
 * values of the closed sets, within a number of series their product bounds. None is a 5xx.
 * The timing targets (scrape size and time, RSS) are measured by scripts/metrics-flood.ts.
 */

const TOKEN = 'metric-bounds-postback-token';
const routes = new TestPartnerRoutes(routesFrom(DONE_WHEN_ROUTES));
const PARTNERS = [NO_PARTNER, ...routes.current.partners.map((partner) => partner.id)];
const site = testApp(
  { PARTNER_BASE_URL: 'https://partner.example/aff_c', PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: TOKEN },
  { partnerRoutes: routes },
);
let served: Listening;
beforeAll(async () => {
  served = await listen(site.app);
});
afterAll(() => served.close());

const random = seededRandom(Number(process.env.METRIC_BOUNDS_SEED ?? Date.now() % 2 ** 31));
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
/** `length` characters drawn from the alphabet's code points (halves of a joined emoji are fine here: hostile input). */
const chars = (alphabet: string, length: number) => {
  const points = Array.from(alphabet);
  return Array.from({ length }, () => pick(points)).join('');
};

/** A label value an attacker might send: as the old pattern allowed, Unicode, long, repeated, empty, a real one, a control character. */
function hostileValue(): string {
  switch (Math.floor(random() * 8)) {
    case 0:
      return chars('abcdefghijklmnopqrstuvwxyz', 1) + chars('abcdefghijklmnopqrstuvwxyz0123456789-', Math.floor(random() * 24));
    case 1:
      return chars('üñ名字🙂\u202eΩж\u00a0', 1 + Math.floor(random() * 30));
    case 2:
      return chars('abc', 300 + Math.floor(random() * 3000));
    case 3:
      return pick(FORM_IDS).repeat(2 + Math.floor(random() * 40));
    case 4:
      return '';
    case 5:
      return `${pick(['\u0000', '\r\n', '%00', '"'])}${pick(FORM_IDS)}`;
    default:
      return pick([...FORM_IDS, ...PARTNERS, ...STATE_LABELS, ...OUTCOME_LABELS, ...siteRoutes().map((route) => route.path)]);
  }
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// A header carries visible ASCII only (Node refuses the rest before sending).
const userAgent = () =>
  pick([
    BROWSER,
    BROWSER,
    'curl/8.5.0',
    'Googlebot/2.1',
    hostileValue()
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 2000) || BROWSER,
  ]);

interface Answer {
  status: number;
}

/** One request by any method (fetch refuses some); a request the server refuses to parse is answered 400 too. */
const send = async (method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> => ({
  status: (await request(served.port, { method, target, headers, body })).status,
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = () => ({ 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent() });
const sampleZip = () => pick([...Object.values(ZIPS), '22201', '99501', '96799', '00000', hostileValue().slice(0, 20)]);

const requests: (() => Promise<Answer>)[] = [];
for (let index = 0; index < 900; index += 1) {
  const fields = { zip: sampleZip(), source: hostileValue(), page: pick([hostileValue(), pick(siteRoutes()).path]), ds: hostileValue().slice(0, 40) };
  requests.push(() => send('POST', '/zip', formHeaders(), form(fields)));
}
for (let index = 0; index < 900; index += 1) {
  const fields = {
    source: pick([hostileValue(), pick(FORM_IDS)]),
    outcome: pick([hostileValue(), pick(OUTCOME_LABELS)]),
    partner: pick([hostileValue(), pick(PARTNERS)]),
    state: pick([hostileValue(), pick(STATE_LABELS)]),
    page: pick([hostileValue(), pick(siteRoutes()).path]),
  };
  requests.push(() => send('POST', '/events/hand-off', formHeaders(), form(fields)));
}
for (let index = 0; index < 600; index += 1) {
  const route = pick(siteRoutes());
  const placement = encodePlacement({
    page: route.kind,
    state: pick([...STATE_LABELS.filter(isStateCode), NO_PARTNER]),
    partner: pick(PARTNERS),
    language: route.lang,
    form: pick(['hero', 'cta', 'inline'] as const),
    variant: pick(['FStars', 'FStarsPM'] as const),
  });
  const query = form({
    token: pick([TOKEN, TOKEN, hostileValue()]),
    placement: pick([placement, placement, hostileValue()]),
    payout: pick(['12.50', '0', hostileValue()]),
    transaction_id: pick([`t-${Math.floor(random() * 1e9)}`, hostileValue()]),
  });
  requests.push(() => send(pick(['GET', 'HEAD']), `/postback?${query}`, { 'user-agent': userAgent() }));
}
for (let index = 0; index < 600; index += 1) {
  const path = `/${encodeURIComponent(hostileValue()).slice(0, 4000)}${pick(['', '/', `?${form({ q: hostileValue() })}`])}`;
  requests.push(() => send(pick(METHODS.filter((method) => method !== 'CONNECT')), path));
}

interface Series {
  name: string;
  labels: Record<string, string | number>;
}

async function allSeries(): Promise<Series[]> {
  const metrics = await site.metrics.registry.getMetricsAsJSON();
  return metrics.flatMap((metric) => metric.values.map((value) => ({ name: metric.name, labels: value.labels as Record<string, string | number> })));
}

/** Our own metrics: each label's closed set. */
const ROUTE_LABELS = [
  ...new Set([...site.endpoints.endpoints.map((endpoint) => endpoint.path), ...siteRoutes().map((route) => route.path), ASSETS_LABEL, OTHER]),
];
const EARNINGS = { partner: PARTNERS, state: STATE_LABELS, page_kind: PAGE_KIND_LABELS, language: LANGUAGE_LABELS };
const REQUESTS = { route: ROUTE_LABELS, method: METHOD_LABELS, status: STATUS_LABELS };
const CLOSED: Record<string, Record<string, readonly string[]>> = {
  http_requests_total: REQUESTS,
  http_request_duration_seconds: REQUESTS,
  zip_handoffs_total: { source: SOURCE_LABELS, outcome: OUTCOME_LABELS, javascript: ['yes', 'no'], ...EARNINGS },
  zip_handoffs_excluded_total: { reason: EXCLUDED_HAND_OFFS, javascript: ['yes', 'no'] },
  postback_conversions_total: EARNINGS,
  postback_payout_dollars_total: EARNINGS,
  postbacks_total: { result: POSTBACK_RESULTS },
  zip_body_failures_total: { reason: BODY_FAILURES },
  page_cache_hits_total: { cache: CACHE_NAMES },
  page_cache_misses_total: { cache: CACHE_NAMES },
  partner_routes_unserved_state: { state: STATE_LABELS.filter(isStateCode) },
};
/** The most series a metric can have: the product of its label sets' sizes (a histogram's series per label set: one per bucket, +Inf, sum, count). */
const bound = (name: string) =>
  Object.values(CLOSED[name]!).reduce((product, values) => product * values.length, name === 'http_request_duration_seconds' ? 11 + 3 : 1);

describe('metric labels under a flood of hostile values', () => {
  const answered: number[] = [];
  let before: Series[] = [];

  beforeAll(async () => {
    before = await allSeries();
    // A few at a time, as many clients would send them.
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) answered.push((await next()).status);
      }),
    );
  }, 120_000);

  it(`answers all ${requests.length} requests, none with a 5xx`, () => {
    expect(answered).toHaveLength(requests.length);
    expect(answered.filter((status) => status >= 500)).toEqual([]);
  });

  it('keeps every label of our metrics in its closed set, and an unknown form id under `other`', async () => {
    const series = await allSeries();
    const outside = series.flatMap(({ name, labels }) => {
      const closed = CLOSED[name.replace(/_(bucket|sum|count)$/, '')] ?? CLOSED[name];
      if (!closed) return [];
      return Object.entries(labels)
        .filter(([label]) => label !== 'le')
        .filter(([label, value]) => !(closed[label] ?? []).includes(String(value)))
        .map(([label, value]) => `${name}{${label}=${JSON.stringify(String(value)).slice(0, 60)}}`);
    });
    expect(outside).toEqual([]);
    expect(series.some(({ name, labels }) => name === 'zip_handoffs_total' && labels.source === 'other')).toBe(true);
  });

  it('keeps a beacon’s outcome, partner and state together as the browser reports them', async () => {
    const handOffs = (await allSeries()).filter(({ name, labels }) => name === 'zip_handoffs_total' && labels.javascript === 'yes');
    expect(handOffs.length).toBeGreaterThan(0);
    for (const { labels } of handOffs) {
      const { outcome, partner, state, source } = labels as Record<string, string>;
      const where = JSON.stringify(labels);
      expect(outcome === 'inline', where).toBe(source === 'inline');
      if (outcome === 'valid') expect(partner !== NO_PARTNER && isStateCode(state!), where).toBe(true);
      else expect(partner, where).toBe(NO_PARTNER);
      if (outcome === 'outside') expect(OUTSIDE_REGIONS, where).toContain(state);
      if (outcome === 'unserved') expect(isStateCode(state!), where).toBe(true);
      if (outcome === 'invalid') expect(state, where).toBe(NO_PARTNER);
    }
  });

  it('stays under the bound the closed sets give, metric by metric, and Node’s own metrics do not grow with the requests', async () => {
    const series = await allSeries();
    const count = (name: string, of: Series[]) => of.filter((entry) => entry.name.replace(/_(bucket|sum|count)$/, '') === name).length;
    for (const name of Object.keys(CLOSED)) expect(count(name, series), name).toBeLessThanOrEqual(bound(name));
    const ours = (entry: Series) => CLOSED[entry.name.replace(/_(bucket|sum|count)$/, '')] !== undefined;
    // Node's default metrics are labelled by what the process is, never by what a request says: they may add
    // the GC histogram's kinds (4, of 9 series each) and a few handle and resource types (Node's own classes).
    expect(series.filter((entry) => !ours(entry)).length).toBeLessThanOrEqual(before.filter((entry) => !ours(entry)).length + 4 * 9 + 20);
  });
});

describe('the beacon’s checks', () => {
  it('accept every report the browser’s own rule makes, from every form', async () => {
    const zips = [...Object.values(ZIPS), '22201', '99501', '96799', '09021', '00000', '12', '', 'abcde'];
    const noDefault = routesFrom(routesFile([DONE_WHEN.west, DONE_WHEN.texas]));
    const reports = [
      ...zips.flatMap((zip) =>
        [routes.current, noDefault].map((inUse) => ({
          source: pick(FORM_IDS.filter((id) => id !== 'inline')),
          ...handOffReport(decideHandOff(inUse, zip, random)),
        })),
      ),
      ...zips.map((zip) => ({ source: 'inline', ...inlineHandOffReport(zip) })),
    ];
    expect(new Set(reports.map((report) => report.outcome))).toEqual(new Set(OUTCOME_LABELS));
    for (const report of reports) {
      const answer = await send('POST', '/events/hand-off', formHeaders(), form({ ...report, page: '/' }));
      expect(answer.status, JSON.stringify(report)).toBe(204);
    }
  });
});

describe('the closed set of form ids', () => {
  it('is exactly the forms the pages render, in both languages', async () => {
    const rendered = new Set<string>();
    for (const route of siteRoutes()) {
      const html = await (await fetch(`${served.origin}${route.path}`)).text();
      for (const match of html.matchAll(/<input type="hidden" name="source" value="([^"]*)"/g)) rendered.add(match[1]!);
    }
    expect([...rendered].sort()).toEqual([...FORM_IDS].sort());
  }, 60_000);
});
