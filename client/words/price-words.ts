import { monthName, percentOneDecimal, type SiteLocale } from '../../shared/money.js';
import type { PriceContent, Survey } from '../../shared/price-schema.js';
import { capitalize } from './state-words.js';

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

/** A survey's rate date for titles: "June 2025 rates", or the span of the companies' own dates, "2022–24 rates". */
export function ratesLabel(rates: Survey['rates'], locale?: SiteLocale): string {
  if (rates.from === rates.to) return `${monthName(rates.from, locale)} rates`;
  const [fromYear, toYear] = [rates.from.slice(0, 4), rates.to.slice(0, 4)];
  return fromYear === toYear ? `${monthName(rates.from, locale)} to ${monthName(rates.to, locale)} rates` : `${fromYear}–${toYear.slice(2)} rates`;
}

/**
 * That prices have moved since a survey's rates, by the BLS index the state pages use: the
 * annual averages of the rates' years the data has, against the latest month; where the rates
 * are as new as the index, or their year has no average yet, what the index can and cannot say.
 */
export function pricesSinceSentence(cpi: PriceContent['cpi'], rates: Survey['rates'], locale?: SiteLocale): string {
  const index = `the consumer price index for motor vehicle insurance from the ${cpi.publisher}`;
  const latestMonth = monthName(cpi.latestPeriod, locale);
  const latest = `${cpi.latestValue} in ${latestMonth}`;
  if (rates.to >= cpi.latestPeriod)
    return `These rates are ${rates.to > cpi.latestPeriod ? 'newer than' : 'from'} the latest month of the index we use (${latestMonth}), but prices keep moving: a quote today can differ. ${capitalize(index)} stood at ${latest}.`;
  const years = Object.keys(cpi.annualAverages)
    .filter((year) => year >= rates.from.slice(0, 4) && year <= rates.to.slice(0, 4))
    .sort();
  if (years.length === 0) {
    const lastYear = Object.keys(cpi.annualAverages).sort().at(-1)!;
    return `Prices may have changed since these rates were set; our data cannot say by how much: ${index} has no figure for ${monthName(rates.to, locale)} in our data. It averaged ${cpi.annualAverages[lastYear]!} in ${lastYear} and stood at ${latest}.`;
  }
  const averages = years.map((year) => `${cpi.annualAverages[year]!} in ${year}`).join(' and ');
  const first = cpi.annualAverages[years[0]!]!;
  const change = (cpi.latestValue - first) / first;
  return `Prices have changed since these rates were set: ${index} averaged ${averages}, and stood at ${latest}, ${percentOneDecimal(Math.abs(change), locale)} ${change >= 0 ? 'higher' : 'lower'} than in ${years[0]!}.`;
}
