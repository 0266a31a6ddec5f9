import { z } from 'zod';
import type { Lang } from './routes.js';
import type { StateCode } from './us-states.js';

/**
 * Driver situations (an at-fault accident, poor credit, an 18-year-old…): what each is, declared
 * in content/situations.yaml and its Spanish twin by the profile fields it changes, and what the
 * build (scripts/build/situations.ts) finds in the regulators' surveys: for each state whose
 * survey priced two sample drivers differing in exactly those fields, what every company charged
 * each of them. The browser and server import only the types.
 */

const text = z.string().trim().min(1);
/** One value a profile field must have, or several it may have ('' is "not recorded"). */
const values = z.union([z.string(), z.array(z.string()).min(1)]).transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * A profile field: a column of the profile files (`incidents`, `driver_age`), or a part of their
 * `other` column written `label: value`, named `other.label` (`other.credit score option`).
 */
const field = z.string().regex(/^(?:[a-z_]+|other\.[^.:;]+)$/, 'a profile column (driver_age) or a part of the other column (other.credit score option)');

const change = z
  .object({ field, from: values, to: values })
  .strict()
  .refine((declared) => !declared.from.some((value) => declared.to.includes(value)), 'from and to must not share a value');

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** content/situations.yaml (and content/es/situations.yaml, the same declarations in Spanish words). */
export const situationsFileSchema = z
  .object({
    situations: z
      .array(
        z
          .object({
            /** The same in both languages: what ties a page to its twin. */
            id: slug,
            /** This language's address segment. */
            slug,
            /** The page's heading without the state: "Car insurance after an at-fault accident". */
            title: text.max(60),
            /** What the situation is, in plain words. */
            summary: text,
            /** What the survey cannot say about this situation, beside what no survey can (in the message catalogue). */
            cannot: text,
            /** The fields that change, with their values without and with the situation: usually one field; several only when the survey's form sets them together. */
            change: z.array(change).min(1),
            /** Fields held at these values on both sides, to pick one pair where a survey has several. */
            holding: z.record(field, values).default({}),
            /** The guides (their file names, the same in both languages) that link to this situation's pages. */
            guides: z.array(slug).default([]),
          })
          .strict()
          .refine((situation) => situation.change.every((changed) => !(changed.field in situation.holding)), 'a field cannot both change and be held'),
      )
      .min(1),
  })
  .strict();

export type SituationsFile = z.infer<typeof situationsFileSchema>;
export type DeclaredSituation = SituationsFile['situations'][number];

/** One row of a survey's profile file: the 18 columns content/data/README.md lists, as the compilers wrote them. */
export const surveyProfileSchema = z
  .object({
    source_id: text,
    profile_id: text,
    description: text,
    driver_age: z.string(),
    gender: z.string(),
    marital: z.string(),
    years_licensed: z.string(),
    incidents: z.string(),
    violations: z.string(),
    coverage: z.string(),
    liability_limits: z.string(),
    comp_deductible: z.string(),
    coll_deductible: z.string(),
    vehicle: z.string(),
    annual_miles: z.string(),
    good_student: z.string(),
    driver_training: z.string(),
    other: z.string(),
  })
  .strict();

export type SurveyProfile = z.infer<typeof surveyProfileSchema>;

/** One published premium, as the page shows it: the yearly figure and where it is in the publication. */
export interface SituationFigure {
  annual: number;
  /** The printed six-month figure, where the department prints six-month premiums (annual is twice it). */
  sixMonth?: number;
  /** The company's own rate date, where the department gives one per company (DC). */
  rateDate?: string;
  /** The premium row's locator (California's rebuilt as content/data/README.md spells it). */
  locator: string;
}

/** One company in one place, priced for both drivers. */
interface SituationRow {
  carrier: string;
  without: SituationFigure;
  with: SituationFigure;
  /** (with − without) ÷ without: 0.25 is 25% more. */
  change: number;
}

/** Companies sharing an extreme: several when their changes (or premiums) are exactly equal. */
export interface SituationExtreme {
  carriers: string[];
  value: number;
}

export interface SituationPlace {
  name: string;
  label: string;
  /** By the premium with the situation, lowest first, then by name. */
  rows: SituationRow[];
  median: number;
  lowest: SituationExtreme;
  highest: SituationExtreme;
  /** The lowest premium any company here charged the driver in the situation (its `value` is that premium). */
  cheapest: SituationExtreme;
  /** Companies that priced only one of the two drivers here: left out of the comparison, never divided. */
  pricedOnce: { carrier: string; priced: 'without' | 'with'; figure: SituationFigure }[];
}

/** A sample driver of the pair, in the department's words. */
interface SituationDriver {
  profileId: string;
  description: string;
}

/** One page: one state's survey and one situation, in one language. */
export interface SituationPage {
  id: string;
  state: StateCode;
  /** The situation's address segment in each language (the page's path is the route table's to define). */
  slugs: Record<Lang, string>;
  title: string;
  summary: string;
  cannot: string;
  survey: {
    id: string;
    publisher: string;
    title: string;
    url: string;
    effective: string;
    checked: string;
    rates: { from: string; to: string };
    sixMonth: boolean;
    coverage: string;
    notes: string[];
    /** Names kept as printed, among the companies this page shows. */
    printedNames: { carrier: string; note: string }[];
  };
  without: SituationDriver;
  with: SituationDriver;
  /** Every field in which the two drivers differ: exactly the situation's declared fields. */
  differences: { field: string; without: string; with: string }[];
  places: SituationPlace[];
  /** Places where the survey priced only one of the two drivers (by label): no comparison there. */
  placesWithoutPair: string[];
  /** Companies left out because the department footnotes them as pricing other coverage (California's seven). */
  apart?: { carriers: string[]; why: string };
  /** Over every company and place priced for both drivers. */
  overall: { comparisons: number; companies: number; places: number; median: number };
}

/** A state's situations, for its index: each with its median change. */
export interface StateSituations {
  state: StateCode;
  surveyPublisher: string;
  surveyTitle: string;
  situations: {
    id: string;
    slugs: Record<Lang, string>;
    title: string;
    /** The title in both languages: the route table's labels, the same table in both languages. */
    titles: Record<Lang, string>;
    /** The guides that link to this situation's page (content/situations.yaml). */
    guides: string[];
    median: number;
    comparisons: number;
    companies: number;
    places: number;
  }[];
}

export interface SituationContent {
  pages: SituationPage[];
  states: StateSituations[];
}
