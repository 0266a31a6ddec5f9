import { LANG_TAGS, type Lang } from '../../shared/routes.js';
import { usePage } from '../page-context.js';

/** A calendar date ("2026-11-23") as readers and machines both read it: <time datetime> around "November 23, 2026" or "23 de noviembre de 2026". */
export function ReadableDate({ iso }: { iso: string }) {
  const { lang } = usePage();
  return <time dateTime={iso}>{formatDate(iso, lang)}</time>;
}

/** A year-month ("2026-08") as "August 2026" or "agosto de 2026". */
export function formatMonth(period: string, lang: Lang = 'en'): string {
  return new Date(`${period}-15T12:00:00Z`).toLocaleDateString(LANG_TAGS[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Noon UTC, so no time zone moves the day; Intl in the page's language (en-US, es-US). */
export function formatDate(isoDate: string, lang: Lang = 'en'): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(LANG_TAGS[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
