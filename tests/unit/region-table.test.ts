import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import geoip from 'geoip-lite';
import { describe, expect, it } from 'vitest';
import { buildRegionTable } from '../../server/geo/build-region-table.js';
import { GEO_FILES, geoDataDir } from '../../server/geo/data-dir.js';
import { isStateCode, type StateCode } from '../../shared/us-states.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The region table against its oracle: geoip-lite's own lookup over the same real data files.
 * For every address tried, the table must answer exactly what the site used to derive from
 * geoip-lite: the region when the country is US and the region a state or DC, else nothing.
 */

const dir = geoDataDir();
const table = await buildRegionTable(dir);

function oracle(ip: string): StateCode | undefined {
  let found: ReturnType<typeof geoip.lookup>;
  try {
    found = geoip.lookup(ip);
  } catch {
    return undefined; // geoip-lite throws on a location id past the end of its locations file; the site answered none
  }
  return found?.country === 'US' && isStateCode(found.region) ? found.region : undefined;
}

/** Every address on which the two disagree (the first few), and how many were compared. */
function disagreements(ips: Iterable<string>): { compared: number; statesSeen: number; differ: { ip: string; table?: string; geoip?: string }[] } {
  const differ: { ip: string; table?: string; geoip?: string }[] = [];
  let compared = 0;
  let statesSeen = 0;
  for (const ip of ips) {
    const ours = table.stateOf(ip);
    const theirs = oracle(ip);
    compared += 1;
    if (theirs) statesSeen += 1;
    if (ours !== theirs && differ.length < 10) differ.push({ ip, table: ours, geoip: theirs });
  }
  return { compared, statesSeen, differ };
}

const MAX64 = (1n << 64n) - 1n;
const v4String = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

/** 128 bits as IPv6 text: the full eight groups, or with the longest run of zero groups as "::"; any case. */
function v6String(prefix: bigint, low: bigint, compress: boolean, upper = false): string {
  const hex = ((prefix << 64n) | low).toString(16).padStart(32, '0');
  const groups = Array.from({ length: 8 }, (_, i) => hex.slice(4 * i, 4 * i + 4).replace(/^0{1,3}/, ''));
  let text = groups.join(':');
  if (compress) {
    let best = { at: -1, length: 1 };
    for (let i = 0; i < 8; i += 1) {
      let j = i;
      while (j < 8 && groups[j] === '0') j += 1;
      if (j - i > best.length) best = { at: i, length: j - i };
    }
    if (best.at >= 0) text = `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.length).join(':')}`;
  }
  return upper ? text.toUpperCase() : text;
}

// The records, read straight from the files geoip-lite read.
const v4File = readFileSync(path.join(dir, GEO_FILES.ipv4));
const v4Count = v4File.length / 24;
const v4Start = (i: number) => v4File.readUInt32BE(i * 24);
const v4End = (i: number) => v4File.readUInt32BE(i * 24 + 4);
const v6File = readFileSync(path.join(dir, GEO_FILES.ipv6));
const v6Count = v6File.length / 48;
const v6Start = (i: number) => v6File.readBigUInt64BE(i * 48);
const v6End = (i: number) => v6File.readBigUInt64BE(i * 48 + 16);

