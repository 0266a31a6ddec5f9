import { z } from 'zod';

/**
 * New York DFS's complaint rankings as an insurer page shows them (decisions 042, 067, 078): a
 * row of DFS's file, checked with zod when the site is built, and the record the build makes of
 * a group's companies. The browser and server import only the types.
 */

const text = z.string().trim().min(1);

/** One row of content/data/complaints/ny-dfs-auto-complaint-rankings-2009-2023.csv, as DFS's export wrote it. */
export const complaintRowSchema = z
  .object({
    NAIC: z.string().regex(/^\d+$/),
    Company_Name: text,
    Ratio: z.string().regex(/^\d+(\.\d+)?$/),
    Upheld_Complaints: z.string().regex(/^\d+$/),
    Question_of_Fact_Complaints: z.string().regex(/^\d+$/),
    Not_Upheld_Complaints: z.string().regex(/^\d+$/),
    Total_Complaints: z.string().regex(/^\d+$/),
    Premiums_Written: z.string().regex(/^\d+(\.\d+)?$/),
    Rank: z.string().regex(/^[1-9]\d*$/),
    Filing_Year: z.string().regex(/^\d{4}$/),
  })
  .strict();

/** Decimals a page shows of a complaint ratio (DFS's own since filing year 2020 carry up to nine). */
export const RATIO_DECIMALS = 4;

/** One company's line of a filing year's ranking. */
export interface ComplaintLine {
  naic: string;
  company: string;
  year: number;
  upheld: number;
  /** New York premiums written, $ millions, as DFS gives them. */
  premiumsMillions: number;
  /**
   * Upheld complaints per $1 million of premiums: DFS's own figure, or, in a year whose ratios
   * DFS's file rounds to fewer than RATIO_DECIMALS decimals, upheld ÷ premiums from its counts.
   */
  ratio: number;
  /** The ratio is upheld ÷ premiums, computed from DFS's counts, because DFS rounded that year. */
  computed: boolean;
  /** DFS's rank, as published. */
  rank: number;
  /** How many companies DFS ranked that year. */
  ranked: number;
  /**
   * DFS's warning about small numbers applies: two upheld complaints more or fewer would put its
   * ratio on the other side of the all-company ratio. A note beside the rank, never instead of it.
   */
  nearAverage: boolean;
}

/** A filing year as a whole: what "too few to compare" is measured against. */
export interface ComplaintYear {
  year: number;
  ranked: number;
  /** All upheld complaints over all premiums of the year's ranked companies. */
  allCompanyRatio: number;
  /** The most decimals any of the year's ratios has in DFS's file (2 for 2017 and 2019). */
  sourceDecimals: number;
  /** DFS rounded the year's ratios below RATIO_DECIMALS decimals, so the lines' ratios are computed from its counts. */
  computed: boolean;
}

export interface NewYorkRecord {
  latest: ComplaintYear;
  /** The brand's companies ranked in the latest filing year, in DFS's rank order. */
  lines: ComplaintLine[];
  /** Companies of the brand ranked in earlier years only. */
  earlier: { naic: string; company: string; lastYear: number }[];
  /** Recent years, with the rounding of each, for every company of the brand ranked in any of them. */
  trend: { years: ComplaintYear[]; companies: { naic: string; company: string; lines: (ComplaintLine | null)[] }[] };
  /** The earliest filing year in the file, for "not in the rankings for 2009 to 2023". */
  firstYear: number;
}
