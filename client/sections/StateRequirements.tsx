import type { Limits, StateEntry } from '../../shared/content-schema.js';
import { usdWhole } from '../../shared/money.js';
import { LANG_TAGS } from '../../shared/routes.js';
import type { CoverageRule } from '../../shared/state-evidence-schema.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import {
  amountOrNone,
  capitalize,
  compareWithMinimum,
  coverageKindLabel,
  faultLabel,
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
 * set against the minimum, in the page's language. HTML only; no island carries the figures.
 */

/** The spec's recommended liability levels (section 9), set against each state's minimum. */
const RECOMMENDED_LEVELS: readonly Limits[] = [
  { bodilyInjuryPerPerson: 50_000, bodilyInjuryPerAccident: 100_000, propertyDamage: 50_000 },
  { bodilyInjuryPerPerson: 100_000, bodilyInjuryPerAccident: 300_000, propertyDamage: 100_000 },
  { bodilyInjuryPerPerson: 250_000, bodilyInjuryPerAccident: 500_000, propertyDamage: 100_000 },
];

function CoverageCell({ rule, amount }: { rule: CoverageRule; amount?: string | undefined }) {
  const { lang } = usePage();
  const label = coverageKindLabel(rule.kind, lang);
  return (
    <td>
      {rule.kind === 'required' ? <strong>{label}</strong> : label}
      {amount && <span className="data-table__detail">{amount}</span>}
    </td>
  );
}

export function RequirementsTable({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const { lang } = usePage();
  const words = useMessages().state;
  const table = words.table;
  const limits = entry.minimumLiability;
  const { coverages, combinedSingleLimit, scheduledChanges, duiMinimums, noPayNoPlay } = entry.evidence;
  const filing = entry.proofFiling;
  const forms = filing.fr44 ? words.filingSummary.forms.both : words.filingSummary.forms.sr22;
  const [duiFirst, afterFirst, duiSecond, afterSecond] = duiMinimums ? table.duiLimits(limitsShort(duiMinimums.first), limitsShort(duiMinimums.second)) : [];
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="requirements-caption">
      <table className="data-table">
        <caption id="requirements-caption">{table.caption(inSentence(code, lang))}</caption>
        <thead>
          <tr>
            <th scope="col">{table.coverageOrRule}</th>
            <th scope="col">{stateNameIn(code, lang)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{table.minimumLiability}</th>
            <td>
              <strong className="data-table__limits">{minimumShort(entry, lang)}</strong>
              <ul className="data-table__list">
                <li>{`${table.perPerson} ${amountOrNone(limits.bodilyInjuryPerPerson, lang)}`}</li>
                <li>{`${table.perCrash} ${amountOrNone(limits.bodilyInjuryPerAccident, lang)}`}</li>
                <li>{`${table.propertyDamage} ${amountOrNone(limits.propertyDamage, lang)}`}</li>
              </ul>
              {combinedSingleLimit && <p className="data-table__detail">{table.singleLimit(usdWhole(combinedSingleLimit.amount, LANG_TAGS[lang]))}</p>}
              {entry.minimumsEffective && (
                <>
                  {entry.minimumsEffective <= entry.updated ? table.inForceSince : table.from} <ReadableDate iso={entry.minimumsEffective} />.
                </>
              )}
            </td>
          </tr>
          {scheduledChanges.map((change) => (
            <tr key={change.from}>
              <th scope="row">{table.scheduledChange}</th>
              <td>
                {table.from} <ReadableDate iso={change.from} />: <strong>{limitsShort(change)}</strong>
              </td>
            </tr>
          ))}
          {duiMinimums && (
            <tr>
              <th scope="row">{table.afterDui}</th>
              <td>
                <strong>{duiFirst}</strong>
                {afterFirst}
                <strong>{duiSecond}</strong>
                {afterSecond}
              </td>
            </tr>
          )}
          {noPayNoPlay && (
            <tr>
              <th scope="row">{table.noPayNoPlay}</th>
              <td>{noPayNoPlaySentence(noPayNoPlay, lang)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{table.pip}</th>
            <CoverageCell rule={coverages.pip} amount={entry.personalInjuryProtection.amount} />
          </tr>
          <tr>
            <th scope="row">{table.medPay}</th>
            <CoverageCell rule={coverages.medPay} amount={entry.medicalPayments.amount} />
          </tr>
          <tr>
            <th scope="row">{table.um}</th>
            <CoverageCell rule={coverages.um} />
          </tr>
          <tr>
            <th scope="row">{table.uim}</th>
            <CoverageCell rule={coverages.uim} />
          </tr>
          <tr>
            <th scope="row">{table.umpd}</th>
            <CoverageCell rule={coverages.umpd} />
          </tr>
          <tr>
            <th scope="row">{table.faultSystem}</th>
            <td>{faultLabel(entry.faultSystem, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{table.proofFiling(forms)}</th>
            <td>{filingSummary(filing, entry.evidence.filingDurations, lang)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export function FaultSystemText({ code, entry }: { code: StateCode; entry: Pick<StateEntry, 'faultSystem' | 'addOnRightToSue'> }) {
  const { lang } = usePage();
  const fault = useMessages().state.fault;
  const Where = capitalize(inSentence(code, lang));
  const system = entry.faultSystem;
  if (system === 'at-fault') return <p>{fault.atFault(Where)}</p>;
  if (system === 'add-on') {
    // Where the law ties the benefits to the right to sue (DC's 60-day choice), the entry says how instead of the general rule.
    return entry.addOnRightToSue ? (
      <p>
        {fault.addOnWithRule(Where)} {entry.addOnRightToSue}
      </p>
    ) : (
      <p>{fault.addOn(Where)}</p>
    );
  }
  if (system === 'no-fault') return <p>{fault.noFault(Where)}</p>;
  return <p>{fault.choice(Where)}</p>;
}

export function FilingText({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const { lang } = usePage();
  const words = useMessages().state.filing;
  const filing = entry.proofFiling;
  const where = inSentence(code, lang);
  const durations = entry.evidence.filingDurations;
  return (
    <>
      {filing.sr22 ? (
        <p>
          {words.sr22(capitalize(where), !filing.fr44)}
          {durations.length === 0 && words.noDuration}
        </p>
      ) : (
        <p>{words.noSr22(capitalize(where))}</p>
      )}
      {filing.fr44 && <p>{words.fr44(where)}</p>}
      {durations.map((duration) => (
        <div key={duration.evidence.quote}>
          <p>
            {words.keep(duration.trigger, duration.certificate)}
            <strong>{words.years(duration.years)}</strong>
            {words.withoutLapse}
          </p>
          <Quote evidence={duration.evidence} />
        </div>
      ))}
      {filing.detail && <p>{filing.detail}</p>}
    </>
  );
}

export function RecommendedTable({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const { lang } = usePage();
  const words = useMessages().state.recommended;
  const minimum = entry.minimumLiability;
  const name = stateNameIn(code, lang);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="recommended-caption">
      <table className="data-table data-table--levels">
        <caption id="recommended-caption">{words.caption(possessive(code, lang))}</caption>
        <thead>
          <tr>
            <th scope="col">{words.level}</th>
            <th scope="col">{words.comparedWith(name, inSentence(code, lang))}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="data-table__minimum">
            <th scope="row">{minimumShort(entry, lang)}</th>
            <td>{words.theMinimum(name, inSentence(code, lang))}</td>
          </tr>
          {RECOMMENDED_LEVELS.map((level) => (
            <tr key={limitsShort(level)}>
              <th scope="row">{limitsShort(level)}</th>
              <td>{compareWithMinimum(level, minimum, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
