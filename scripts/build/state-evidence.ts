import path from 'node:path';
import type { z } from 'zod';
import type { StateEditorial, StateEntry } from '../../shared/content-schema.js';
import {
  minimumQuotesFileSchema,
  sr22DurationsFileSchema,
  stateRulesFileSchema,
  type CombinedSingleLimit,
  type Coverage,
  type CoverageKind,
  type CoverageRule,
  type Evidence,
  type FilingDuration,
  type MinimumQuotesFile,
  type RequirementFlag,
  type ScheduledChange,
  type Sr22DurationsFile,
  type StateEvidence,
  type StateRulesFile,
  type Verified,
} from '../../shared/state-evidence-schema.js';
import { usdWhole } from '../../shared/money.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import type { StateLawDates } from '../../shared/state-law-dates-schema.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';
import { amountsIn, dollarFiguresIn, yearsIn } from './quoted-figures.js';
import { ruleFacts } from './rule-notes.js';
import { checkLawDatesShown, loadStateLawDates, withLawFacts } from './state-law-dates.js';
import { ContentError, validate, type SourceReader, type Sourced } from './source-files.js';

/**
 * content/data's state-law files joined to content/states.yaml: every figure a state page shows
 * taken from the data with the official sentence that states it. The build stops when a figure
 * is not in its quote, when the two compilations give different numbers for one limit, or when
 * the editorial entry contradicts the data (its fault system, its filings).
 */

export interface StateData {
  rules: StateRulesFile;
  minimums: MinimumQuotesFile;
  sr22: Sr22DurationsFile;
  /** Our own reading of official sources for the laws the pack states in its notes (compiled/state-law-dates.json). */
  lawDates: StateLawDates;
}

const STATE_DATA_FILES = {
  rules: 'state-rules.json',
  minimums: 'state-minimum-quotes.json',
  sr22: 'sr22-durations.json',
} as const;

/** The data pack's state-law files and our own on those laws, checked (each read once a build, by the reader). */
export async function loadStateData(reader: SourceReader, dataDir: string): Promise<StateData> {
  const read = async <T extends z.ZodType>(schema: T, name: string): Promise<z.infer<T>> => {
    const file = path.join(dataDir, name);
    return validate(schema, file, await reader.json(file));
  };
  return {
    rules: await read(stateRulesFileSchema, STATE_DATA_FILES.rules),
    minimums: await read(minimumQuotesFileSchema, STATE_DATA_FILES.minimums),
    sr22: await read(sr22DurationsFileSchema, STATE_DATA_FILES.sr22),
    lawDates: await loadStateLawDates(reader, dataDir),
  };
}

const FLAG_KIND: Record<Exclude<RequirementFlag, boolean | null>, CoverageKind> = {
  'required-unless-written-rejection': 'included-unless-rejected-in-writing',
  'required-unless-written-deletion': 'included-unless-rejected-in-writing',
  'required-unless-rejected': 'included-unless-rejected',
};

/**
 * The data's flag as the page says it. A false flag whose quoted statute tells insurers to offer
 * the coverage is "must be offered": the quote shows it, so the page can say it.
 */
function coverageKind(flag: RequirementFlag, evidence: readonly Evidence[]): CoverageKind {
  if (flag === null) return 'not-confirmed';
  if (flag === true) return 'required';
  if (flag === false) return evidence.some((item) => /\boffer(?:ed)?\b/i.test(item.quote)) ? 'must-be-offered' : 'not-required';
  return FLAG_KIND[flag];
}

type RulesState = StateRulesFile['states'][string];

/** The rules' evidence that supports one of these fields ("umRequired (signed form)" supports umRequired). */
function rulesEvidence(rules: RulesState, fields: readonly string[], verified: Verified): Evidence[] {
  return rules.evidence
    .filter((item) =>
      item.supports
        .split(',')
        .map((field) => field.trim().split(' ')[0]!)
        .some((field) => fields.includes(field)),
    )
    .map((item) => ({ url: item.url, source: item.label, quote: item.quote, compilation: 'notaquote' as const, verified }));
}

const COVERAGE_FIELDS: Record<Exclude<Coverage, 'umpd'>, { flag: keyof RulesState; supports: readonly string[] }> = {
  pip: { flag: 'pipRequired', supports: ['pipRequired', 'pipAmount'] },
  medPay: { flag: 'medPayRequired', supports: ['medPayRequired'] },
  um: { flag: 'umRequired', supports: ['umRequired'] },
  uim: { flag: 'uimRequired', supports: ['uimRequired'] },
};

