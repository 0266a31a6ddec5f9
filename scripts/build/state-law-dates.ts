import path from 'node:path';
import type { Evidence, LawEffective, NoPayNoPlay, NoPayNoPlayRule } from '../../shared/state-evidence-schema.js';
import { stateLawDatesSchema, type StateLawDates, type StateLawFact } from '../../shared/state-law-dates-schema.js';
import { ContentError, validate, type SourceReader } from './source-files.js';
import { MONTH_NAMES } from './month-names.js';

/**
 * content/data/compiled/state-law-dates.json (our own reading of official sources) checked and
 * joined to the rules the data pack states in its notes: a fact's sentence must state its value
 * (the words, or the date and the session), every fact must be one a state page shows, and every
 * fact still unsourced must name a law the pack has. A date the page gives has its sentence here.
 */

/** Where the file is, from content/data. */
const LAW_DATES_FILE = path.join('compiled', 'state-law-dates.json');

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
];

/** Why a fact's official sentence does not state its value; undefined when it does. */
function unsupported(fact: StateLawFact): string | undefined {
  if (fact.field === 'barredParties') {
    const words = fact.value.join(' or ');
    return new RegExp(`\\b${words}\\b`, 'i').test(fact.sentence) ? undefined : `the sentence does not say "${words}"`;
  }
  const [year, month, day] = fact.value.split('-').map(Number) as [number, number, number];
  const { session } = fact.basis;
  if (year !== session.year) return `${fact.value} is not in ${session.year}, the year of the session the act was passed in`;
  const monthName = MONTH_NAMES.en[month - 1]!;
  if (!new RegExp(`\\b${monthName} (?:${day}|${ORDINALS[day - 1]!})\\b`, 'i').test(fact.sentence)) return `the sentence does not give ${monthName} ${day}`;
  if (!new RegExp(`\\b${session.kind} session\\b`, 'i').test(fact.sentence)) return `the sentence does not speak of a ${session.kind} session`;
  return undefined;
}

/** The file, checked: its schema, and each fact against its own sentence. `dataDir` is content/data. */
export async function loadStateLawDates(reader: SourceReader, dataDir: string): Promise<StateLawDates> {
  const file = path.join(dataDir, LAW_DATES_FILE);
  const dates = validate(stateLawDatesSchema, file, await reader.json(file));
  for (const fact of dates.facts) {
    const problem = unsupported(fact);
    if (problem) throw new ContentError(file, `${fact.state} ${fact.law} ${fact.field}: ${problem}`);
  }
  return dates;
}

/** A fact's sentence as a state page quotes it: read by us, on the day we read the source. */
function evidenceOf(dates: StateLawDates, fact: StateLawFact): Evidence {
  const source = dates.sources.find((candidate) => candidate.id === fact.source)!;
  return {
    url: source.url,
    source: source.title,
    quote: fact.sentence,
    compilation: 'quoteowl',
    verified: { on: source.read, by: `us, in a stored copy of the page (content/data/${LAW_DATES_FILE})` },
  };
}

/** The act a law names, without its code section: "2025 SB 121 (O.C.G.A. 33-7-16)" is "2025 SB 121". */
export function actOf(law: string): string {
  return /^\d{4} [SH]B \d+/.exec(law)?.[0] ?? law;
}

/** Louisiana's "no pay, no play" rule with who it bars and, where sourced, the day it took effect; throws when no sentence says who it bars. */
export function withLawFacts(rule: NoPayNoPlayRule, code: string, dates: StateLawDates): NoPayNoPlay {
  const facts = dates.facts.filter((fact) => fact.state === code && fact.law === actOf(rule.law));
  const parties = facts.find((fact) => fact.field === 'barredParties');
  if (!parties) throw new ContentError(path.join('content', 'data', LAW_DATES_FILE), `${code}: no official sentence says who ${rule.law}'s bar applies to`);
  const from = facts.find((fact) => fact.field === 'effectiveFrom');
  const effective: LawEffective | undefined = from && { from: from.value, sessionYear: from.basis.session.year, evidence: evidenceOf(dates, from) };
  return { ...rule, barredParties: { parties: parties.value, evidence: evidenceOf(dates, parties) }, ...(effective ? { effective } : {}) };
}

/** The laws the state pages state, by state: the acts of the DUI and "no pay, no play" rules. */
export interface ShownLaws {
  code: string;
  noPayNoPlay?: string;
  dui?: string;
}

/** Throws when a fact is about a law no state page shows its facts for, or an unsourced fact names a law the data pack does not have. */
export function checkLawDatesShown(dates: StateLawDates, shown: readonly ShownLaws[]): void {
  const file = path.join('content', 'data', LAW_DATES_FILE);
  for (const fact of dates.facts) {
    const state = shown.find((candidate) => candidate.code === fact.state);
    if (!state?.noPayNoPlay || actOf(state.noPayNoPlay) !== fact.law)
      throw new ContentError(file, `${fact.state} ${fact.law} ${fact.field}: no state page shows this law's facts (only a "no pay, no play" act's)`);
  }
  for (const item of dates.unsourced) {
    const state = shown.find((candidate) => candidate.code === item.state);
    const laws = [state?.noPayNoPlay, state?.dui].flatMap((law) => (law ? [actOf(law)] : []));
    if (!laws.includes(item.law)) throw new ContentError(file, `${item.state} ${item.law} ${item.field}: the data pack states no such law for ${item.state}`);
  }
}
