import type { NewYorkRecord } from './review-record-schema.js';
import type { Lang } from './routes.js';
import type { StateCode } from './us-states.js';

/**
 * What an insurer page shows of one insurance group (decisions 075, 078), made at build time
 * from content/data/compiled/insurer-groups.json and the data pack by
 * scripts/build/insurer-records.ts: who the group is, what New York DFS published on its legal
 * companies, and what its companies charged the regulators' base drivers. Every company comes
 * from the group map, never from a name. The same figures in both languages; the browser and the
 * server import only the types.
 */

/** Where a fact was read: the source's title and address, its date, and the place in it. */
export interface SourceRef {
  title: string;
  url: string;
  /** YYYY or YYYY-MM-DD, as the source gives it. */
  date: string;
  locator: string;
}

interface InsurerCompany {
  /** The legal name (DFS's spelling where DFS ranks the company). */
  name: string;
  naic: string | null;
  /** The document that places the company in the group. */
  membership: SourceRef;
}

/** The group's company a regulator's survey priced lowest for the base driver in one place. */
interface CheapestInGroup {
  /** The legal company the map resolves the carrier to. */
  company: string;
  /** The survey's carrier string, exactly as printed. */
  carrier: string;
  /** A program a county mutual sells for the group (Texas "MGA:"), or null. */
  program: string | null;
  /** Annual premium, dollars, as the survey gives it. */
  annual: number;
  /** 1 is the lowest premium; ties share the lower position. */
  position: number;
  /** Where the premium is printed in the regulator's publication. */
  locator: string;
}

export interface SurveyPlace {
  /** The survey's place name, and the label the sample-premiums page gives it. */
  place: string;
  label: string;
  /** How many companies the survey priced there for the base driver (those listed apart left out). */
  companies: number;
  /** The median company's annual premium there. */
  median: number;
  /** The group's cheapest company there, or null: none of its companies is in this survey's table. */
  cheapest: (CheapestInGroup & { differenceFromMedian: number }) | null;
}

export interface InsurerSurvey {
  code: StateCode;
  surveyId: string;
  publisher: string;
  title: string;
  url: string;
  effective: string;
  /** The base driver: the first profile the survey's sample-premiums page shows. */
  profile: { id: string; description: string };
  places: SurveyPlace[];
}

/**
 * One of the group's companies on a driver-situation page, with the figure that page shows for
 * it: its change in the first place the page compares it (the place its company tables lead
 * with), or, where the company was priced for one of the two drivers only, no change.
 */
export type SituationCompany = {
  /** The survey's carrier string, as the situation page lists it. */
  carrier: string;
  /** The survey's place name of the figure. */
  place: string;
  /** The median change of every company the situation page compares in that place. */
  placeMedian: number;
} & (
  | {
      /** (with − without) ÷ without there, as on the situation page. */
      change: number;
      pricedOnly: null;
    }
  | {
      change: null;
      /** The one driver it priced: no change to show. */
      pricedOnly: 'without' | 'with';
    }
);

/** One driver-situation page that lists a company of the group. */
interface InsurerSituation {
  /** The situation's id (content/situations.yaml), its address segment and its title in each language. */
  id: string;
  slugs: Record<Lang, string>;
  titles: Record<Lang, string>;
  /** The situation page's median change over every company and place (its headline figure and its state index's). */
  median: number;
  companies: SituationCompany[];
}

/** A state's situation pages that list a company of the group, in its situation index's order. */
export interface InsurerSituationState {
  code: StateCode;
  /** The survey the pages compare (its words in each language are the price surveys'). */
  surveyId: string;
  situations: InsurerSituation[];
}

export interface InsurerRecord {
  /** The group's id in the map, and its page's slug. */
  id: string;
  name: string;
  /** The group's name as the market share report prints it. */
  reportName: string;
  /** Its rank and share (percent, as printed) in NAIC's private passenger auto market share table. */
  shareRank: number;
  marketShare: string;
  share: { publisher: string; dataYear: number; groups: number; source: SourceRef };
  companies: InsurerCompany[];
  /** Why the map has no sourced company for the group, or null. */
  companiesNote: string | null;
  /** The group's companies in DFS's rankings, or null: none of them was ranked in any filing year of the file. */
  newYork: NewYorkRecord | null;
  /** The filing years DFS's file covers, for "not in the rankings for 2009 to 2023". */
  dfsYears: { first: number; last: number };
  /** Every survey we publish, with the group's place in each place, or "not in this survey". */
  surveys: InsurerSurvey[];
  /** The driver-situation pages that list a company of the group, by state in the situation indexes' order; empty: none does. */
  situations: InsurerSituationState[];
}

/** Figures that compare the groups with each other, counted at build time for the index's sentences. */
interface InsurerSummary {
  groups: number;
  /** Groups with a company in DFS's latest ranking, and that year. */
  rankedInNewYork: number;
  latestFilingYear: number;
  /** Groups with a company in at least one survey's base-driver table. */
  inSurveys: number;
  /** Groups the map has no sourced company for. */
  unmapped: number;
}

export interface InsurerContent {
  /** The day the group map was compiled: the date the pages made only from it carry. */
  compiled: string;
  records: InsurerRecord[];
  summary: InsurerSummary;
}
