import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GEO_FILES } from '../../server/geo/data-dir.js';
import { LiveRegionTable } from '../../server/geo/live-region-table.js';
import { ip4, removeTempGeoDirs, tempGeoDir, writeGeoData, type GeoData } from '../support/geo-data.js';
import { captureLogs, until } from '../support/logs.js';

/** Reloading the region table: swapped whole on success, kept on failure, rebuilt after file changes. */

const inState = (state: 'CA' | 'TX'): GeoData => ({
  locations: [['US', state]],
  v4: [[ip4('1.2.3.0'), ip4('1.2.3.255'), 0]],
  v6: [[0x26000000_00000000n, 0x2600ffff_ffffffffn, 0]],
});

type RegionTableLine = { level: number; msg: string; reason?: string; ipv4Ranges?: number; ipv6Ranges?: number; bytes?: number; buildMs?: number };
const capturingLogger = () => captureLogs<RegionTableLine>();

const waitFor = (condition: () => boolean) => until(condition, 'the region table', 3000);

describe('the live region table', () => {
  afterAll(removeTempGeoDirs);

  it('logs the table it built, with its size and build time', async () => {
    const { logger, lines } = capturingLogger();
    const live = await LiveRegionTable.load(await tempGeoDir(inState('CA')), logger);
    expect(live.lookup('1.2.3.4')).toBe('CA');
    await waitFor(() => lines.length > 0);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'GeoIP region table built', ipv4Ranges: 1, ipv6Ranges: 1 });
    // One range of each family: 4 + 4 + 1 bytes for IPv4, 4 × 4 + 1 for IPv6.
    expect(lines[0]!.bytes).toBe(26);
    expect(lines[0]!.buildMs).toBeGreaterThanOrEqual(0);
  });

  it('swaps in new data on reload', async () => {
    const { logger, lines } = capturingLogger();
    const dir = await tempGeoDir(inState('CA'));
    const live = await LiveRegionTable.load(dir, logger);
    const lookup = live.lookup; // the function handed to the app keeps working across reloads
    await writeGeoData(dir, inState('TX'));
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(lookup('1.2.3.4')).toBe('TX');
    expect(lookup('2600::1')).toBe('TX');
    await waitFor(() => lines.some((line) => line.msg === 'GeoIP region table reloaded'));
    expect(lines.find((line) => line.msg === 'GeoIP region table reloaded')).toMatchObject({ level: 30, reason: 'SIGHUP' });
  });

  it('keeps the old table and logs an error when the new data is broken', async () => {
    const { logger, lines } = capturingLogger();
    const dir = await tempGeoDir(inState('CA'));
    const live = await LiveRegionTable.load(dir, logger);
    await writeFile(path.join(dir, GEO_FILES.ipv4), Buffer.alloc(30)); // not a whole number of records
    expect(await live.reload('SIGHUP')).toBe(false);
    expect(live.lookup('1.2.3.4')).toBe('CA');
    await waitFor(() => lines.some((line) => line.level === 50));
    expect(lines.find((line) => line.level === 50)!.msg).toBe('GeoIP reload failed: keeping the previous table');
  });

  it('starts without data, warning once, and picks the data up on a later reload', async () => {
    const { logger, lines } = capturingLogger();
    const dir = await tempGeoDir();
    const live = await LiveRegionTable.load(dir, logger);
    expect(live.lookup('1.2.3.4')).toBeUndefined();
    await writeGeoData(dir, inState('TX'));
    expect(await live.reload('SIGHUP')).toBe(true);
    expect(live.lookup('1.2.3.4')).toBe('TX');
    await waitFor(() => lines.length >= 2);
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual(['GeoIP data unavailable: every visitor gets the default state']);
  });

  it('runs a reload asked for during another once more afterwards, and never two at a time', async () => {
    const { logger, lines } = capturingLogger();
    const dir = await tempGeoDir(inState('CA'));
    const live = await LiveRegionTable.load(dir, logger);
    await writeGeoData(dir, inState('TX'));
    const first = live.reload('first');
    const second = live.reload('second');
    const third = live.reload('third');
    expect(second).toBe(first);
    expect(third).toBe(first);
    await first;
    expect(live.lookup('1.2.3.4')).toBe('TX');
    await waitFor(() => lines.filter((line) => line.msg === 'GeoIP region table reloaded').length === 2);
    expect(lines.filter((line) => line.msg === 'GeoIP region table reloaded').map((line) => line.reason)).toEqual(['first', 'third']);
  });

  it('rebuilds once the data directory has been quiet after a change, and stops watching when closed', async () => {
    const { logger, lines } = capturingLogger();
    const dir = await tempGeoDir(inState('CA'));
    const live = await LiveRegionTable.load(dir, logger);
    live.watch(100);
    await writeGeoData(dir, inState('TX'));
    await waitFor(() => live.lookup('1.2.3.4') === 'TX');
    expect(lines.filter((line) => line.msg === 'GeoIP region table reloaded').map((line) => line.reason)).toEqual(['data files changed']);
    expect(live.watching).toBe(true);
    live.close();
    // Closed: no watcher left to see the next change, and a reload asked for now does nothing.
    expect(live.watching).toBe(false);
    await writeGeoData(dir, inState('CA'));
    expect(await live.reload('after close')).toBe(false);
    expect(live.lookup('1.2.3.4')).toBe('TX');
    expect(lines.filter((line) => line.msg === 'GeoIP region table reloaded')).toHaveLength(1);
  });

  it('does without watching when the directory does not exist', async () => {
    const { logger, lines } = capturingLogger();
    const live = await LiveRegionTable.load('/nonexistent/geoip', logger);
    live.watch(100);
    live.close();
    await waitFor(() => lines.length >= 2);
    expect(lines.filter((line) => line.level >= 40)).toHaveLength(1);
  });
});
