import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildContent } from '../../scripts/build/stages.js';
import { nearAverage, newYorkRecord, readComplaints, type ComplaintFile } from '../../scripts/build/complaints.js';
import { sourceReader } from '../../scripts/build/source-files.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { reviewCompaniesSchema, type NewYorkRecord, type ReviewCompanies } from '../../shared/review-record-schema.js';
import { REVIEW_ROUTES } from '../../shared/routes.js';
import { DATA_DIR, readCsvLines, surveyFile } from '../support/data-pack.js';
import { EN } from '../../shared/messages/en.js';

const dfsCredit = EN.records.complaints.credit;

/**
 * The reviews' records (decisions 042, 067) held to the data pack's files, read here the
 * tests' own way: every complaint figure is the file's (or its counts' where DFS rounded), the
 * mark beside a rank follows the rule the page states, no company is grouped that its name does not place in the brand, and the
 * survey positions are the files' premiums counted again.
 */

const COMPLAINTS = path.join(DATA_DIR, 'complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv');
const rows = readCsvLines(COMPLAINTS);
const mapping: ReviewCompanies = reviewCompaniesSchema.parse(parseYaml(readFileSync(path.join(ROOT, 'content', 'review-companies.yaml'), 'utf8')));
const latestYear = Math.max(...rows.map((row) => Number(row.Filing_Year)));
const ofYear = (year: number) => rows.filter((row) => Number(row.Filing_Year) === year);

let content: BuiltContent;
let complaints: ComplaintFile;
beforeAll(async () => {
  content = (await buildContent(path.join(ROOT, 'content'))).en;
  complaints = await readComplaints(sourceReader(), COMPLAINTS);
});

const ranked = (path: string): NewYorkRecord => {
  const { newYork } = content.reviewRecords[path]!;
  if ('absent' in newYork) throw new Error(`${path} has no New York record`);
  return newYork;
};

