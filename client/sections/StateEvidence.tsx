import type { StateEntry } from '../../shared/content-schema.js';
import { usdWhole } from '../../shared/money.js';
import { LANG_TAGS } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import type { LawEffective } from '../../shared/state-evidence-schema.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { inSentence, limitsShort, noPayNoPlaySentence } from '../words/state-words.js';
import { Quote, uniqueEvidence } from './OfficialQuote.js';

/**
 * The official sentences behind the table, each once: the minimums, a single limit, scheduled
 * changes, and what the statutes say of each coverage; where the compilations disagree or
 * cannot confirm, our own plain words, in the page's language (the quotes stay the law's).
 */
export function RequirementsEvidence({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const { lang } = usePage();
  const state = useMessages().state;
  const words = state.evidence;
  const money = (value: number) => usdWhole(value, LANG_TAGS[lang]);
  const { liability, combinedSingleLimit, unconfirmedSingleLimit, coverages, scheduledChanges, duiMinimums, noPayNoPlay } = entry.evidence;
  const where = inSentence(code, lang);
  const coverageQuotes = uniqueEvidence(Object.values(coverages).flatMap((rule) => rule.evidence));
  const unconfirmed = (Object.keys(coverages) as (keyof typeof coverages)[]).filter((coverage) => coverages[coverage].kind === 'not-confirmed');
  return (
    <>
      <h3 id="minimums-quote">{words.minimumsHeading}</h3>
      <Quote evidence={liability.evidence} />
      {combinedSingleLimit && combinedSingleLimit.evidence.quote !== liability.evidence.quote && <Quote evidence={combinedSingleLimit.evidence} />}
      {combinedSingleLimit?.otherCompilationDisagrees && <p>{words.singleLimitDisagrees(money(combinedSingleLimit.amount), where)}</p>}
      {unconfirmedSingleLimit !== undefined && <p>{words.unconfirmedSingleLimit(money(unconfirmedSingleLimit), where)}</p>}
      {scheduledChanges.map((change) => (
        <div key={change.from}>
          {!change.figuresQuoted && <p>{words.changeNotQuoted(limitsShort(change))}</p>}
          <Quote evidence={change.evidence} />
        </div>
      ))}
      {duiMinimums && (
        <>
          <h3 id="dui-quote">{words.duiHeading}</h3>
          <p>
            {words.dui(duiMinimums.law, limitsShort(duiMinimums.first), limitsShort(duiMinimums.second))}
            {!duiMinimums.figuresQuoted && words.duiNotQuoted}
            {words.duiWhen}
          </p>
          <Quote evidence={duiMinimums.evidence} />
        </>
      )}
      {noPayNoPlay && (
        <>
          <h3 id="no-pay-no-play-quote">{words.noPayNoPlayHeading}</h3>
          <p>
            {`${noPayNoPlaySentence(noPayNoPlay, lang)}. `}
            {words.noPayNoPlayRaised(
              noPayNoPlay.law,
              noPayNoPlay.amends,
              money(noPayNoPlay.previousBodilyInjury),
              money(noPayNoPlay.previousPropertyDamage),
            )}{' '}
            {noPayNoPlay.effective ? <SinceDate effective={noPayNoPlay.effective} /> : words.noPayNoPlayWhen}
          </p>
          <Quote evidence={noPayNoPlay.barredParties.evidence} />
          <Quote evidence={noPayNoPlay.evidence} />
          {noPayNoPlay.effective && <Quote evidence={noPayNoPlay.effective.evidence} />}
        </>
      )}
      {coverageQuotes.length > 0 && (
        <>
          <h3 id="coverages-quote">{words.coveragesHeading}</h3>
          {coverageQuotes.map((evidence) => (
            <Quote key={`${evidence.url} ${evidence.quote}`} evidence={evidence} />
          ))}
        </>
      )}
      {unconfirmed.length > 0 && (
        <p>
          {words.unconfirmed(
            where,
            unconfirmed.map((coverage) => state.coverageName[coverage]),
          )}
        </p>
      )}
    </>
  );
}

/** "In force since <date>", the day the state's general rule for its acts gives, and what that rests on. */
function SinceDate({ effective }: { effective: LawEffective }) {
  const [before, after] = useMessages().state.evidence.noPayNoPlaySince(String(effective.sessionYear));
  return (
    <>
      {before}
      <ReadableDate iso={effective.from} />
      {after}
    </>
  );
}
