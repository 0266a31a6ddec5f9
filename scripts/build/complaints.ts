import {
  complaintRowSchema,
  RATIO_DECIMALS,
  type ComplaintLine,
  type ComplaintYear,
  type NewYorkRecord,
  type ReviewCompanies,
} from '../../shared/review-record-schema.js';
import { ContentError, validate, type SourceReader } from './source-files.js';

/**
 * New York DFS's complaint rankings for a review's companies (decision 042), from
 * content/data/complaints, checked with zod. The companies are content/review-companies.yaml's:
 * each must be in the file under that NAIC code and name, and every company in the file whose
 * name carries one of the brand's words must be listed or excluded, so that a grouping by name
 * is complete and no affiliation is invented.
 */

/** DFS's warning: "one or two additional upheld complaints per year" move a small insurer's ratio a lot. We take two. */
const WARNING_COMPLAINTS = 2;
/** Recent filing years shown as a trend. */
const TREND_YEARS = 5;

type ReviewEntry = ReviewCompanies['reviews'][number];
export type ComplaintFile = { lines: ComplaintLine[]; years: Map<number, ComplaintYear>; file: string };

const decimalsOf = (printed: string) => printed.split('.')[1]?.length ?? 0;

/**
 * Whether two upheld complaints more or fewer would put a company's ratio on the other side of
 * the all-company ratio: then whether it did better or worse than the average rests on a couple
 * of complaints, which is DFS's warning. A ratio far from the average keeps its meaning however
 * small the company.
 */
export function nearAverage(upheld: number, premiumsMillions: number, allCompanyRatio: number): boolean {
  return Math.abs(upheld - allCompanyRatio * premiumsMillions) < WARNING_COMPLAINTS;
}

export async function readComplaints(reader: SourceReader, file: string): Promise<ComplaintFile> {
  const records = await reader.csv(file);
  const rows = records.map((record, index) => validate(complaintRowSchema, `${file} row ${index + 2}`, record));
  const years = new Map<number, ComplaintYear>();
  for (const year of new Set(rows.map((row) => Number(row.Filing_Year)))) {
    const ofYear = rows.filter((row) => Number(row.Filing_Year) === year);
    const upheld = ofYear.reduce((sum, row) => sum + Number(row.Upheld_Complaints), 0);
    const premiums = ofYear.reduce((sum, row) => sum + Number(row.Premiums_Written), 0);
    const sourceDecimals = Math.max(...ofYear.map((row) => decimalsOf(row.Ratio)));
    years.set(year, { year, ranked: ofYear.length, allCompanyRatio: upheld / premiums, sourceDecimals, computed: sourceDecimals < RATIO_DECIMALS });
  }
  const lines = rows.map((row): ComplaintLine => {
    const year = years.get(Number(row.Filing_Year))!;
    const upheld = Number(row.Upheld_Complaints);
    const premiumsMillions = Number(row.Premiums_Written);
    return {
      naic: row.NAIC,
      company: row.Company_Name,
      year: year.year,
      upheld,
      premiumsMillions,
      // A year DFS rounded would print 0.0157 as "0.02": its counts give the ratio to the precision shown.
      ratio: year.computed ? upheld / premiumsMillions : Number(row.Ratio),
      computed: year.computed,
      rank: Number(row.Rank),
      ranked: year.ranked,
      nearAverage: nearAverage(upheld, premiumsMillions, year.allCompanyRatio),
    };
  });
  return { lines, years, file };
}

/** The record a review shows, or why it has none: the companies checked against the file first. */
export function newYorkRecord(
  entry: ReviewEntry,
  complaints: ComplaintFile,
  where: string,
): NewYorkRecord | { absent: string; firstYear: number; lastYear: number } {
  checkGrouping(entry, complaints, where);
  const yearsInFile = [...complaints.years.keys()].sort((a, b) => a - b);
  const firstYear = yearsInFile[0]!;
  const lastYear = yearsInFile.at(-1)!;
  if (entry.newYork.absent !== undefined) return { absent: entry.newYork.absent, firstYear, lastYear };
  const isListed = (line: ComplaintLine) => entry.newYork.companies.some((listed) => listed.naic === line.naic && listed.name === line.company);
  const ofBrand = complaints.lines.filter(isListed);
  const lines = ofBrand.filter((line) => line.year === lastYear).sort((a, b) => a.rank - b.rank);
  const earlier = entry.newYork.companies
    .filter((listed) => !lines.some((line) => line.naic === listed.naic && line.company === listed.name))
    .map((listed) => ({
      naic: listed.naic,
      company: listed.name,
      lastYear: Math.max(...ofBrand.filter((line) => line.naic === listed.naic && line.company === listed.name).map((line) => line.year)),
    }))
    .sort((a, b) => b.lastYear - a.lastYear || a.company.localeCompare(b.company, 'en'));
  const trendYears = yearsInFile.slice(-TREND_YEARS);
  // Every company ranked in any of the trend's years: this year's in rank order, then the others by name.
  const inTrend = ofBrand.filter((line) => trendYears.includes(line.year));
  const trendCompanies = [
    ...lines.map((line) => ({ naic: line.naic, company: line.company })),
    ...[...new Map(inTrend.map((line) => [`${line.naic} ${line.company}`, { naic: line.naic, company: line.company }])).values()]
      .filter((company) => !lines.some((line) => line.naic === company.naic && line.company === company.company))
      .sort((a, b) => a.company.localeCompare(b.company, 'en')),
  ];
  return {
    latest: complaints.years.get(lastYear)!,
    lines,
    earlier,
    trend: {
      years: trendYears.map((year) => complaints.years.get(year)!),
      companies: trendCompanies.map((company) => ({
        ...company,
        lines: trendYears.map((year) => inTrend.find((line) => line.naic === company.naic && line.company === company.company && line.year === year) ?? null),
      })),
    },
    firstYear,
  };
}

/** Every listed or excluded company is in the file; every company of the file whose name carries a brand word is one or the other. */
function checkGrouping(entry: ReviewEntry, complaints: ComplaintFile, where: string): void {
  const inFile = new Map(complaints.lines.map((line) => [`${line.naic} ${line.company}`, line]));
  for (const listed of [...entry.newYork.companies, ...entry.newYork.excluded]) {
    if (!inFile.has(`${listed.naic} ${listed.name}`))
      throw new ContentError(where, `${entry.review}: no "${listed.name}" with NAIC code ${listed.naic} in ${complaints.file}`);
  }
  for (const listed of entry.newYork.companies) {
    if (!carriesBrandWord(listed.name, entry.nameWords))
      throw new ContentError(where, `${entry.review}: "${listed.name}" does not carry ${entry.nameWords.join(' or ')} in its name: we group by name only`);
  }
  const accounted = new Set([...entry.newYork.companies, ...entry.newYork.excluded].map((listed) => `${listed.naic} ${listed.name}`));
  for (const [key, line] of inFile) {
    if (carriesBrandWord(line.company, entry.nameWords) && !accounted.has(key))
      throw new ContentError(
        where,
        `${entry.review}: "${line.company}" (NAIC ${line.naic}) carries ${entry.nameWords.join(' or ')} in its name: list it, or exclude it and say why`,
      );
  }
}

/** Whether a name carries one of the words as words ("Hartford" in "Hartford Fire", not in "Hartfordshire"), in any case. */
export function carriesBrandWord(name: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(name));
}
