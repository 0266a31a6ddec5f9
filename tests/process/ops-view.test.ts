import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { parsePromQL, sampleNames } from '../support/promql.js';

/**
 * The ops view in deploy/ (Grafana dashboard and PrometheusRule) asks only for metrics the
 * real server exports: every PromQL expression is parsed with Prometheus's grammar, so a
 * typo fails, and every metric it reads must be in a scrape of the server's metrics port,
 * except the kube-state-metrics series listed below, which come from outside the app.
 */

/** Metrics from kube-state-metrics, not from our process. Each must be used, and none may be in our scrape. */
const EXTERNAL = ['kube_pod_container_status_restarts_total', 'kube_pod_status_ready'];

interface Expression {
  where: string;
  expr: string;
}

/** Every `expr` anywhere in the dashboard (panels, rows' nested panels, any future place). */
function dashboardExpressions(value: unknown, where = 'dashboard'): Expression[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => dashboardExpressions(item, `${where}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  const title = typeof object.title === 'string' ? ` "${object.title}"` : '';
  return Object.entries(object).flatMap(([key, item]) =>
    key === 'expr' && typeof item === 'string' ? [{ where: `${where}${title}`, expr: item }] : dashboardExpressions(item, `${where}${title}.${key}`),
  );
}

interface RuleFile {
  kind: string;
  spec: { groups: { name: string; rules: { alert?: string; record?: string; expr: string }[] }[] };
}

const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as { panels: unknown[] };
const rules = parse(readFileSync(path.join(ROOT, 'deploy/prometheus-rules.yaml'), 'utf8')) as RuleFile;
const expressions: Expression[] = [
  ...dashboardExpressions(dashboard),
  ...rules.spec.groups.flatMap((group) => group.rules.map((rule) => ({ where: `rule ${group.name}/${rule.alert ?? rule.record}`, expr: rule.expr }))),
];

let server: RunningServer;
let scraped = new Set<string>();
beforeAll(async () => {
  server = await startServer({
    PARTNER_BASE_URL: 'https://partner.example/aff_c',
    PARTNER_PLACEMENT_PARAM: 'aff_sub4',
    POSTBACK_TOKEN: 'ops-view-postback-token',
  });
  // A few requests first, so that the labelled series exist.
  const form = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' as const });
  await fetch(`${server.url}/`);
  await fetch(`${server.url}/?QS=Compare+now`);
  await fetch(`${server.url}/no/such/page`);
  await fetch(`${server.url}/zip`, form('zip=22201&source=hero&page=%2F'));
  await fetch(`${server.url}/zip`, form('zip=abc&source=hero&page=%2F'));
  await fetch(`${server.url}/events/hand-off`, form('source=second&outcome=valid&partner=default&state=VA'));
  await fetch(`${server.url}/zip`, { ...form('zip=22201&source=hero&page=%2F'), headers: { ...form('').headers, 'sec-purpose': 'prefetch' } });
  await fetch(`${server.url}/postback?token=ops-view-postback-token&placement=hm.VA.default.en.h.s&payout=10&transaction_id=ops-1`);
  scraped = sampleNames(await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text());
});
afterAll(() => (server as RunningServer | undefined)?.stop()); // set-up may have failed before it started

describe('the ops view in deploy/', () => {
  it('has expressions in the dashboard and in the rules', () => {
    expect(expressions.filter((e) => e.where.startsWith('dashboard')).length).toBeGreaterThanOrEqual(12);
    expect(expressions.filter((e) => e.where.startsWith('rule')).length).toBeGreaterThanOrEqual(7);
  });

  it('parses every PromQL expression', () => {
    const failures = expressions.flatMap(({ where, expr }) => parsePromQL(expr).errors.map((error) => `${where}: ${error}`));
    expect(failures).toEqual([]);
  });

  it('reads only metrics the server exports, or the listed kube-state-metrics ones', () => {
    const missing = expressions.flatMap(({ where, expr }) => {
      const names = parsePromQL(expr).metricNames;
      return [
        ...(names.length === 0 ? [`${where}: reads no metric`] : []),
        ...names.filter((name) => !scraped.has(name) && !EXTERNAL.includes(name)).map((name) => `${where}: ${name}`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('uses each listed external metric, and none of them is ours', () => {
    const used = new Set(expressions.flatMap(({ expr }) => parsePromQL(expr).metricNames));
    for (const name of EXTERNAL) {
      expect(used.has(name), name).toBe(true);
      expect(scraped.has(name), name).toBe(false);
    }
  });

  it('covers traffic, latency, 5xx, hand-offs with and without JavaScript, cache, event-loop lag and memory', () => {
    const dashboardText = expressions
      .filter((e) => e.where.startsWith('dashboard'))
      .map((e) => e.expr)
      .join('\n');
    for (const needle of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'status=~"5.."',
      'zip_handoffs_total{javascript="no"}',
      'zip_handoffs_total{javascript="yes"}',
      'page_cache_hits_total',
      'page_cache_misses_total',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(dashboardText).toContain(needle);
    }
    const alerts = rules.spec.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(alerts).toEqual(
      expect.arrayContaining([
        'QuoteOwlServerErrors',
        'QuoteOwlSlowResponses',
        'QuoteOwlEventLoopLag',
        'QuoteOwlNoHandOffs',
        'QuoteOwlRestarting',
        'QuoteOwlPodNotReady',
      ]),
    );
  });

  it('shows hand-offs per partner and alerts on a state no partner serves', () => {
    const dashboardTexts = expressions.filter((e) => e.where.startsWith('dashboard')).map((e) => e.expr.replace(/\s+/g, ' '));
    expect(dashboardTexts).toContain('60 * sum by (partner) (rate(zip_handoffs_total{outcome="valid"}[5m]))');
    const alert = rules.spec.groups.flatMap((group) => group.rules).find((rule) => rule.alert === 'QuoteOwlStateWithoutPartner');
    expect(alert?.expr.trim()).toBe('max by (state) (partner_routes_unserved_state) == 1');
    // The series the alert reads: one per state, 0 while a partner serves it.
    expect(scraped.has('partner_routes_unserved_state')).toBe(true);
    // Whether the routes in use are the file's: a panel and two alerts (decision 056).
    expect(dashboardTexts).toContain('count by (version) (partner_routes_version_info)');
    const alerts = rules.spec.groups.flatMap((group) => group.rules).map((rule) => rule.alert);
    expect(alerts).toEqual(expect.arrayContaining(['QuoteOwlPartnerRoutesReloadFailed', 'QuoteOwlPartnerRoutesDiffer']));
    for (const name of ['partner_routes_last_reload_successful', 'partner_routes_last_reload_success_timestamp_seconds', 'partner_routes_version_info'])
      expect(scraped.has(name), name).toBe(true);
  });

  it('shows earnings per hand-off by page kind, state, partner and language, and alerts when a partner’s postbacks stop', () => {
    const dashboardTexts = expressions.filter((e) => e.where.startsWith('dashboard')).map((e) => e.expr.replace(/\s+/g, ' '));
    // Each count over the day takes a series born in it whole: increase() alone misses its first sample (decision 054).
    const overTheDay = (metric: string) => `((last_over_time(${metric}[1d]) unless ${metric} offset 1d) or increase(${metric}[1d]))`;
    for (const label of ['page_kind', 'state', 'partner', 'language']) {
      expect(dashboardTexts).toContain(
        `sum by (${label}) ${overTheDay('postback_payout_dollars_total')} / sum by (${label}) ${overTheDay('zip_handoffs_total{outcome=~"valid|inline"}')}`,
      );
    }
    const alert = rules.spec.groups.flatMap((group) => group.rules).find((rule) => rule.alert === 'QuoteOwlPostbacksStopped');
    expect(parsePromQL(alert!.expr).metricNames.sort()).toEqual(['postback_conversions_total', 'zip_handoffs_total']);
    for (const name of ['postback_payout_dollars_total', 'postback_conversions_total', 'postbacks_total', 'zip_handoffs_excluded_total'])
      expect(scraped.has(name), name).toBe(true);
  });

  it('would catch a typo (the checks are live)', () => {
    expect(parsePromQL('sum(rate(http_requests_total[5m])').errors).not.toEqual([]);
    expect(parsePromQL('sum by (route) rate(http_requests_total[5m])').errors).not.toEqual([]);
    expect(parsePromQL('rat(http_requests_total[5m])').errors).not.toEqual([]);
    expect(parsePromQL('sum(rate(http_request_total[5m]))').metricNames.filter((name) => !scraped.has(name))).toEqual(['http_request_total']);
    expect(parsePromQL('{__name__="zip_handoffs_total", outcome="valid"}').metricNames).toEqual(['zip_handoffs_total']);
  });
});
