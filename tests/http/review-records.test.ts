import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EN } from '../../shared/messages/en.js';
import { REVIEW_ROUTES, routesIn } from '../../shared/routes.js';
import { DATA_DIR, readCsvLines } from '../support/data-pack.js';
import { testApp } from '../support/app.js';

/**
 * What a review page shows of its records (decisions 042, 067), held to the DFS file read here: each
 * table row's legal name, NAIC code, complaints, premiums, ratio and "rank of N" (or "too few
 * to compare"), the credit next to the figures, and Direct Auto's "not in the data".
 */

const { app } = testApp();
const rows = readCsvLines(path.join(DATA_DIR, 'complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv'));
const latestYear = Math.max(...rows.map((row) => Number(row.Filing_Year)));
const latest = rows.filter((row) => Number(row.Filing_Year) === latestYear);

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

describe('review pages show their New York complaint record, credited', () => {
  it.each(REVIEW_ROUTES.map((route) => route.path))('%s: says at the top that we are not a licensed insurance producer, in the shared words', async (page) => {
    const { text } = await request(app).get(page).expect(200);
    const top = text.slice(text.indexOf('<article'), text.indexOf('class="prose"'));
    expect(decode(top)).toContain(EN.licensingStatement('QuoteOwl'));
  });

  it.each(['/reviews/progressive', '/reviews/hartford', '/reviews/kemper'])('%s: every row is the file’s', async (page) => {
    const { text } = await request(app).get(page).expect(200);
    const record = section(text, 'complaint-record');
    const table = record.slice(0, record.indexOf('</table>'));
    const shown = [...table.matchAll(/<tr data-naic="(\d+)">([\s\S]*?)<\/tr>/g)];
    expect(shown.length, page).toBeGreaterThan(0);
    for (const [, naic, row] of shown) {
      const [company, code, upheld, premiums, ratio, rank] = cells(row!);
      const source = latest.find((candidate) => candidate.NAIC === naic && candidate.Company_Name === company);
      expect(source, `${page} ${company}`).toBeDefined();
      expect(code).toBe(source!.NAIC);
      expect(upheld).toBe(source!.Upheld_Complaints);
      expect(premiums).toBe(`$${Number(source!.Premiums_Written).toFixed(1)} million`);
      expect(ratio!.replace(/ [†*]/g, '')).toBe((Number(source!.Upheld_Complaints) / Number(source!.Premiums_Written)).toFixed(4));
      // DFS's rank, always; a caution is a mark beside the ratio, never instead of the rank.
      expect(rank!.replace(/ †$/, '')).toBe(`${source!.Rank} of ${latest.length}`);
    }
    expect(decode(record)).toContain(`New York State Department of Financial Services, Automobile Insurance Company Complaint Rankings, filing year`);
    expect(decode(record)).toContain('via data.ny.gov');
    expect(decode(record)).toContain(`filing year ${latestYear}`);
    expect(record).toMatch(/<a href="https:\/\/data\.texas\.gov\/[^"]+"[^>]*>Texas Department of Insurance complaint indexes<\/a>/);
  });

  it('/reviews/direct-auto: says Direct Auto is not in the data, with no row and no sister company', async () => {
    const { text } = await request(app).get('/reviews/direct-auto').expect(200);
    const record = decode(section(text, 'complaint-record'));
    expect(record).toContain(`Direct Auto is not in DFS's rankings for filing years 2009 to ${latestYear}.`);
    expect(section(text, 'complaint-record')).not.toContain('<table');
    expect(record).not.toMatch(/National General (?:Insurance|Assurance)|Integon (?:National|Casualty|Preferred)/);
  });

  it.each(REVIEW_ROUTES.map((route) => route.path))(
    '%s: the records are in the table of contents, and the survey section says where the company sat or that it is not there',
    async (page) => {
      const { text } = await request(app).get(page).expect(200);
      expect(text).toContain('<a href="#complaint-record">');
      expect(text).toContain('<a href="#survey-premiums">');
      // Sources stays the last section, in the page and in its table of contents.
      expect(text.indexOf('<h2 id="survey-premiums">')).toBeLessThan(text.indexOf('<h2 id="sources">'));
      expect(text.indexOf('<a href="#survey-premiums">')).toBeLessThan(text.indexOf('<a href="#sources">'));
      const article = text.slice(text.indexOf('<article'), text.indexOf('</article>'));
      expect([...article.matchAll(/<h2 id="([^"]+)"/g)].at(-1)![1]).toBe('sources');
      const surveys = decode(section(text, 'survey-premiums'));
      expect(surveys).toMatch(/position 1 being the lowest premium|appears in the surveys we publish/);
      expect(surveys).toContain('A sample premium is not a quote');
      // Semantic tables, no inline style.
      expect(section(text, 'survey-premiums') + section(text, 'complaint-record')).not.toMatch(/style=/);
    },
  );
});

/** Every filing year's upheld complaints and premiums by NAIC code, and its all-company ratio, from the file. */
const byYear = new Map<number, { rows: Map<string, { upheld: number; premiums: number }>; allCompany: number }>();
for (const row of rows) {
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

describe('every complaint ratio a review shows agrees with upheld complaints ÷ premiums to the precision shown', () => {
  it.each([...REVIEW_ROUTES, ...routesIn('es').filter((route) => route.kind === 'review')].map((route) => route.path))('%s', async (page) => {
    const { text } = await request(app).get(page).expect(200);
    const record = section(text, 'complaint-record');
    let checked = 0;
    for (const [, naic, row] of record.matchAll(/<tr data-naic="(\d+)">([\s\S]*?)<\/tr>/g))
      for (const [, year, cell] of row!.matchAll(/<td data-year="(\d{4})">([^<]*)<\/td>/g)) {
        const printed = cell!.replace(/ [†*]/g, '');
        const source = byYear.get(Number(year))!.rows.get(naic!)!;
        expect(agrees(printed, source.upheld / source.premiums), `${page} NAIC ${naic} ${year}: ${printed}`).toBe(true);
        expect(printed.split('.')[1]).toHaveLength(4);
        checked++;
      }
    // The notes' all-company ratios ("0.0275 in 2023"), and no ratio anywhere in the section that was not checked.
    const words = decode(record);
    const noted = [...words.matchAll(/(\d+\.\d{4}) (?:in|en) (\d{4})/g)];
    for (const [, printed, year] of noted) expect(agrees(printed!, byYear.get(Number(year))!.allCompany), `${page} all companies ${year}`).toBe(true);
    expect(words.match(/\d\.\d{4}/g) ?? []).toHaveLength(checked + noted.length);
    expect(checked > 0, page).toBe(!page.endsWith('direct-auto'));
  });

  it('says where a ratio was computed from DFS’s counts, and marks none DFS gave to four decimals', async () => {
    const { text } = await request(app).get('/reviews/progressive').expect(200);
    const words = decode(section(text, 'complaint-record'));
    expect(words).toContain("* Computed from DFS's counts: DFS's file gives filing year 2019's ratios rounded to 2 decimals");
    const record = section(text, 'complaint-record');
    const marked = [...record.matchAll(/<td data-year="(\d{4})">[^<]*\*<\/td>/g)].map((match) => match[1]);
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(['2019']));
    // The review's figures: 0.0119, 0.0199, 0.0157, 0.0362, where DFS's file rounds to 0.01, 0.02, 0.02, 0.04.
    for (const [naic, ratio] of [
      ['11851', '0.0119'],
      ['24279', '0.0199'],
      ['32786', '0.0157'],
      ['24260', '0.0362'],
    ] as const)
      expect(record, naic).toMatch(new RegExp(`<tr data-naic="${naic}">[\\s\\S]*?<td data-year="2019">${ratio.replace('.', '\\.')} \\*`));
  });

  it('/reviews/kemper and its twin show DFS’s ranks and the trend', async () => {
    for (const page of ['/reviews/kemper', '/es/resenas/kemper']) {
      const { text } = await request(app).get(page).expect(200);
      const words = decode(section(text, 'complaint-record'));
      expect(words, page).toMatch(/109 (?:of|de) 124/);
      expect(words, page).toMatch(/115 (?:of|de) 124/);
      expect(section(text, 'complaint-record'), page).toContain('complaints-trend-caption');
    }
  });
});

describe('/data-sources names the DFS rankings and credits them as the data pack asks', () => {
  it('gives the credit line, the years of the file and the Texas index as a link only', async () => {
    const { text } = await request(app).get('/data-sources').expect(200);
    const start = text.indexOf('<h2 id="complaints">');
    const words = decode(text.slice(start, text.indexOf('<h2', start + 10)));
    expect(words).toContain(`filing years 2009 to ${latestYear}`);
    expect(words).toContain(
      `New York State Department of Financial Services, Automobile Insurance Company Complaint Rankings, filing year ${latestYear}, via data.ny.gov`,
    );
    expect(words).toContain('marks DFS’s rank and says why');
    expect(text.slice(start)).toMatch(/<a href="https:\/\/data\.texas\.gov\/[^"]+"[^>]*>complaint indexes<\/a>/);
  });
});
