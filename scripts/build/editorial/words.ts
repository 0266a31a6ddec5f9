import path from 'node:path';
import { loadConfig } from '../../../server/config.js';
import { fillContentTokens } from '../../../server/content.js';
import type { BuiltContent, BuiltSite, ReadingPage } from '../../../shared/content-schema.js';
import { MARKDOWN_FOLDERS, isMarkdownKind } from '../../../shared/page-kinds.js';
import { LANGS, privacyRightsLink, routesIn, type Lang, type SiteRoute } from '../../../shared/routes.js';
import type { BuildFailure } from '../failure-codes.js';
import { WORDS_DIR } from '../source-checks.js';
import type { SourceReader } from '../source-files.js';

/**
 * What the editorial rules read: the built site in both languages, its reading pages as plain
 * text and sentences beside the Markdown file each came from, and today's date. The operator's
 * tokens are filled as the server fills them with the default configuration, so a rule reads a
 * page's sentences as a visitor does.
 */

/** A rule's finding: the file, why, and the words it is about (their line is found from them). */
export type Finding = Omit<BuildFailure, 'code'>;

/** A reading page as the rules read it. */
export interface PageWords {
  route: SiteRoute;
  lang: Lang;
  page: ReadingPage;
  /** The Markdown file it is made from. */
  file: string;
  /** The visible text, one block (paragraph, list item, heading, cell) per line. */
  text: string;
  sentences: string[];
}

export interface EditorialInput {
  site: BuiltSite;
  contentDir: string;
  today: string;
  /** The reading pages of a language, in the route table's order. */
  pages(lang: Lang): PageWords[];
  /** The folder of a language's words. */
  wordsDir(lang: Lang): string;
  /** A reading page's Markdown or a home file's YAML as written (before its tokens are filled). */
  sourceOf(file: string): string;
  /** The home files of a language that have words of that language (not the car makes and carriers). */
  homeSources(lang: Lang): string[];
  /** The home file a home string comes from, by where it is in the built home content (`topics[3].content`). */
  homeFile(lang: Lang, where: string): string;
  /** The privacy-rights page a language's pages link to, from the configuration the operator's tokens were filled with. */
  privacyRightsUrl(lang: Lang): string;
  siteName: string;
}

/** The entities the Markdown renderer writes, back to characters. */
export const decodeEntities = (html: string): string =>
  html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The visible text of built HTML, one block per line. */
export const blocksOf = (html: string): string =>
  decodeEntities(html.replace(/<\/(p|li|h[1-6]|td|th|tr)>/g, '\n').replace(/<[^>]+>/g, ' ')).replace(/[ \t]+/g, ' ');

/** The visible text of built HTML on one line. */
export const plainOf = (html: string): string => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** Sentences of plain text, never running across a line. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+(?=[A-Z"(¿¡])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every string in a value (a home file's data), with where it is. */
export function stringsIn(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, where ? `${where}.${key}` : key));
  return [];
}

const FOLDER_OF = new Map(MARKDOWN_FOLDERS);
/** The built home content's parts, by the file each comes from (car makes and carriers are one for both languages). */
const HOME_FILES: Record<string, string> = {
  page: 'page.yaml',
  topics: 'topics.yaml',
  brands: 'brands.yaml',
  sampleQuotes: 'sample-quotes.yaml',
  carMakes: '../../home/car-makes.yaml',
  carriers: '../../home/carriers.yaml',
};

export async function editorialInput(built: BuiltSite, reader: SourceReader, contentDir: string, today: string): Promise<EditorialInput> {
  const config = loadConfig({});
  const site = Object.fromEntries(LANGS.map((lang) => [lang, fillContentTokens(built[lang], config, lang)])) as Record<Lang, BuiltContent>;
  const wordsDir = (lang: Lang) => path.join(contentDir, WORDS_DIR[lang]);
  const pages = new Map<Lang, PageWords[]>();
  const sources = new Map<string, string>();
  for (const lang of LANGS)
    for (const route of routesIn(lang).filter((candidate) => isMarkdownKind(candidate.kind))) {
      const file = path.join(wordsDir(lang), FOLDER_OF.get(route.kind as never) ?? '', `${route.slug}.md`);
      sources.set(file, await reader.text(file));
    }
  const homeSources = (lang: Lang) => ['page', 'topics', 'brands', 'sampleQuotes'].map((part) => path.join(wordsDir(lang), 'home', HOME_FILES[part]!));
  for (const lang of LANGS) for (const file of homeSources(lang)) sources.set(file, await reader.text(file));
  return {
    site,
    contentDir,
    today,
    wordsDir,
    sourceOf: (file) => sources.get(file) ?? '',
    homeSources,
    homeFile: (lang, where) => {
      const part = /^[A-Za-z]+/.exec(where)?.[0] ?? 'page';
      const name = HOME_FILES[part] ?? HOME_FILES.page!;
      return path.normalize(path.join(wordsDir(lang), 'home', lang === 'en' ? name.replace('../../home/', '') : name));
    },
    privacyRightsUrl: (lang) => privacyRightsLink(config.privacyRightsUrl, config.siteUrl, lang),
    siteName: config.siteName,
    pages(lang) {
      let found = pages.get(lang);
      if (!found) {
        found = routesIn(lang)
          .filter((route) => isMarkdownKind(route.kind) && site[lang].pages[route.path])
          .map((route) => {
            const page = site[lang].pages[route.path]!;
            const text = blocksOf(page.html);
            const file = path.join(wordsDir(lang), FOLDER_OF.get(route.kind as never) ?? '', `${route.slug}.md`);
            return { route, lang, page, file, text, sentences: sentencesOf(text) };
          });
        pages.set(lang, found);
      }
      return found;
    },
  };
}
