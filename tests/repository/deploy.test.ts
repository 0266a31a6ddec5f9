import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadConfig, SHUTDOWN_CLOSE_MS, SHUTDOWN_SETTLE_MS } from '../../server/config.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The Kubernetes examples under deploy/ validated against the Kubernetes object models (and the Prometheus Operator's). */

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'v1/Service': Service,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

/** A probe's timing; Kubernetes' defaults when left out. */
interface Probe {
  periodSeconds?: number;
  failureThreshold?: number;
}

interface Container {
  env?: { name: string; value?: string }[];
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
}

/** Seconds a preStop hook holds the pod before SIGTERM: a sleep action, or an exec of `sleep N`. */
function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (!preStop) return 0;
  if (preStop.sleep) return preStop.sleep.seconds;
  const sleep = /\bsleep\s+(\d+(?:\.\d+)?)/.exec(preStop.exec?.command.join(' ') ?? '');
  if (!sleep) throw new Error(`a preStop hook this test cannot time: ${JSON.stringify(preStop)}`);
  return Number(sleep[1]);
}

// `*.test.yaml` are promtool's unit tests of the rules (tests/process/prometheus-rules.test.ts), not manifests.
const documents = readdirSync(path.join(ROOT, 'deploy'))
  .filter((file) => file.endsWith('.yaml') && !file.endsWith('.test.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(ROOT, 'deploy', file), 'utf8')).map((doc) => [file, doc.toJSON() as Record<string, unknown>] as const),
  );

/** Validates one manifest object against the model of its apiVersion and kind; throws when it is invalid or of an unknown kind. */
function validate(object: Record<string, unknown>): void {
  const type = `${String(object.apiVersion)}/${String(object.kind)}`;
  const Model = MODELS[type];
  if (!Model) throw new Error(`no model for ${type}`);
  new Model(object as never).validate();
}

describe('deploy/ manifests', () => {
  it.each(documents)('%s is a valid Kubernetes object', (_file, object) => {
    expect(() => {
      validate(object);
    }).not.toThrow();
  });

  it('runs non-root with a read-only root filesystem and probes the real endpoints', () => {
    const deployment = documents.find(([, object]) => object.kind === 'Deployment')![1] as unknown as {
      spec: {
        template: {
          spec: {
            securityContext: { runAsNonRoot: boolean };
            containers: {
              readinessProbe: { httpGet: { path: string } };
              livenessProbe: { httpGet: { path: string } };
              securityContext: { readOnlyRootFilesystem: boolean };
            }[];
          };
        };
      };
    };
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.containers[0]!.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(pod.containers[0]!.readinessProbe.httpGet.path).toBe('/readyz');
    expect(pod.containers[0]!.livenessProbe.httpGet.path).toBe('/healthz');
  });

  it('drains past the readiness probe and gives a stop time to finish: drain ≥ (failures + 1) × period + settle, grace > preStop + drain + close', () => {
    const deployment = documents.find(([, object]) => object.kind === 'Deployment')![1] as unknown as {
      spec: { template: { spec: { terminationGracePeriodSeconds: number; containers: (Container & { readinessProbe: Probe })[] } } };
    };
    const pod = deployment.spec.template.spec;
    const container = pod.containers[0]!;
    const env = Object.fromEntries((container.env ?? []).filter((entry) => entry.value !== undefined).map((entry) => [entry.name, entry.value]));
    const { shutdownDrain } = loadConfig(env);
    // Whatever follows the pod's readiness (an endpoint's serving condition) sees it fail within
    // failureThreshold periods; a probe delayed on a busy node costs at most one more (decision 057).
    const { periodSeconds = 10, failureThreshold = 3 } = container.readinessProbe;
    expect(shutdownDrain.minMs).toBeGreaterThanOrEqual((failureThreshold + 1) * periodSeconds * 1000 + SHUTDOWN_SETTLE_MS);
    // The close bound plus the second the server allows itself before exiting regardless.
    const closeSeconds = (SHUTDOWN_CLOSE_MS + 1000) / 1000;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds(container) + shutdownDrain.maxMs / 1000 + closeSeconds);
  });

  it('fails our own Deployment with one typo, and a kind it has no model for', () => {
    const deployment = structuredClone(documents.find(([, object]) => object.kind === 'Deployment')![1]) as { spec: { replicas: unknown } };
    deployment.spec.replicas = 'three';
    expect(() => {
      validate(deployment);
    }).toThrow();
    expect(() => {
      validate({ apiVersion: 'v1', kind: 'ConfigMapp', metadata: { name: 'x' } });
    }).toThrow(/no model for v1\/ConfigMapp/);
    const rules = structuredClone(documents.find(([, object]) => object.kind === 'PrometheusRule')![1]) as {
      spec: { groups: { rules: { for?: string }[] }[] };
    };
    rules.spec.groups[0]!.rules[0]!.for = '5 minutes';
    expect(() => {
      validate(rules);
    }).toThrow();
  });

  it('lays out the dashboard with one id per panel and no panel over another, the earnings row included', () => {
    const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as {
      panels: { id: number; title: string; gridPos: { x: number; y: number; w: number; h: number } }[];
    };
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const overlaps = dashboard.panels.flatMap((a, i) =>
      dashboard.panels
        .slice(i + 1)
        .filter(
          (b) =>
            a.gridPos.x < b.gridPos.x + b.gridPos.w &&
            b.gridPos.x < a.gridPos.x + a.gridPos.w &&
            a.gridPos.y < b.gridPos.y + b.gridPos.h &&
            b.gridPos.y < a.gridPos.y + a.gridPos.h,
        )
        .map((b) => `${a.title} / ${b.title}`),
    );
    expect(overlaps).toEqual([]);
    for (const by of ['page kind', 'ZIP state', 'partner', 'language'])
      expect(dashboard.panels.map((panel) => panel.title)).toContain(`Earnings per hand-off by ${by} (24 h)`);
    const rules = documents.find(([, object]) => object.kind === 'PrometheusRule')![1] as { spec: { groups: { rules: { alert?: string; for?: string }[] }[] } };
    const stopped = rules.spec.groups.flatMap((group) => group.rules).find((rule) => rule.alert === 'QuoteOwlPostbacksStopped');
    expect(stopped?.for).toBe('30m');
  });
});
