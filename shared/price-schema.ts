import { z } from 'zod';
import { US_STATES, type StateCode } from './us-states.js';

/**
 * What drivers pay, as the official sources publish it: the shapes of the data pack's files
 * (content/data, checked with zod when the site is built) and of the part of them the pages
 * show (PriceContent, in BuiltContent). The browser and server import only the types.
 */

const STATE_CODES = Object.keys(US_STATES) as [StateCode, ...StateCode[]];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const text = z.string().trim().min(1);
const money = z.number().positive().multipleOf(0.01);

const naicFiguresSchema = z
  .object({
    combinedAveragePremium: money,
    liabilityAveragePremium: money,
    averageExpenditure: money,
  })
  .strict();

/** content/data/naic-2023-average-premiums.json, the parts the site reads (the rest passes unread). */
export const naicFileSchema = z.object({
  source: z.object({
    publisher: text,
    report: text,
    dataYear: z.number().int().min(2000),
    url: httpsUrl,
    announcementUrl: httpsUrl,
    tables: z.object({ combinedAveragePremium: text, liabilityAveragePremium: text, averageExpenditure: text }),
    checkedOn: isoDate,
    copyrightLine: text,
  }),
  countrywide: naicFiguresSchema,
  states: z
    .record(z.enum(STATE_CODES), naicFiguresSchema)
    .refine((states) => Object.keys(states).length === STATE_CODES.length, 'must hold all 50 states and DC'),
  cpi: z.object({
    seriesId: text,
    publisher: text,
    url: httpsUrl,
    checkedOn: isoDate,
    annualAverages: z.record(z.string().regex(/^\d{4}$/), z.number().positive()),
    latest: z.object({ period: z.string().regex(/^\d{4}-\d{2}$/), value: z.number().positive() }),
    appliedToPremiums: z.literal(false),
  }),
  caveats: z.object({
    naicComparisonWarning: z.object({ quote: text, speaker: text }),
  }),
});

/** One row of a premium survey file (TX, OK, DC): 9 columns, as the source repository wrote them. */
export const premiumRowSchema = z
  .object({
    source_id: text,
    state: z.enum(STATE_CODES),
    data_year: z.string().regex(/^\d{4}$/),
    url: httpsUrl,
    locator: text,
    territory: text,
    carrier: text,
    profile_id: text,
    annual_premium: z.string().regex(/^\d+(\.\d+)?$/),
  })
  .strict();

/** California's compact file (content/data/README.md, "California's survey, in a compact form"). */
export const compactPremiumRowSchema = z
  .object({
    territory: text,
    carrier: text,
    profile_id: text,
    annual_premium: z.string().regex(/^\d+$/),
    source_file: text,
    source_row: text,
  })
  .strict();

/** A driver profile of a survey (18 columns); the site shows the department's definition, `description`. */
export const profileRowSchema = z.looseObject({ source_id: text, profile_id: text, description: text });

