import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_STATE, isStateCode, type StateCode } from '../shared/us-states.js';
import { geoDataDir } from './geo/data-dir.js';
import { LiveRegionTable } from './geo/live-region-table.js';
import type { Logger } from './logger.js';

/**
 * The visitor's US state, decided on the server so the first byte already names it:
 * a trusted CDN header when configured, else the region table (derived from geoip-lite's
 * data, decision 007) on the client IP, else VA.
 * Only the 50 states and DC count; every other country or region falls back to VA.
 */

export interface RegionOptions {
  geoHeader?: string;
  geoCountryHeader?: string;
}

/** The US state (or DC) an IP address is in, or undefined: not a US state, not an address, no data. */
export type IpLookup = (ip: string) => StateCode | undefined;

/** A request's region from its headers and its client IP (as `trust proxy` decides it). */
export type RegionResolver = (request: { headers: IncomingHttpHeaders; ip: string | undefined }) => StateCode;

export function createRegionResolver(options: RegionOptions, lookup: IpLookup): RegionResolver {
  const { geoHeader, geoCountryHeader } = options;
  return function resolveRegion({ headers, ip }): StateCode {
    if (geoHeader) {
      const fromHeader = stateFromHeader(headerValue(headers[geoHeader]), geoCountryHeader ? headerValue(headers[geoCountryHeader]) : 'US');
      if (fromHeader) return fromHeader;
    }
    return stateFromIp(ip, lookup) ?? DEFAULT_STATE;
  };
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** CDNs send "CA" or "US-CA"; a separate country header, when configured, must say US. */
export function stateFromHeader(value: string | undefined, country: string | undefined): StateCode | undefined {
  if (!value || country?.trim().toUpperCase() !== 'US') return undefined;
  const code = value.trim().toUpperCase().replace(/^US-/, '');
  return isStateCode(code) ? code : undefined;
}

/** Any string the request's IP may be (junk from a forwarded header included); a lookup that throws means no state. */
export function stateFromIp(ip: string | undefined, lookup: IpLookup): StateCode | undefined {
  if (!ip) return undefined;
  try {
    return lookup(ip);
  } catch {
    return undefined;
  }
}

/**
 * The region table built from the GeoIP data in geoip-lite's data directory (GEODATADIR as
 * geoip-lite reads it), reloadable. Without usable data the site serves Virginia and says so once.
 */
export function loadGeoLookup(logger: Logger, dir = geoDataDir()): Promise<LiveRegionTable> {
  return LiveRegionTable.load(dir, logger);
}
