import type { Limits, StateEntry } from '../../shared/content-schema.js';
import type { CoverageKind, CoverageRule, FilingDuration } from '../../shared/state-evidence-schema.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { Quote } from './OfficialQuote.js';
import { ReadableDate } from './ReadableDate.js';

/**
 * A state's requirements as the state page shows them (client/routes/state.tsx): the
 * minimum-coverage table, the fault system and filings explained, and the recommended levels
 * set against the minimum. HTML only; no island carries the figures.
 */
export type FaultSystem = StateEntry['faultSystem'];

/** The spec's recommended liability levels (section 9), set against each state's minimum. */
const RECOMMENDED_LEVELS: readonly Limits[] = [
  { bodilyInjuryPerPerson: 50_000, bodilyInjuryPerAccident: 100_000, propertyDamage: 50_000 },
  { bodilyInjuryPerPerson: 100_000, bodilyInjuryPerAccident: 300_000, propertyDamage: 100_000 },
  { bodilyInjuryPerPerson: 250_000, bodilyInjuryPerAccident: 500_000, propertyDamage: 100_000 },
];

export const FAULT_LABEL: Record<FaultSystem, string> = {
  'at-fault': 'At-fault',
  'no-fault': 'No-fault',
  'choice-no-fault': 'Choice no-fault',
  'add-on': 'Add-on',
};

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
export function minimumShort(entry: Pick<StateEntry, 'minimumLiability' | 'personalInjuryProtection' | 'evidence'>): string {
  const limits = entry.minimumLiability;
  if (limits.bodilyInjuryPerPerson > 0) return limitsShort(limits);
  const pip = entry.evidence.coverages.pip.kind === 'required' ? `${entry.personalInjuryProtection.amount ?? 'PIP'} PIP + ` : '';
  return `${pip}${dollars(limits.propertyDamage)} property damage`;
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

export function dollars(value: number): string {
  return `$${value.toLocaleString('en-US')}`;
}

/** What a law says of a coverage, as the requirements table says it. */
const COVERAGE_KIND_LABEL: Record<CoverageKind, string> = {
  required: 'Required',
  'included-unless-rejected-in-writing': 'Included unless you reject it in writing',
  'included-unless-rejected': 'Included unless you reject it',
  'must-be-offered': 'Insurers must offer it; buying it is up to you',
  'not-required': 'Not required',
  'not-confirmed': 'Not confirmed: the sources we quote do not settle it',
};

function CoverageCell({ rule, amount }: { rule: CoverageRule; amount?: string | undefined }) {
  const label = COVERAGE_KIND_LABEL[rule.kind];
  return (
    <td>
      {rule.kind === 'required' ? <strong>{label}</strong> : label}
      {amount && <span className="data-table__detail">{amount}</span>}
    </td>
  );
}

export function RequirementsTable({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const limits = entry.minimumLiability;
  const { coverages, combinedSingleLimit, scheduledChanges } = entry.evidence;
  const filing = entry.proofFiling;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="requirements-caption">
      <table className="data-table">
        <caption id="requirements-caption">Minimum car insurance in {inSentence(code)}</caption>
        <thead>
          <tr>
            <th scope="col">Coverage or rule</th>
            <th scope="col">{stateName(code)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Minimum liability</th>
            <td>
              <strong className="data-table__limits">{minimumShort(entry)}</strong>
              <ul className="data-table__list">
                <li>Bodily injury per person: {amountOrNone(limits.bodilyInjuryPerPerson)}</li>
                <li>Bodily injury per crash: {amountOrNone(limits.bodilyInjuryPerAccident)}</li>
                <li>Property damage: {amountOrNone(limits.propertyDamage)}</li>
              </ul>
              {combinedSingleLimit && <p className="data-table__detail">Or a combined single limit of {dollars(combinedSingleLimit.amount)}.</p>}
              {entry.minimumsEffective &&
                (entry.minimumsEffective <= entry.updated ? (
                  <>
                    In force since <ReadableDate iso={entry.minimumsEffective} />.
                  </>
                ) : (
                  <>
                    From <ReadableDate iso={entry.minimumsEffective} />.
                  </>
                ))}
            </td>
          </tr>
          {scheduledChanges.map((change) => (
            <tr key={change.from}>
              <th scope="row">Scheduled change</th>
              <td>
                From <ReadableDate iso={change.from} />: <strong>{limitsShort(change)}</strong>
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Personal injury protection (PIP)</th>
            <CoverageCell rule={coverages.pip} amount={entry.personalInjuryProtection.amount} />
          </tr>
          <tr>
            <th scope="row">Medical payments (MedPay)</th>
            <CoverageCell rule={coverages.medPay} amount={entry.medicalPayments.amount} />
          </tr>
          <tr>
            <th scope="row">Uninsured motorist (UM)</th>
            <CoverageCell rule={coverages.um} />
          </tr>
          <tr>
            <th scope="row">Underinsured motorist (UIM)</th>
            <CoverageCell rule={coverages.uim} />
          </tr>
          <tr>
            <th scope="row">Uninsured motorist property damage (UMPD)</th>
            <CoverageCell rule={coverages.umpd} />
          </tr>
          <tr>
            <th scope="row">Fault system</th>
            <td>{FAULT_LABEL[entry.faultSystem]}</td>
          </tr>
          <tr>
            <th scope="row">Proof of insurance filing ({filing.fr44 ? 'SR-22 and FR-44' : 'SR-22'})</th>
            <td>{filingSummary(filing, entry.evidence.filingDurations)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function amountOrNone(value: number): string {
  return value === 0 ? 'none required' : dollars(value);
}

/** "SR-22 and FR-44 used; kept on file for 3 years", "SR-22 not used". */
function filingSummary(filing: StateEntry['proofFiling'], durations: readonly FilingDuration[]): string {
  if (!filing.sr22 && !filing.fr44) return 'SR-22 not used';
  const forms = filing.sr22 && filing.fr44 ? 'SR-22 and FR-44' : filing.fr44 ? 'FR-44' : 'SR-22';
  const years = [...new Set(durations.map((duration) => duration.years))].sort();
  return `${forms} used; ${years.length > 0 ? `kept on file for ${years.join(' or ')} years` : 'how long is not stated in the sources we quote'}`;
}

export function FaultSystemText({ code, entry }: { code: StateCode; entry: Pick<StateEntry, 'faultSystem' | 'addOnRightToSue'> }) {
  const where = inSentence(code);
  const system = entry.faultSystem;
  if (system === 'at-fault') {
    return (
      <p>
        {capitalize(where)} uses the at-fault system. The driver who causes a crash is responsible for the damage, and their liability insurance pays the other
        people's bills. If another driver hurts you, you file a claim with their insurer or sue them.
      </p>
    );
  }
  if (system === 'add-on') {
    // Where the law ties the benefits to the right to sue (DC's 60-day choice), the entry says how instead of the general rule.
    return entry.addOnRightToSue ? (
      <p>
        {capitalize(where)} is an add-on state: personal injury protection (PIP) pays your own medical bills after a crash whoever caused it.{' '}
        {entry.addOnRightToSue}
      </p>
    ) : (
      <p>
        {capitalize(where)} is an add-on state. Personal injury protection (PIP) pays your own medical bills after a crash whoever caused it, but unlike in a
        no-fault state it does not take away your right to claim against, or sue, the driver who caused the crash.
      </p>
    );
  }
  if (system === 'no-fault') {
    return (
      <p>
        {capitalize(where)} is a no-fault state. After a crash, your own personal injury protection (PIP) pays your medical bills and some other costs first, no
        matter who caused it. Your right to sue the other driver for injuries is limited, usually to serious injuries or costs above a level set by state law.
        Liability coverage still pays for damage you cause to other people's property and for injuries outside the no-fault rules.
      </p>
    );
  }
  return (
    <p>
      {capitalize(where)} lets drivers choose between no-fault rules and the traditional at-fault system. Under no-fault, your own personal injury protection
      (PIP) pays your medical bills first and your right to sue is limited; keeping the right to sue usually costs more. The choice affects your price and your
      rights, so read it carefully.
    </p>
  );
}

export function FilingText({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const filing = entry.proofFiling;
  const where = inSentence(code);
  const durations = entry.evidence.filingDurations;
  return (
    <>
      {filing.sr22 ? (
        <p>
          An SR-22 is a form your insurer files with the state to prove you carry at least the minimum coverage. {capitalize(where)} may require one after
          serious violations, such as driving without insurance{filing.fr44 ? '' : ' or a DUI'}.
          {durations.length === 0 && ' The sources we quote give no duration for it here: the state or a court tells you how long to keep it on file.'}
        </p>
      ) : (
        <p>{capitalize(where)} does not use the SR-22 form.</p>
      )}
      {filing.fr44 && (
        <p>After a DUI conviction, {where} requires an FR-44 instead. It works like an SR-22 but requires higher liability limits than the state minimum.</p>
      )}
      {durations.map((duration) => (
        <div key={duration.evidence.quote}>
          <p>
            {durations.length > 1 ? `If ${duration.trigger}, keep` : 'Keep'} the {duration.certificate} on file for <strong>{duration.years} years</strong>{' '}
            without a lapse.
          </p>
          <Quote evidence={duration.evidence} />
        </div>
      ))}
      {filing.detail && <p>{filing.detail}</p>}
    </>
  );
}

export function RecommendedTable({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const minimum = entry.minimumLiability;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="recommended-caption">
      <table className="data-table data-table--levels">
        <caption id="recommended-caption">Common liability levels compared with {possessive(code)} minimum</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Compared with the {stateName(code)} minimum</th>
          </tr>
        </thead>
        <tbody>
          <tr className="data-table__minimum">
            <th scope="row">{minimumShort(entry)}</th>
            <td>The {stateName(code)} minimum</td>
          </tr>
          {RECOMMENDED_LEVELS.map((level) => (
            <tr key={limitsShort(level)}>
              <th scope="row">{limitsShort(level)}</th>
              <td>{compareWithMinimum(level, minimum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Higher in all three limits", "Same as the minimum", or which parts are higher, the same or lower. */
function compareWithMinimum(level: Limits, minimum: Limits): string {
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

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
