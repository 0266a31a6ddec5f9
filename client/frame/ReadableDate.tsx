import { formatDate, type SiteLocale } from '../../shared/money.js';
import { LANG_TAGS } from '../../shared/routes.js';
import { usePage } from '../page-context.js';

/** A calendar date ("2026-11-23") as readers and machines both read it: <time datetime> around "November 23, 2026", or "23 de noviembre de 2026" on a Spanish page. */
export function ReadableDate({ iso, locale }: { iso: string; locale?: SiteLocale }) {
  const { lang } = usePage();
  return <time dateTime={iso}>{formatDate(iso, locale ?? LANG_TAGS[lang])}</time>;
}
