import { z } from 'zod';
import type { BarredParty } from './state-law-dates-schema.js';

/**
 * The three state-law data files in content/data (see its README) as zod reads them at build
 * time, and the evidence a state page carries: each figure with the official sentence it comes
 * from. Only the fields the site uses are named; the files hold more.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const officialUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const amount = z.number().int().positive().nullable();

/** state-rules.json (notaquote-fyi compilation): a requirement flag, exactly as its legend defines it. */
const requirementFlagSchema = z.union([
  z.boolean(),
  z.enum(['required-unless-written-rejection', 'required-unless-rejected', 'required-unless-written-deletion']),
  z.null(),
]);
export type RequirementFlag = z.infer<typeof requirementFlagSchema>;

const rulesEvidenceSchema = z.object({ label: z.string().min(1), url: officialUrl, supports: z.string().min(1), quote: z.string().min(1) });

export const stateRulesFileSchema = z.object({
  via: z.object({
    repo: z.literal('bolewood/notaquote-fyi'),
    files: z.array(z.object({ path: z.string(), commit: z.string().regex(/^[0-9a-f]{40}$/) })).min(1),
    licence: z.literal('MIT'),
    copyrightNotice: z.string().min(1),
    checkedOn: isoDate,
  }),
  states: z.record(
    z.string().length(2),
    z.object({
      insuranceRequired: z.boolean(),
      biPerPerson: amount,
      biPerAccident: amount,
      pd: amount,
      combinedSingleLimit: amount,
      pipRequired: requirementFlagSchema,
      noFault: z.union([z.boolean(), z.literal('choice')]),
      umRequired: requirementFlagSchema,
      uimRequired: requirementFlagSchema,
      medPayRequired: requirementFlagSchema,
      scheduledChanges: z.array(z.object({ from: isoDate, biPerPerson: amount, biPerAccident: amount, pd: amount, sourceUrl: officialUrl })),
      /** The pack's own short restatement of dates and changes (its README): read for the rules it states, such as DUI minimums. */
      effective: z.object({ from: isoDate.optional(), previous: z.string().min(1).optional(), note: z.string().min(1) }),
      checkedOn: isoDate,
      evidence: z.array(rulesEvidenceSchema).min(1),
    }),
  ),
});
export type StateRulesFile = z.infer<typeof stateRulesFileSchema>;

export const minimumQuotesFileSchema = z.object({
  via: z.object({
    repo: z.literal('joelp22-maker/referencesource-data'),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    canonicalUrl: officialUrl,
    lastVerified: isoDate,
    staleAfter: isoDate,
  }),
  states: z.record(
    z.string().length(2),
    z.object({
      state: z.string().min(1),
      amountsUsd: z.object({ biPerPerson: amount, biPerAccident: amount, pd: amount, combinedSingleLimit: amount }),
      issuingAuthority: z.string().min(1),
      source: officialUrl,
      quote: z.string().min(1),
      lastVerified: isoDate,
      staleAfter: isoDate,
    }),
  ),
});
export type MinimumQuotesFile = z.infer<typeof minimumQuotesFileSchema>;

export const sr22DurationsFileSchema = z.object({
  via: z.object({
    repo: z.literal('joelp22-maker/referencesource-data'),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    lastVerified: isoDate,
    staleAfter: isoDate,
  }),
  states: z.record(
    z.string().length(2),
    z
      .array(
        z.object({
          certificate: z.string().min(1),
          requiredDuration: z.string().min(1),
          requiredDurationYears: z.number().int().min(1).max(10),
          requirementTrigger: z.string().min(1),
          suspensionType: z.string().optional(),
          sourceCitation: z.string().min(1),
          source: officialUrl,
          quote: z.string().min(1),
          lastVerified: isoDate,
          staleAfter: isoDate,
        }),
      )
      .min(1),
  ),
});
export type Sr22DurationsFile = z.infer<typeof sr22DurationsFileSchema>;

/** Who read the official page: a compilation at a commit, or we ourselves (content/data/compiled/state-law-dates.json). */
export interface Verified {
  on: string;
  by: string;
  /** The compilation's date after which its records count as stale, where it gives one. */
  staleAfter?: string;
}

/** Which compilation a quote comes from: its credit on the page differs (CC BY 4.0 against MIT, or our own reading). */
type Compilation = 'reference-source' | 'notaquote' | 'quoteowl';

