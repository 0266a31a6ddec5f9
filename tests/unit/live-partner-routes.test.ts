import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createMetrics } from '../../server/metrics.js';
import { LivePartnerRoutes } from '../../server/partner-routes/live-partner-routes.js';
import type { PartnerRoutes } from '../../shared/partner-routes.js';
import { captureLogs, until } from '../support/logs.js';
import { DONE_WHEN, DONE_WHEN_ROUTES, routesFile } from '../support/partner-routes.js';
import { sample } from '../support/metric-series.js';

/** The routes in use and their reload: swapped whole, kept when the new file is bad, read again after the file changes. */

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function fileWith(yaml: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
  dirs.push(dir);
  const file = path.join(dir, 'routes.yaml');
  await writeFile(file, yaml);
  return file;
}

/** Replaced as an operator (or a ConfigMap) does: written aside, renamed over. */
async function replace(file: string, yaml: string): Promise<void> {
  await writeFile(`${file}.new`, yaml);
  await rename(`${file}.new`, file);
}

const capturingLogger = () => captureLogs<{ level: number; msg: string; reason?: string; partners?: string[]; err?: { message: string } }>();

const ids = (routes: PartnerRoutes) => routes.partners.map((partner) => partner.id);
const TEXAS_ONLY = routesFile([DONE_WHEN.west, { ...DONE_WHEN.texas, states: undefined }]);

describe('the live partner routes', () => {
  it('without PARTNER_ROUTES are the one partner of PARTNER_BASE_URL, and a reload keeps it', async () => {
    const { logger } = capturingLogger();
    const live = await LivePartnerRoutes.load(loadConfig({ PARTNER_BASE_URL: 'https://one.partner.example/aff_c' }), logger);
    expect(live.current.partners).toEqual([
      { id: 'default', link: 'https://one.partner.example/aff_c', offerId: '1001', affiliateId: '2002', weight: 1, paused: false },
    ]);
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(JSON.parse(live.served)).toEqual(live.current);
  });

  it('swap in a changed file on reload, tell the listeners, and keep the routes in use when the file turns bad', async () => {
    const { logger, lines } = capturingLogger();
    const file = await fileWith(DONE_WHEN_ROUTES);
    const live = await LivePartnerRoutes.load(loadConfig({ PARTNER_ROUTES: file }), logger);
    const seen: string[][] = [];
    live.onChange((routes) => seen.push(ids(routes)));
    expect(ids(live.current)).toEqual(['west', 'texas', 'everywhere']);

    await replace(file, TEXAS_ONLY);
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(ids(live.current)).toEqual(['west', 'texas']);
    expect(JSON.parse(live.served)).toEqual(live.current);
    expect(seen).toEqual([['west', 'texas']]);

    await replace(file, routesFile([{ ...DONE_WHEN.west, link: 'http://west.partner.example/c' }]));
    expect(await live.reload('SIGHUP')).toBe(false);
    expect(ids(live.current)).toEqual(['west', 'texas']);
    expect(seen).toHaveLength(1);
    await until(() => lines.some((line) => line.level === 50), 'the error line');
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'partner routes reload failed: keeping the routes in use', reason: 'SIGHUP' });
    expect(errors[0]!.err!.message).toBe(
      `Invalid configuration: PARTNER_ROUTES: ${file}: partners[0].link must be an https URL such as https://partner.example/aff_c`,
    );
    expect(lines.find((line) => line.msg === 'partner routes reloaded')).toMatchObject({ reason: 'SIGHUP', partners: ['west', 'texas'] });
    live.close();
  });

  it('say whether the last reload succeeded and which file is in use, through an invalid, an unreadable and a deleted file', async () => {
    const { logger } = capturingLogger();
    const file = await fileWith(DONE_WHEN_ROUTES);
    const live = await LivePartnerRoutes.load(loadConfig({ PARTNER_ROUTES: file }), logger);
    const metrics = createMetrics();
    metrics.countPartnerRoutesReloads(() => live.status);
    const gauges = async () =>
      (await metrics.registry.metrics())
        .split('\n')
        .filter((line) => line.startsWith('partner_routes_') && !line.startsWith('partner_routes_unserved'))
        .map((line) => line.replace(/(timestamp_seconds) [\d.e+]+$/, '$1 …'));
    const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
    const started = live.status.lastSuccessSeconds;
    expect(await gauges()).toEqual([
      'partner_routes_last_reload_successful 1',
      'partner_routes_last_reload_success_timestamp_seconds …',
      sample('partner_routes_version_info', { version: sha(DONE_WHEN_ROUTES) }, 1),
    ]);

    const failing: [string, () => Promise<void>][] = [
      ['invalid', () => replace(file, 'partners: [')],
      ['unreadable', () => rm(file).then(() => mkdir(file))],
      ['deleted', () => rm(file, { recursive: true })],
    ];
    for (const [what, breakIt] of failing) {
      await breakIt();
      expect(await live.reload('SIGHUP'), what).toBe(false);
      expect(live.status, what).toEqual({ lastReloadSucceeded: false, version: sha(DONE_WHEN_ROUTES), lastSuccessSeconds: started });
      expect(await gauges(), what).toEqual([
        'partner_routes_last_reload_successful 0',
        'partner_routes_last_reload_success_timestamp_seconds …',
        sample('partner_routes_version_info', { version: sha(DONE_WHEN_ROUTES) }, 1),
      ]);
      expect(ids(live.current), what).toEqual(['west', 'texas', 'everywhere']);
    }

    await writeFile(file, TEXAS_ONLY);
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(live.status.lastReloadSucceeded).toBe(true);
    expect(live.status.lastSuccessSeconds).toBeGreaterThanOrEqual(started);
    // One version series at a time: the one the reload replaced is gone.
    expect(await gauges()).toEqual([
      'partner_routes_last_reload_successful 1',
      'partner_routes_last_reload_success_timestamp_seconds …',
      sample('partner_routes_version_info', { version: sha(TEXAS_ONLY) }, 1),
    ]);
    live.close();
  });

  it('without PARTNER_ROUTES, say version none and a success at start', async () => {
    const { logger } = capturingLogger();
    const live = await LivePartnerRoutes.load(loadConfig({}), logger);
    expect(live.status).toMatchObject({ lastReloadSucceeded: true, version: 'none' });
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(live.status.lastReloadSucceeded).toBe(true);
  });

  it('refuse a reloaded file the launch check refuses', async () => {
    const { logger } = capturingLogger();
    const file = await fileWith(DONE_WHEN_ROUTES);
    const live = await LivePartnerRoutes.load(loadConfig({ PARTNER_ROUTES: file }), logger, (routes) => {
      if (routes.partners.length < 3) throw new Error('refused');
    });
    await replace(file, TEXAS_ONLY);
    expect(await live.reload('SIGHUP')).toBe(false);
    expect(ids(live.current)).toEqual(['west', 'texas', 'everywhere']);
  });

  it('read the file again once its directory has been quiet after a change', async () => {
    const { logger, lines } = capturingLogger();
    const file = await fileWith(DONE_WHEN_ROUTES);
    const live = await LivePartnerRoutes.load(loadConfig({ PARTNER_ROUTES: file }), logger);
    live.watch(100);
    // Another file in the same directory is none of its business.
    await writeFile(path.join(path.dirname(file), 'notes.txt'), 'hello');
    await replace(file, TEXAS_ONLY);
    await until(() => live.current.partners.length === 2, 'the changed routes', 3000);
    expect(lines.filter((line) => line.msg === 'partner routes reloaded').map((line) => line.reason)).toEqual(['file changed']);
    live.close();
  });
});
