import { z } from 'zod';
import type { StateCode } from './us-states.js';

/**
 * The records a review shows beside its words (decision 042): its brand's companies in New
 * York DFS's complaint rankings, and where their sample premiums sat in the regulators' surveys
 * we publish. content/review-companies.yaml says which companies are the brand's (checked with
 * zod, then against the data files, when the site is built); ReviewRecord is what the build
 * makes of it for a review page. The browser and server import only the types.
 */

const text = z.string().trim().min(1);
const company = z.object({ naic: z.string().regex(/^\d{3,6}$/, 'an NAIC company code is digits'), name: text }).strict();

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

/** content/review-companies.yaml. */
export const reviewCompaniesSchema = z
  .object({
    reviews: z
      .array(
        z
          .object({
            review: z.string().startsWith('/reviews/'),
            brand: text,
            /** A company is the brand's only when its name carries one of these (our statement, said on the page as `grouping`). */
            nameWords: z.array(text).min(1),
            grouping: text,
            newYork: z
              .object({
                companies: z.array(company),
                /** Companies whose names carry a word but are not the brand's, with the reason, said on the page. */
                excluded: z.array(company.extend({ why: text }).strict()).default([]),
                /** Why the brand has no record at all, said on the page instead of a table. */
                absent: text.optional(),
              })
              .strict()
              .refine((newYork) => (newYork.companies.length === 0) === (newYork.absent !== undefined), {
                message: 'a review lists its New York companies, or says why it has none (absent), not both',
              }),
            surveys: z.array(z.object({ survey: z.string().regex(/^[a-z]{2}-\d{4}$/), carrier: text }).strict()),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type ReviewCompanies = z.infer<typeof reviewCompaniesSchema>;

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

/** Where one company's premiums sat in one survey: each place and driver profile is one comparison. */
export interface SurveyStanding {
  code: StateCode;
  surveyId: string;
  publisher: string;
  title: string;
  url: string;
  effective: string;
  carrier: string;
  comparisons: number;
  /** Comparisons where its premium was below the median of the companies compared. */
  belowMedian: number;
  /** Positions from the lowest premium (1), best and worst, and how many companies were compared. */
  best: number;
  worst: number;
  fewestCompanies: number;
  mostCompanies: number;
}

export interface ReviewRecord {
  brand: string;
  /** The words a company's name carries to be counted as the brand's. */
  nameWords: string[];
  grouping: string;
  newYork: NewYorkRecord | { absent: string; firstYear: number; lastYear: number };
  excluded: { naic: string; company: string; why: string }[];
  surveys: SurveyStanding[];
  /** The surveys where no company of the brand appears by name. */
  surveysWithout: { code: StateCode; title: string }[];
}
