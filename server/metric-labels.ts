import { STATUS_CODES } from 'node:http';
import { HAND_OFF_OUTCOMES, NO_PARTNER } from '../shared/partner-routes.js';
import { PAGE_KIND_NAMES } from '../shared/page-kinds.js';
import { LANGS, type Language, type PageKind } from '../shared/routes.js';
import { US_STATES, type StateCode } from '../shared/us-states.js';
import { OUTSIDE_REGIONS } from '../shared/zip-region.js';
import { FORM_IDS, OTHER_FORM, type PostedFormId } from '../shared/zip.js';

/**
 * The closed sets every metric label takes its values from (decision 053): a value a request
 * carries is looked up in its set, and anything else is `other` (or the request is refused
 * before it is counted). The product of the sets bounds the number of series, whatever the
 * requests say. Lookups here find a label set's number, so the hot path allocates nothing.
 */

export const OTHER = 'other';

/** The methods the site answers; every other method the HTTP parser lets through is `other`. */
export const METHOD_LABELS = ['GET', 'HEAD', 'POST', OTHER] as const;

/** A method's index in METHOD_LABELS. */
export function methodIndex(method: string | undefined): number {
  return method === 'GET' ? 0 : method === 'HEAD' ? 1 : method === 'POST' ? 2 : 3;
}

/** The statuses Node names (node:http STATUS_CODES); a status outside them is `other`. Every status is written by our code or Express's. */
export const STATUS_LABELS: readonly string[] = [...Object.keys(STATUS_CODES), OTHER];

const STATUS_LABEL_BY_CODE: readonly string[] = Array.from({ length: 1000 }, (_, code) => (Object.hasOwn(STATUS_CODES, code) ? String(code) : OTHER));

export function statusLabel(status: number): string {
  return STATUS_LABEL_BY_CODE[status] ?? OTHER;
}

/** A hand-off's form, from the closed list of rendered forms (shared/zip.ts). */
export const SOURCE_LABELS: readonly PostedFormId[] = [...FORM_IDS, OTHER_FORM];
export const OUTCOME_LABELS = HAND_OFF_OUTCOMES;

/** Where a hand-off's ZIP is: one of the 50 states and DC, a territory or military region, or none. */
export type HandOffState = StateCode | (typeof OUTSIDE_REGIONS)[number] | typeof NO_PARTNER;
export const STATE_LABELS: readonly HandOffState[] = [...(Object.keys(US_STATES) as StateCode[]), ...OUTSIDE_REGIONS, NO_PARTNER];

/** The page kinds of the route table (a hand-off's or conversion's page is a route's), and `none`. */
export const PAGE_KIND_LABELS: readonly (PageKind | typeof NO_PARTNER)[] = [...PAGE_KIND_NAMES, NO_PARTNER];
export const LANGUAGE_LABELS: readonly (Language | typeof NO_PARTNER)[] = [...LANGS, NO_PARTNER];

/** Positions in a closed list, found without allocating; a value outside it is -1. */
export class ClosedSet<T extends string> {
  private readonly positions: ReadonlyMap<string, number>;
  constructor(readonly values: readonly T[]) {
    this.positions = new Map(values.map((value, index) => [value, index]));
  }
  get size(): number {
    return this.values.length;
  }
  /** The value's position, or `fallback`'s when the value is not in the list. */
  indexOf(value: string, fallback: T): number {
    return this.positions.get(value) ?? this.positions.get(fallback)!;
  }
}

/**
 * The partners a hand-off or conversion can name: the ids of the routes in use, which callers
 * check, and `none`. Numbered as first seen, so a partner keeps its number after a reload
 * removes it: the series it has already counted stay.
 */
export class PartnerNumbers {
  private readonly numbers = new Map<string, number>([[NO_PARTNER, 0]]);
  numberOf(partner: string): number {
    let number = this.numbers.get(partner);
    if (number === undefined) this.numbers.set(partner, (number = this.numbers.size));
    return number;
  }
}