describe('the region table answers exactly as geoip-lite does (real data, no mocks)', () => {
  it('reads the directory geoip-lite reads', () => {
    // Node resolves the package to its real path (node_modules may be a link).
    expect(dir).toBe(path.join(realpathSync(path.join(ROOT, 'node_modules/geoip-lite')), 'data'));
    expect(table.stats.ipv4Ranges).toBeGreaterThan(10_000);
    expect(table.stats.ipv6Ranges).toBeGreaterThan(1_000);
  });

  it('at the bounds of every 29th IPv4 range and around the private ranges (start, end, start - 1, end + 1)', () => {
    function* addresses() {
      for (let i = 0; i < v4Count; i += 29) {
        for (const n of [v4Start(i), v4End(i), v4Start(i) - 1, v4End(i) + 1]) if (n >= 0 && n <= 0xffffffff) yield v4String(n);
      }
      for (const [first, last] of [
        [0x0a000000, 0x0affffff],
        [0xac100000, 0xac1fffff],
        [0xc0a80000, 0xc0a8ffff],
      ] as const) {
        for (const n of [first - 1, first, last, last + 1]) yield v4String(n);
      }
      yield* ['0.0.0.0', '255.255.255.255', v4String(v4Start(0)), v4String(v4End(v4Count - 1))];
    }
    const result = disagreements(addresses());
    expect(result.differ).toEqual([]);
    expect(result.compared).toBeGreaterThan(400_000);
    expect(result.statesSeen).toBeGreaterThan(50_000);
  });

  it('at the 64-bit bounds of every 7th IPv6 range and of every range sharing a /64 with its neighbour', () => {
    function* addresses() {
      for (let i = 0; i < v6Count; i += 1) {
        const shared = i > 0 && v6Start(i) <= v6End(i - 1);
        if (i % 7 !== 0 && !shared) continue;
        for (const prefix of [v6Start(i), v6End(i), v6Start(i) - 1n, v6End(i) + 1n]) {
          if (prefix < 0n || prefix > MAX64) continue;
          yield v6String(prefix, (BigInt(i) * 0x9e3779b97f4a7c15n) & MAX64, i % 2 === 0);
        }
      }
    }
    const result = disagreements(addresses());
    expect(result.differ).toEqual([]);
    expect(result.compared).toBeGreaterThan(300_000);
    expect(result.statesSeen).toBeGreaterThan(20_000);
  });

  it('for 20,000 random IPv4 addresses, half of them inside or next to a random range', () => {
    const uniform = fc.integer({ min: 0, max: 0xffffffff });
    const nearRange = fc.tuple(fc.nat(v4Count - 1), fc.nat()).map(([i, r]) => {
      const n = v4Start(i) - 2 + (r % (v4End(i) - v4Start(i) + 5));
      return Math.min(0xffffffff, Math.max(0, n));
    });
    const ips = fc.sample(fc.oneof(uniform, nearRange).map(v4String), { numRuns: 20_000, seed: 7 });
    const result = disagreements(ips);
    expect(result.differ).toEqual([]);
    expect(result.compared).toBe(20_000);
    expect(result.statesSeen).toBeGreaterThan(3_000);
  });

  it('for 5,000 random IPv6 addresses, most of them inside or next to a random range, in full and compressed spellings', () => {
    const uniform = fc.bigInt({ min: 0n, max: MAX64 });
    const nearRange = fc.tuple(fc.nat(v6Count - 1), fc.bigInt({ min: 0n, max: MAX64 })).map(([i, r]) => {
      const n = v6Start(i) - 2n + (r % (v6End(i) - v6Start(i) + 5n));
      return n < 0n ? 0n : n > MAX64 ? MAX64 : n;
    });
    const address = fc
      .tuple(fc.oneof({ arbitrary: uniform, weight: 1 }, { arbitrary: nearRange, weight: 4 }), fc.bigInt({ min: 0n, max: MAX64 }), fc.boolean(), fc.boolean())
      .map(([prefix, low, compress, upper]) => v6String(prefix, low, compress, upper));
    const ips = fc.sample(address, { numRuns: 5_000, seed: 11 });
    const result = disagreements(ips);
    expect(result.differ).toEqual([]);
    expect(result.compared).toBe(5_000);
    expect(result.statesSeen).toBeGreaterThan(500);
  });

  it('for IPv4-mapped IPv6 in the spellings geoip-lite unwraps', () => {
    const ips = fc.sample(
      fc.nat(v4Count - 1).map((i) => v4String(v4Start(i))),
      { numRuns: 2_000, seed: 3 },
    );
    const mapped = ips.flatMap((ip) => [`::ffff:${ip}`, `::FFFF:${ip}`, `0:0:0:0:0:ffff:${ip}`]);
    const result = disagreements(mapped);
    expect(result.differ).toEqual([]);
    expect(result.statesSeen).toBeGreaterThan(500);
  });

  it('for strings that are not addresses', () => {
    const junk = fc.sample(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.ipV4().map((ip) => `${ip}.1`),
        fc.ipV4().map((ip) => ` ${ip}`),
      ),
      { numRuns: 2_000, seed: 5 },
    );
    for (const ip of junk) expect(table.stateOf(ip)).toBeUndefined();
  });
});
