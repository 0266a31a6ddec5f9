import { complaintRowSchema, RATIO_DECIMALS, type ComplaintLine, type ComplaintYear, type NewYorkRecord } from '../../shared/review-record-schema.js';
import { validate, type SourceReader } from './source-files.js';

/**
 * New York DFS's complaint rankings (decisions 042, 067), from content/data/complaints, checked
 * with zod: each line with its ratio as precise as the source and DFS's warning about small
 * numbers, and a group's record made from its companies' NAIC codes in the group map (decision 075).
 */

/** DFS's warning: "one or two additional upheld complaints per year" move a small insurer's ratio a lot. We take two. */
const WARNING_COMPLAINTS = 2;
/** Recent filing years shown as a trend. */
const TREND_YEARS = 5;

export type ComplaintFile = { lines: ComplaintLine[]; years: Map<number, ComplaintYear>; file: string };

const decimalsOf = (printed: string) => printed.split('.')[1]?.length ?? 0;

/**
 * Whether two upheld complaints more or fewer would put a company's ratio on the other side of
 * the all-company ratio: then whether it did better or worse than the average rests on a couple
 * of complaints, which is DFS's warning. A ratio far from the average keeps its meaning however
 * small the company.
 */
function nearAverage(upheld: number, premiumsMillions: number, allCompanyRatio: number): boolean {
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

/**
 * The record of a group's companies, given by NAIC code (decision 075: DFS's lines resolve by
 * code, so a company renamed under one code is one company, shown under DFS's latest name), or
 * null when none of them is in any filing year of the file.
 */
export function newYorkRecordOfCodes(codes: ReadonlySet<string>, complaints: ComplaintFile): NewYorkRecord | null {
  const ofGroup = complaints.lines.filter((line) => codes.has(line.naic));
  if (ofGroup.length === 0) return null;
  const yearsInFile = [...complaints.years.keys()].sort((a, b) => a - b);
  const lastYear = yearsInFile.at(-1)!;
  const latestName = (naic: string) => ofGroup.filter((line) => line.naic === naic).sort((a, b) => b.year - a.year)[0]!.company;
  const lines = ofGroup.filter((line) => line.year === lastYear).sort((a, b) => a.rank - b.rank);
  const inLatest = new Set(lines.map((line) => line.naic));
  const earlier = [...new Set(ofGroup.map((line) => line.naic))]
    .filter((naic) => !inLatest.has(naic))
    .map((naic) => ({ naic, company: latestName(naic), lastYear: Math.max(...ofGroup.filter((line) => line.naic === naic).map((line) => line.year)) }))
    .sort((a, b) => b.lastYear - a.lastYear || a.company.localeCompare(b.company, 'en'));
  const trendYears = yearsInFile.slice(-TREND_YEARS);
  const inTrend = ofGroup.filter((line) => trendYears.includes(line.year));
  // This year's companies in rank order, then the others ranked in the trend's years, by name.
  const trendCodes = [
    ...lines.map((line) => line.naic),
    ...[...new Set(inTrend.map((line) => line.naic))].filter((naic) => !inLatest.has(naic)).sort((a, b) => latestName(a).localeCompare(latestName(b), 'en')),
  ];
  return {
    latest: complaints.years.get(lastYear)!,
    lines,
    earlier,
    trend: {
      years: trendYears.map((year) => complaints.years.get(year)!),
      companies: trendCodes.map((naic) => ({
        naic,
        company: latestName(naic),
        lines: trendYears.map((year) => inTrend.find((line) => line.naic === naic && line.year === year) ?? null),
      })),
    },
    firstYear: yearsInFile[0]!,
  };
}
