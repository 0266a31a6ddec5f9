import type { Limits, StateEntry } from '../../shared/content-schema.js';
import { usdWhole, type SiteLocale } from '../../shared/money.js';
import type { CoverageKind, FilingDuration, NoPayNoPlay } from '../../shared/state-evidence-schema.js';
import { stateName, type StateCode } from '../../shared/us-states.js';

/**
 * The English words the state pages build from the data: a state's name in a sentence, limits
 * as people write them, what a law says of a coverage, how a level compares with the minimum.
 * Figures go through shared/money.ts with a locale, so a Spanish page can reuse the arithmetic.
 */

export type FaultSystem = StateEntry['faultSystem'];

export const FAULT_LABEL: Record<FaultSystem, string> = {
  'at-fault': 'At-fault',
  'no-fault': 'No-fault',
  'choice-no-fault': 'Choice no-fault',
  'add-on': 'Add-on',
};

/** What a law says of a coverage, as the requirements table says it. */
export const COVERAGE_KIND_LABEL: Record<CoverageKind, string> = {
  required: 'Required',
  'included-unless-rejected-in-writing': 'Included unless you reject it in writing',
  'included-unless-rejected': 'Included unless you reject it',
  'must-be-offered': 'Insurers must offer it; buying it is up to you',
  'not-required': 'Not required',
  'not-confirmed': 'Not confirmed: the sources we quote do not settle it',
};

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name as it reads in a sentence: "the District of Columbia", "Ohio". */
export function inSentence(code: StateCode): string {
  return code === 'DC' ? 'the District of Columbia' : stateName(code);
}

export function possessive(code: StateCode): string {
  return `${inSentence(code)}'s`;
}

/** 25/50/25: thousands of dollars, the way limits are written. */
export function limitsShort(limits: Limits): string {
  return [limits.bodilyInjuryPerPerson, limits.bodilyInjuryPerAccident, limits.propertyDamage].map((value) => String(value / 1000)).join('/');
}

/**
 * A state's minimum as people write it: 25/50/25; where no bodily injury liability is required
 * (Florida), what is — "$10,000 PIP + $10,000 property damage", never "0/0/10".
 */
export function minimumShort(entry: Pick<StateEntry, 'minimumLiability' | 'personalInjuryProtection' | 'evidence'>, locale?: SiteLocale): string {
  const limits = entry.minimumLiability;
  if (limits.bodilyInjuryPerPerson > 0) return limitsShort(limits);
  const pip = entry.evidence.coverages.pip.kind === 'required' ? `${entry.personalInjuryProtection.amount ?? 'PIP'} PIP + ` : '';
  return `${pip}${usdWhole(limits.propertyDamage, locale)} property damage`;
}

/** The page's lead, from the data: who must carry what, or that the state does not require insurance. */
export function leadSentence(code: StateCode, entry: Pick<StateEntry, 'compulsory' | 'alternativePolicy'>): string {
  const where = inSentence(code);
  if (!entry.compulsory)
    return `${capitalize(where)} does not require car insurance, but a driver who causes a crash must be able to pay for it: the minimums for a policy, what the fault rules mean after a crash, and how much coverage to consider.`;
  if (entry.alternativePolicy)
    return `The standard coverage drivers in ${where} carry (a cheaper alternative policy also meets the law), what its fault rules mean after a crash, and how much coverage to consider above the minimum.`;
  return `The coverage every driver in ${where} must carry, what its fault rules mean after a crash, and how much coverage to consider above the minimum.`;
}

export function amountOrNone(value: number, locale?: SiteLocale): string {
  return value === 0 ? 'none required' : usdWhole(value, locale);
}

/** "SR-22 and FR-44 used; kept on file for 3 years", "SR-22 not used". */
export function filingSummary(filing: StateEntry['proofFiling'], durations: readonly FilingDuration[]): string {
  if (!filing.sr22 && !filing.fr44) return 'SR-22 not used';
  const forms = filing.sr22 && filing.fr44 ? 'SR-22 and FR-44' : filing.fr44 ? 'FR-44' : 'SR-22';
  const years = [...new Set(durations.map((duration) => duration.years))].sort();
  return `${forms} used; ${years.length > 0 ? `kept on file for ${years.join(' or ')} years` : 'how long is not stated in the sources we quote'}`;
}

/** "Higher in all three limits", "Same as the minimum", or which parts are higher, the same or lower. */
export function compareWithMinimum(level: Limits, minimum: Limits): string {
  const parts: [string, number, number][] = [
    ['bodily injury per person', level.bodilyInjuryPerPerson, minimum.bodilyInjuryPerPerson],
    ['bodily injury per crash', level.bodilyInjuryPerAccident, minimum.bodilyInjuryPerAccident],
    ['property damage', level.propertyDamage, minimum.propertyDamage],
  ];
  const groups = { higher: [] as string[], 'the same': [] as string[], lower: [] as string[] };
  for (const [label, value, floor] of parts) groups[value > floor ? 'higher' : value === floor ? 'the same' : 'lower'].push(label);
  if (groups.higher.length === 3) return 'Higher in all three limits';
  if (groups['the same'].length === 3) return 'Same as the minimum';
  const join = (labels: string[]) => labels.join(' and ').replace('bodily injury per person and bodily injury per crash', 'bodily injury');
  return capitalize(
    Object.entries(groups)
      .filter(([, labels]) => labels.length > 0)
      .map(([word, labels]) => `${join(labels)} ${word}`)
      .join('; '),
  );
}

/** What an owner without the required insurance cannot recover after a crash ("no pay, no play"). */
export function noPayNoPlaySentence(rule: Pick<NoPayNoPlay, 'bodilyInjury' | 'propertyDamage'>, locale?: SiteLocale): string {
  return `An owner without the required insurance cannot recover the first ${usdWhole(rule.bodilyInjury, locale)} of bodily injury damages, or the first ${usdWhole(rule.propertyDamage, locale)} of property damages, after a crash`;
}
