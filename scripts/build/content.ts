import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  CONTENT_TOKENS,
  frontMatterSchema,
  glossarySchema,
  homeContentSchema,
  operatorSchema,
  stateRequirementsSchema,
  type BuiltContent,
  type BuiltSite,
  type GlossaryEntry,
  type ReadingPage,
  type TocEntry,
} from '../../shared/content-schema.js';
import { findRoute, isReadingKind, routesIn, type Lang, type PageKind } from '../../shared/routes.js';
import { composeStates, loadStateData } from './state-evidence.js';
import { buildPrices, withNationalFigures } from './prices.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { twinDifferences, type HeadingOutline } from './twins.js';
import { buildReviewRecords } from './review-records.js';
import { recordsInLanguage } from './record-words.js';

/**
 * Turns content/ into the data the server renders: validated, Markdown rendered to HTML, in
 * both languages. Spanish words live in content/es/, mirroring content/ file for file (the
 * data pack, the operator, car makes and carriers are one for both); the build stops when a
 * page, a YAML entry or a heading exists in one language and not the other.
 */

export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
  }
}

const FOLDER_BY_KIND: Record<Extract<PageKind, 'guide' | 'review' | 'legal'>, string> = {
  guide: 'guides',
  review: 'reviews',
  legal: 'legal',
};
const TOC_MIN_SECTIONS = 4;
/** The scrolling box's name around a Markdown table (the catalogues' reading.tableLabel; the build reads no React context). */
const TABLE_LABEL: Record<Lang, string> = { en: MESSAGES.en.reading.tableLabel, es: MESSAGES.es.reading.tableLabel };

/** The folder of each language's words: content/ for English, content/es/ for Spanish. */
const WORDS_DIR: Record<Lang, string> = { en: '', es: 'es' };
/** The YAML files that have a twin in every language, by where the built content keeps them. */
const HOME_FILES = { page: 'page.yaml', topics: 'topics.yaml', brands: 'brands.yaml', sampleQuotes: 'sample-quotes.yaml' } as const;

/** Both languages, English first: the Spanish build is checked against it. */
export async function buildContent(contentDir: string): Promise<BuiltSite> {
  const english = await buildLanguage(contentDir, 'en', undefined);
  const spanish = await buildLanguage(contentDir, 'es', english);
  // Each glossary entry knows its twin's term: the Spanish page shows the English one in brackets.
  const twinTerms = (entries: GlossaryEntry[], twins: GlossaryEntry[]) => entries.map((entry, index) => ({ ...entry, twinTerm: twins[index]!.term }));
  return {
    en: { ...english.content, glossary: twinTerms(english.content.glossary, spanish.content.glossary) },
    es: { ...spanish.content, glossary: twinTerms(spanish.content.glossary, english.content.glossary) },
  };
}

/** One language's built content, and what its twin must match: the raw YAML and each page's headings. */
interface LanguageBuild {
  content: BuiltContent;
  yaml: Map<string, unknown>;
  outlines: Map<string, HeadingOutline[]>;
}

