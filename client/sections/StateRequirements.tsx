import type { Limits, StateEntry } from '../../shared/content-schema.js';
import { usdWhole } from '../../shared/money.js';
import type { CoverageRule } from '../../shared/state-evidence-schema.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import {
  COVERAGE_KIND_LABEL,
  FAULT_LABEL,
  amountOrNone,
  capitalize,
  compareWithMinimum,
  filingSummary,
  inSentence,
  limitsShort,
  minimumShort,
  noPayNoPlaySentence,
  possessive,
} from '../words/state-words.js';
import { Quote } from './OfficialQuote.js';

/**
 * A state's requirements as the state page shows them (client/routes/state.tsx): the
 * minimum-coverage table, the fault system and filings explained, and the recommended levels
 * set against the minimum. HTML only; no island carries the figures.
 */

/** The spec's recommended liability levels (section 9), set against each state's minimum. */
const RECOMMENDED_LEVELS: readonly Limits[] = [
  { bodilyInjuryPerPerson: 50_000, bodilyInjuryPerAccident: 100_000, propertyDamage: 50_000 },
  { bodilyInjuryPerPerson: 100_000, bodilyInjuryPerAccident: 300_000, propertyDamage: 100_000 },
  { bodilyInjuryPerPerson: 250_000, bodilyInjuryPerAccident: 500_000, propertyDamage: 100_000 },
];

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
  const { coverages, combinedSingleLimit, scheduledChanges, duiMinimums, noPayNoPlay } = entry.evidence;
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
              {combinedSingleLimit && <p className="data-table__detail">Or a combined single limit of {usdWhole(combinedSingleLimit.amount)}.</p>}
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
          {duiMinimums && (
            <tr>
              <th scope="row">Minimum after a DUI conviction</th>
              <td>
                <strong>{limitsShort(duiMinimums.first)}</strong> after a first conviction; <strong>{limitsShort(duiMinimums.second)}</strong> after a second
              </td>
            </tr>
          )}
          {noPayNoPlay && (
            <tr>
              <th scope="row">Driving uninsured (&ldquo;no pay, no play&rdquo;)</th>
              <td>{noPayNoPlaySentence(noPayNoPlay)}</td>
            </tr>
          )}
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