describe('New York DFS complaint records', () => {
  it('exist for every review, and only Direct Auto says it has none', () => {
    expect(Object.keys(content.reviewRecords).sort()).toEqual(REVIEW_ROUTES.map((route) => route.path).sort());
    const absent = Object.entries(content.reviewRecords).filter(([, record]) => 'absent' in record.newYork);
    expect(absent.map(([path]) => path)).toEqual(['/reviews/direct-auto']);
  });

  it.each(['/reviews/progressive', '/reviews/hartford', '/reviews/kemper'])(
    '%s: each line is the file’s row of the latest filing year, and every listed company ranked that year is shown',
    (path) => {
      const record = ranked(path);
      const listed = mapping.reviews.find((entry) => entry.review === path)!.newYork.companies;
      const expected = ofYear(latestYear).filter((row) => listed.some((company) => company.naic === row.NAIC && company.name === row.Company_Name));
      expect(record.lines.map((line) => line.naic).sort()).toEqual(expected.map((row) => row.NAIC).sort());
      for (const line of record.lines) {
        const row = expected.find((candidate) => candidate.NAIC === line.naic)!;
        expect([line.company, line.upheld, line.premiumsMillions, line.ratio, line.rank, line.year], line.company).toEqual([
          row.Company_Name,
          Number(row.Upheld_Complaints),
          Number(row.Premiums_Written),
          Number(row.Ratio),
          Number(row.Rank),
          latestYear,
        ]);
        expect(line.ranked).toBe(ofYear(latestYear).length);
      }
    },
  );

  it('marks a ratio only where two upheld complaints more or fewer would put it across the all-company ratio, and always keeps DFS’s rank', () => {
    for (const year of [latestYear - 4, latestYear]) {
      const rowsOfYear = ofYear(year);
      const allCompanyRatio =
        rowsOfYear.reduce((sum, row) => sum + Number(row.Upheld_Complaints), 0) / rowsOfYear.reduce((sum, row) => sum + Number(row.Premiums_Written), 0);
      const below = (upheld: number, premiums: number) => upheld / premiums < allCompanyRatio;
      for (const path of ['/reviews/progressive', '/reviews/hartford', '/reviews/kemper'])
        for (const company of ranked(path).trend.companies) {
          const line = company.lines.find((candidate) => candidate?.year === year);
          if (!line) continue;
          const [upheld, premiums] = [line.upheld, line.premiumsMillions];
          const crosses = below(upheld, premiums) !== below(upheld + 2, premiums) || below(upheld, premiums) !== below(Math.max(0, upheld - 2), premiums);
          expect(line.nearAverage, `${company.company} ${year}`).toBe(crosses);
          expect(line.rank, `${company.company} ${year}`).toBe(Number(rowsOfYear.find((row) => row.NAIC === line.naic)!.Rank));
        }
    }
    // The review's cases: Kemper Independence (3 upheld, $24.6M) and Unitrin Safeguard stay clearly above average; Hartford Casualty (0, $34.4M) does not.
    const kemper = ranked('/reviews/kemper').lines;
    expect(kemper.find((line) => line.naic === '10914')).toMatchObject({ rank: 109, ranked: 124, nearAverage: false });
    expect(kemper.find((line) => line.naic === '40703')).toMatchObject({ rank: 115, nearAverage: false });
    expect(ranked('/reviews/hartford').lines.find((line) => line.naic === '29424')).toMatchObject({ rank: 6, nearAverage: true });
    expect(nearAverage(3, 24.6, 0.0275)).toBe(false);
    expect(nearAverage(0, 34.4, 0.0275)).toBe(true);
  });

  it('shows a trend of the last five filing years for every company ranked in any of them, Kemper’s included', () => {
    for (const path of ['/reviews/progressive', '/reviews/hartford', '/reviews/kemper']) {
      const record = ranked(path);
      const years = [latestYear - 4, latestYear - 3, latestYear - 2, latestYear - 1, latestYear];
      expect(record.trend.years.map((year) => year.year)).toEqual(years);
      const listed = mapping.reviews.find((entry) => entry.review === path)!.newYork.companies;
      const rankedInYears = new Set(
        rows
          .filter((row) => years.includes(Number(row.Filing_Year)) && listed.some((company) => company.naic === row.NAIC && company.name === row.Company_Name))
          .map((row) => row.NAIC),
      );
      expect(record.trend.companies.map((company) => company.naic).sort(), path).toEqual([...rankedInYears].sort());
      for (const company of record.trend.companies)
        company.lines.forEach((line, index) => {
          const row = ofYear(years[index]!).find((candidate) => candidate.NAIC === company.naic && candidate.Company_Name === company.company);
          expect(line === null, `${company.company} ${years[index]}`).toBe(row === undefined);
        });
    }
    expect(ranked('/reviews/kemper').trend.companies.length).toBeGreaterThanOrEqual(5);
  });

  it('takes a year’s ratios from DFS where its file gives four decimals or more, and from its counts where it rounded (2019: two decimals)', () => {
    const record = ranked('/reviews/progressive');
    const computed = record.trend.years.filter((year) => year.computed).map((year) => [year.year, year.sourceDecimals]);
    expect(computed).toEqual([[2019, 2]]);
    for (const company of record.trend.companies)
      for (const line of company.lines.filter((candidate) => candidate !== null)) {
        const row = ofYear(line.year).find((candidate) => candidate.NAIC === line.naic)!;
        expect(line.computed).toBe(line.year === 2019);
        expect(line.ratio, `${line.company} ${line.year}`).toBe(
          line.computed ? Number(row.Upheld_Complaints) / Number(row.Premiums_Written) : Number(row.Ratio),
        );
      }
    // The review's figure: Progressive Specialty's 2019 ratio is 4 ÷ 254.22 = 0.0157, not DFS's rounded 0.02.
    const specialty = record.trend.companies.find((company) => company.naic === '32786')!.lines[0]!;
    expect(specialty.ratio.toFixed(4)).toBe('0.0157');
  });

  it('groups by name only: every company carries a brand word, and every company of the file that carries one is listed or excluded with a reason', () => {
    for (const entry of mapping.reviews) {
      const words = entry.nameWords.map((word) => new RegExp(`\\b${word}\\b`, 'i'));
      for (const company of entry.newYork.companies)
        expect(
          words.some((word) => word.test(company.name)),
          company.name,
        ).toBe(true);
      const named = new Set(rows.filter((row) => words.some((word) => word.test(row.Company_Name ?? ''))).map((row) => `${row.NAIC} ${row.Company_Name}`));
      const accounted = new Set([...entry.newYork.companies, ...entry.newYork.excluded].map((company) => `${company.naic} ${company.name}`));
      expect([...named].sort(), entry.review).toEqual([...accounted].sort());
    }
  });

  it('never shows Direct Auto’s sister companies (National General, Integon) or a company it does not own as its record', () => {
    const record = content.reviewRecords['/reviews/direct-auto']!;
    expect(JSON.stringify(record.newYork)).not.toMatch(/"naic"/);
    expect(record.newYork).toMatchObject({ firstYear: 2009, lastYear: latestYear });
    expect(record.excluded.map((company) => company.company)).toEqual(['Response Worldwide Direct Auto Insurance Company']);
    // The Travelers company with "Hartford" in its name is not The Hartford's.
    expect(ranked('/reviews/hartford').lines.map((line) => line.naic)).not.toContain('19062');
  });

  it('refuses a company that is not in the file, one whose name is not the brand’s, and a brand-named company left out', () => {
    const progressive = mapping.reviews.find((entry) => entry.review === '/reviews/progressive')!;
    const withCompanies = (companies: { naic: string; name: string }[]) => ({ ...progressive, newYork: { ...progressive.newYork, companies } });
    expect(() =>
      newYorkRecord(withCompanies([...progressive.newYork.companies, { naic: '99999', name: 'Progressive Imaginary Insurance Company' }]), complaints, 'x'),
    ).toThrow(/no "Progressive Imaginary Insurance Company" with NAIC code 99999/);
    expect(() =>
      newYorkRecord(withCompanies([...progressive.newYork.companies, { naic: '22357', name: 'Hartford Accident and Indemnity Company' }]), complaints, 'x'),
    ).toThrow(/does not carry Progressive in its name/);
    expect(() => newYorkRecord(withCompanies(progressive.newYork.companies.slice(1)), complaints, 'x')).toThrow(/carries Progressive in its name: list it/);
  });
});

