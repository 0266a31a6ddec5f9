import { EN } from '../../shared/messages/en.js';
import { ES } from '../../shared/messages/es.js';
import type { Lang } from '../../shared/routes.js';
import { decodeEntities } from '../content/html-text.js';

/**
 * What a page says in words, for the language tests: the body's text without scripts, and
 * without what the page itself marks as another language (an official quote in English on a
 * Spanish page, the language switch's own name, a glossary term's twin).
 */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<(\w+)[^>]*\slang="[^"]*"[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/** Every word of a catalogue (functions asked with a sample name), by where it is. */
function catalogueWords(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') {
    // Asked with a sample name; a function of other values (lists, numbers) is left out.
    try {
      const said = (value as (...args: unknown[]) => unknown)('QuoteOwl', 'QuoteOwl', 'QuoteOwl');
      return typeof said === 'string' ? [[where, said]] : [];
    } catch {
      return [];
    }
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => catalogueWords(typeof item === 'string' ? item : (item as { text: string }).text, `${where}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => catalogueWords(item, where ? `${where}.${key}` : key));
  return [];
}

/**
 * The interface words that belong to one language only: each catalogue's words that differ
 * from the other's at the same place, long enough (12 characters) not to be a name or a word
 * both languages share ("Premium", "Progressive").
 */
export function foreignWords(lang: Lang): string[] {
  const [mine, theirs] = lang === 'en' ? [EN, ES] : [ES, EN];
  const own = new Map(catalogueWords(mine));
  return catalogueWords(theirs)
    .filter(([where, words]) => words.trim().length >= 12 && own.get(where) !== words && !where.endsWith('languageSwitch.other'))
    .map(([, words]) => words.trim());
}
