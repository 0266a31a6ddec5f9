import geoip from 'geoip-lite';
import { describe, expect, it } from 'vitest';
import { CA_V4, DE_V4, US_V4, US_V6 } from '../support/geo.js';
import { buildRegionTable } from '../../server/geo/build-region-table.js';
import { geoDataDir } from '../../server/geo/data-dir.js';
import { createRegionResolver, stateFromHeader, stateFromIp, type IpLookup } from '../../server/region.js';

const table = await buildRegionTable(geoDataDir());
const lookup: IpLookup = (ip) => table.stateOf(ip);

const request = (ip: string | undefined, headers: Record<string, string> = {}) => ({ ip, headers });

describe('region from the IP (the region table from the real geoip-lite data)', () => {
  it('finds the state of a US IPv4 address', () => {
    expect(stateFromIp(US_V4, lookup)).toBe(geoip.lookup(US_V4)!.region);
  });
  it('finds the state of a US IPv6 address', () => {
    expect(stateFromIp(US_V6, lookup)).toBe(geoip.lookup(US_V6)!.region);
  });
  it('unwraps IPv4-mapped IPv6', () => {
    expect(stateFromIp(`::ffff:${US_V4}`, lookup)).toBe(geoip.lookup(US_V4)!.region);
  });
  it('ignores Canada (whose country code is CA, like California) and other countries', () => {
    expect(stateFromIp(CA_V4, lookup)).toBeUndefined();
    expect(stateFromIp(DE_V4, lookup)).toBeUndefined();
  });
  it.each(['127.0.0.1', '10.1.2.3', '192.168.1.1', '::1', 'fe80::1', 'garbage', '', '999.1.1.1', '::ffff:', '1.2.3'])('has no state for %j', (ip) =>
    expect(stateFromIp(ip, lookup)).toBeUndefined(),
  );
  it('survives a lookup that throws', () => {
    expect(
      stateFromIp(US_V4, () => {
        throw new Error('corrupt');
      }),
    ).toBeUndefined();
  });
});

describe('region from a CDN header', () => {
  it.each([
    ['CA', 'CA'],
    ['us-ca', 'CA'],
    [' ny ', 'NY'],
    ['DC', 'DC'],
  ])('reads %j as %s', (value, state) => {
    expect(stateFromHeader(value, 'US')).toBe(state);
  });
  it.each(['PR', 'ON', 'XX', 'USA', '', 'US-', 'CA-ON'])('rejects %j', (value) => {
    expect(stateFromHeader(value, 'US')).toBeUndefined();
  });
  it('rejects a region when the country header is not US', () => {
    expect(stateFromHeader('CA', 'ES')).toBeUndefined();
  });
});

describe('resolving a request', () => {
  it('prefers the configured CDN header, then the IP, then VA', () => {
    const resolve = createRegionResolver({ geoHeader: 'x-geo-region' }, lookup);
    expect(resolve(request(US_V4, { 'x-geo-region': 'TX' }))).toBe('TX');
    expect(resolve(request(US_V4, { 'x-geo-region': 'ZZ' }))).toBe(geoip.lookup(US_V4)!.region);
    expect(resolve(request('127.0.0.1'))).toBe('VA');
    expect(resolve(request(undefined))).toBe('VA');
  });
  it('ignores the header when none is configured', () => {
    const resolve = createRegionResolver({}, lookup);
    expect(resolve(request('127.0.0.1', { 'x-geo-region': 'TX' }))).toBe('VA');
  });
  it('checks the country header when configured', () => {
    const resolve = createRegionResolver({ geoHeader: 'cloudfront-viewer-country-region', geoCountryHeader: 'cloudfront-viewer-country' }, lookup);
    expect(resolve(request('127.0.0.1', { 'cloudfront-viewer-country-region': 'CA', 'cloudfront-viewer-country': 'US' }))).toBe('CA');
    expect(resolve(request('127.0.0.1', { 'cloudfront-viewer-country-region': 'CA', 'cloudfront-viewer-country': 'ES' }))).toBe('VA');
  });
});