function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}

/** A Reference Source record was checked by that compilation, at the commit its own file came from (minimums and SR-22 records differ). */
type ReferenceSourceFile = { via: { repo: string; commit: string } };

function compilationVerifiers(data: StateData): {
  referenceSource: (file: ReferenceSourceFile, on: string, staleAfter: string) => Verified;
  notaquote: Verified;
} {
  const rulesCommit = data.rules.via.files[0]!.commit;
  return {
    referenceSource: (file, on, staleAfter) => ({
      on,
      by: `Reference Source (referencesource.org), ${file.via.repo} at commit ${shortCommit(file.via.commit)}`,
      staleAfter,
    }),
    notaquote: { on: data.rules.via.checkedOn, by: `notaquote-fyi by Bolewood Group, LLC (${data.rules.via.repo} at commit ${shortCommit(rulesCommit)})` },
  };
}

/** One state's facts and quotes; throws when a figure is not in its quote or the compilations disagree on a number. */
function stateEvidence(code: StateCode, editorial: StateEditorial, data: StateData): StateEvidence {
  const fail = (file: string, reason: string): never => {
    throw new ContentError(path.join('content', 'data', file), `${code}: ${reason}`);
  };
  const rules = data.rules.states[code] ?? fail(STATE_DATA_FILES.rules, 'no record');
  const quoted = data.minimums.states[code] ?? fail(STATE_DATA_FILES.minimums, 'no record');
  const verifiers = compilationVerifiers(data);
  const rulesVerified = verifiers.notaquote;
  const minimumsEvidence: Evidence = {
    url: quoted.source,
    source: quoted.issuingAuthority,
    quote: quoted.quote,
    compilation: 'reference-source',
    verified: verifiers.referenceSource(data.minimums, quoted.lastVerified, quoted.staleAfter),
  };

  const limit = (field: 'biPerPerson' | 'biPerAccident' | 'pd'): number => {
    const a = quoted.amountsUsd[field];
    const b = rules[field];
    if (a !== null && b !== null && a !== b) fail(STATE_DATA_FILES.minimums, `${field} is ${a} here but ${b} in ${STATE_DATA_FILES.rules}`);
    const value = a ?? b ?? 0;
    if (value > 0 && !amountsIn(quoted.quote).has(value)) fail(STATE_DATA_FILES.minimums, `${field} ${value} does not appear in the quote`);
    return value;
  };
  const limits = { bodilyInjuryPerPerson: limit('biPerPerson'), bodilyInjuryPerAccident: limit('biPerAccident'), propertyDamage: limit('pd') };
  const liability = { ...limits, evidence: officialMinimumsEvidence(minimumsEvidence, rulesEvidence(rules, ['biPerPerson'], rulesVerified), limits) };

  let combinedSingleLimit: CombinedSingleLimit | undefined;
  let unconfirmedSingleLimit: number | undefined;
  const quotedCsl = quoted.amountsUsd.combinedSingleLimit;
  if (quotedCsl !== null && rules.combinedSingleLimit !== null && quotedCsl !== rules.combinedSingleLimit)
    fail(STATE_DATA_FILES.minimums, `combinedSingleLimit is ${quotedCsl} here but ${rules.combinedSingleLimit} in ${STATE_DATA_FILES.rules}`);
  if (quotedCsl !== null) {
    if (!amountsIn(quoted.quote).has(quotedCsl)) fail(STATE_DATA_FILES.minimums, `combinedSingleLimit ${quotedCsl} does not appear in the quote`);
    combinedSingleLimit = { amount: quotedCsl, evidence: minimumsEvidence, otherCompilationDisagrees: rules.combinedSingleLimit === null };
  } else if (rules.combinedSingleLimit !== null) {
    const amount = rules.combinedSingleLimit;
    const evidence = rulesEvidence(rules, ['combinedSingleLimit'], rulesVerified).find((item) => amountsIn(item.quote).has(amount));
    if (evidence) combinedSingleLimit = { amount, evidence, otherCompilationDisagrees: true };
    else unconfirmedSingleLimit = amount;
  }

  const coverages = Object.fromEntries(
    Object.entries(COVERAGE_FIELDS).map(([coverage, { flag, supports }]) => {
      const evidence = rulesEvidence(rules, supports, rulesVerified);
      return [coverage, { kind: coverageKind(rules[flag] as RequirementFlag, evidence), evidence }];
    }),
  ) as Record<Exclude<Coverage, 'umpd'>, CoverageRule>;
  // Neither compilation records uninsured motorist property damage as a field of its own.
  const umpd: CoverageRule = { kind: 'not-confirmed', evidence: [] };

  for (const [coverage, wording] of [
    ['pip', editorial.personalInjuryProtection.amount],
    ['medPay', editorial.medicalPayments.amount],
  ] as const) {
    if (wording === undefined) continue;
    const rule = coverages[coverage];
    if (rule.kind === 'not-required' || rule.kind === 'not-confirmed') fail('../states.yaml', `${coverage} has an amount, but the data says ${rule.kind}`);
    for (const figure of dollarFiguresIn(wording))
      if (!rule.evidence.some((item) => amountsIn(item.quote).has(figure)))
        fail('../states.yaml', `${coverage} amount ${usdWhole(figure)} appears in no quote for it`);
  }

  const scheduledChanges: ScheduledChange[] = rules.scheduledChanges.map((change) => {
    const figures = [change.biPerPerson, change.biPerAccident, change.pd];
    if (figures.some((figure) => figure === null)) fail(STATE_DATA_FILES.rules, `the change from ${change.from} lacks a limit`);
    const candidates = rulesEvidence(rules, ['effective'], rulesVerified);
    const withFigures = candidates.find((item) => figures.every((figure) => amountsIn(item.quote).has(figure!)));
    // California's quoted sentence gives the date and the first increase only: the page says so.
    const evidence = withFigures ?? candidates.find((item) => item.quote.includes(change.from.slice(0, 4)));
    if (!evidence) return fail(STATE_DATA_FILES.rules, `no quote states the change scheduled from ${change.from}`);
    return {
      from: change.from,
      bodilyInjuryPerPerson: change.biPerPerson!,
      bodilyInjuryPerAccident: change.biPerAccident!,
      propertyDamage: change.pd!,
      figuresQuoted: withFigures !== undefined,
      evidence,
    };
  });

  const filingDurations: FilingDuration[] = (data.sr22.states[code] ?? []).map((record) => {
    if (!yearsIn(record.quote).has(record.requiredDurationYears))
      fail(STATE_DATA_FILES.sr22, `${record.requiredDurationYears} years does not appear in the quote`);
    const isFr44 = record.certificate.includes('FR-44');
    if (isFr44 ? !editorial.proofFiling.fr44 : !editorial.proofFiling.sr22)
      fail('../states.yaml', `the data gives a ${record.certificate} duration, but proofFiling says the state does not use it`);
    return {
      certificate: record.certificate,
      years: record.requiredDurationYears,
      trigger: record.requirementTrigger,
      evidence: {
        url: record.source,
        source: record.sourceCitation,
        quote: record.quote,
        compilation: 'reference-source',
        verified: verifiers.referenceSource(data.sr22, record.lastVerified, record.staleAfter),
      },
    };
  });

  let rulesInNote: ReturnType<typeof ruleFacts> = {};
  try {
    rulesInNote = ruleFacts(rules, rulesEvidence(rules, ['effective'], rulesVerified));
  } catch (error) {
    fail(STATE_DATA_FILES.rules, error instanceof Error ? error.message : String(error));
  }

  const { duiMinimums } = rulesInNote;
  const noPayNoPlay = rulesInNote.noPayNoPlay && withLawFacts(rulesInNote.noPayNoPlay, code, data.lawDates);

  checkFaultSystem(code, editorial.faultSystem, rules.noFault, coverages.pip.kind);
  return {
    liability,
    combinedSingleLimit,
    unconfirmedSingleLimit,
    coverages: { ...coverages, umpd },
    scheduledChanges,
    filingDurations,
    ...(duiMinimums ? { duiMinimums } : {}),
    ...(noPayNoPlay ? { noPayNoPlay } : {}),
  };
}

