import { formatDate, type SiteLocale } from '../../shared/money.js';

/** A calendar date ("2026-11-23") as readers and machines both read it: <time datetime> around "November 23, 2026". */
export function ReadableDate({ iso, locale }: { iso: string; locale?: SiteLocale }) {
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
