import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The directory geoip-lite itself would read: `GEODATADIR` resolved from geoip-lite's `lib/`
 * directory, else the `data/` folder its package ships. The package is found through Node's
 * resolution from this module, which works both from the sources and from the esbuild bundle
 * (geoip-lite stays in node_modules, never in the bundle).
 */
export function geoDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const packageJson = createRequire(import.meta.url).resolve('geoip-lite/package.json');
  // Same expression as geoip-lite 2.0.3's lib/geoip.js: an empty GEODATADIR counts as unset.
  return path.resolve(path.dirname(packageJson), 'lib', env.GEODATADIR || '../data/');
}

/** The three files the region table is derived from (geoip-lite's "city" database). */
export const GEO_FILES = {
  /** 24-byte records: start u32BE, end u32BE, location id u32BE, latitude, longitude, area. */
  ipv4: 'geoip-city.dat',
  /** 48-byte records: start (16 bytes), end (16 bytes), location id u32BE, latitude, longitude, area. */
  ipv6: 'geoip-city6.dat',
  /** 88-byte location records: country (2 bytes), region (3 bytes), metro, EU flag, time zone, city. */
  locations: 'geoip-city-names.dat',
} as const;