/** content/prices/surveys.yaml: what the data files do not say about each survey, in our words, checked against the data pack's README by tests. */
export const surveySourcesSchema = z
  .object({
    surveys: z
      .array(
        z
          .object({
            code: z.enum(STATE_CODES),
            id: z.string().regex(/^[a-z]{2}-\d{4}$/),
            publisher: text,
            title: text,
            /** The rate date as the department gives it. */
            effective: text,
            /** The same as a date, where the survey has one (DC's rate dates are each company's, read from its rows). */
            ratesOn: isoDate.optional(),
            checked: isoDate,
            /** The department prints six-month premiums; the file's annual figure is the printed one doubled. */
            sixMonth: z.boolean(),
            /** What the figures cover, in our words. */
            coverage: text,
            /** The profiles shown: each one a table per place; chosen so the page stays within its budget. */
            profiles: z.array(text).min(1).max(2),
            /** Display names for the survey's place names. */
            places: z.record(text, text).default({}),
            /** Companies the department footnotes as pricing different coverage, shown apart. */
            apart: z.object({ carriers: z.array(text).min(1), why: text }).optional(),
            /** Names kept exactly as printed, with what the print means. */
            printedNames: z.array(z.object({ carrier: text, note: text }).strict()).default([]),
            notes: z.array(text).default([]),
          })
          .strict(),
      )
      .min(1),
    /** Surveys we link and describe without any figure (North Dakota's terms; Colorado's premiums not carried over). */
    described: z
      .array(z.object({ code: z.enum(STATE_CODES), publisher: text, title: text, url: httpsUrl, checked: isoDate, summary: text }).strict())
      .default([]),
    /** The compilations our figures came through, and how each asks to be credited. */
    compilations: z
      .array(
        z
          .object({
            name: text,
            repository: httpsUrl,
            licence: text,
            licenceUrl: httpsUrl.optional(),
            files: z.array(text).min(1),
            credit: text,
            notice: text.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type SurveySources = z.infer<typeof surveySourcesSchema>;

type NaicFigures = z.infer<typeof naicFiguresSchema>;

/** A state's NAIC figures and its rank among the 51 (1 = the highest). */
export interface StatePrice extends NaicFigures {
  code: StateCode;
  expenditureRank: number;
  combinedRank: number;
}

export interface NaicPrices {
  publisher: string;
  report: string;
  dataYear: number;
  url: string;
  announcementUrl: string;
  tables: { combinedAveragePremium: string; averageExpenditure: string; liabilityAveragePremium: string };
  checkedOn: string;
  copyrightLine: string;
  comparisonWarning: { quote: string; speaker: string };
  countrywide: NaicFigures;
  states: StatePrice[];
}

/** The BLS index at the NAIC data year's annual average and at its latest month: context, never applied to a figure. */
interface CpiContext {
  publisher: string;
  seriesId: string;
  url: string;
  checkedOn: string;
  baseYear: string;
  baseValue: number;
  latestPeriod: string;
  latestValue: number;
  /** Every annual average the data gives, by year. */
  annualAverages: Record<string, number>;
}

/**
 * What a survey profile's structured columns say, for the one-line summary a page writes in its
 * own language above the department's English definition (scripts/build/profile-facts.ts).
 */
export interface ProfileFacts {
  /** The driver's age, where the profile fixes one. */
  age?: number;
  gender?: 'male' | 'female';
  /** 'couple': the department prices a married couple. */
  household: 'single' | 'married' | 'couple';
  /** Accidents and violations in the record, where the profile counts them. */
  accidents?: number;
  violations?: number;
  /** The models as the profile names them (a household may have two cars), with the first one's model year or age in years where given. */
  vehicle: { models: string[]; year?: number; ageYears?: number };
  annualMiles?: { from: number; to: number } | { under: number } | { exactly: number };
  coverage: 'liability-only' | 'full' | 'minimum';
  /** Liability limits in dollars. */
  limits: { bodilyInjuryPerPerson: number; bodilyInjuryPerAccident: number; propertyDamage: number };
  deductibles?: { comprehensive: number; collision: number };
}

/** One company's published premium for one profile in one place. */
export interface SurveyPremium {
  carrier: string;
  annual: number;
  /** The printed six-month figure, where the department prints six-month premiums. */
  sixMonth?: number;
  /** The company's own rate date (YYYY-MM-DD), where the department gives one per company (DC). */
  rateDate?: string;
}

interface SurveyTable {
  profileId: string;
  /** Sorted by annual premium, then name. */
  premiums: SurveyPremium[];
  /** The companies the department footnotes as pricing different coverage. */
  apart: SurveyPremium[];
}

interface SurveyPlace {
  name: string;
  label: string;
  tables: SurveyTable[];
}

export interface Survey {
  code: StateCode;
  id: string;
  publisher: string;
  title: string;
  url: string;
  effective: string;
  checked: string;
  sixMonth: boolean;
  coverage: string;
  profiles: { id: string; description: string; facts: ProfileFacts }[];
  places: SurveyPlace[];
  apartWhy?: string;
  printedNames: { carrier: string; note: string }[];
  notes: string[];
  /** Companies and places the whole survey covers, and its row count: what the page says of what it does not show. */
  totals: { companies: number; places: number; profiles: number; rows: number };
  /** When the rates date from, as year-months: one month, or the first and last of the companies' own rate dates (DC). */
  rates: { from: string; to: string };
  savings: SurveySavings;
}

/** The share of a case's median premium that the /data-sources table counts cases at (half). */
export const AT_LEAST_SHARE = 0.5;

/**
 * How far below the median company's premium the cheapest company's was, for one sample driver
 * in one place (a case), over every case of a survey: what the savings sentence quotes.
 * Shares are fractions (0.665 is 66.5%).
 */
export interface SurveySavings {
  cases: number;
  fewestCompanies: number;
  mostCompanies: number;
  medianCase: number;
  lowestCase: number;
  highestCase: number;
  /** The share of cases in which the cheapest company's premium was at least AT_LEAST_SHARE below the median company's. */
  casesAtLeastHalf: number;
  /** Companies left out because they priced coverage other than the profile's (California's footnoted seven). */
  excluded: string[];
}

/** What the savings sentence says ({savingsLow} to {savingsHigh}): the lowest and highest of the surveys' median cases. */
export interface SavingsClaim {
  lowestMedian: number;
  highestMedian: number;
}

interface StateMapShape {
  code: StateCode;
  /** SVG path data in the map's coordinates. */
  d: string;
  /** 1..MAP_BINS, by average expenditure. */
  bin: number;
}

export interface StateMap {
  width: number;
  height: number;
  shapes: StateMapShape[];
  /** Each bin's lowest and highest average expenditure: figures from the data, never invented boundaries. */
  bins: { bin: number; low: number; high: number }[];
}

export interface PriceContent {
  naic: NaicPrices;
  cpi: CpiContext;
  map: StateMap;
  surveys: Survey[];
  savingsClaim: SavingsClaim;
  described: SurveySources['described'];
  compilations: SurveySources['compilations'];
}
