import { Marked, Renderer, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import { frontMatterSchema, type ReadingPage, type TocEntry } from '../../shared/content-schema.js';
import { OPERATOR_TOKEN } from '../../shared/content-tokens.js';
import { MESSAGES } from '../../shared/messages/index.js';
import type { Lang, RouteLookup } from '../../shared/routes.js';
import { ContentError, validate } from './source-files.js';
import type { HeadingOutline } from './twins.js';

/**
 * A reading page's Markdown, rendered to HTML at build time: front matter checked, headings
 * given ids (a twin's from its English page), links held to the site's pages of its language.
 */

const TOC_MIN_SECTIONS = 4;
/** The scrolling box's name around a Markdown table (the catalogues' reading.tableLabel; the build reads no React context). */
const TABLE_LABEL: Record<Lang, string> = { en: MESSAGES.en.reading.tableLabel, es: MESSAGES.es.reading.tableLabel };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
// Tokens pass through Markdown as inert words, then become {{token}} again in the HTML.
const tokenSentinel = (name: string) => `qotoken${name}qotoken`;
const SENTINEL = /qotoken([A-Za-z]+)qotoken/g;

export interface RenderedMarkdown {
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
export function renderPage(file: string, source: string, lang: Lang, twinOutline: HeadingOutline[] | undefined, routes: RouteLookup): RenderedMarkdown {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(file, 'must start with front matter between --- lines', 'QO-SCHEMA-002');
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(file, `front matter: ${error instanceof Error ? error.message : String(error)}`, 'QO-SCHEMA-002');
  }
  const meta = validate(frontMatterSchema, file, frontMatter, 'QO-SCHEMA-002');
  // The operator's tokens (checked by scripts/build/tokens.ts) pass Markdown as sentinels, for the server to fill.
  const body = source.slice(match[0].length).replace(OPERATOR_TOKEN, (_, name: string) => tokenSentinel(name));

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
          const target = routes.findRoute(pathOnly!);
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
  if (problems.length > 0) throw new ContentError(file, problems.join('; '), 'QO-PAGE-001');
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