/** A government host: the state's .gov site (a law mirror such as newyork.public.law is not one). */
function isGovernmentPage(url: string): boolean {
  return new URL(url).hostname.endsWith('.gov');
}

/**
 * The minimums' quote: Reference Source's where it quotes a government page, else a sentence from
 * the other compilation on a government page that states every limit (New York's statute).
 */
function officialMinimumsEvidence(quoted: Evidence, alternatives: readonly Evidence[], limits: Record<string, number>): Evidence {
  if (isGovernmentPage(quoted.url)) return quoted;
  const figures = Object.values(limits).filter((value) => value > 0);
  const official = alternatives.find((item) => isGovernmentPage(item.url) && figures.every((figure) => amountsIn(item.quote).has(figure)));
  if (!official)
    throw new ContentError(
      path.join('content', 'data', STATE_DATA_FILES.minimums),
      `${quoted.url} is not a government page, and no other quote states the limits`,
    );
  return official;
}

/**
 * Our categories against the data's no-fault field: "no-fault" only where the data says so,
 * "choice-no-fault" or "add-on" where drivers choose, and an at-fault state whose every policy
 * must carry PIP is an add-on state by our own definition (Delaware, Oregon).
 */
function checkFaultSystem(code: StateCode, system: StateEditorial['faultSystem'], noFault: boolean | 'choice', pip: CoverageKind): void {
  const allowed: StateEditorial['faultSystem'][] =
    noFault === true ? ['no-fault'] : noFault === 'choice' ? ['choice-no-fault', 'add-on'] : pip === 'required' ? ['add-on'] : ['at-fault', 'add-on'];
  if (!allowed.includes(system))
    throw new ContentError(
      'content/states.yaml',
      `${code}: faultSystem is ${system}, but the data (noFault ${String(noFault)}, PIP ${pip}) needs ${allowed.join(' or ')}`,
    );
}