describe('where the reviewed companies sat in the regulators’ surveys', () => {
  it('counts each position again from the survey files (companies shown apart left out)', () => {
    const apart = new Set(
      content.prices.surveys.flatMap((survey) => survey.places.flatMap((place) => place.tables.flatMap((table) => table.apart.map((row) => row.carrier)))),
    );
    for (const [path, record] of Object.entries(content.reviewRecords))
      for (const standing of record.surveys) {
        const premiums = readCsvLines(surveyFile(standing.surveyId, 'premiums')).filter((row) => !apart.has(row.carrier ?? ''));
        const own = premiums.filter((row) => row.carrier === standing.carrier);
        const positions = own.map((row) => {
          const compared = premiums.filter((other) => other.territory === row.territory && other.profile_id === row.profile_id);
          return { position: 1 + compared.filter((other) => Number(other.annual_premium) < Number(row.annual_premium)).length, companies: compared.length };
        });
        expect(standing.comparisons, `${path} ${standing.carrier}`).toBe(own.length);
        expect([standing.best, standing.worst], `${path} ${standing.carrier}`).toEqual([
          Math.min(...positions.map((entry) => entry.position)),
          Math.max(...positions.map((entry) => entry.position)),
        ]);
        expect([standing.fewestCompanies, standing.mostCompanies]).toEqual([
          Math.min(...positions.map((entry) => entry.companies)),
          Math.max(...positions.map((entry) => entry.companies)),
        ]);
      }
  });

  it('lists every company of a survey whose name carries the brand, and none else', () => {
    for (const entry of mapping.reviews) {
      const words = entry.nameWords.map((word) => new RegExp(`\\b${word}\\b`, 'i'));
      const named = content.prices.surveys.flatMap((survey) =>
        [...new Set(readCsvLines(surveyFile(survey.id, 'premiums')).map((row) => row.carrier))]
          .filter((carrier) => words.some((word) => word.test(carrier ?? '')))
          .map((carrier) => `${survey.id} ${carrier}`),
      );
      expect(content.reviewRecords[entry.review]!.surveys.map((standing) => `${standing.surveyId} ${standing.carrier}`).sort(), entry.review).toEqual(
        named.sort(),
      );
    }
  });
});

describe('the credit', () => {
  it('is the data pack README’s credit line, word for word', () => {
    const readme = readFileSync(path.join(DATA_DIR, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const asked =
      /credit "(New York State Department of Financial Services, Automobile Insurance Company Complaint Rankings, filing year) N(, via data\.ny\.gov)"/.exec(
        readme,
      );
    expect(asked).not.toBeNull();
    expect(dfsCredit(`filing year ${latestYear}`)).toBe(`Source: ${asked![1]!.replace(/ filing year$/, '')} filing year ${latestYear}${asked![2]!}.`);
  });
});
