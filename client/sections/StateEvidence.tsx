import type { StateEntry } from '../../shared/content-schema.js';
import type { StateCode } from '../../shared/us-states.js';
import { Quote, uniqueEvidence } from './OfficialQuote.js';
import { usdWhole } from '../../shared/money.js';
import { inSentence, limitsShort, noPayNoPlaySentence } from '../words/state-words.js';

const COVERAGE_NAME = {
  pip: 'personal injury protection',
  medPay: 'medical payments',
  um: 'uninsured motorist',
  uim: 'underinsured motorist',
  umpd: 'uninsured motorist property damage',
};

/**
 * The official sentences behind the table, each once: the minimums, a single limit, scheduled
 * changes, and what the statutes say of each coverage; where the compilations disagree or
 * cannot confirm, our own plain words.
 */
export function RequirementsEvidence({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const { liability, combinedSingleLimit, unconfirmedSingleLimit, coverages, scheduledChanges, duiMinimums, noPayNoPlay } = entry.evidence;
  const where = inSentence(code);
  const coverageQuotes = uniqueEvidence(Object.values(coverages).flatMap((rule) => rule.evidence));
  const unconfirmed = (Object.keys(coverages) as (keyof typeof coverages)[]).filter((coverage) => coverages[coverage].kind === 'not-confirmed');
  return (
    <>
      <h3 id="minimums-quote">The minimums in the official words</h3>
      <Quote evidence={liability.evidence} />
      {combinedSingleLimit && combinedSingleLimit.evidence.quote !== liability.evidence.quote && <Quote evidence={combinedSingleLimit.evidence} />}
      {combinedSingleLimit?.otherCompilationDisagrees && (
        <p>
          The {usdWhole(combinedSingleLimit.amount)} single limit is in the sentence quoted above, but the other compilation we use records no single-limit
          option for {where}: ask an insurer whether it sells one.
        </p>
      )}
      {unconfirmedSingleLimit !== undefined && (
        <p>
          One compilation we use lists a {usdWhole(unconfirmedSingleLimit)} single limit for {where}, but no sentence we can quote states it and the other lists
          none, so we do not show it as a minimum.
        </p>
      )}
      {scheduledChanges.map((change) => (
        <div key={change.from}>
          {!change.figuresQuoted && (
            <p>The sentence below gives the date of the change but not every new limit: {limitsShort(change)} is the compilation's reading of the law.</p>
          )}
          <Quote evidence={change.evidence} />
        </div>
      ))}
      {duiMinimums && (
        <>
          <h3 id="dui-quote">Higher minimums after a DUI</h3>
          <p>
            After a DUI conviction, {duiMinimums.law} sets higher liability minimums in place of the usual ones: {limitsShort(duiMinimums.first)} after a first
            conviction and {limitsShort(duiMinimums.second)} after a second.
            {!duiMinimums.figuresQuoted &&
              ' The sentence below states the first of these figures; the others are the reading of the act by the compilation we quote.'}
          </p>
          <Quote evidence={duiMinimums.evidence} />
        </>
      )}
      {noPayNoPlay && (
        <>
          <h3 id="no-pay-no-play-quote">No pay, no play</h3>
          <p>
            {noPayNoPlaySentence(noPayNoPlay)}. {noPayNoPlay.law} raised these amounts from {usdWhole(noPayNoPlay.previousBodilyInjury)} of bodily injury and{' '}
            {usdWhole(noPayNoPlay.previousPropertyDamage)} of property damage. The act below prints the words it deletes beside the words it adds.
          </p>
          <Quote evidence={noPayNoPlay.evidence} />
        </>
      )}
      {coverageQuotes.length > 0 && (
        <>
          <h3 id="coverages-quote">What the statutes say about these coverages</h3>
          {coverageQuotes.map((evidence) => (
            <Quote key={`${evidence.url} ${evidence.quote}`} evidence={evidence} />
          ))}
        </>
      )}
      {unconfirmed.length > 0 && (
        <p>
          Not confirmed: the compilations we quote do not record whether {where} requires{' '}
          {unconfirmed.map((coverage) => COVERAGE_NAME[coverage]).join(unconfirmed.length > 2 ? ', ' : ' or ')} coverage. Ask an insurer or the state's
          insurance department.
        </p>
      )}
    </>
  );
}
