import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRegionTable } from '../../server/geo/build-region-table.js';
import { GEO_FILES, geoDataDir } from '../../server/geo/data-dir.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { isStateCode } from '../../shared/us-states.js';
import { NO_LOCATION, encodeGeoData, ip4, removeTempGeoDirs, tempGeoDir, type GeoData } from '../support/geo-data.js';

/** Edge cases of geoip-lite's format, in small data directories written in that format. */

const LOCATIONS: GeoData['locations'] = [
  ['US', 'CA'],
  ['US', 'TX'],
  ['CA', 'ON'],
  ['US', ''],
  ['US', 'AS'],
  ['US', 'DC'],
  ['GB', 'CA'],
];
const [CA, TX, ONTARIO, US_NO_REGION, SAMOA, DC, GB_CA] = [0, 1, 2, 3, 4, 5, 6];
const P = (prefix: string) => BigInt(`0x${prefix.replaceAll(':', '')}`);

const sample: GeoData = {
  locations: LOCATIONS,
  v4: [
    [ip4('1.0.0.0'), ip4('1.0.0.255'), CA],
    [ip4('1.0.1.0'), ip4('1.0.1.255'), CA], // continues the range above: merged
    [ip4('1.0.3.0'), ip4('1.0.3.255'), CA], // after a gap: not merged
    [ip4('2.0.0.0'), ip4('2.0.0.255'), ONTARIO],
    [ip4('2.0.1.0'), ip4('2.0.1.255'), US_NO_REGION],
    [ip4('2.0.2.0'), ip4('2.0.2.255'), SAMOA],
    [ip4('2.0.3.0'), ip4('2.0.3.255'), NO_LOCATION],
    [ip4('2.0.4.0'), ip4('2.0.4.255'), 99], // past the end of the locations
    [ip4('2.0.5.0'), ip4('2.0.5.255'), GB_CA],
    [ip4('9.255.255.0'), ip4('10.0.0.255'), TX], // geoip-lite answers nothing inside 10/8
    [ip4('192.168.0.0'), ip4('192.168.255.255'), TX],
    [ip4('200.0.0.0'), ip4('255.255.255.255'), DC],
  ],
  v6: [
    [P('2600:0000:0000:0000'), P('2600:0000:ffff:ffff'), TX],
    [P('2600:0001:0000:0000'), P('2600:0001:0000:0000'), CA],
    [P('2600:0001:0000:0000'), P('2600:0001:0000:0000'), TX], // a second range in the same /64
    [P('2600:0001:0000:0001'), P('2600:0001:0000:ffff'), TX],
    [P('2a00:0000:0000:0000'), P('2a00:0000:ffff:ffff'), GB_CA],
  ],
};

