import { monthName, percentOneDecimal, type SiteLocale } from '../../shared/money.js';
import type { PriceContent, Survey } from '../../shared/price-schema.js';
import { agencyInSpanish } from '../../shared/messages/state-es.js';
import { capitalize } from './state-words.js';

/**
 * The words around the price figures: NAIC's credit line as content/data/README.md asks for
 * it, its table citations shortened, and the BLS index's change as a share.
 */

/** "Table 4, Average Expenditure, printed page 24 (PDF page 29), 2023 column" as "Table 4, printed page 24"; for 'es-US' "tabla 4, página 24 del informe impreso". */
export function tableCitation(locator: string, locale?: SiteLocale): string {
  const [table = '', , page = ''] = locator.split(', ');
  const printed = page.replace(/ \(.*\)$/, '');
  if (locale !== 'es-US') return `${table}, ${printed}`;
  return `${table.replace(/^Table /, 'tabla ')}, ${printed.replace(/^printed page (\S+)$/, 'página $1 del informe impreso')}`;
}

/** How far the BLS index moved from its base year's average to its latest month: "23.5%". */
export function cpiChange(cpi: PriceContent['cpi'], locale?: SiteLocale): string {
  return percentOneDecimal((cpi.latestValue - cpi.baseValue) / cpi.baseValue, locale);
}

/** A survey's rate date for titles: "June 2025 rates", or the span of the companies' own dates, "2022–24 rates"; in Spanish "tarifas de junio de 2025". */
export function ratesLabel(rates: Survey['rates'], locale?: SiteLocale): string {
  const spanish = locale === 'es-US';
  const label = (when: string) => (spanish ? `tarifas de ${when}` : `${when} rates`);
  if (rates.from === rates.to) return label(monthName(rates.from, locale));
  const [fromYear, toYear] = [rates.from.slice(0, 4), rates.to.slice(0, 4)];
  if (fromYear !== toYear) return label(`${fromYear}–${toYear.slice(2)}`);
  return spanish
    ? `tarifas de ${monthName(rates.from, locale)} a ${monthName(rates.to, locale)}`
    : `${monthName(rates.from, locale)} to ${monthName(rates.to, locale)} rates`;
}

/**
 * That prices have moved since a survey's rates, by the BLS index the state pages use: the
 * annual averages of the rates' years the data has, against the latest month; where the rates
 * are as new as the index, or their year has no average yet, what the index can and cannot say.
 * English, or Spanish for 'es-US' (the same figures, through Intl).
 */
export function pricesSinceSentence(cpi: PriceContent['cpi'], rates: Survey['rates'], locale?: SiteLocale): string {
  const words = locale === 'es-US' ? SINCE_ES : SINCE_EN;
  const index = words.index(cpi.publisher);
  const latestMonth = monthName(cpi.latestPeriod, locale);
  const latest = words.latest(String(cpi.latestValue), latestMonth);
  if (rates.to >= cpi.latestPeriod) return words.current(rates.to > cpi.latestPeriod, latestMonth, capitalize(index), latest);
  const years = Object.keys(cpi.annualAverages)
    .filter((year) => year >= rates.from.slice(0, 4) && year <= rates.to.slice(0, 4))
    .sort();
  if (years.length === 0) {
    const lastYear = Object.keys(cpi.annualAverages).sort().at(-1)!;
    return words.unknown(index, monthName(rates.to, locale), String(cpi.annualAverages[lastYear]!), lastYear, latest);
  }
  const averages = years.map((year) => words.inYear(String(cpi.annualAverages[year]!), year)).join(words.and);
  const first = cpi.annualAverages[years[0]!]!;
  const change = (cpi.latestValue - first) / first;
  return words.changed(index, averages, latest, percentOneDecimal(Math.abs(change), locale), change >= 0, years[0]!);
}

const SINCE_EN = {
  index: (publisher: string) => `the consumer price index for motor vehicle insurance from the ${publisher}`,
  latest: (value: string, month: string) => `${value} in ${month}`,
  inYear: (value: string, year: string) => `${value} in ${year}`,
  and: ' and ',
  current: (newer: boolean, month: string, Index: string, latest: string) =>
    `These rates are ${newer ? 'newer than' : 'from'} the latest month of the index we use (${month}), but prices keep moving: a quote today can differ. ${Index} stood at ${latest}.`,
  unknown: (index: string, month: string, average: string, year: string, latest: string) =>
    `Prices may have changed since these rates were set; our data cannot say by how much: ${index} has no figure for ${month} in our data. It averaged ${average} in ${year} and stood at ${latest}.`,
  changed: (index: string, averages: string, latest: string, change: string, higher: boolean, year: string) =>
    `Prices have changed since these rates were set: ${index} averaged ${averages}, and stood at ${latest}, ${change} ${higher ? 'higher' : 'lower'} than in ${year}.`,
};

const SINCE_ES: typeof SINCE_EN = {
  index: (publisher) => `el índice de precios al consumidor del seguro de vehículos motorizados de ${agencyInSpanish(publisher)}`,
  latest: (value, month) => `${value} en ${month}`,
  inYear: (value, year) => `${value} en ${year}`,
  and: ' y ',
  current: (newer, month, Index, latest) =>
    `Estas tarifas son ${newer ? 'más recientes que el' : 'del'} último mes del índice que usamos (${month}), pero los precios siguen cambiando: una cotización de hoy puede ser distinta. ${Index} estaba en ${latest}.`,
  unknown: (index, month, average, year, latest) =>
    `Los precios pueden haber cambiado desde que se fijaron estas tarifas; nuestros datos no pueden decir cuánto: ${index} no tiene una cifra para ${month} en nuestros datos. Promedió ${average} en ${year} y estaba en ${latest}.`,
  changed: (index, averages, latest, change, higher, year) =>
    `Los precios han cambiado desde que se fijaron estas tarifas: ${index} promedió ${averages} y estaba en ${latest}, un ${change} ${higher ? 'más alto' : 'más bajo'} que en ${year}.`,
};
