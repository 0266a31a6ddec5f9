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

/** One way a twin differs: where (the keys and indexes down to it) and why. */
export interface TwinDifference {
  at: (string | number)[];
  reason: string;
}

/** A difference as the build prints it: `topics[2].id: must be "sr22" as in the English file`. */
export function describeDifference({ at, reason }: TwinDifference): string {
  const where = at
    .map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`))
    .join('')
    .replace(/^\./, '');
  return `${where || '(file)'}: ${reason}`;
}

export function twinDifferences(english: unknown, twin: unknown, lang: Lang, routes: RouteLookup, at: (string | number)[] = []): TwinDifference[] {
  const differ = (reason: string) => [{ at, reason }];
  if (Array.isArray(english)) {
    if (!Array.isArray(twin)) return differ('must be a list, as in the English file');
    if (twin.length !== english.length) return differ(`has ${twin.length} entries, the English file ${english.length}`);
    return english.flatMap((item, index) => twinDifferences(item, twin[index], lang, routes, [...at, index]));
  }
  if (english !== null && typeof english === 'object') {
    if (twin === null || typeof twin !== 'object' || Array.isArray(twin)) return differ('must be a mapping, as in the English file');
    const keys = Object.keys(english).filter((key) => !OWN_LANGUAGE_KEYS.has(key));
    const twinKeys = Object.keys(twin).filter((key) => !OWN_LANGUAGE_KEYS.has(key));
    if (keys.join() !== twinKeys.join()) return differ(`keys ${twinKeys.join(', ') || '(none)'} differ from the English file's ${keys.join(', ')}`);
    return keys.flatMap((key) => {
      const a = (english as Record<string, unknown>)[key];
      const b = (twin as Record<string, unknown>)[key];
      if (typeof a === 'string' && SAME_IN_EVERY_LANGUAGE.has(key) && a !== b) return [{ at: [...at, key], reason: `must be "${a}" as in the English file` }];
      return twinDifferences(a, b, lang, routes, [...at, key]);
    });
  }
  if (typeof english === 'string') {
    if (typeof twin !== 'string') return differ('must be text, as in the English file');
    if (/^https?:\/\//.test(english) && english !== twin) return differ(`the link must be ${english} as in the English file`);
    if (english.startsWith('/') && routes.findRoute(english.split('#')[0]!)) {
      const expected = routes.localPath(lang, english);
      return twin === expected ? [] : differ(`must be ${expected}, the twin of ${english}`);
    }
    return [];
  }
  return english === twin ? [] : differ(`must be ${JSON.stringify(english)} as in the English file`);
}

/** A Markdown page's section headings (## and ###), by level, in order: the twin must have the same. */
export interface HeadingOutline {
  depth: number;
  id: string;
}
