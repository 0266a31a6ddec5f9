import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import geoip from 'geoip-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEO_FILES, geoDataDir } from '../../server/geo/data-dir.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { US_V4 } from '../support/geo.js';
import { waitForLog } from '../support/logs.js';

/**
 * New GeoIP data without a restart: the real server on a copy of the real data, the copy
 * changed so that a known address moves to another state, then SIGHUP.
 */

const stateOnHomePage = async (server: RunningServer) => {
  const html = await (await fetch(`${server.url}/`, { headers: { 'x-forwarded-for': US_V4 } })).text();
  return /<span class="hero__state">([^<]+)<\/span>/.exec(html)?.[1];
};

/** Replaces a file the way an operator should: write aside, then rename over it. */
async function replace(file: string, bytes: Buffer): Promise<void> {
  await writeFile(`${file}.new`, bytes);
  await rename(`${file}.new`, file);
}

let dir: string;
let server: RunningServer;
const before = geoip.lookup(US_V4)!.region as StateCode;
const after: StateCode = before === 'TX' ? 'CA' : 'TX';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'geodata-'));
  for (const name of Object.values(GEO_FILES)) await copyFile(path.join(geoDataDir({}), name), path.join(dir, name));
  server = await startServer({ GEODATADIR: dir, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await (server as RunningServer | undefined)?.stop(); // set-up may have failed before it started
  await rm(dir, { recursive: true, force: true });
});

describe('reloading GeoIP data', () => {
  it('moves a visitor to the new state on SIGHUP, and keeps the table when the new data is broken', async () => {
    expect(await stateOnHomePage(server)).toBe(US_STATES[before]);

    // The location of the address's range, renamed to another state in the locations file.
    const ranges = await readFile(path.join(dir, GEO_FILES.ipv4));
    const address = US_V4.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
    let low = 0;
    let high = ranges.length / 24 - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (ranges.readUInt32BE(middle * 24) <= address) low = middle;
      else high = middle - 1;
    }
    const location = ranges.readUInt32BE(low * 24 + 8);
    const names = await readFile(path.join(dir, GEO_FILES.locations));
    expect(names.toString('latin1', location * 88 + 2, location * 88 + 4)).toBe(before);
    names.write(after, location * 88 + 2, 2, 'latin1');
    await replace(path.join(dir, GEO_FILES.locations), names);

    server.process.kill('SIGHUP');
    await waitForLog(server.logs, 'GeoIP region table reloaded', 1);
    expect(await stateOnHomePage(server)).toBe(US_STATES[after]);

    // A copy cut short: the reload fails, the previous table stays.
    await replace(path.join(dir, GEO_FILES.ipv6), Buffer.alloc(1000));
    server.process.kill('SIGHUP');
    await waitForLog(server.logs, 'GeoIP reload failed: keeping the previous table', 1);
    expect(await stateOnHomePage(server)).toBe(US_STATES[after]);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
