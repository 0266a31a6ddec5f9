import type { Lang, RouteLookup } from '../../shared/routes.js';
import { MONTH_NAMES, monthNumber } from './month-names.js';

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

/** A section of a Markdown page (its heading, "" before the first) and its paragraphs: blocks of prose, list items and table rows. */
export interface MarkdownSection {
  heading: string;
  line: number;
  paragraphs: { line: number; text: string }[];
}

/** The sections of a Markdown file, front matter left out; a list's items and a table's rows are paragraphs of their own. */
export function markdownSections(source: string): MarkdownSection[] {
  const lines = source.split('\n');
  const first = lines[0]?.trim() === '---' ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') + 1 : 0;
  const sections: MarkdownSection[] = [{ heading: '', line: first + 1, paragraphs: [] }];
  let open: { line: number; text: string } | undefined;
  for (const [index, line] of lines.entries()) {
    if (index < first) continue;
    const heading = /^#{2,6}\s+(.*)$/.exec(line);
    if (heading) {
      sections.push({ heading: heading[1]!.trim(), line: index + 1, paragraphs: [] });
      open = undefined;
    } else if (line.trim() === '') open = undefined;
    else if (/^\s*\|[\s|:-]+\|\s*$/.test(line)) continue;
    else if (open && !/^\s*(?:[-*+]|\d+\.)\s|^\s*\|/.test(line)) open.text += ` ${line.trim()}`;
    else {
      open = { line: index + 1, text: line.trim() };
      sections.at(-1)!.paragraphs.push(open);
    }
  }
  return sections[0]!.paragraphs.length === 0 ? sections.slice(1) : sections;
}

/** The English names a Spanish text may write in its own words instead ("ZIP code" is «código postal»). */
const NAMES_IN_OTHER_WORDS: Readonly<Record<string, RegExp>> = { ZIP: /código postal/i, US: /EE\. ?UU\.|Estados Unidos/ };

type FactKind = 'dates' | 'figures' | 'emails' | 'links' | 'tokens' | 'names';

/**
 * What a legal paragraph must carry in both languages, whatever its words: its dates (written
 * "November 28, 2026" or «28 de noviembre de 2026»), its other figures and amounts, e-mail
 * addresses, links (a site path as its English page), tokens, and the defined names written in
 * capitals (CCPA, AAA, SR-22), except in a sentence written in capitals, where every word is.
 */
function paragraphFacts(text: string, lang: Lang, routes: RouteLookup): Record<FactKind, string[]> {
  const links: string[] = [];
  let rest = text.replace(/\]\(([^)\s]+)\)|<(https?:\/\/[^>\s]+)>|(https?:\/\/[^\s)>\]]+)/g, (_whole, markdown?: string, angle?: string, bare?: string) => {
    const target = (markdown ?? angle ?? bare)!;
    const hash = target.indexOf('#');
    const route = target.startsWith('/') ? routes.findRoute(hash < 0 ? target : target.slice(0, hash)) : undefined;
    links.push(route && route.lang !== 'en' ? `${route.twin}${hash < 0 ? '' : target.slice(hash)}` : target);
    return markdown ? ']' : ' ';
  });
  const take = (pattern: RegExp, each: (match: RegExpExecArray) => string = (match) => match[0]) => {
    const found: string[] = [];
    rest = rest.replace(pattern, (...args: unknown[]) => {
      found.push(each(args.slice(0, -2) as unknown as RegExpExecArray));
      return ' ';
    });
    return found;
  };
  const tokens = take(/\{\{?[\w.]+\}\}?/g);
  const emails = take(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g).map((email) => email.toLowerCase());
  const months = MONTH_NAMES[lang].join('|');
  const dates = take(
    lang === 'en' ? new RegExp(`\\b(${months}) (\\d{1,2}), (\\d{4})\\b`, 'gi') : new RegExp(`(?<!\\d)(\\d{1,2}) de (${months}) de (\\d{4})\\b`, 'gi'),
    (match) => {
      const [month, day] = lang === 'en' ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
      return `${match[3]!}-${String(monthNumber(lang, month)).padStart(2, '0')}-${day.padStart(2, '0')}`;
    },
  );
  const figures = take(/\d+(?:,\d{3})*(?:\.\d+)?/g);
  // Words in a sentence written in capitals ("YOU AND WE AGREE…", three or more in a row) are not names.
  rest = rest.replace(/(?:(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\d'’-]*(?![\p{L}\p{N}])[\s,;.:()"“”«»]*){3,}/gu, ' ');
  const names = [...rest.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\d]*\p{Lu}(?:-\d+)?(?![\p{L}\p{N}])/gu)].map((match) => match[0]);
  const set = (values: string[]) => [...new Set(values)].sort();
  return { dates: set(dates), figures: set(figures), emails: set(emails), links: set(links), tokens: set(tokens), names: set(names) };
}

/** One way a legal twin's paragraphs are out of step with the English page's: where (line and paragraph) and why. */
export interface ParagraphDifference {
  line: number;
  reason: string;
}

/**
 * A legal page's paragraphs against its English twin's, section by section: the same number in
 * each section, and each pair carrying the same facts (`paragraphFacts`). A defined name of the
 * English paragraph must be in the twin's, which may also spell out or gloss names of its own
 * ("(GPC)", «(DMV)»). Paragraphs are numbered through the page, from 1.
 */
export function paragraphDifferences(english: string, twin: string, lang: Lang, routes: RouteLookup): ParagraphDifference[] {
  const ours = markdownSections(english);
  const theirs = markdownSections(twin);
  if (ours.length !== theirs.length) return [{ line: 1, reason: `has ${theirs.length} sections, the English page ${ours.length}` }];
  const differences: ParagraphDifference[] = [];
  let number = 0;
  for (const [index, section] of theirs.entries()) {
    const englishSection = ours[index]!;
    const where = section.heading ? `under "${section.heading}" (the English "${englishSection.heading}")` : 'before the first heading';
    if (section.paragraphs.length !== englishSection.paragraphs.length) {
      differences.push({
        line: section.line,
        reason: `${where}: ${section.paragraphs.length} paragraphs, the English page ${englishSection.paragraphs.length}`,
      });
      number += section.paragraphs.length;
      continue;
    }
    for (const [at, paragraph] of section.paragraphs.entries()) {
      number += 1;
      const want = paragraphFacts(englishSection.paragraphs[at]!.text, 'en', routes);
      const have = paragraphFacts(paragraph.text, lang, routes);
      const problems = (Object.keys(want) as FactKind[]).flatMap((kind) => {
        const missing = want[kind].filter((value) => !have[kind].includes(value) && !(kind === 'names' && NAMES_IN_OTHER_WORDS[value]?.test(paragraph.text)));
        const added = kind === 'names' ? [] : have[kind].filter((value) => !want[kind].includes(value));
        return missing.length + added.length === 0
          ? []
          : [
              `${kind}${missing.length ? ` without ${missing.join(', ')}` : ''}${added.length ? ` with ${added.join(', ')} the English paragraph does not have` : ''}`,
            ];
      });
      if (problems.length > 0)
        differences.push({
          line: paragraph.line,
          reason: `paragraph ${number} (${where}, its paragraph ${at + 1}) is out of step with the English paragraph at line ${englishSection.paragraphs[at]!.line}: ${problems.join('; ')}`,
        });
    }
  }
  return differences;
}