async function buildLanguage(contentDir: string, lang: Lang, english: LanguageBuild | undefined): Promise<LanguageBuild> {
  const wordsDir = path.join(contentDir, WORDS_DIR[lang]);
  const routes = routesIn(lang).filter((route) => isReadingKind(route.kind));
  const pages: Record<string, ReadingPage> = {};
  const outlines = new Map<string, HeadingOutline[]>();
  for (const [kind, folder] of Object.entries(FOLDER_BY_KIND)) {
    const dir = path.join(wordsDir, folder);
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.md')).sort()) {
      const file = path.join(dir, name);
      const route = routes.find((candidate) => candidate.kind === kind && candidate.slug === name.slice(0, -3));
      if (!route) throw new ContentError(file, `no route in shared/routes.ts serves a ${kind} named "${name.slice(0, -3)}"`);
      const twinOutline = english && english.outlines.get(route.twin);
      const page = renderPage(file, await readFile(file, 'utf8'), lang, twinOutline);
      if (page.kind !== route.kind) throw new ContentError(file, `kind is "${page.kind}" but the file is in ${folder}/`);
      const twin = english?.content.pages[route.twin];
      if (twin && (twin.published !== page.published || twin.reviewed !== page.reviewed || twin.insurer !== page.insurer))
        throw new ContentError(file, 'published, reviewed and insurer must be those of the English twin');
      pages[route.path] = { ...page.built, path: route.path };
      outlines.set(route.path, page.outline);
    }
  }
  for (const route of routes) {
    if (!pages[route.path]) {
      throw new ContentError(
        path.join(wordsDir, FOLDER_BY_KIND[route.kind as keyof typeof FOLDER_BY_KIND], `${route.slug}.md`),
        `missing: the route ${route.path} needs this file${lang === 'en' ? '' : ` (the ${lang} twin of ${route.twin})`}`,
      );
    }
  }
  assertUnique(pages, 'title');
  assertUnique(pages, 'description');

  const yaml = new Map<string, unknown>();
  // A twin file must exist, and match its English file's structure before its own schema is asked.
  const read = async (relative: string) => {
    const file = path.join(wordsDir, relative);
    const value = await readYaml(file);
    const model = english?.yaml.get(relative);
    if (english) {
      const differences = twinDifferences(model, value, lang);
      if (differences.length > 0) throw new ContentError(file, `not the twin of content/${relative}: ${differences.slice(0, 5).join('; ')}`);
    }
    yaml.set(relative, value);
    return value;
  };
  const homeDir = path.join(contentDir, 'home');
  const homeWords = Object.fromEntries(
    await Promise.all(Object.entries(HOME_FILES).map(async ([key, name]) => [key, await read(path.join('home', name))] as const)),
  );
  const home = validate(homeContentSchema(lang), path.join(wordsDir, 'home', '*.yaml'), {
    ...homeWords,
    carMakes: await readYaml(path.join(homeDir, 'car-makes.yaml')),
    carriers: await readYaml(path.join(homeDir, 'carriers.yaml')),
  });
  const operatorFile = path.join(contentDir, 'operator.yaml');
  const operator = validate(operatorSchema, operatorFile, await readYaml(operatorFile));
  const statesFile = path.join(wordsDir, 'states.yaml');
  const states = composeStates(validate(stateRequirementsSchema, statesFile, await read('states.yaml')), await loadStateData(path.join(contentDir, 'data')));
  await read(path.join('prices', 'surveys.yaml'));
  const prices = await buildPrices(contentDir, wordsDir);
  // The records are the same figures in both languages; our sentences in them come from the language's twin file.
  const reviewRecords = recordsInLanguage(await buildReviewRecords(contentDir, prices.surveys), lang, await read('review-companies.yaml'));
  const glossaryFile = path.join(wordsDir, 'glossary.yaml');
  const glossary = validate(glossarySchema, glossaryFile, await read('glossary.yaml')).map((entry) => ({ ...entry, twinTerm: '' }));
  return { content: { pages, home: withNationalFigures(home, prices.naic), operator, states, prices, reviewRecords, glossary }, yaml, outlines };
}

async function readYaml(file: string): Promise<unknown> {
  try {
    return parseYaml(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(file, error instanceof Error ? error.message : String(error));
  }
}

function validate<T extends z.ZodType>(schema: T, file: string, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentError(file, reasons.join('; '));
  }
  return result.data;
}

