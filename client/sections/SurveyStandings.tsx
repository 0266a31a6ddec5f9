import type { ReviewRecord, SurveyStanding } from '../../shared/review-record-schema.js';
import { samplePremiumsPath } from '../../shared/routes.js';
import { US_STATES } from '../../shared/us-states.js';

/**
 * "In the regulators' sample premiums" on a review (decision 042): where the brand's companies,
 * as each department printed their names, sat among the companies each survey compared for the
 * same sample driver in the same place. Figures come from content/data through the build.
 */

export const SURVEY_STANDINGS_ID = 'survey-premiums';

const namedBy = (record: ReviewRecord) => record.nameWords.map((word) => `“${word}”`).join(' or ');
const range = (low: number, high: number) => (low === high ? String(low) : `${low} to ${high}`);

function positionsText(standing: SurveyStanding): string {
  return `${range(standing.best, standing.worst)} of ${range(standing.fewestCompanies, standing.mostCompanies)}`;
}

export function SurveyStandings({ record, compilationCredit }: { record: ReviewRecord; compilationCredit: string | undefined }) {
  return (
    <section className="review-record" aria-labelledby={SURVEY_STANDINGS_ID}>
      <h2 id={SURVEY_STANDINGS_ID}>In the regulators' sample premiums</h2>
      <p>
        Some state insurance departments published what each company charged the same sample drivers, and we show their surveys on our sample-premium pages.
        Each place and driver profile of a survey is one comparison. A sample premium is not a quote: yours depends on you, your car and where you live.
      </p>
      {record.surveys.length > 0 ? (
        <>
          <Standings record={record} />
          <RateDates record={record} compilationCredit={compilationCredit} />
        </>
      ) : (
        <p>{`No company whose name carries ${namedBy(record)} appears in the surveys we publish.`}</p>
      )}
      {record.surveys.length > 0 && record.surveysWithout.length > 0 && (
        <p>{`No company whose name carries ${namedBy(record)} appears in ${record.surveysWithout.map((survey) => survey.title).join(' or in ')}.`}</p>
      )}
    </section>
  );
}

function Standings({ record }: { record: ReviewRecord }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="standings-caption">
      <table className="data-table data-table--standings">
        <caption id="standings-caption">Where {record.brand}'s companies sat, position 1 being the lowest premium</caption>
        <thead>
          <tr>
            <th scope="col">Survey</th>
            <th scope="col">Company, as printed</th>
            <th scope="col">Comparisons</th>
            <th scope="col">Below the median company</th>
            <th scope="col">Positions</th>
          </tr>
        </thead>
        <tbody>
          {record.surveys.map((standing) => (
            <tr key={`${standing.surveyId} ${standing.carrier}`} data-survey={standing.surveyId}>
              <td>
                <a href={samplePremiumsPath(standing.code)}>{US_STATES[standing.code]}</a>
                {`: ${standing.title}`}
              </td>
              <th scope="row">{standing.carrier}</th>
              <td>{standing.comparisons}</td>
              <td>{`in ${standing.belowMedian} of ${standing.comparisons}`}</td>
              <td>{positionsText(standing)}</td>
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
  return (
    <>
      <p>{`When the rates date from: ${surveys.map((standing) => `${US_STATES[standing.code]}, ${standing.effective}`).join('; ')}. Prices have changed since.`}</p>
      <p className="review-record__credit">
        {'Sources: '}
        {surveys.map((standing, index) => (
          <span key={standing.surveyId}>
            {index > 0 && '; '}
            {`${standing.publisher}, `}
            <a href={standing.url} rel="noopener noreferrer">
              {standing.title}
            </a>
          </span>
        ))}
        .{compilationCredit && ` ${compilationCredit}.`}
      </p>
    </>
  );
}