/** One verbatim sentence (or the compiler's excerpt of it) from an official page. */
export interface Evidence {
  url: string;
  /** The page or statute as named by the compilation. */
  source: string;
  quote: string;
  /**
   * An amending act's sentence with the words it deletes marked, where the compilation's plain
   * text lost its strike-through (the quote's words, in order): the page renders them with <del>.
   */
  amended?: { text: string; deleted: boolean }[];
  compilation: Compilation;
  verified: Verified;
}

/** What a law says about a coverage, in the words the page uses for it. */
export type CoverageKind =
  'required' | 'included-unless-rejected-in-writing' | 'included-unless-rejected' | 'must-be-offered' | 'not-required' | 'not-confirmed';

export type Coverage = 'pip' | 'medPay' | 'um' | 'uim' | 'umpd';

export interface CoverageRule {
  kind: CoverageKind;
  /** The sentences the kind rests on; none where no compilation records the coverage. */
  evidence: Evidence[];
}

export interface LiabilityFacts {
  bodilyInjuryPerPerson: number;
  bodilyInjuryPerAccident: number;
  propertyDamage: number;
  evidence: Evidence;
}

export interface CombinedSingleLimit {
  amount: number;
  evidence: Evidence;
  /** Set when the other compilation records no such option: said on the page in our words. */
  otherCompilationDisagrees: boolean;
}

export interface ScheduledChange {
  from: string;
  bodilyInjuryPerPerson: number;
  bodilyInjuryPerAccident: number;
  propertyDamage: number;
  /** False where the quoted sentence states the date but not every new limit (the limits are then the compilation's reading). */
  figuresQuoted: boolean;
  evidence: Evidence;
}

export interface FilingDuration {
  certificate: string;
  years: number;
  /** Why the state asks for it, in the DMV's words as the compilation records them. */
  trigger: string;
  evidence: Evidence;
}

/** Higher minimums a state's law sets after a DUI conviction (Georgia since 2025 SB 121). */
type LimitTriple = Pick<LiabilityFacts, 'bodilyInjuryPerPerson' | 'bodilyInjuryPerAccident' | 'propertyDamage'>;

export interface DuiMinimums {
  first: LimitTriple;
  second: LimitTriple;
  /** The act and code section as the compilation names them: "2025 SB 121 (O.C.G.A. 33-7-16)". */
  law: string;
  /** False where the quoted sentence states only some of the figures (they are then the compilation's reading). */
  figuresQuoted: boolean;
  evidence: Evidence;
}

/** "No pay, no play" as the data pack's note states it: what an uninsured driver cannot recover after a crash (Louisiana, R.S. 32:866). */
export interface NoPayNoPlayRule {
  bodilyInjury: number;
  propertyDamage: number;
  previousBodilyInjury: number;
  previousPropertyDamage: number;
  /** The act: "2025 HB 434". */
  law: string;
  /** The section it changed: "R.S. 32:866" (the page's language says "amending"). */
  amends: string;
  evidence: Evidence;
}

/** The day an act took effect by the state's general rule for its acts (its constitution), which holds if the act sets no other date: we did not read the act's own text. */
export interface LawEffective {
  from: string;
  /** The year of the regular session the act was passed in. */
  sessionYear: number;
  evidence: Evidence;
}

/** The rule with what we read in official sources ourselves: who it bars, in the statute's words, and the day it took effect where sourced. */
export interface NoPayNoPlay extends NoPayNoPlayRule {
  barredParties: { parties: BarredParty[]; evidence: Evidence };
  effective?: LawEffective;
}

/** Everything a state page shows that comes from content/data, each figure beside its quote. */
export interface StateEvidence {
  liability: LiabilityFacts;
  /** A single-limit option confirmed by a quoted sentence. */
  combinedSingleLimit?: CombinedSingleLimit;
  /** A single limit one compilation records but no quoted sentence states: the page says so instead. */
  unconfirmedSingleLimit?: number;
  coverages: Record<Coverage, CoverageRule>;
  scheduledChanges: ScheduledChange[];
  filingDurations: FilingDuration[];
  duiMinimums?: DuiMinimums;
  noPayNoPlay?: NoPayNoPlay;
}
