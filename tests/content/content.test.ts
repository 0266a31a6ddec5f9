import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentError, buildContent, buildSite } from '../../scripts/build/content.js';
import { sourceReader } from '../../scripts/build/source-files.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { fillContentTokens } from '../../server/content.js';
import { loadConfig } from '../../server/config.js';
import type { BuiltContent, ReadingPage } from '../../shared/content-schema.js';
import { READING_ROUTES, STATE_ROUTES, findRoute } from '../../shared/routes.js';
// The route table with the pages found in the data, as the links may name them.
import '../support/built-site.js';
import { US_STATES } from '../../shared/us-states.js';
import {
  GUIDE_ENDINGS,
  GUIDE_SECTIONS,
  LEFTOVER_WORDS,
  LEGAL_SECTIONS,
  MIN_SOURCE_LINKS,
  MIN_WORDS,
  PRIVACY_SUBSECTIONS,
  REQUIRED_FIGURES,
  REVIEW_ENDINGS,
  REVIEW_SECTIONS,
  SOURCES_SECTION,
} from './required-sections.js';
import { decodeEntities as decode } from './html-text.js';
import { usdCents, usdWhole } from '../../shared/money.js';

/** NAIC's own 2021 national figure (2020/2021 report): $1,061 a year, about $88 a month. Not in content/data, so written derived and credited. */
const NAIC_2021 = ['$1,061', '$88'];

const config = loadConfig({});
const { privacyRightsUrl } = config;
let content: BuiltContent;
beforeAll(async () => {
  content = fillContentTokens((await buildContent(path.join(ROOT, 'content'))).en, config);
});

const headings = (page: ReadingPage, level: 2 | 3) =>
  [...page.html.matchAll(new RegExp(`<h${level} id="[^"]*">(.*?)</h${level}>`, 'g'))].map((match) => decode(match[1]!.replace(/<[^>]+>/g, '')));
const text = (page: ReadingPage) => decode(page.html.replace(/<[^>]+>/g, ' '));
/** Where the page's Sources section starts in its HTML, or -1. */
const sourcesStart = (page: ReadingPage) => page.html.indexOf(`<h2 id="${SOURCES_SECTION.toLowerCase()}">`);
/** Every string in the home page data (page words, topics, brands, …), with where it came from. */
const homeStrings = (value: unknown, where = 'home'): [string, string][] =>
  typeof value === 'string'
    ? [[where, value]]
    : Array.isArray(value)
      ? value.flatMap((item, index) => homeStrings(item, `${where}[${index}]`))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => homeStrings(item, `${where}.${key}`))
        : [];

