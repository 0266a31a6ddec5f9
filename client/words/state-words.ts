import type { Limits, StateEntry } from '../../shared/content-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { usdWhole } from '../../shared/money.js';
import { LANG_TAGS, type Lang } from '../../shared/routes.js';
import type { CoverageKind, FilingDuration, NoPayNoPlay } from '../../shared/state-evidence-schema.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';

/**
 * The words the state pages build from the data, in the page's language: a state's name in a
 * sentence, limits as people write them, what a law says of a coverage, how a level compares
 * with the minimum. The words are the catalogue's (shared/messages/state-en.ts, state-es.ts);
 * figures go through shared/money.ts with the language's locale, so both languages share the
 * arithmetic and show the same figures.
 */

export type FaultSystem = StateEntry['faultSystem'];

const words = (lang: Lang) => MESSAGES[lang].state;

export function faultLabel(system: FaultSystem, lang: Lang = 'en'): string {
  return words(lang).faultLabel[system];
}

/** What a law says of a coverage, as the requirements table says it. */
export function coverageKindLabel(kind: CoverageKind, lang: Lang = 'en'): string {
  return words(lang).coverageKind[kind];
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name as it reads in a sentence: "the District of Columbia", "Ohio", "el Distrito de Columbia". */
export function inSentence(code: StateCode, lang: Lang = 'en'): string {
  return words(lang).inSentence(code, stateNameIn(code, lang));
}

export function possessive(code: StateCode, lang: Lang = 'en'): string {
  return words(lang).possessive(inSentence(code, lang));
}

/** 25/50/25: thousands of dollars, the way limits are written. */
export function limitsShort(limits: Limits): string {
  return [limits.bodilyInjuryPerPerson, limits.bodilyInjuryPerAccident, limits.propertyDamage].map((value) => String(value / 1000)).join('/');
}

/**
 * A state's minimum as people write it: 25/50/25; where no bodily injury liability is required
 * (Florida), what is — "$10,000 PIP + $10,000 property damage", never "0/0/10".
 */
export function minimumShort(entry: Pick<StateEntry, 'minimumLiability' | 'personalInjuryProtection' | 'evidence'>, lang: Lang = 'en'): string {
  const limits = entry.minimumLiability;
  if (limits.bodilyInjuryPerPerson > 0) return limitsShort(limits);
  const pip = entry.evidence.coverages.pip.kind === 'required' ? (entry.personalInjuryProtection.amount ?? 'PIP') : '';
  return words(lang).propertyDamageOnly(pip, usdWhole(limits.propertyDamage, LANG_TAGS[lang]));
}

/** The page's lead, from the data: who must carry what, or that the state does not require insurance. */
export function leadSentence(code: StateCode, entry: Pick<StateEntry, 'compulsory' | 'alternativePolicy'>, lang: Lang = 'en'): string {
  const where = inSentence(code, lang);
  const lead = words(lang).lead;
  if (!entry.compulsory) return lead.notCompulsory(capitalize(where));
  if (entry.alternativePolicy) return lead.alternative(where);
  return lead.standard(where);
}

export function amountOrNone(value: number, lang: Lang = 'en'): string {
  return value === 0 ? words(lang).noneRequired : usdWhole(value, LANG_TAGS[lang]);
}

/** "SR-22 and FR-44 used; kept on file for 3 years", "SR-22 not used". */
export function filingSummary(filing: StateEntry['proofFiling'], durations: readonly FilingDuration[], lang: Lang = 'en'): string {
  const summary = words(lang).filingSummary;
  if (!filing.sr22 && !filing.fr44) return summary.notUsed;
  const forms = filing.sr22 && filing.fr44 ? summary.forms.both : filing.fr44 ? summary.forms.fr44 : summary.forms.sr22;
  const years = [...new Set(durations.map((duration) => duration.years))].sort();
  return summary.used(forms, years.map(String));
}

/** "Higher in all three limits", "Same as the minimum", or which parts are higher, the same or lower. */
export function compareWithMinimum(level: Limits, minimum: Limits, lang: Lang = 'en'): string {
  const compare = words(lang).compare;
  const parts: [string, number, number][] = [
    [compare.parts.perPerson, level.bodilyInjuryPerPerson, minimum.bodilyInjuryPerPerson],
    [compare.parts.perCrash, level.bodilyInjuryPerAccident, minimum.bodilyInjuryPerAccident],
    [compare.parts.propertyDamage, level.propertyDamage, minimum.propertyDamage],
  ];
  const groups: [string, string[]][] = [
    [compare.higher, []],
    [compare.same, []],
    [compare.lower, []],
  ];
  for (const [label, value, floor] of parts) groups[value > floor ? 0 : value === floor ? 1 : 2]![1].push(label);
  if (groups[0]![1].length === 3) return compare.allHigher;
  if (groups[1]![1].length === 3) return compare.allSame;
  const both = `${compare.parts.perPerson}${compare.and}${compare.parts.perCrash}`;
  const join = (labels: string[]) => labels.join(compare.and).replace(both, compare.parts.bodilyInjury);
  return capitalize(
    groups
      .filter(([, labels]) => labels.length > 0)
      .map(([word, labels]) => compare.group(join(labels), word))
      .join('; '),
  );
}

/** What an owner or operator without the required insurance cannot recover after a crash ("no pay, no play"), naming whom the statute bars. */
export function noPayNoPlaySentence(rule: Pick<NoPayNoPlay, 'bodilyInjury' | 'propertyDamage' | 'barredParties'>, lang: Lang = 'en'): string {
  const { barredParty, noPayNoPlay } = words(lang);
  return noPayNoPlay(
    rule.barredParties.parties.map((party) => barredParty[party]),
    usdWhole(rule.bodilyInjury, LANG_TAGS[lang]),
    usdWhole(rule.propertyDamage, LANG_TAGS[lang]),
  );
}