function assertUnique(pages: Record<string, ReadingPage>, field: 'title' | 'description'): void {
  const seen = new Map<string, string>();
  for (const page of Object.values(pages)) {
    const other = seen.get(page[field]);
    if (other) throw new ContentError(page.path, `${field} is the same as ${other}'s`);
    seen.set(page[field], page.path);
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
// Tokens pass through Markdown as inert words, then become {{token}} again in the HTML.
const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const tokenSentinel = (name: string) => `qotoken${name}qotoken`;
const SENTINEL = /qotoken([A-Za-z]+)qotoken/g;

interface RenderedMarkdown {
  kind: ReadingPage['kind'];
  published: string;
  reviewed: string;
  insurer?: string;
  built: Omit<ReadingPage, 'path'>;
  outline: HeadingOutline[];
}

/**
 * A Markdown page. A twin (`twinOutline`, the English page's ## and ### headings) must have the
 * same headings by level and order, and takes their ids, so an anchor such as
 * #notice-at-collection works in every language; its links must go to pages of its language.
 */
function renderPage(file: string, source: string, lang: Lang, twinOutline: HeadingOutline[] | undefined): RenderedMarkdown {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(file, 'must start with front matter between --- lines');
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(file, `front matter: ${error instanceof Error ? error.message : String(error)}`);
  }
  const meta = validate(frontMatterSchema, file, frontMatter);
  const body = source.slice(match[0].length).replace(TOKEN, (_, name: string) => {
    if (!(CONTENT_TOKENS as readonly string[]).includes(name)) {
      throw new ContentError(file, `unknown token {{${name}}}; known: ${CONTENT_TOKENS.join(', ')}`);
    }
    return tokenSentinel(name);
  });

  const headings: TocEntry[] = [];
  const outline: HeadingOutline[] = [];
  const usedIds = new Set<string>();
  const problems: string[] = [];
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        if (depth === 1) problems.push(`"# ${text}": the title is the page's only h1; use ## for sections`);
        const inner = this.parser.parseInline(tokens);
        let id = uniqueId(slugify(text), usedIds);
        if (depth === 2 || depth === 3) {
          const twin = twinOutline?.[outline.length];
          if (twinOutline && twin?.depth !== depth)
            problems.push(
              `heading ${outline.length + 1} ("${'#'.repeat(depth)} ${text}") must be a ${'#'.repeat(twin?.depth ?? 0) || 'no'} heading, as in the English twin`,
            );
          if (twin) id = twin.id;
          outline.push({ depth, id });
        }
        if (depth === 2) headings.push({ id, text: plainText(inner) });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        problems.push(`raw HTML is not allowed: ${text.trim().slice(0, 60)}`);
        return '';
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (href.startsWith('/')) {
          const [pathOnly] = href.split(/[?#]/);
          const target = findRoute(pathOnly!);
          if (!target) problems.push(`link to unknown page ${href}`);
          else if (target.lang !== lang) problems.push(`link ${href} goes to a page in another language: use ${target.twin}`);
          return `<a href="${escapeAttribute(href)}">${inner}</a>`;
        }
        if (SENTINEL.test(href) || /^(https:|mailto:)/.test(href)) {
          SENTINEL.lastIndex = 0;
          return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">${inner}</a>`;
        }
        problems.push(`link ${href}: use a site path, https: or mailto:`);
        return inner;
      },
      image({ href }: Tokens.Image) {
        problems.push(`images are not supported in reading pages: ${href}`);
        return '';
      },
      table(token: Tokens.Table) {
        // A wide table scrolls inside its own box instead of widening the page.
        const table = (Renderer.prototype as Renderer).table.call(this, token);
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="${TABLE_LABEL[lang]}">${table}</div>\n`;
      },
    },
  });
  const rendered = marked.parse(body, { async: false });
  if (twinOutline && outline.length !== twinOutline.length)
    problems.push(`has ${outline.length} ## and ### headings, the English twin ${twinOutline.length}: the same sections in the same order`);
  if (problems.length > 0) throw new ContentError(file, problems.join('; '));
  const html = rendered.replace(SENTINEL, (_, name: string) => `{{${name}}}`);
  return {
    kind: meta.kind,
    published: meta.published,
    reviewed: meta.reviewed,
    insurer: meta.insurer,
    built: { ...meta, html, toc: headings.length >= TOC_MIN_SECTIONS ? headings : [], words: countWords(html) },
    outline,
  };
}

function slugify(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z#0-9]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function countWords(html: string): number {
  return plainText(html)
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
