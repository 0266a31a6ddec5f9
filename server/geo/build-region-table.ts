import path from 'node:path';
import { isStateCode } from '../../shared/us-states.js';
import { GeoDataError, recordChunks } from './dat-file.js';
import { GEO_FILES } from './data-dir.js';
import { RegionTable, STATE_CODES, type V4Ranges, type V6Ranges } from './region-table.js';

/**
 * Derives the region table from geoip-lite's own data files, read in chunks: location id →
 * state first, then the IPv4 and IPv6 ranges whose location is a US state or DC, adjacent
 * ranges of one state merged. The answer for every address is the one geoip-lite's lookup
 * gives (tests/unit/region-table.test.ts compares the two). Files that are missing, empty or
 * cut short, and IPv4 ranges in a state that overlap or are out of order (geoip-lite's lookup
 * assumes sorted ranges too), are an error: the caller keeps whatever table it had.
 */
export async function buildRegionTable(dir: string): Promise<RegionTable> {
  const locationStates = await readLocationStates(path.join(dir, GEO_FILES.locations));
  const v4 = await readV4Ranges(path.join(dir, GEO_FILES.ipv4), locationStates);
  const v6 = await readV6Ranges(path.join(dir, GEO_FILES.ipv6), locationStates);
  return new RegionTable(v4, v6);
}

const LOCATION_RECORD = 88;
const V4_RECORD = 24;
const V6_RECORD = 48;
const STATE_INDEX = new Map(STATE_CODES.flatMap((code, index) => (code ? [[code, index] as const] : [])));

/**
 * One byte per location: its state's index, or 0. geoip-lite reads the country as the bytes
 * before the first NUL in 2 bytes and the region likewise in the next 3, so a state is "US"
 * followed by two letters and a NUL.
 */
async function readLocationStates(file: string): Promise<Uint8Array> {
  let states = new Uint8Array(0);
  for await (const { view, records, first, total } of recordChunks(file, LOCATION_RECORD)) {
    if (first === 0) states = new Uint8Array(total);
    for (let r = 0; r < records; r += 1) {
      const at = r * LOCATION_RECORD;
      // "US", then a region of two bytes and a NUL.
      if (view.getUint16(at) !== 0x5553 || view.getUint8(at + 4) !== 0) continue;
      const region = String.fromCharCode(view.getUint8(at + 2), view.getUint8(at + 3));
      if (isStateCode(region)) states[first + r] = STATE_INDEX.get(region)!;
    }
  }
  return states;
}

async function readV4Ranges(file: string, locationStates: Uint8Array): Promise<V4Ranges> {
  const ranges = new V4Builder();
  let previousEnd = -1;
  for await (const { view, records, first } of recordChunks(file, V4_RECORD)) {
    previousEnd = addV4Chunk(ranges, view, records, first, locationStates, previousEnd);
  }
  return ranges.finish();
}

/**
 * One chunk's records into the builder; returns the end of the last range kept. Only records
 * whose location is a state are looked at further, and those must come in order and not
 * overlap: the table's binary search (like geoip-lite's) relies on it.
 */
function addV4Chunk(ranges: V4Builder, view: DataView, records: number, first: number, locationStates: Uint8Array, previousEnd: number): number {
  const locations = locationStates.length;
  for (let at = 8, r = 0; r < records; r += 1, at += V4_RECORD) {
    // A location id past the end of the locations file has no state (geoip-lite throws on it).
    const location = view.getUint32(at);
    const state = location < locations ? locationStates[location]! : 0;
    if (state === 0) continue;
    const start = view.getUint32(at - 8);
    const end = view.getUint32(at - 4);
    if (start > end || start <= previousEnd) throw new GeoDataError(`${GEO_FILES.ipv4}: record ${first + r} overlaps or is out of order`);
    previousEnd = end;
    ranges.add(start, end, state);
  }
  return previousEnd;
}

