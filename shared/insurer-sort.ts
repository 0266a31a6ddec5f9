import type { InsurerRecord } from './insurer-record.js';
import type { SortKey } from './page-kinds.js';
import { stateSlugIn, type StateCode } from './us-states.js';

/**
 * The columns the index of insurers sorts by, and each order (decision 077): a page per order,
 * found from the surveys the build publishes. Groups without a figure in the column come last,
 * in market share order, so no group is ranked on a figure it does not have.
 */

export type InsurerColumn = { by: 'share' } | { by: 'name' } | { by: 'new-york' } | { by: 'survey'; code: StateCode };

export interface InsurerSort {
  column: InsurerColumn;
  /** The sort's slug in each language; the market share order is the index itself and has none. */
  key: SortKey | undefined;
}

/** Every order of the index: market share, name, New York rank, then each survey's state in the order given. */
export function insurerSorts(surveyCodes: readonly StateCode[]): InsurerSort[] {
  return [
    { column: { by: 'share' }, key: undefined },
    { column: { by: 'name' }, key: { en: 'name', es: 'nombre' } },
    { column: { by: 'new-york' }, key: { en: 'new-york-complaints', es: 'quejas-en-nueva-york' } },
    ...surveyCodes.map((code): InsurerSort => ({
      column: { by: 'survey', code },
      key: { en: `${stateSlugIn(code, 'en')}-premiums`, es: `primas-en-${stateSlugIn(code, 'es')}` },
    })),
  ];
}

/** The group's best (lowest) rank in DFS's latest filing year, or undefined: none of its companies was ranked that year. */
function bestNewYorkRank(record: InsurerRecord): number | undefined {
  const ranks = record.newYork?.lines.map((line) => line.rank) ?? [];
  return ranks.length > 0 ? Math.min(...ranks) : undefined;
}

/** The group's best (lowest) position for the base driver in a state's survey, or undefined: not in it. */
export function bestSurveyPosition(record: InsurerRecord, code: StateCode): number | undefined {
  const positions = record.surveys
    .filter((survey) => survey.code === code)
    .flatMap((survey) => survey.places.flatMap((place) => (place.cheapest ? [place.cheapest.position] : [])));
  return positions.length > 0 ? Math.min(...positions) : undefined;
}

/** The records in a column's order. */
export function sortInsurers(records: readonly InsurerRecord[], column: InsurerColumn): InsurerRecord[] {
  const byShare = (a: InsurerRecord, b: InsurerRecord) => a.shareRank - b.shareRank;
  const byFigure = (figure: (record: InsurerRecord) => number | undefined) => (a: InsurerRecord, b: InsurerRecord) => {
    const [x, y] = [figure(a), figure(b)];
    if (x === undefined || y === undefined) return x === y ? byShare(a, b) : x === undefined ? 1 : -1;
    return x - y || byShare(a, b);
  };
  const sorted = [...records];
  switch (column.by) {
    case 'share':
      return sorted.sort(byShare);
    case 'name':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en') || byShare(a, b));
    case 'new-york':
      return sorted.sort(byFigure(bestNewYorkRank));
    case 'survey':
      return sorted.sort(byFigure((record) => bestSurveyPosition(record, column.code)));
  }
}
