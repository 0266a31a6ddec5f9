import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The Kubernetes examples under deploy/ validated against the Kubernetes object models. */

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment as never,
  'v1/Service': Service as never,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler as never,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget as never,
};

const documents = readdirSync(path.join(ROOT, 'deploy')).filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(ROOT, 'deploy', file), 'utf8')).map((doc) => [file, doc.toJSON() as Record<string, never>] as const));

describe('deploy/ manifests', () => {
  it.each(documents)('%s is a valid Kubernetes object', (_file, object) => {
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    expect(Model, `${object.apiVersion}/${object.kind}`).toBeDefined();
    expect(() => new Model!(object as never).validate()).not.toThrow();
  });

  it('runs non-root with a read-only root filesystem and probes the real endpoints', () => {
    const deployment = documents.find(([, object]) => object.kind === 'Deployment')![1] as unknown as {
      spec: { template: { spec: { securityContext: { runAsNonRoot: boolean }; containers: { readinessProbe: { httpGet: { path: string } }; livenessProbe: { httpGet: { path: string } }; securityContext: { readOnlyRootFilesystem: boolean } }[] } } };
    };
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.containers[0]!.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(pod.containers[0]!.readinessProbe.httpGet.path).toBe('/readyz');
    expect(pod.containers[0]!.livenessProbe.httpGet.path).toBe('/healthz');
  });

  it('catches a typo (the validation is live)', () => {
    const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'three', selector: {}, template: {} } };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });
});