/**
 * geoip-lite's IPv6 lookup compares only the first 64 bits of addresses and range bounds,
 * and in its data those 64-bit bounds are neither disjoint nor always in order (ranges smaller
 * than a /64 share prefixes; a few hundred records are out of order). Its binary search then
 * answers with whichever candidate it meets first. The table reproduces that answer for every
 * 64-bit prefix: it runs geoip-lite's search once over whole intervals of prefixes, splitting
 * an interval wherever the comparison at a step comes out differently, so each part ends in
 * one answer. Only the records' 64-bit bounds and states (17 bytes a record) are held, and
 * only while the table is built.
 */
async function readV6Ranges(file: string, locationStates: Uint8Array): Promise<V6Ranges> {
  let startHi = new Uint32Array(0);
  let startLo = new Uint32Array(0);
  let endHi = new Uint32Array(0);
  let endLo = new Uint32Array(0);
  let states = new Uint8Array(0);
  let n = 0;
  const locations = locationStates.length;
  for await (const { view, records, first, total } of recordChunks(file, V6_RECORD)) {
    if (first === 0) {
      n = total;
      startHi = new Uint32Array(total);
      startLo = new Uint32Array(total);
      endHi = new Uint32Array(total);
      endLo = new Uint32Array(total);
      states = new Uint8Array(total);
    }
    for (let r = 0; r < records; r += 1) {
      const at = r * V6_RECORD;
      const i = first + r;
      startHi[i] = view.getUint32(at);
      startLo[i] = view.getUint32(at + 4);
      endHi[i] = view.getUint32(at + 16);
      endLo[i] = view.getUint32(at + 20);
      const location = view.getUint32(at + 32);
      states[i] = location < locations ? locationStates[location]! : 0;
    }
  }

  // statesBefore[i]: how many of the records before i have a state. The search never leaves
  // records fline..cline, so a stretch of records without a state can be skipped whole.
  const statesBefore = new Uint32Array(n + 1);
  for (let i = 0; i < n; i += 1) statesBefore[i + 1] = statesBefore[i]! + (states[i] === 0 ? 0 : 1);

  const ranges = new V6Builder();
  /**
   * geoip-lite 2.0.3's lookup6 loop, run for every prefix p in [a, b] at once, from the step
   * with bounds (fline, cline). Parts that end without a record (or in a record without a
   * state) add nothing; the rest are added in order of address.
   */
  function search(aHi: number, aLo: number, bHi: number, bLo: number, fline: number, cline: number): void {
    if (statesBefore[cline + 1] === statesBefore[fline]) return; // no answer from here on can be a state
    const line = (fline + cline) >>> 1;
    const sHi = startHi[line]!;
    const sLo = startLo[line]!;
    const eHi = endHi[line]!;
    const eLo = endLo[line]!;
    // p < floor: no match at this step.
    if (compare64(aHi, aLo, sHi, sLo) < 0) {
      const below = compare64(bHi, bLo, sHi, sLo) < 0;
      narrow(aHi, aLo, below ? bHi : sLo === 0 ? sHi - 1 : sHi, below ? bLo : sLo === 0 ? MAX32 : sLo - 1, fline, cline, line, true);
    }
    // floor <= p <= ceil: this record's answer.
    const afterFloor = compare64(aHi, aLo, sHi, sLo) > 0;
    const fromHi = afterFloor ? aHi : sHi;
    const fromLo = afterFloor ? aLo : sLo;
    const beforeCeil = compare64(bHi, bLo, eHi, eLo) < 0;
    const toHi = beforeCeil ? bHi : eHi;
    const toLo = beforeCeil ? bLo : eLo;
    if (states[line] !== 0 && compare64(fromHi, fromLo, toHi, toLo) <= 0) ranges.add(fromHi, fromLo, toHi, toLo, states[line]!);
    // p > ceil (and not below floor): no match at this step.
    if (eHi === MAX32 && eLo === MAX32) return;
    let hi = eLo === MAX32 ? eHi + 1 : eHi;
    let lo = eLo === MAX32 ? 0 : eLo + 1;
    if (compare64(hi, lo, sHi, sLo) < 0) {
      hi = sHi;
      lo = sLo;
    }
    if (compare64(hi, lo, aHi, aLo) < 0) {
      hi = aHi;
      lo = aLo;
    }
    if (compare64(hi, lo, bHi, bLo) <= 0) narrow(hi, lo, bHi, bLo, fline, cline, line, false);
  }
  /** What geoip-lite does after a step without a match: give up, or narrow (by floor > ip first). */
  function narrow(aHi: number, aLo: number, bHi: number, bLo: number, fline: number, cline: number, line: number, floorAbove: boolean): void {
    if (fline === cline) return;
    if (fline === cline - 1)
      search(aHi, aLo, bHi, bLo, cline, cline); // line === fline here
    else if (floorAbove) search(aHi, aLo, bHi, bLo, fline, line);
    else search(aHi, aLo, bHi, bLo, line, cline);
  }
  // Outside [first record's start, last record's end] geoip-lite answers nothing.
  if (n > 0 && compare64(startHi[0]!, startLo[0]!, endHi[n - 1]!, endLo[n - 1]!) <= 0) {
    search(startHi[0]!, startLo[0]!, endHi[n - 1]!, endLo[n - 1]!, 0, n - 1);
  }
  return ranges.finish();
}

