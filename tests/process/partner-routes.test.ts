import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { logLines, waitForLog } from '../support/logs.js';
import { DONE_WHEN, DONE_WHEN_EXPECTED, DONE_WHEN_ROUTES, routesFile, ZIPS } from '../support/partner-routes.js';
import { sample } from '../support/metric-series.js';

/**
 * The real server with a routes file: each state's partner, the reload on SIGHUP and after a
 * change to the file, a bad reload that keeps the routes in use with one error line and says
 * so in the metrics (decision 056), and the metrics counting hand-offs per partner.
 */

/** The version the metrics give a routes file: the first 12 hex digits of its SHA-256. */
const versionOf = (yaml: string) => createHash('sha256').update(yaml).digest('hex').slice(0, 12);
const scrape = async () => (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();

let dir: string;
/** PARTNER_ROUTES: a link, in the watched directory, to a file in another one (as a ConfigMap mounts it). */
let file: string;
let store: string;
let server: RunningServer;

/**
 * Replaces the file the link points to, as an operator should: write aside, then rename over
 * it. The watched directory sees nothing, so only SIGHUP reloads it.
 */
async function replace(yaml: string): Promise<void> {
  await writeFile(path.join(store, 'next.yaml'), yaml);
  await rename(path.join(store, 'next.yaml'), path.join(store, 'routes.yaml'));
}

async function partnerFor(zip: string): Promise<string> {
  const response = await fetch(`${server.url}/zip`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `zip=${zip}&source=hero&page=%2F`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, server.url);
  return location.origin === server.url ? `back: ${location.searchParams.get('zip_error')}` : location.origin;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
  store = path.join(dir, 'store');
  await mkdir(path.join(dir, 'mounted'));
  await mkdir(store);
  file = path.join(dir, 'mounted', 'routes.yaml');
  await writeFile(path.join(store, 'routes.yaml'), DONE_WHEN_ROUTES);
  await symlink(path.join(store, 'routes.yaml'), file);
  server = await startServer({ PARTNER_ROUTES: file });
});
afterAll(async () => {
  await (server as RunningServer | undefined)?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('partner routes on the real server', () => {
  it('hand off by state, reload on SIGHUP, keep the routes in use when the file turns bad, and count hand-offs per partner', async () => {
    expect(logLines(server.logs).find((entry) => entry.msg === 'partner routes loaded')).toMatchObject({ file, partners: ['west', 'texas', 'everywhere'] });
    expect(await partnerFor(ZIPS.CA)).toBe(DONE_WHEN_EXPECTED.west.origin);
    expect(await partnerFor(ZIPS.TX)).toBe(DONE_WHEN_EXPECTED.texas.origin);
    expect(await partnerFor(ZIPS.NY)).toBe(DONE_WHEN_EXPECTED.everywhere.origin);
    expect(await partnerFor(ZIPS.PR)).toBe('back: outside');

    expect(await scrape()).toContain(sample('partner_routes_version_info', { version: versionOf(DONE_WHEN_ROUTES) }, 1));
    // Texas moves to the west partner; the default goes.
    const westTexas = routesFile([{ ...DONE_WHEN.west, states: [...DONE_WHEN.west.states, 'TX'] }]);
    await replace(westTexas);
    server.process.kill('SIGHUP');
    await waitForLog(server.logs, 'partner routes reloaded', 1);
    expect(await partnerFor(ZIPS.TX)).toBe(DONE_WHEN_EXPECTED.west.origin);
    expect(await partnerFor(ZIPS.NY)).toBe('back: unserved');

    // A bad file: one error line, the routes in use stay.
    await replace(routesFile([{ ...DONE_WHEN.west, states: ['CA', 'XX'] }]));
    server.process.kill('SIGHUP');
    await waitForLog(server.logs, 'partner routes reload failed: keeping the routes in use', 1);
    const errors = logLines(server.logs).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(await partnerFor(ZIPS.TX)).toBe(DONE_WHEN_EXPECTED.west.origin);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const metrics = await scrape();
    // The bad file is not in use, and the metrics say so: the last reload failed, the version is the one before.
    expect(metrics).toContain('partner_routes_last_reload_successful 0');
    expect(metrics).toContain(sample('partner_routes_version_info', { version: versionOf(westTexas) }, 1));
    expect(metrics.match(/^partner_routes_version_info\{/gm)).toHaveLength(1);
    expect(metrics).toContain(
      sample('zip_handoffs_total', { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'west', state: 'CA', page_kind: 'home', language: 'en' }, 1),
    );
    expect(metrics).toContain(
      sample('zip_handoffs_total', { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'texas', state: 'TX', page_kind: 'home', language: 'en' }, 1),
    );
    expect(metrics).toContain(
      sample('zip_handoffs_total', { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'west', state: 'TX', page_kind: 'home', language: 'en' }, 2),
    );
    expect(metrics).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'everywhere', state: 'NY', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(metrics).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'unserved', javascript: 'no', partner: 'none', state: 'NY', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(metrics).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'outside', javascript: 'no', partner: 'none', state: 'PR', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(metrics).toContain(sample('partner_routes_unserved_state', { state: 'NY' }, 1));
    expect(metrics).toContain(sample('partner_routes_unserved_state', { state: 'OR' }, 0));
  });

  it('read the file again after it changes, without a signal', async () => {
    // A new link renamed over the old one, in the watched directory.
    await writeFile(path.join(store, 'other.yaml'), DONE_WHEN_ROUTES);
    await symlink(path.join(store, 'other.yaml'), `${file}.new`);
    await rename(`${file}.new`, file);
    await waitForLog(server.logs, 'partner routes reloaded', 2);
    expect(
      logLines(server.logs)
        .filter((entry) => entry.msg === 'partner routes reloaded')
        .at(-1),
    ).toMatchObject({ reason: 'file changed' });
    expect(await partnerFor(ZIPS.NY)).toBe(DONE_WHEN_EXPECTED.everywhere.origin);
    const metrics = await scrape();
    expect(metrics).toContain('partner_routes_last_reload_successful 1');
    expect(metrics).toContain(sample('partner_routes_version_info', { version: versionOf(DONE_WHEN_ROUTES) }, 1));
    expect(metrics.match(/^partner_routes_version_info\{/gm)).toHaveLength(1);
    const readAt = Number(/^partner_routes_last_reload_success_timestamp_seconds (\S+)$/m.exec(metrics)![1]);
    expect(Date.now() / 1000 - readAt).toBeLessThan(60);
  });
});