describe('building the region table', () => {
  afterAll(removeTempGeoDirs);

  it('keeps ranges in a US state or DC and answers for addresses in them', async () => {
    const table = await buildRegionTable(await tempGeoDir(sample));
    expect(table.stateOf('1.0.0.7')).toBe('CA');
    expect(table.stateOf('1.0.1.255')).toBe('CA');
    expect(table.stateOf('1.0.2.0')).toBeUndefined();
    expect(table.stateOf('1.0.3.0')).toBe('CA');
    expect(table.stateOf('255.255.255.255')).toBe('DC');
    expect(table.stateOf('::ffff:200.1.2.3')).toBe('DC');
    expect(table.stateOf('0.255.255.255')).toBeUndefined();
  });

  it('merges only ranges that touch and share a state', async () => {
    const table = await buildRegionTable(await tempGeoDir(sample));
    // 1.0.0.0–1.0.1.255 (merged), 1.0.3.0/24, 9.255.255.0–10.0.0.255, 192.168/16, 200/8 upwards.
    expect(table.stats.ipv4Ranges).toBe(5);
  });

  it.each([
    ['Canada (country CA)', '2.0.0.1'],
    ['US without a region', '2.0.1.1'],
    ['US territory AS', '2.0.2.1'],
    ['no location', '2.0.3.1'],
    ['a location id past the end', '2.0.4.1'],
    ['region CA outside the US', '2.0.5.1'],
  ])('has no state for %s', async (_, ip) => {
    const table = await buildRegionTable(await tempGeoDir(sample));
    expect(table.stateOf(ip)).toBeUndefined();
  });

  it('has no state for private addresses, as geoip-lite, whatever the data says', async () => {
    const table = await buildRegionTable(await tempGeoDir(sample));
    expect(table.stateOf('9.255.255.255')).toBe('TX');
    expect(table.stateOf('10.0.0.1')).toBeUndefined();
    expect(table.stateOf('192.168.1.1')).toBeUndefined();
  });

  it("looks IPv6 up by its first 64 bits, a /64 shared by two ranges answering as geoip-lite's search does", async () => {
    const table = await buildRegionTable(await tempGeoDir(sample));
    expect(table.stateOf('2600::1')).toBe('TX');
    expect(table.stateOf('2600:0:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('TX');
    expect(table.stateOf('2600:1:0:1::')).toBe('TX');
    // geoip-lite's binary search over these five records meets record 2 (TX) first for 2600:1::/64.
    expect(table.stateOf('2600:1::1')).toBe('TX');
    expect(table.stateOf('2a00::1')).toBeUndefined();
    expect(table.stateOf('2600:2::')).toBeUndefined();
  });

  it('answers as geoip-lite itself does on the same files', async () => {
    const dir = await tempGeoDir(sample);
    const ips = [
      '1.0.0.7',
      '1.0.1.255',
      '1.0.2.0',
      '1.0.3.0',
      '2.0.0.1',
      '2.0.1.1',
      '2.0.2.1',
      '2.0.3.1',
      '2.0.4.1',
      '2.0.5.1',
      '9.255.255.255',
      '10.0.0.1',
      '192.168.1.1',
      '255.255.255.255',
      '::ffff:200.1.2.3',
      '0.0.0.0',
      '2600::1',
      '2600:0:ffff:ffff::',
      '2600:1::',
      '2600:1::1',
      '2600:1:0:1::',
      '2600:1:0:ffff::',
      '2600:1:1::',
      '2a00::1',
      '::1',
    ];
    // geoip-lite reads GEODATADIR once, when loaded: ask it in a process of its own.
    const script = `const g = require('geoip-lite');
      console.log(JSON.stringify(${JSON.stringify(ips)}.map((ip) => { try { return g.lookup(ip); } catch { return null; } })));`;
    const answers = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env, GEODATADIR: dir } }).toString()) as ({
      country: string;
      region: string;
    } | null)[];
    const expected = answers.map((found) => (found?.country === 'US' && isStateCode(found.region) ? found.region : undefined));
    const table = await buildRegionTable(dir);
    expect(ips.map((ip) => table.stateOf(ip))).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(8);
  });

  it.each([GEO_FILES.locations, GEO_FILES.ipv4, GEO_FILES.ipv6])('fails when %s is missing', async (name) => {
    const dir = await tempGeoDir();
    for (const [file, bytes] of Object.entries(encodeGeoData(sample))) if (file !== name) await writeFile(path.join(dir, file), bytes);
    await expect(buildRegionTable(dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each([GEO_FILES.locations, GEO_FILES.ipv4, GEO_FILES.ipv6])('fails when %s is empty or cut short', async (name) => {
    const dir = await tempGeoDir(sample);
    await truncate(path.join(dir, name), 0);
    await expect(buildRegionTable(dir)).rejects.toThrow(/is empty/);
    await writeFile(path.join(dir, name), encodeGeoData(sample)[name]!.subarray(0, 30));
    await expect(buildRegionTable(dir)).rejects.toThrow(/not a whole number/);
  });

  it('fails when IPv4 ranges overlap or are out of order', async () => {
    const dir = await tempGeoDir({
      ...sample,
      v4: [
        [ip4('1.0.0.0'), ip4('1.0.0.255'), CA],
        [ip4('1.0.0.255'), ip4('1.0.1.0'), TX],
      ],
    });
    await expect(buildRegionTable(dir)).rejects.toThrow(/record 1 overlaps or is out of order/);
  });
});

describe('where the data is read from', () => {
  // Node resolves the package to its real path (node_modules may be a link).
  const geoipLite = realpathSync(path.join(ROOT, 'node_modules/geoip-lite'));
  const lib = path.join(geoipLite, 'lib');
  it("is geoip-lite's own data directory by default", () => {
    expect(geoDataDir({})).toBe(path.join(geoipLite, 'data'));
    expect(geoDataDir({ GEODATADIR: '' })).toBe(path.join(geoipLite, 'data'));
  });
  it("is GEODATADIR when set, a relative path resolved from geoip-lite's lib directory as geoip-lite does", () => {
    expect(geoDataDir({ GEODATADIR: '/srv/geoip' })).toBe('/srv/geoip');
    expect(geoDataDir({ GEODATADIR: 'data2' })).toBe(path.join(lib, 'data2'));
  });
});
