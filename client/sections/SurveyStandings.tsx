import type { RecordMessages } from '../../shared/messages/records-en.js';
import type { ReviewRecord, SurveyStanding } from '../../shared/review-record-schema.js';
import { samplePremiumsPath } from '../../shared/routes.js';
import { stateNameIn } from '../../shared/us-states.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';

/**
 * "In the regulators' sample premiums" on a review (decision 042): where the brand's companies,
 * as each department printed their names, sat among the companies each survey compared for the
 * same sample driver in the same place. Figures come from content/data through the build.
 */

export const SURVEY_STANDINGS_ID = 'survey-premiums';

type StandingWords = RecordMessages['standings'];

const namedBy = (record: ReviewRecord, words: StandingWords) => record.nameWords.map((word) => `“${word}”`).join(words.or);

function positionsText(standing: SurveyStanding, words: StandingWords): string {
  return `${words.range(standing.best, standing.worst)}${words.of}${words.range(standing.fewestCompanies, standing.mostCompanies)}`;
}

export function SurveyStandings({ record, compilationCredit }: { record: ReviewRecord; compilationCredit: string | undefined }) {
  const words = useMessages().records.standings;
  return (
    <section className="review-record" aria-labelledby={SURVEY_STANDINGS_ID}>
      <h2 id={SURVEY_STANDINGS_ID}>{words.heading}</h2>
      <p>{words.intro}</p>
      {record.surveys.length > 0 ? (
        <>
          <Standings record={record} />
          <RateDates record={record} compilationCredit={compilationCredit} />
        </>
      ) : (
        <p>{words.none(namedBy(record, words))}</p>
      )}
      {record.surveys.length > 0 && record.surveysWithout.length > 0 && (
        <p>
          {words.noneIn(
            namedBy(record, words),
            record.surveysWithout.map((survey) => survey.title),
          )}
        </p>
      )}
    </section>
  );
}

function Standings({ record }: { record: ReviewRecord }) {
  const words = useMessages().records.standings;
  const { lang } = usePage();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="standings-caption">
      <table className="data-table data-table--standings">
        <caption id="standings-caption">{words.caption(record.brand)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.survey}</th>
            <th scope="col">{words.asPrinted}</th>
            <th scope="col">{words.comparisons}</th>
            <th scope="col">{words.belowMedian}</th>
            <th scope="col">{words.positions}</th>
          </tr>
        </thead>
        <tbody>
          {record.surveys.map((standing) => (
            <tr key={`${standing.surveyId} ${standing.carrier}`} data-survey={standing.surveyId}>
              <td>
                <a href={samplePremiumsPath(standing.code, lang)}>{stateNameIn(standing.code, lang)}</a>
                {`: ${standing.title}`}
              </td>
              <th scope="row">{standing.carrier}</th>
              <td>{standing.comparisons}</td>
              <td>{words.belowOf(standing.belowMedian, standing.comparisons)}</td>
              <td>{positionsText(standing, words)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each survey's rate date and credit once, as content/data/README.md asks: the department, linked, and the compilation. */
function RateDates({ record, compilationCredit }: { record: ReviewRecord; compilationCredit: string | undefined }) {
  const surveys = [...new Map(record.surveys.map((standing) => [standing.surveyId, standing])).values()];
  const words = useMessages().records.standings;
  const { lang } = usePage();
  return (
    <>
      <p>{words.rateDates(surveys.map((standing) => `${stateNameIn(standing.code, lang)}, ${standing.effective}`).join('; '))}</p>
      <p className="review-record__credit">
        {words.sources}
        {surveys.map((standing, index) => (
          <span key={standing.surveyId}>
            {index > 0 && '; '}
            {`${standing.publisher}, `}
            <a href={standing.url} rel="noopener noreferrer">
              {standing.title}
            </a>
          </span>
        ))}
        .{/* The compilation's credit line, in the words its licence asks for (English). */}
        {compilationCredit && (lang === 'en' ? ` ${compilationCredit}.` : <span lang="en">{` ${compilationCredit}.`}</span>)}
      </p>
    </>
  );
}
