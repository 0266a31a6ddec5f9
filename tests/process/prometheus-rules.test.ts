import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PROMTOOL, requirePrograms } from '../../scripts/lib/debian-packages.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The alerts and the dashboard's earnings queries in Prometheus's own rule tester: every alert
 * of deploy/prometheus-rules.yaml has a case in deploy/prometheus-rules.test.yaml, and
 * `promtool test rules` passes them (decision 054). The manifest is a PrometheusRule, which
 * promtool cannot read, so its groups are written as a plain rule file beside a copy of the
 * tests. The same tests run against the rules as they were before, with increase() alone,
 * must fail: the first-conversion cases are live.
 */

const run = promisify(execFile);

interface RuleFile {
  spec: { groups: { name: string; rules: { alert?: string; expr: string }[] }[] };
}
interface RuleTests {
  rule_files: string[];
  tests: {
    name: string;
    alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[];
    promql_expr_test?: { expr: string }[];
  }[];
}

const manifest = parse(await readFile(path.join(ROOT, 'deploy/prometheus-rules.yaml'), 'utf8')) as RuleFile;
const testsText = await readFile(path.join(ROOT, 'deploy/prometheus-rules.test.yaml'), 'utf8');
const tests = parse(testsText) as RuleTests;
const dashboard = JSON.parse(await readFile(path.join(ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as { panels: { targets?: { expr: string }[] }[] };

let dir = '';
beforeAll(async () => {
  requirePrograms([PROMTOOL], 'The alert rule tests');
  dir = await mkdtemp(path.join(tmpdir(), 'quoteowl-rules-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** promtool on these groups and the tests: its exit code and what it printed. */
async function promtool(groups: RuleFile['spec']['groups'], cases = testsText): Promise<{ code: number; output: string }> {
  await writeFile(path.join(dir, tests.rule_files[0]!), stringify({ groups }));
  await writeFile(path.join(dir, 'prometheus-rules.test.yaml'), cases);
  try {
    const checked = await run(PROMTOOL.path, ['check', 'rules', tests.rule_files[0]!], { cwd: dir });
    const tested = await run(PROMTOOL.path, ['test', 'rules', 'prometheus-rules.test.yaml'], { cwd: dir });
    return { code: 0, output: checked.stdout + tested.stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

const alerts = manifest.spec.groups.flatMap((group) => group.rules.flatMap((rule) => (rule.alert ? [rule.alert] : [])));
const normalized = (expr: string) => expr.replace(/\s+/g, ' ').trim();

describe('the alert rules in promtool', () => {
  it('pass their unit tests', async () => {
    const { code, output } = await promtool(manifest.spec.groups);
    expect(output).toContain('SUCCESS');
    expect(code, output).toBe(0);
  });

  it('have a case for every alert in which it fires', () => {
    const firing = new Set(
      tests.tests.flatMap((test) => (test.alert_rule_test ?? []).filter((check) => check.exp_alerts.length > 0).map((check) => check.alertname)),
    );
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    expect(alerts.filter((alert) => !firing.has(alert))).toEqual([]);
  });

  it('test the dashboard’s earnings query as the dashboard has it, and the other earnings panels ask the same by another label', () => {
    const tested = tests.tests.flatMap((test) => test.promql_expr_test ?? []).map((check) => normalized(check.expr));
    const earnings = dashboard.panels.flatMap((panel) => panel.targets ?? []).filter((target) => /postback_(payout|conversions)/.test(target.expr));
    expect(earnings.length).toBe(5);
    for (const { expr } of earnings) {
      const asPageKind = normalized(expr)
        .replace(/by \(\w+\)/g, 'by (page_kind)')
        .replaceAll('postback_conversions_total', 'postback_payout_dollars_total');
      expect(tested).toContain(asPageKind);
    }
  });

  it('fail with increase() alone, which misses a series’ first sample', async () => {
    // The rules as they were: every `(last_over_time(x[w]) unless x offset w) or increase(x[w])` back to `increase(x[w])`.
    const before = manifest.spec.groups.map((group) => ({
      ...group,
      rules: group.rules.map((rule) => ({
        ...rule,
        expr: rule.expr.replace(/\(\s*last_over_time\(([^[]+)\[(\w+)\]\) unless \1 offset \2\s*\)\s*or increase\(\1\[\2\]\)/g, 'increase($1[$2])'),
      })),
    }));
    expect(JSON.stringify(before)).not.toContain('last_over_time');
    // Only the first-sample cases, which are the point here (the whole file takes seconds).
    const firstSamples = { ...tests, tests: tests.tests.filter((test) => /^the (first conversion|only valid hand-offs)/.test(test.name)) };
    expect(firstSamples.tests).toHaveLength(2);
    const { code, output } = await promtool(before, stringify(firstSamples));
    expect(code).not.toBe(0);
    expect(output).toContain('name: the first conversion after a rollout counts');
    expect(output).toContain('name: the only valid hand-offs are each the first of a new pod');
  });
});
