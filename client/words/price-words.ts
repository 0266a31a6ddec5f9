import { percentOneDecimal, type SiteLocale } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';

/**
 * The words around the price figures: NAIC's credit line as content/data/README.md asks for
 * it, its table citations shortened, and the BLS index's change as a share.
 */

/** "Table 4, Average Expenditure, printed page 24 (PDF page 29), 2023 column" as "Table 4, printed page 24". */
export function tableCitation(locator: string): string {
  const [table, , page] = locator.split(', ');
  return `${table}, ${page?.replace(/ \(.*\)$/, '') ?? ''}`;
}

/** NAIC's credit line, as content/data/README.md asks for it. */
export function naicCredit(naic: PriceContent['naic']): string {
  return `Source: NAIC, ${naic.report}, ${naic.dataYear} data`;
}

/** How far the BLS index moved from its base year's average to its latest month: "23.5%". */
export function cpiChange(cpi: PriceContent['cpi'], locale?: SiteLocale): string {
  return percentOneDecimal((cpi.latestValue - cpi.baseValue) / cpi.baseValue, locale);
}
