import { US_STATES, type StateCode } from '../../shared/us-states.js';
import { ipKey } from './ip-address.js';

/** State codes by index; index 0 of the tables means "not a US state or DC". */
export const STATE_CODES = [undefined, ...Object.keys(US_STATES)] as readonly (StateCode | undefined)[];

/** geoip-lite answers nothing for these IPv4 ranges, whatever its data says (10/8, 172.16/12, 192.168/16). */
const PRIVATE_V4: readonly (readonly [number, number])[] = [
  [0x0a000000, 0x0affffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
];

/** Sorted, disjoint IPv4 ranges, each in one state. */
export interface V4Ranges {
  starts: Uint32Array;
  ends: Uint32Array;
  states: Uint8Array;
}

/** Sorted, disjoint ranges of IPv6 /64 prefixes (each 64-bit bound as two 32-bit halves), each in one state. */
export interface V6Ranges {
  startHi: Uint32Array;
  startLo: Uint32Array;
  endHi: Uint32Array;
  endLo: Uint32Array;
  states: Uint8Array;
}

export interface RegionTableStats {
  ipv4Ranges: number;
  ipv6Ranges: number;
  bytes: number;
}

/**
 * Which US state (or DC) an IP address is in, or none: the only question the site asks of
 * GeoIP. Holds only the ranges that answer with a state (about 3 MB, against the ~107 MB of
 * geoip-lite's in-memory database) and finds an address by binary search.
 */
export class RegionTable {
  constructor(
    private readonly v4: V4Ranges,
    private readonly v6: V6Ranges,
  ) {}

  /** An empty table: no address has a state. */
  static empty(): RegionTable {
    const none = new Uint32Array(0);
    return new RegionTable(
      { starts: none, ends: none, states: new Uint8Array(0) },
      { startHi: none, startLo: none, endHi: none, endLo: none, states: new Uint8Array(0) },
    );
  }

  stateOf(ip: string): StateCode | undefined {
    const key = ipKey(ip);
    if (!key) return undefined;
    return key.family === 4 ? this.stateOfV4(key.value) : this.stateOfV6(key.hi, key.lo);
  }

  get stats(): RegionTableStats {
    const { v4, v6 } = this;
    return {
      ipv4Ranges: v4.starts.length,
      ipv6Ranges: v6.startHi.length,
      bytes: [v4.starts, v4.ends, v4.states, v6.startHi, v6.startLo, v6.endHi, v6.endLo, v6.states].reduce((sum, array) => sum + array.byteLength, 0),
    };
  }

  private stateOfV4(ip: number): StateCode | undefined {
    for (const [first, last] of PRIVATE_V4) if (ip >= first && ip <= last) return undefined;
    const { starts, ends, states } = this.v4;
    // The last range starting at or before ip.
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! <= ip) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found >= 0 && ends[found]! >= ip ? STATE_CODES[states[found]!] : undefined;
  }

  private stateOfV6(hi: number, lo: number): StateCode | undefined {
    const { startHi, startLo, endHi, endLo, states } = this.v6;
    let low = 0;
    let high = startHi.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const sh = startHi[middle]!;
      if (sh < hi || (sh === hi && startLo[middle]! <= lo)) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (found < 0) return undefined;
    const eh = endHi[found]!;
    return eh > hi || (eh === hi && endLo[found]! >= lo) ? STATE_CODES[states[found]!] : undefined;
  }
}
