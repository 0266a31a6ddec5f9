/**
 * Each language's month names, January first, as Intl writes them ("January", «enero»): the one
 * list every reader of dates in the words (claims, law dates, legal effective dates, twins) uses.
 */
function monthsOf(locale: string): readonly string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Object.freeze(Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2020, month, 1))));
}

export const MONTH_NAMES: Readonly<Record<'en' | 'es', readonly string[]>> = { en: monthsOf('en-US'), es: monthsOf('es-US') };

/** A month's number (1–12) from its name in a language, whatever its letter case; 0 when it is none. */
export const monthNumber = (lang: 'en' | 'es', name: string): number => MONTH_NAMES[lang].findIndex((month) => month.toLowerCase() === name.toLowerCase()) + 1;