const MAX32 = 0xffffffff;

function compare64(aHi: number, aLo: number, bHi: number, bLo: number): number {
  if (aHi !== bHi) return aHi < bHi ? -1 : 1;
  return aLo < bLo ? -1 : aLo > bLo ? 1 : 0;
}

const INITIAL_CAPACITY = 1 << 16;

function grown<T extends Uint32Array | Uint8Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** IPv4 ranges added in order; a range that continues the last one in the same state extends it. */
class V4Builder {
  private starts = new Uint32Array(INITIAL_CAPACITY);
  private ends = new Uint32Array(INITIAL_CAPACITY);
  private states = new Uint8Array(INITIAL_CAPACITY);
  private length = 0;

  add(start: number, end: number, state: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.states[last] === state && this.ends[last]! + 1 === start) {
      this.ends[last] = end;
      return;
    }
    if (this.length === this.starts.length) {
      this.starts = grown(this.starts);
      this.ends = grown(this.ends);
      this.states = grown(this.states);
    }
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.states[this.length] = state;
    this.length += 1;
  }

  finish(): V4Ranges {
    return { starts: this.starts.slice(0, this.length), ends: this.ends.slice(0, this.length), states: this.states.slice(0, this.length) };
  }
}

/** The same for 64-bit IPv6 prefixes held as two 32-bit halves. */
class V6Builder {
  private startHi = new Uint32Array(INITIAL_CAPACITY);
  private startLo = new Uint32Array(INITIAL_CAPACITY);
  private endHi = new Uint32Array(INITIAL_CAPACITY);
  private endLo = new Uint32Array(INITIAL_CAPACITY);
  private states = new Uint8Array(INITIAL_CAPACITY);
  private length = 0;

  add(startHi: number, startLo: number, endHi: number, endLo: number, state: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.states[last] === state) {
      const lastHi = this.endHi[last]!;
      const lastLo = this.endLo[last]!;
      const continues = lastLo === 0xffffffff ? startHi === lastHi + 1 && startLo === 0 : startHi === lastHi && startLo === lastLo + 1;
      if (continues) {
        this.endHi[last] = endHi;
        this.endLo[last] = endLo;
        return;
      }
    }
    if (this.length === this.startHi.length) {
      this.startHi = grown(this.startHi);
      this.startLo = grown(this.startLo);
      this.endHi = grown(this.endHi);
      this.endLo = grown(this.endLo);
      this.states = grown(this.states);
    }
    this.startHi[this.length] = startHi;
    this.startLo[this.length] = startLo;
    this.endHi[this.length] = endHi;
    this.endLo[this.length] = endLo;
    this.states[this.length] = state;
    this.length += 1;
  }

  finish(): V6Ranges {
    const n = this.length;
    return {
      startHi: this.startHi.slice(0, n),
      startLo: this.startLo.slice(0, n),
      endHi: this.endHi.slice(0, n),
      endLo: this.endLo.slice(0, n),
      states: this.states.slice(0, n),
    };
  }
}
