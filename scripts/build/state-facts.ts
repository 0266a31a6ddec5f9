import type { StateEntry } from '../../shared/content-schema.js';
import { usdWhole, type SiteLocale } from '../../shared/money.js';
import type { StateRulesFile } from '../../shared/state-evidence-schema.js';
import { LANG_TAGS, type Lang } from '../../shared/routes.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { actOf } from './state-law-dates.js';

/**
 * The state facts the words may name by token, so a guide, a topic or a state note that repeats
 * a figure takes it from content/data: `{TX.minimum}` is Texas's minimum as people write it
 * (30/60/25), `{GA.duiMinimum}` Georgia's minimum after a DUI conviction. The same table feeds
 * the check that reads the words for figures typed by hand (state-claims.ts).
 */

/** One state's facts, read from the data: what the words may say of it. */
export interface StateFacts {
  code: StateCode;
  /** The current minimum as people write it, "25/50/25"; absent where no bodily injury liability is required (Florida). */
  minimum?: string;
  /** The same in dollars: per person, per accident, property damage. */
  minimumDollars?: [number, number, number];
  /** The day the current minimum took effect, where the data gives it. */
  minimumFrom?: string;
  /** Minimums of the past, as the data's note gives them ("15/30/5"). */
  previousMinimums: string[];
  scheduledMinimums: { from: string; limits: string }[];
  duiMinimums?: { first: string; second: string; law: string };
  /** FR-44 limits as the entry's filing detail states them (the pack has no FR-44 limits). */
  fr44Minimums: string[];
  /** Limits the entry's filing detail gives for an SR-22 (Florida's 10/20/10), which the pack does not cover either. */
  sr22Minimums: string[];
  noPayNoPlay?: { current: number[]; previous: number[] };
  /**
   * The acts the pack states in its notes (the DUI minimums' and "no pay, no play"'s), each with
   * the days an official sentence gives for it (content/data/compiled/state-law-dates.json): a
   * date the words give for the act must be one of them.
   */
  lawDates: { rule: 'dui' | 'noPayNoPlay'; act: string; dates: string[] }[];
  sr22Years: number[];
  usesSr22: boolean;
  usesFr44: boolean;
  noFault: boolean | 'choice';
  combinedSingleLimit?: number;
}

const limits = (value: { bodilyInjuryPerPerson: number; bodilyInjuryPerAccident: number; propertyDamage: number }) =>
  [value.bodilyInjuryPerPerson, value.bodilyInjuryPerAccident, value.propertyDamage].map((figure) => String(figure / 1000)).join('/');

const THREE_LIMITS = /(?<![\d,$])\d{1,3}\/\d{1,3}\/\d{1,3}(?![\d,])/g;

/** The limits the filing detail's sentences about one form give, written 100/200/50. */
function filingLimits(detail: string, form: 'FR-44' | 'SR-22'): string[] {
  return detail
    .split(/(?<=\.)\s+/)
    .filter((sentence) => sentence.includes(form))
    .flatMap((sentence) => [...sentence.matchAll(THREE_LIMITS)].map((match) => match[0]));
}

export function stateFacts(states: readonly StateEntry[], rules: StateRulesFile): StateFacts[] {
  return states.map((state) => {
    const record = rules.states[state.code]!;
    const { evidence } = state;
    return {
      code: state.code,
      minimum: state.minimumLiability.bodilyInjuryPerPerson > 0 ? limits(state.minimumLiability) : undefined,
      minimumDollars:
        state.minimumLiability.bodilyInjuryPerPerson > 0
          ? [state.minimumLiability.bodilyInjuryPerPerson, state.minimumLiability.bodilyInjuryPerAccident, state.minimumLiability.propertyDamage]
          : undefined,
      minimumFrom: record.effective.from,
      previousMinimums: [...(record.effective.previous ?? '').matchAll(THREE_LIMITS)].map((match) => match[0]),
      scheduledMinimums: evidence.scheduledChanges.map((change) => ({ from: change.from, limits: limits(change) })),
      duiMinimums: evidence.duiMinimums && {
        first: limits(evidence.duiMinimums.first),
        second: limits(evidence.duiMinimums.second),
        law: evidence.duiMinimums.law,
      },
      fr44Minimums: state.proofFiling.fr44 ? filingLimits(state.proofFiling.detail ?? '', 'FR-44') : [],
      sr22Minimums: filingLimits(state.proofFiling.detail ?? '', 'SR-22'),
      noPayNoPlay: evidence.noPayNoPlay && {
        current: [evidence.noPayNoPlay.bodilyInjury, evidence.noPayNoPlay.propertyDamage],
        previous: [evidence.noPayNoPlay.previousBodilyInjury, evidence.noPayNoPlay.previousPropertyDamage],
      },
      lawDates: [
        ...(evidence.duiMinimums ? [{ rule: 'dui' as const, act: actOf(evidence.duiMinimums.law), dates: [] }] : []),
        ...(evidence.noPayNoPlay
          ? [
              {
                rule: 'noPayNoPlay' as const,
                act: actOf(evidence.noPayNoPlay.law),
                dates: evidence.noPayNoPlay.effective ? [evidence.noPayNoPlay.effective.from] : [],
              },
            ]
          : []),
      ],
      sr22Years: evidence.filingDurations.map((duration) => duration.years),
      usesSr22: state.proofFiling.sr22,
      usesFr44: state.proofFiling.fr44,
      noFault: record.noFault,
      combinedSingleLimit: evidence.combinedSingleLimit?.amount,
    };
  });
}

