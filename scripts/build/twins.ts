import type { Lang, RouteLookup } from '../../shared/routes.js';

/**
 * What makes a Spanish content file the twin of its English one (content/es/ mirrors content/):
 * the same structure, keys, order and number of entries; only the words a visitor reads differ.
 * Ids, codes, names, numbers, dates, booleans, URLs and enum values are identical, and a site
 * path is the Spanish twin of the English one. Returns the differences, each with where it is.
 */

/** Keys whose values are never translated, even though they are text (enums such as a sample quote's coverage are held by the schema). */
const SAME_IN_EVERY_LANGUAGE = new Set(['id', 'code', 'name', 'faultSystem', 'updated', 'minimumsEffective', 'checked', 'url']);
/** Keys a file may have without its twin: a glossary term's words to avoid are each language's own. */
const OWN_LANGUAGE_KEYS = new Set(['avoid']);

export function twinDifferences(english: unknown, twin: unknown, lang: Lang, routes: RouteLookup, where = ''): string[] {
  const at = where || '(file)';
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return [`${at}: must be a list, as in the English file`];
    if (twin.length !== english.length) return [`${at}: has ${twin.length} entries, the English file ${english.length}`];
    return english.flatMap((item, index) => twinDifferences(item, twin[index], lang, routes, `${where}[${index}]`));
  }
  if (english !== null && typeof english === 'object') {
    if (twin === null || typeof twin !== 'object' || Array.isArray(twin)) return [`${at}: must be a mapping, as in the English file`];
    const keys = Object.keys(english).filter((key) => !OWN_LANGUAGE_KEYS.has(key));
    const twinKeys = Object.keys(twin).filter((key) => !OWN_LANGUAGE_KEYS.has(key));
    if (keys.join() !== twinKeys.join()) return [`${at}: keys ${twinKeys.join(', ') || '(none)'} differ from the English file's ${keys.join(', ')}`];
    return keys.flatMap((key) => {
      const path = where ? `${where}.${key}` : key;
      const a = (english as Record<string, unknown>)[key];
      const b = (twin as Record<string, unknown>)[key];
      if (typeof a === 'string' && SAME_IN_EVERY_LANGUAGE.has(key) && a !== b) return [`${path}: must be "${a}" as in the English file`];
      return twinDifferences(a, b, lang, routes, path);
    });
  }
  if (typeof english === 'string') {
    if (typeof twin !== 'string') return [`${at}: must be text, as in the English file`];
    if (/^https?:\/\//.test(english) && english !== twin) return [`${at}: the link must be ${english} as in the English file`];
    if (english.startsWith('/') && routes.findRoute(english.split('#')[0]!)) {
      const expected = routes.localPath(lang, english);
      return twin === expected ? [] : [`${at}: must be ${expected}, the twin of ${english}`];
    }
    return [];
  }
  return english === twin ? [] : [`${at}: must be ${JSON.stringify(english)} as in the English file`];
}

/** A Markdown page's section headings (## and ###), by level, in order: the twin must have the same. */
export interface HeadingOutline {
  depth: number;
  id: string;
}
