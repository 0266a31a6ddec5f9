import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  CONTENT_TOKENS,
  frontMatterSchema,
  homeContentSchema,
  operatorSchema,
  stateRequirementsSchema,
  type BuiltContent,
  type ReadingPage,
  type TocEntry,
} from '../../shared/content-schema.js';
import { READING_ROUTES, findRoute, type PageKind } from '../../shared/routes.js';
import { composeStates, loadStateData } from './state-evidence.js';
import { buildReviewRecords } from './review-records.js';
import { fillStateFacts, stateFactTokens, stateFacts } from './state-facts.js';
import { assertNoContradictions, englishClaims, type ClaimText } from './state-claims.js';
import { US_STATES } from '../../shared/us-states.js';
import { buildPrices, fillNationalFigures, nationalFigureTokens, withNationalFigures } from './prices.js';

/** Turns content/ into the data the server renders: validated, Markdown rendered to HTML. */

export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
  }
}

const FOLDER_BY_KIND: Record<Exclude<PageKind, 'home' | 'state-index' | 'state' | 'sample-premiums' | 'data-sources' | 'privacy-choices'>, string> = {
  guide: 'guides',
  review: 'reviews',
  legal: 'legal',
};
const TOC_MIN_SECTIONS = 4;

export async function buildContent(contentDir: string): Promise<BuiltContent> {
  const statesFile = path.join(contentDir, 'states.yaml');
  const stateData = await loadStateData(path.join(contentDir, 'data'));
  const composed = composeStates(validate(stateRequirementsSchema, statesFile, await readYaml(statesFile)), stateData);
  const facts = stateFacts(composed, stateData.rules);
  const tokens = stateFactTokens(facts);
  const states = fillEverywhere(composed, tokens, statesFile);
  const claimTexts: ClaimText[] = states.flatMap((state) =>
    [...state.notes, state.proofFiling.detail, state.alternativePolicy, state.addOnRightToSue].flatMap((text) =>
      text ? [{ file: `${statesFile} (${state.code})`, text, state: state.code }] : [],
    ),
  );

  const prices = await buildPrices(contentDir);
  const nationalFigures = nationalFigureTokens(prices.naic, prices.savingsClaim);

  const pages: Record<string, ReadingPage> = {};
  for (const [kind, folder] of Object.entries(FOLDER_BY_KIND)) {
    const dir = path.join(contentDir, folder);
    for (const name of (await readdir(dir)).filter((file) => file.endsWith('.md')).sort()) {
      const file = path.join(dir, name);
      const source = fillEverywhere(await readFile(file, 'utf8'), tokens, file);
      claimTexts.push({ file, text: source });
      const page = renderPage(file, fillNationalFigures(source, nationalFigures));
      const route = READING_ROUTES.find((candidate) => candidate.kind === kind && candidate.slug === name.slice(0, -3));
      if (!route) throw new ContentError(file, `no route in shared/routes.ts serves a ${kind} named "${name.slice(0, -3)}"`);
      if (page.kind !== route.kind) throw new ContentError(file, `kind is "${page.kind}" but the file is in ${folder}/`);
      pages[route.path] = { ...page, path: route.path };
    }
  }
  for (const route of READING_ROUTES) {
    if (!pages[route.path]) {
      throw new ContentError(
        path.join(contentDir, FOLDER_BY_KIND[route.kind as keyof typeof FOLDER_BY_KIND], `${route.slug}.md`),
        `missing: the route ${route.path} needs this file`,
      );
    }
  }
  assertUnique(pages, 'title');
  assertUnique(pages, 'description');

  const homeDir = path.join(contentDir, 'home');
  const home = validate(
    homeContentSchema,
    path.join(homeDir, '*.yaml'),
    fillEverywhere(
      {
        page: await readYaml(path.join(homeDir, 'page.yaml')),
        topics: await readYaml(path.join(homeDir, 'topics.yaml')),
        brands: await readYaml(path.join(homeDir, 'brands.yaml')),
        sampleQuotes: await readYaml(path.join(homeDir, 'sample-quotes.yaml')),
        carMakes: await readYaml(path.join(homeDir, 'car-makes.yaml')),
        carriers: await readYaml(path.join(homeDir, 'carriers.yaml')),
      },
      tokens,
      path.join(homeDir, '*.yaml'),
    ),
  );
  claimTexts.push(...stringsIn(home).map((text) => ({ file: path.join(homeDir, '*.yaml'), text })));
  try {
    assertNoContradictions(claimTexts, englishClaims(US_STATES), facts);
  } catch (error) {
    throw new ContentError(contentDir, error instanceof Error ? error.message : String(error));
  }
  for (const topic of home.topics) {
    if (topic.guide && !findRoute(topic.guide))
      throw new ContentError(path.join(homeDir, 'topics.yaml'), `topic ${topic.id} links to unknown page ${topic.guide}`);
  }
  const operatorFile = path.join(contentDir, 'operator.yaml');
  const operator = validate(operatorSchema, operatorFile, await readYaml(operatorFile));
  const reviewRecords = await buildReviewRecords(contentDir, prices.surveys);
  return { pages, home: withNationalFigures(home, nationalFigures), operator, states, prices, reviewRecords };
}

/** Every string in the value with its state facts ({TX.minimum}) filled in from content/data. */
function fillEverywhere<T>(value: T, tokens: ReadonlyMap<string, string>, file: string): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return fillStateFacts(item, tokens);
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, fill(inner)]));
    return item;
  };
  try {
    return fill(value) as T;
  } catch (error) {
    throw new ContentError(file, error instanceof Error ? error.message : String(error));
  }
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
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

function renderPage(file: string, source: string): Omit<ReadingPage, 'path'> {
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
  const usedIds = new Set<string>();
  const problems: string[] = [];
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        if (depth === 1) problems.push(`"# ${text}": the title is the page's only h1; use ## for sections`);
        const inner = this.parser.parseInline(tokens);
        const id = uniqueId(slugify(text), usedIds);
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
          if (!findRoute(pathOnly!)) problems.push(`link to unknown page ${href}`);
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
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="Table">${table}</div>\n`;
      },
    },
  });
  const rendered = marked.parse(body, { async: false });
  if (problems.length > 0) throw new ContentError(file, problems.join('; '));
  const html = rendered.replace(SENTINEL, (_, name: string) => `{{${name}}}`);
  return {
    ...meta,
    html,
    toc: headings.length >= TOC_MIN_SECTIONS ? headings : [],
    words: countWords(html),
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