/** The tokens' values: `{XX.name}` for each fact a state has. */
export function stateFactTokens(facts: readonly StateFacts[], locale?: SiteLocale): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const fact of facts) {
    const set = (name: string, value: string | undefined) => {
      if (value !== undefined) tokens.set(`${fact.code}.${name}`, value);
    };
    set('minimum', fact.minimum);
    if (fact.minimumDollars) {
      set('minimumPerPerson', usdWhole(fact.minimumDollars[0], locale));
      set('minimumPerAccident', usdWhole(fact.minimumDollars[1], locale));
      set('minimumPropertyDamage', usdWhole(fact.minimumDollars[2], locale));
    }
    set('previousMinimum', fact.previousMinimums[0]);
    set('scheduledMinimum', fact.scheduledMinimums[0]?.limits);
    set('duiMinimum', fact.duiMinimums?.first);
    set('duiSecondMinimum', fact.duiMinimums?.second);
    set('duiLaw', fact.duiMinimums?.law);
    set('fr44Minimum', fact.fr44Minimums[0]);
    set('noPayNoPlayBodilyInjury', fact.noPayNoPlay && usdWhole(fact.noPayNoPlay.current[0]!, locale));
    set('noPayNoPlayPropertyDamage', fact.noPayNoPlay && usdWhole(fact.noPayNoPlay.current[1]!, locale));
    set('singleLimit', fact.combinedSingleLimit === undefined ? undefined : usdWhole(fact.combinedSingleLimit, locale));
    if (new Set(fact.sr22Years).size === 1) set('sr22Years', String(fact.sr22Years[0]));
  }
  return tokens;
}

/**
 * The words' tokens about the SR-22 across states, from the data:
 * - `{sr22YearsLow}` and `{sr22YearsHigh}`: the shortest and longest period the data gives for
 *   keeping an SR-22 (FR-44 records apart), for "2 or 3 years in the states we have data for".
 *   The words say "or": an edition where every period is the same stops the build until they change.
 * - `{statesWithoutSr22}`: the states whose entry says they do not use the SR-22, named in the
 *   page's language and joined as it joins a list ("Delaware, Kentucky and Pennsylvania"), so a
 *   guide's list cannot disagree with the state pages.
 */
export function sr22Tokens(states: readonly StateEntry[], lang: Lang): Record<string, string> {
  const years = states.flatMap((state) =>
    state.evidence.filingDurations.filter((duration) => !duration.certificate.includes('FR-44')).map((duration) => duration.years),
  );
  const [low, high] = [Math.min(...years), Math.max(...years)];
  if (years.length === 0 || low === high)
    throw new Error(
      `the SR-22 periods in content/data are ${years.length === 0 ? 'missing' : `all ${low} years`}: the words' "{sr22YearsLow} or {sr22YearsHigh} years" must change`,
    );
  const without = states.filter((state) => !state.proofFiling.sr22).map((state) => stateNameIn(state.code, lang));
  return {
    sr22YearsLow: String(low),
    sr22YearsHigh: String(high),
    statesWithoutSr22: new Intl.ListFormat(LANG_TAGS[lang], { type: 'conjunction' }).format(without),
  };
}
