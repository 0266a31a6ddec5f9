/**
 * Money, shares and months as a page writes them, through Intl with the page's locale, so an
 * English page writes "$1,281.92" and "August 2026" and a Spanish one can pass 'es-US'. The
 * build (scripts/build) and the pages (client) both format with these, so a figure reads the
 * same wherever it is printed.
 */

/** The locales the site writes in: English at the root, Spanish under /es/. */
export type SiteLocale = 'en-US' | 'es-US';

const DEFAULT_LOCALE: SiteLocale = 'en-US';

/**
 * One formatter per kind and locale, made on first use: a page writes dozens of figures, and
 * each `new Intl.NumberFormat` builds ICU state outside the JavaScript heap that only a full
 * garbage collection frees (it was most of a render's garbage and of its memory growth).
 */
function formatterOf<T>(make: (locale: SiteLocale) => T): (locale: SiteLocale) => T {
  const made = new Map<SiteLocale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const cents = formatterOf(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const wholeDollars = formatterOf(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const oneDecimalPercent = formatterOf((locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const wholeCount = formatterOf((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const wholePercent = formatterOf((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
const signedWholePercent = formatterOf((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }));
const months = formatterOf((locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dates = formatterOf((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const shortDates = formatterOf((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** NAIC's figures as published, to the cent: $1,281.92. */
export function usdCents(value: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return cents(locale).format(value);
}

/** Whole dollars (survey premiums, legal limits): $2,536, $25,000. */
export function usdWhole(value: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return wholeDollars(locale).format(value);
}

/** A count, grouped as the locale groups it: 12000 as "12,000". */
export function countWhole(value: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return wholeCount(locale).format(value);
}

/** A share with one decimal: 0.2345 as "23.5%". */
export function percentOneDecimal(share: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return oneDecimalPercent(locale).format(share);
}

/** A share as a whole percentage: 0.665 as "67%". */
export function percentWhole(share: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return wholePercent(locale).format(share);
}

/** A change as a signed whole percentage: 0.521 as "+52%", -0.174 as "-17%", and anything that rounds to nothing as "0%". */
export function percentChange(share: number, locale: SiteLocale = DEFAULT_LOCALE): string {
  return signedWholePercent(locale).format(share);
}

/** A year-month ("2026-08") as "August 2026". */
export function monthName(period: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  return months(locale).format(new Date(`${period}-15T12:00:00Z`));
}

/** A calendar date ("2026-11-23") as "November 23, 2026"; noon UTC, so no time zone moves the day. */
export function formatDate(isoDate: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  return dates(locale).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A calendar date in a table cell, month abbreviated: "Nov 7, 2022", in Spanish "7 nov 2022" (never 11/7/2022, which a reader of d/m/y takes for 11 July). */
export function formatShortDate(isoDate: string, locale: SiteLocale = DEFAULT_LOCALE): string {
  return shortDates(locale).format(new Date(`${isoDate}T12:00:00Z`));
}