/** content/states.yaml (`file`) joined to the data, with what an editor should look at on `today` (YYYY-MM-DD). */
export function statesSource(file: string, editorial: readonly StateEditorial[], data: StateData, today: string): Sourced<StateEntry[]> {
  const states = composeStates(editorial, data);
  return { data: states, warnings: stateWarnings(states, today).map((reason) => ({ file, reason })) };
}

/** content/states.yaml's editorial entries with their facts from content/data, in the same order. */
export function composeStates(editorial: readonly StateEditorial[], data: StateData): StateEntry[] {
  for (const code of Object.keys(data.rules.states)) if (!(code in US_STATES)) throw new ContentError(STATE_DATA_FILES.rules, `unknown state ${code}`);
  const states = editorial.map((entry) => {
    const evidence = stateEvidence(entry.code, entry, data);
    const { bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage } = evidence.liability;
    return {
      ...entry,
      minimumLiability: { bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage },
      evidence,
      verified: evidence.liability.evidence.verified,
      dateModified: shownEvidence(evidence)
        .map((item) => item.verified.on)
        .reduce((latest, on) => (on > latest ? on : latest)),
    };
  });
  checkLawDatesShown(
    data.lawDates,
    states.map((state) => ({ code: state.code, noPayNoPlay: state.evidence.noPayNoPlay?.law, dui: state.evidence.duiMinimums?.law })),
  );
  return states;
}

/** The data's check dates are re-read at least this often. */
const STATE_VERIFICATION_MAX_AGE_DAYS = 365;

/**
 * What an editor must do before facts go stale; the build prints the lines and goes on. A
 * compilation's quote past its staleAfter or checked over 12 months ago; a scheduled change, or
 * minimums announced for a date, now in force while the entry was last updated before it.
 */
export function stateWarnings(states: readonly StateEntry[], today: string): string[] {
  const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - STATE_VERIFICATION_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return states.flatMap((state) => {
    const verifications = [...new Map(shownEvidence(state.evidence).map((item) => [`${item.verified.by} ${item.verified.on}`, item.verified])).values()];
    return [
      ...verifications.flatMap((verified) => [
        ...(verified.staleAfter && verified.staleAfter <= today
          ? [
              `${state.code}: quotes checked by ${verified.by} went stale on ${verified.staleAfter}: update content/data from a newer release of the compilation`,
            ]
          : []),
        ...(verified.on < oldest
          ? [`${state.code}: quotes checked by ${verified.by} on ${verified.on}, over ${STATE_VERIFICATION_MAX_AGE_DAYS} days ago: update content/data`]
          : []),
      ]),
      ...state.evidence.scheduledChanges
        .filter((change) => change.from <= today && state.updated < change.from)
        .map(
          (change) =>
            `${state.code}: the change scheduled for ${change.from} is now in force, but the entry was last updated ${state.updated}: update content/data and the entry`,
        ),
      ...(state.minimumsEffective && state.minimumsEffective <= today && state.updated < state.minimumsEffective
        ? [
            `${state.code}: the minimums announced for ${state.minimumsEffective} are now in force, but the entry was last updated ${state.updated}: verify and update "updated"`,
          ]
        : []),
    ];
  });
}
