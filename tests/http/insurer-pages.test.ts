import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../scripts/lib/server-process.js';
import { EN } from '../../shared/messages/en.js';
import type { InsurerGroups } from '../../shared/insurer-group-schema.js';
import { DATA_DIR, readCsvLines, surveyFile } from '../support/data-pack.js';
import { testApp } from '../support/app.js';

/**
 * The insurer pages and their index (decisions 076–078) held to the data pack, read
 * here the tests' own way (the CSVs line by line, the group map as JSON), never through the
 * build's code: on a sample of pages in both languages, every DFS row (company, code, counts,
 * ratio, "rank of N"), every trend ratio, and every survey premium, position and distance from
 * the median; the ten largest groups' New York sections; the index's order under each sort,
 * with JavaScript off (plain HTML); the four reviews' addresses; the links to the index.
 */

const { app } = testApp();
const map = JSON.parse(readFileSync(path.join(DATA_DIR, 'compiled', 'insurer-groups.json'), 'utf8')) as InsurerGroups;
const dfs = readCsvLines(path.join(DATA_DIR, 'complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv'));
const latestYear = Math.max(...dfs.map((row) => Number(row.Filing_Year)));
const latest = dfs.filter((row) => Number(row.Filing_Year) === latestYear);
const surveyWords = (
  parseYaml(readFileSync(path.join(ROOT, 'content', 'prices', 'surveys.yaml'), 'utf8')) as {
    surveys: { id: string; code: string; profiles: string[]; apart?: { carriers: string[] } }[];
  }
).surveys;

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) => decode(match[1]!));
const section = (html: string, id: string) => {
  const start = html.indexOf(`<section class="review-record" aria-labelledby="${id}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};
const page = async (url: string) => (await request(app).get(url).expect(200)).text;

/** The NAIC codes the map gives a group's companies; none for a brand the map places in no group (Direct Auto). */
const codesOf = (groupId: string) => new Set(map.groups.find((group) => group.id === groupId)?.companies.flatMap((company) => company.naic ?? []) ?? []);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A group's cheapest premium for the base driver in each place of a survey, with its position and the median, from the files. */
function surveyPlaces(groupId: string, surveyId: string) {
  const words = surveyWords.find((survey) => survey.id === surveyId)!;
  const apart = new Set(words.apart?.carriers ?? []);
  const owner = new Map(map.carriers.filter((entry) => entry.survey === surveyId).map((entry) => [entry.carrier, entry.program?.group ?? entry.group]));
  const rows = readCsvLines(surveyFile(surveyId, 'premiums')).filter((row) => row.profile_id === words.profiles[0] && !apart.has(row.carrier!));
  const places = new Map<string, { annual: number; position: number; companies: number; difference: number } | null>();
  for (const place of new Set(rows.map((row) => row.territory!))) {
    const here = rows.filter((row) => row.territory === place).map((row) => ({ carrier: row.carrier!, annual: Number(row.annual_premium) }));
    const own = here.filter((row) => owner.get(row.carrier) === groupId).map((row) => row.annual);
    if (own.length === 0) {
      places.set(place, null);
      continue;
    }
    const cheapest = Math.min(...own);
    const all = here.map((row) => row.annual);
    places.set(place, {
      annual: cheapest,
      position: 1 + all.filter((annual) => annual < cheapest).length,
      companies: all.length,
      difference: cheapest - median(all),
    });
  }
  return places;
}

/** The group's best (lowest) rank among its companies in DFS's latest year, from the file. */
const bestRank = (groupId: string) => {
  const ranks = latest.filter((row) => codesOf(groupId).has(row.NAIC!)).map((row) => Number(row.Rank));
  return ranks.length > 0 ? Math.min(...ranks) : undefined;
};
const bestPosition = (groupId: string, surveyId: string) => {
  const positions = [...surveyPlaces(groupId, surveyId).values()].flatMap((place) => (place ? [place.position] : []));
  return positions.length > 0 ? Math.min(...positions) : undefined;
};

const TEN = ['geico', 'state-farm', 'progressive', 'allstate', 'usaa', 'liberty-mutual', 'farmers', 'nationwide', 'travelers', 'american-family'];
const SAMPLE = [
  ...TEN.map((id) => `/reviews/${id}`),
  '/reviews/kemper',
  '/reviews/hartford',
  '/reviews/mercury',
  '/es/resenas/travelers',
  '/es/resenas/geico',
  '/es/resenas/kemper',
  '/es/resenas/usaa',
];

describe('insurer pages show DFS’s rows for the group’s companies, as the file has them', () => {
  it.each(SAMPLE)('%s', async (url) => {
    const id = url.split('/').at(-1)!;
    const html = await page(url);
    const record = section(html, 'complaint-record');
    const table = record.includes('complaints-caption') ? record.slice(0, record.indexOf('</table>')) : '';
    const shown = [...table.matchAll(/<tr data-naic="(\d+)">([\s\S]*?)<\/tr>/g)];
    const expected = latest.filter((row) => codesOf(id).has(row.NAIC!));
    expect(shown.map(([, naic]) => naic).sort(), url).toEqual(expected.map((row) => row.NAIC).sort());
    const spanish = url.startsWith('/es/');
    for (const [, naic, row] of shown) {
      const [company, code, upheld, premiums, ratio, rank] = cells(row!);
      const source = expected.find((candidate) => candidate.NAIC === naic)!;
      expect([company, code, upheld], url).toEqual([source.Company_Name, source.NAIC, source.Upheld_Complaints]);
      const millions = Number(source.Premiums_Written).toLocaleString(spanish ? 'es-US' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      expect(premiums).toBe(spanish ? `$${millions} millones` : `$${millions} million`);
      expect(ratio!.replace(/ [†*]/g, '')).toBe((Number(source.Upheld_Complaints) / Number(source.Premiums_Written)).toFixed(4));
      // DFS's rank, always, as published; a caution is a mark beside it, never instead of it.
      expect(rank!.replace(/ †$/, '')).toBe(`${source.Rank} ${spanish ? 'de' : 'of'} ${latest.length}`);
    }
  });
});

/** Every filing year's upheld complaints and premiums by NAIC code, and its all-company ratio, from the file. */
const byYear = new Map<number, { rows: Map<string, { upheld: number; premiums: number }>; allCompany: number }>();
for (const row of dfs) {
  const year = Number(row.Filing_Year);
  const entry = byYear.get(year) ?? { rows: new Map(), allCompany: 0 };
  entry.rows.set(row.NAIC!, { upheld: Number(row.Upheld_Complaints), premiums: Number(row.Premiums_Written) });
  byYear.set(year, entry);
}
for (const entry of byYear.values()) {
  const values = [...entry.rows.values()];
  entry.allCompany = values.reduce((sum, row) => sum + row.upheld, 0) / values.reduce((sum, row) => sum + row.premiums, 0);
}
/** Whether a ratio as printed is upheld ÷ premiums to the precision it shows (half a unit of its last digit). */
const agrees = (printed: string, exact: number) =>
  Math.abs(Number(printed.replaceAll(',', '')) - exact) <= 0.5 * 10 ** -(printed.split('.')[1]?.length ?? 0) + 1e-12;

describe('every complaint ratio an insurer page shows agrees with upheld complaints ÷ premiums to the precision shown', () => {
  it.each([...SAMPLE, '/reviews/direct-auto'])('%s', async (url) => {
    const record = section(await page(url), 'complaint-record');
    let checked = 0;
    for (const [, naic, row] of record.matchAll(/<tr data-naic="(\d+)">([\s\S]*?)<\/tr>/g))
      for (const [, year, cell] of row!.matchAll(/<td data-year="(\d{4})">([^<]*)<\/td>/g)) {
        const printed = cell!.replace(/ [†*]/g, '');
        const source = byYear.get(Number(year))!.rows.get(naic!)!;
        expect(agrees(printed, source.upheld / source.premiums), `${url} NAIC ${naic} ${year}: ${printed}`).toBe(true);
        expect(printed.split('.')[1]).toHaveLength(4);
        checked++;
      }
    // The trend covers the last five filing years for every company of the group ranked in them.
    const trendYears = [...byYear.keys()].sort().slice(-5);
    const trendCodes = [...codesOf(url.split('/').at(-1)!)].filter((code) => trendYears.some((year) => byYear.get(year)!.rows.has(code)));
    const trend = record.slice(record.indexOf('complaints-trend-caption'));
    expect(
      trendCodes.every((code) => trend.includes(`data-naic="${code}"`)),
      url,
    ).toBe(true);
    const words = decode(record);
    const noted = [...words.matchAll(/(\d+\.\d{4}) (?:in|en) (\d{4})/g)];
    for (const [, printed, year] of noted) expect(agrees(printed!, byYear.get(Number(year))!.allCompany), `${url} all companies ${year}`).toBe(true);
    expect(words.match(/\d\.\d{4}/g) ?? []).toHaveLength(checked + noted.length);
  });

  it('marks the ratios of a year DFS rounded as computed from its counts', async () => {
    const record = section(await page('/reviews/progressive'), 'complaint-record');
    expect(decode(record)).toContain("* Computed from DFS's counts: DFS's file gives filing year 2019's ratios rounded to 2 decimals");
    // Progressive Casualty's 2019: 0.0362, where DFS's file rounds to 0.04.
    expect(record).toMatch(/<tr data-naic="24260">[\s\S]*?<td data-year="2019">0\.0362 \*/);
  });
});

describe('the ten largest groups’ pages name their legal companies with DFS’s 2023 ranks', () => {
  it.each(TEN)('/reviews/%s', async (id) => {
    const html = await page(`/reviews/${id}`);
    const words = decode(section(html, 'complaint-record'));
    const ranked = latest.filter((row) => codesOf(id).has(row.NAIC!));
    for (const row of ranked) expect(words, row.Company_Name).toContain(`${row.Company_Name!}${row.NAIC!}`);
    if (map.groups.find((group) => group.id === id)!.companies.length === 0) expect(words).toContain('With no legal company to look up');
  });

  it('including companies whose names do not carry the brand', async () => {
    for (const [id, company] of [
      ['travelers', 'Standard Fire Insurance Company'],
      ['geico', 'Government Employees Insurance Company'],
      ['usaa', 'Garrison Property and Casualty Insurance Company'],
    ] as const) {
      const row = latest.find((candidate) => candidate.Company_Name === company)!;
      expect(decode(section(await page(`/reviews/${id}`), 'complaint-record')), id).toContain(`${company}${row.NAIC!}`);
    }
  });
});

describe('insurer pages place the group in each survey as the premium files say', () => {
  it.each(['/reviews/state-farm', '/reviews/travelers', '/reviews/geico', '/es/resenas/usaa', '/es/resenas/farmers', '/reviews/sentry'])('%s', async (url) => {
    const id = url.split('/').at(-1)!;
    const html = await page(url);
    const surveys = section(html, 'survey-premiums');
    const mapped = map.groups.find((group) => group.id === id)!.companies.length > 0;
    if (!mapped) {
      expect(surveys).not.toContain('<table');
      return;
    }
    for (const words of surveyWords) {
      const start = surveys.indexOf(`<div data-survey="${words.id}">`);
      expect(start, `${url} ${words.id}`).toBeGreaterThan(0);
      const block = surveys.slice(start, surveys.indexOf('<div data-survey=', start + 10) < 0 ? undefined : surveys.indexOf('<div data-survey=', start + 10));
      const expected = surveyPlaces(id, words.id);
      const rows = [...block.matchAll(/<tr data-place="([^"]+)">([\s\S]*?)<\/tr>/g)];
      if ([...expected.values()].every((place) => place === null)) {
        expect(rows, `${url} ${words.id}`).toHaveLength(0);
        continue;
      }
      expect(rows.map(([, place]) => decode(place!)).sort()).toEqual([...expected.keys()].sort());
      for (const [, place, row] of rows) {
        const figures = expected.get(decode(place!)) ?? null;
        if (figures === null) {
          expect(row).toContain('colspan="4"');
          continue;
        }
        expect(row).toContain(`data-annual="${figures.annual}"`);
        expect(row).toContain(`data-position="${figures.position}" data-companies="${figures.companies}"`);
        expect(row).toContain(`data-difference="${figures.difference}"`);
        const text = cells(row!);
        expect(text[2]).toBe(`$${figures.annual.toLocaleString('en-US')}`);
        expect(text[3]).toMatch(new RegExp(`^${figures.position}(?:st|nd|rd|th|\\.ª) (?:cheapest of|más barata de) ${figures.companies}$`));
      }
    }
  });
});

describe('the index of insurers', () => {
  const SORTS: [string, (id: string) => number | string | undefined][] = [
    ['/reviews', (id) => map.groups.find((group) => group.id === id)!.rank],
    ['/reviews/sorted-by/name', (id) => map.groups.find((group) => group.id === id)!.displayName],
    ['/reviews/sorted-by/new-york-complaints', bestRank],
    ['/reviews/sorted-by/california-premiums', (id) => bestPosition(id, 'ca-2026')],
    ['/reviews/sorted-by/district-of-columbia-premiums', (id) => bestPosition(id, 'dc-2024')],
    ['/reviews/sorted-by/oklahoma-premiums', (id) => bestPosition(id, 'ok-2026')],
    ['/reviews/sorted-by/texas-premiums', (id) => bestPosition(id, 'tx-2025')],
    ['/es/resenas/ordenadas-por/quejas-en-nueva-york', bestRank],
    ['/es/resenas/ordenadas-por/primas-en-texas', (id) => bestPosition(id, 'tx-2025')],
  ];

  it.each(SORTS)('%s lists every group in its column’s order, plain HTML, those without a figure last', async (url, figure) => {
    const html = await page(url);
    const order = [...html.matchAll(/<tr data-group="([^"]+)">/g)].map((match) => match[1]!);
    expect([...order].sort()).toEqual(map.groups.map((group) => group.id).sort());
    const share = (id: string) => map.groups.find((group) => group.id === id)!.rank;
    const expected = [...order].sort((a, b) => {
      const [x, y] = [figure(a), figure(b)];
      if (x === undefined || y === undefined) return x === y ? share(a) - share(b) : x === undefined ? 1 : -1;
      return typeof x === 'string' ? x.localeCompare(y as string, 'en') : x - (y as number) || share(a) - share(b);
    });
    expect(order).toEqual(expected);
    // Every other order is a plain link in the table's head; this one is marked as the current sort.
    const head = html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
    expect([...head.matchAll(/<a href="/g)]).toHaveLength(2 + surveyWords.length);
    expect([...head.matchAll(/aria-sort="ascending"/g)]).toHaveLength(1);
  });

  it('is linked from the menus, the home page and every review; the four reviews keep their addresses', async () => {
    for (const url of ['/', '/articles/dui-insurance', '/reviews/progressive', '/reviews/hartford', '/reviews/kemper', '/reviews/direct-auto'])
      expect(await page(url), url).toMatch(/<a [^>]*href="\/reviews"/);
    expect(await page('/es/')).toMatch(/<a [^>]*href="\/es\/resenas"/);
  });

  it('Direct Auto’s review says the map places the brand in no group, with no table and no other company’s record', async () => {
    const html = await page('/reviews/direct-auto');
    const words = decode(section(html, 'insurer-companies'));
    expect(words).toContain(EN.insurers.who.noGroup('Direct Auto'));
    for (const id of ['complaint-record', 'survey-premiums']) expect(section(html, id)).not.toContain('<table');
  });

  it('a group with no sourced company says the regulators we cite publish nothing we can tie to it', async () => {
    const html = await page('/reviews/sentry');
    expect(decode(section(html, 'insurer-companies'))).toContain('publish nothing we can show for it');
  });
});
