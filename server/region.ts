import type { Request } from 'express';
import { DEFAULT_STATE, isStateCode, type StateCode } from '../shared/us-states.js';
import type { Logger } from './logger.js';

/**
 * The visitor's US state, decided on the server so the first byte already names it:
 * a trusted CDN header when configured, else geoip-lite on the client IP, else VA.
 * Only the 50 states and DC count; every other country or region falls back to VA.
 */

export interface RegionOptions {
  geoHeader?: string;
  geoCountryHeader?: string;
}

export type IpLookup = (ip: string) => { country: string; region: string } | null;

export function createRegionResolver(options: RegionOptions, lookup: IpLookup) {
  return function resolveRegion(req: Request): StateCode {
    if (options.geoHeader) {
      const fromHeader = stateFromHeader(req.get(options.geoHeader), options.geoCountryHeader ? req.get(options.geoCountryHeader) : 'US');
      if (fromHeader) return fromHeader;
    }
    return stateFromIp(req.ip, lookup) ?? DEFAULT_STATE;
  };
}

/** CDNs send "CA" or "US-CA"; a separate country header, when configured, must say US. */
export function stateFromHeader(value: string | undefined, country: string | undefined): StateCode | undefined {
  if (!value || country?.trim().toUpperCase() !== 'US') return undefined;
  const code = value.trim().toUpperCase().replace(/^US-/, '');
  return isStateCode(code) ? code : undefined;
}

export function stateFromIp(ip: string | undefined, lookup: IpLookup): StateCode | undefined {
  if (!ip) return undefined;
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  let found: ReturnType<IpLookup>;
  try {
    found = lookup(address);
  } catch {
    return undefined;
  }
  return found?.country === 'US' && isStateCode(found.region) ? found.region : undefined;
}

/**
 * geoip-lite's lookup, or none when its data cannot be read (a bad GEODATADIR, say):
 * the site then serves Virginia and says so once.
 */
export async function loadGeoLookup(logger: Logger): Promise<IpLookup> {
  try {
    // geoip-lite reads its data when first imported, so a missing directory throws here.
    const { default: geoip } = await import('geoip-lite');
    geoip.lookup('8.8.8.8');
    return (ip) => geoip.lookup(ip);
  } catch (error) {
    logger.warn({ err: error }, 'GeoIP data unavailable: every visitor gets the default state');
    return () => null;
  }
}
