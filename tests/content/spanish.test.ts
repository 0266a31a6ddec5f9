import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/content.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite, ReadingPage } from '../../shared/content-schema.js';
import { isMarkdownKind } from '../../shared/page-kinds.js';
import { READING_ROUTES, findRoute, routesIn } from '../../shared/routes.js';
// The route table with the pages found in the data, as the links may name them.
import '../support/built-site.js';
import { decodeEntities as decode } from './html-text.js';

/**
 * The Spanish words in content/es/: every page and YAML entry a twin of its English one, the
 * same sections (the English twin's heading ids), links to Spanish pages only, the same sources;
 * and a build that refuses a Spanish file that is missing or is not a twin.
 */

/** The Spanish endings the spec's English ones become (spanish.md's glossary). */
const ENDINGS: Record<string, string> = {
  'Frequently Asked Questions': 'Preguntas frecuentes',
  'The Bottom Line': 'En resumen',
  Sources: 'Fuentes',
};

let site: BuiltSite;
beforeAll(async () => {
  site = await buildContent(path.join(ROOT, 'content'));
});

const headingsOf = (page: ReadingPage) =>
  [...page.html.matchAll(/<h([23]) id="([^"]*)">(.*?)<\/h\1>/g)].map((match) => ({
    level: match[1],
    id: match[2],
    text: decode(match[3]!.replace(/<[^>]+>/g, '')),
  }));
const externalLinks = (page: ReadingPage) => [...page.html.matchAll(/href="(https:[^"]+)"/g)].map((match) => match[1]).sort();

describe.each(
  routesIn('es')
    // The pages written in Markdown: an insurer group's page found in the data has none.
    .filter((route) => isMarkdownKind(route.kind) && READING_ROUTES.some((english) => english.path === route.twin))
    .map((route) => [route.path, route] as const),
)('%s', (pagePath, route) => {
  const page = () => site.es.pages[pagePath]!;
  const twin = () => site.en.pages[route.twin]!;

  it('is the twin of its English page: kind, dates, sections and their ids', () => {
    expect(page().kind).toBe(twin().kind);
    expect([page().published, page().reviewed]).toEqual([twin().published, twin().reviewed]);
    const spanish = headingsOf(page());
    const english = headingsOf(twin());
    expect(spanish.map(({ level, id }) => `${level} ${id}`)).toEqual(english.map(({ level, id }) => `${level} ${id}`));
    english.forEach((heading, index) => {
      if (heading.level === '2' && ENDINGS[heading.text]) expect(spanish[index]!.text, heading.text).toBe(ENDINGS[heading.text]);
    });
  });

  it('links to Spanish pages only, and cites the same sources', () => {
    for (const match of page().html.matchAll(/href="(\/[^"]*)"/g)) expect(findRoute(match[1]!.split(/[?#]/)[0]!)?.lang, match[1]).toBe('es');
    expect(externalLinks(page())).toEqual(externalLinks(twin()));
  });
});

describe('the Spanish YAML twins', () => {
  it('keep the English ids, codes and names in the same order', () => {
    expect(site.es.home.topics.map((topic) => topic.id)).toEqual(site.en.home.topics.map((topic) => topic.id));
    expect(site.es.home.brands.map((brand) => brand.name)).toEqual(site.en.home.brands.map((brand) => brand.name));
    expect(site.es.states.map((state) => state.code)).toEqual(site.en.states.map((state) => state.code));
    expect(site.es.prices.surveys.map((survey) => survey.code)).toEqual(site.en.prices.surveys.map((survey) => survey.code));
    expect(site.es.glossary.map((entry) => entry.id)).toEqual(site.en.glossary.map((entry) => entry.id));
    expect(site.es.glossary.map((entry) => entry.twinTerm)).toEqual(site.en.glossary.map((entry) => entry.term));
  });

  it('give the Spanish state pages the same figures: the data is one for both', () => {
    expect(site.es.states.map((state) => [state.minimumLiability, state.dateModified])).toEqual(
      site.en.states.map((state) => [state.minimumLiability, state.dateModified]),
    );
    expect(site.es.prices.naic).toEqual(site.en.prices.naic);
  });
});

describe('the build refuses Spanish that is missing or not a twin', () => {
  async function copyWith(change: (dir: string) => Promise<void>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-es-'));
    await cp(path.join(ROOT, 'content'), dir, { recursive: true });
    await change(dir);
    return dir;
  }
  const edit = (dir: string, file: string, replace: (text: string) => string) =>
    readFile(path.join(dir, file), 'utf8').then((text) => writeFile(path.join(dir, file), replace(text)));

  it.each([
    ['a missing Spanish page', (dir: string) => rm(path.join(dir, 'es/legal/terms.md')), 'es/legal/terms.md: missing: the route /es/terminos needs this file'],
    [
      'an English page without its Spanish twin',
      (dir: string) => rm(path.join(dir, 'es/guides/liability-insurance.md')),
      '/es/guias/seguro-de-responsabilidad-civil',
    ],
    ['a Spanish page without a route', (dir: string) => writeFile(path.join(dir, 'es/guides/extra.md'), '---\n---\n'), 'no route in shared/routes.ts'],
    ['a section too many', (dir: string) => edit(dir, 'es/legal/privacy.md', (text) => `${text}\n\n## Una sección más\n\nTexto.\n`), 'the English twin'],
    [
      'a link to an English page',
      (dir: string) => edit(dir, 'es/legal/terms.md', (text) => text.replace('](/es/privacidad)', '](/privacy)')),
      'goes to a page in another language: use /es/privacidad',
    ],
    ['a missing YAML twin', (dir: string) => rm(path.join(dir, 'es/glossary.yaml')), 'es/glossary.yaml'],
    [
      'a YAML entry too few',
      (dir: string) => edit(dir, 'es/home/sample-quotes.yaml', (text) => text.slice(0, text.lastIndexOf('\n- '))),
      'not the twin of content/home/sample-quotes.yaml',
    ],
    [
      'a changed id',
      (dir: string) => edit(dir, 'es/home/topics.yaml', (text) => text.replace('id: "young-driver"', 'id: "conductor-joven"')),
      'must be "young-driver"',
    ],
  ])('%s', async (_name, change, reason) => {
    const dir = await copyWith(change);
    await expect(buildContent(dir)).rejects.toThrow(reason);
    await rm(dir, { recursive: true, force: true });
  });
});