describe.each(READING_ROUTES.map((route) => [route.path, route] as const))('%s', (pagePath, route) => {
  const page = () => content.pages[pagePath]!;

  it('has valid front matter of its kind', () => {
    expect(page().kind).toBe(route.kind);
    expect(page().reviewed >= page().published).toBe(true);
    // Reviewed dates are never in the future: compare with today's date when the test runs.
    const today = new Date().toISOString().slice(0, 10);
    expect(page().reviewed <= today, `reviewed ${page().reviewed} is after today (${today})`).toBe(true);
  });

  it('has its required sections', () => {
    const h2 = headings(page(), 2);
    const required =
      route.kind === 'review' ? REVIEW_SECTIONS : route.kind === 'guide' ? [...GUIDE_SECTIONS[route.slug]!, ...GUIDE_ENDINGS] : LEGAL_SECTIONS[route.slug]!;
    for (const heading of required) expect(h2, heading).toContain(heading);
    if (route.kind === 'review') {
      const inOrder = [...REVIEW_SECTIONS, ...REVIEW_ENDINGS];
      expect(h2.filter((h) => inOrder.includes(h))).toEqual(inOrder);
      for (const heading of REVIEW_ENDINGS) expect(h2, heading).toContain(heading);
    }
    if (route.kind === 'guide') expect(h2.filter((h) => GUIDE_ENDINGS.includes(h))).toEqual(GUIDE_ENDINGS);
    if (route.kind !== 'legal') expect(h2.at(-1), 'the last section').toBe(SOURCES_SECTION);
    if (route.slug === 'privacy') for (const heading of PRIVACY_SUBSECTIONS) expect(headings(page(), 3), heading).toContain(heading);
    if (route.slug === 'how-to-lower-car-insurance') {
      expect(h2.filter((h) => /^\d+\. /.test(h)).map((h) => Number.parseInt(h, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('has the figures it must cite', () => {
    for (const figure of REQUIRED_FIGURES[pagePath] ?? []) {
      if (typeof figure === 'string') expect(text(page()), figure).toContain(figure);
      else expect(text(page())).toMatch(figure);
    }
  });

  it('is long enough and plainly written', () => {
    expect(page().words).toBeGreaterThanOrEqual(MIN_WORDS[page().kind]);
    if (route.kind === 'guide') expect(readingGrade(text(page())), 'Flesch-Kincaid grade').toBeLessThanOrEqual(10);
  });

  it('links only to real pages', () => {
    const sources = route.kind === 'legal' ? -1 : sourcesStart(page());
    for (const match of page().html.matchAll(/href="([^"]+)"/g)) {
      const href = match[1]!;
      if (href.startsWith('#')) continue;
      if (href.startsWith('/')) expect(findRoute(href.split(/[?#]/)[0]!), href).toBeDefined();
      else if (sources >= 0 && match.index > sources)
        expect(href, 'a source is an https link to another site').toMatch(/^https:\/\/(?!quoteowl\.example)[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i);
      else
        expect(
          href === privacyRightsUrl || href.startsWith('mailto:'),
          `outside Sources, external links are only the configured privacy-rights page or mail: ${href}`,
        ).toBe(true);
    }
  });

  it.runIf(route.kind !== 'legal')('cites its sources', () => {
    const start = sourcesStart(page());
    expect(start, `a "${SOURCES_SECTION}" section`).toBeGreaterThanOrEqual(0);
    const links = [
      ...page()
        .html.slice(start)
        .matchAll(/href="(https:\/\/[^"]+)"/g),
    ].map((match) => match[1]!);
    expect(links.length, 'external https links in Sources').toBeGreaterThanOrEqual(MIN_SOURCE_LINKS);
    expect(new Set(links).size, 'each source listed once').toBe(links.length);
  });

  it('has no leftover template words or unfilled tokens', () => {
    expect(text(page())).not.toMatch(LEFTOVER_WORDS);
    expect(page().title).not.toMatch(LEFTOVER_WORDS);
  });

  it("promises no saving by a percentage (decision 066), and gives only NAIC's averages", () => {
    const body = text(page());
    expect(body).not.toMatch(/(?:save|saving|savings)[^.]{0,40}?\d+\s?%/i);
    // An average is NAIC's: the data's figure for its year (a year, or that over twelve), or NAIC's 2021 one.
    const expenditure = content.prices.naic.countrywide.averageExpenditure;
    const averages = [usdCents(expenditure), usdWhole(Math.round(expenditure / 12)), ...NAIC_2021];
    for (const match of body.matchAll(/average[^.]{0,60}?(\$[\d,]+(?:\.\d\d)?)/gi)) expect(averages).toContain(match[1]);
  });
});

describe('the whole site', () => {
  it('has no duplicate titles or descriptions', () => {
    const pages = Object.values(content.pages);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it("gives 2021 one figure, NAIC's ($1,061 a year, about $88 a month), and dates and sources every average", () => {
    const texts: [string, string][] = [
      ...Object.values(content.pages).map((page) => [page.path, text(page)] as [string, string]),
      ...homeStrings(content.home),
      // The home page's figure, label and source are read together, as the page shows them.
      ['home.page.averageSpend', Object.values(content.home.page.averageSpend).join(' ')],
    ];
    for (const [where, body] of texts) {
      expect(body, `${where}: the 2021 figure is $1,061 a year, about $88 a month`).not.toMatch(/\$89\b/);
      // A dollar figure said with 2021 (just before it, or in the words after it) is NAIC's.
      for (const match of body.matchAll(/\b2021\b/g)) {
        const near = body.slice(Math.max(0, match.index - 30), match.index + 60).replace(/^[^]*\.\s|\.\s[^]*$/g, '');
        for (const figure of near.matchAll(/\$[\d,]+/g)) expect(NAIC_2021, `${where}: "${near}"`).toContain(figure[0]);
      }
      for (const match of body.matchAll(/\baverage[^.]{0,80}?\$[\d,]+|\$[\d,]+(?:\.\d\d)?[^.]{0,80}?\baverage/gi)) {
        if (where.endsWith('averageSpend.figure') || where.endsWith('averageSpend.label') || where.endsWith('averageSpend.source')) continue;
        const near = body.slice(Math.max(0, match.index - 250), match.index + match[0].length + 250);
        expect(near, `${where}: "${match[0]}" names its year`).toMatch(/\b20\d\d\b/);
        expect(near, `${where}: "${match[0]}" names its source`).toMatch(/NAIC|Auto Insurance Database Report/);
      }
    }
  });

  it('names the operator only through content/operator.yaml', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    for (const folder of ['guides', 'reviews', 'legal']) {
      for (const file of await readdir(path.join(ROOT, 'content', folder))) {
        const source = await readFile(path.join(ROOT, 'content', folder, file), 'utf8');
        expect(source, file).not.toContain(content.operator.name);
        expect(source, file).not.toContain(content.operator.email);
        expect(source, file).not.toContain(content.operator.address);
      }
    }
    expect(content.pages['/privacy']!.html).toContain(content.operator.email);
    expect(content.pages['/terms']!.html).toContain(content.operator.name);
  });

  it('has 20 topics with the spec ids (plus classic-car) and about 84 brands', () => {
    expect(content.home.topics.map((t) => t.id)).toEqual([
      'young-driver',
      'sr22',
      'short-term',
      'senior',
      'non-owner',
      'local',
      'liability',
      'high-risk',
      'gap',
      'full-coverage',
      'dui',
      'no-license',
      'no-down-payment',
      'coverage-types',
      'quotes-rates',
      'online-quotes',
      'choose-best',
      'cheap-affordable',
      'discounts',
      'classic-car',
    ]);
    expect(content.home.brands.length).toBeGreaterThanOrEqual(80);
    expect(content.home.brands.length).toBeLessThanOrEqual(90);
    expect(content.home.sampleQuotes).toHaveLength(8);
  });
});

/** The data itself is checked in states.test.ts; here, how it meets the routes and the index page. */
describe('the state pages and content/states.yaml', () => {
  it('has one entry for each of the 51 state routes, in the same order', () => {
    expect(content.states).toHaveLength(51);
    expect(content.states.map((entry) => entry.code)).toEqual(STATE_ROUTES.map((route) => route.state));
    expect(STATE_ROUTES.map((route) => route.label)).toEqual(content.states.map((entry) => US_STATES[entry.code]));
  });
});

/** A guide's front matter that passes, for a body under test. */
const GUIDE_FRONT =
  '---\ntitle: "Insurance After a DUI, Explained Here"\ndescription: "A description that is long enough to pass the fifty character minimum."\nkind: guide\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\n';

describe('a bad content file fails the build with its path', () => {
  async function brokenCopy(file: string, contents: string): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    await cp(path.join(ROOT, 'content'), dir, { recursive: true });
    await writeFile(path.join(dir, file), contents);
    return dir;
  }
  it.each([
    ['guides/dui-insurance.md', '---\ntitle: Short\ndescription: x\nkind: guide\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\nBody', 'title'],
    ['guides/dui-insurance.md', 'No front matter at all', 'front matter'],
    [
      'reviews/kemper.md',
      '---\ntitle: "Kemper Auto Insurance Review"\ndescription: "A description that is long enough to pass the fifty character minimum."\nkind: review\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\n[x](/nowhere)',
      'insurer',
    ],
    [
      'legal/terms.md',
      '---\ntitle: "Terms of Use for Everyone"\ndescription: "A description that is long enough to pass the fifty character minimum."\nkind: legal\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\nHello {{nobody}}',
      'unknown operator token {{nobody}}',
    ],
    // One token of each build phase that no phase knows (shared/content-tokens.ts).
    ['guides/dui-insurance.md', `${GUIDE_FRONT}In Texas, {TX.nothingSuch}.`, 'unknown state facts token {TX.nothingSuch}'],
    ['guides/dui-insurance.md', `${GUIDE_FRONT}The average is {naicNothing}.`, 'unknown national figures token {naicNothing}'],
    // The data pack and the YAML files: the one reader names the file and the reason.
    ['data/complaints/ny-dfs-auto-complaint-rankings-2009-2023.csv', 'Filing_Year,Company\n"2023,Acme\n', 'a quoted field is not closed'],
    ['data/state-rules.json', '{ not json', 'JSON'],
    ['states.yaml', 'states: [unclosed', 'states.yaml'],
    [
      'guides/extra-page.md',
      '---\ntitle: "An Extra Page Nobody Routes"\ndescription: "A description that is long enough to pass the fifty character minimum."\nkind: guide\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\nHello',
      'no route',
    ],
    ['home/topics.yaml', '- id: only-one\n  title: One\n  content: Text\n', 'topics'],
  ])('%s', async (file, contents, reason) => {
    const dir = await brokenCopy(file, contents);
    // One build: its one failure is checked three ways.
    const failure = buildContent(dir);
    // One error class for every source, naming the file.
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toThrow(file.startsWith('home/') ? 'home' : file);
    await expect(failure).rejects.toThrow(reason);
  });
});

describe('the content build reads each source once and returns its warnings', () => {
  it('reads a file once, whoever asks again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reader-'));
    const file = path.join(dir, 'words.yaml');
    await writeFile(file, 'said: first\n');
    const reader = sourceReader();
    expect(await reader.yaml(file)).toEqual({ said: 'first' });
    await writeFile(file, 'said: second\n');
    expect(await reader.yaml(file)).toEqual({ said: 'first' });
    expect(await sourceReader().yaml(file)).toEqual({ said: 'second' });
  });

  it('gives what an editor should look at as data, naming the source', async () => {
    const naicYear = content.prices.naic.dataYear;
    const fresh = await buildSite(path.join(ROOT, 'content'), `${naicYear + 1}-06-01`);
    expect(fresh.warnings.filter((warning) => warning.file.endsWith('.json'))).toEqual([]);
    const late = await buildSite(path.join(ROOT, 'content'), `${naicYear + 3}-06-01`);
    const naicFile = path.join(ROOT, 'content', 'data', `naic-${naicYear}-average-premiums.json`);
    expect(late.warnings.filter((warning) => warning.file === naicFile).map((warning) => warning.reason)).toEqual([
      `NAIC average premiums are for ${naicYear}, 3 years before ${naicYear + 3}: look for a newer ${content.prices.naic.publisher} Auto Insurance Database Report and update content/data`,
    ]);
    // The built content does not depend on the day it was built.
    expect(late.data).toEqual(fresh.data);
    // Two whole builds, each now with every insurance group's records: more than the default timeout on a loaded machine.
  }, 90_000);
});

/** Flesch-Kincaid grade level with a simple syllable estimate: good enough to catch drift. */
function readingGrade(body: string): number {
  const sentences = body.split(/[.!?]+\s|\n\s*\n/).filter((s) => /[a-z]/i.test(s)).length || 1;
  const words = body.split(/\s+/).filter((w) => /[a-z]/i.test(w));
  const syllables = words.reduce((sum, word) => sum + syllableCount(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

function syllableCount(word: string): number {
  const cleaned = word.toLowerCase().replace(/[^a-z]/g, '');
  if (cleaned.length <= 3) return 1;
  const groups = cleaned
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}
