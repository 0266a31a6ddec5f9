import { percentWhole } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { samplePremiumsPath } from '../../shared/routes.js';
import { stateName } from '../../shared/us-states.js';
import { inSentence } from '../words/state-words.js';

/**
 * The method and the figures behind "save up to 50%" on the data sources page: per survey, how
 * far below the median company's premium the cheapest company's was for the same sample driver
 * in the same place (scripts/build/survey-savings.ts), and the rule the build holds the claim to.
 */
export function SavingsEvidence({ surveys, claim }: { surveys: PriceContent['surveys']; claim: PriceContent['savingsClaim'] }) {
  const claimed = percentWhole(claim.claimed);
  const excluded = surveys.filter((survey) => survey.savings.excluded.length > 0);
  return (
    <>
      <h2 id="savings">Behind &ldquo;save up to {claimed}&rdquo;</h2>
      <p>
        We say that drivers who compare quotes can save up to {claimed}, though savings vary by driver and state. Our evidence is the regulators&rsquo; surveys
        above, and the site is checked against them each time it is built. In each survey, a case is one sample driver (the department&rsquo;s profile) in one
        place. For each case we take the cheapest company&rsquo;s premium and the median company&rsquo;s premium (as many companies charged more as charged
        less) and work out how far below the median the cheapest was. Then we take the median of those cases for each survey.
        {excluded.map((survey) => (
          <span key={survey.id}>
            {' '}
            In {inSentence(survey.code)} we leave out the {survey.savings.excluded.length} companies the department says priced coverage other than the
            profile&rsquo;s ({survey.savings.excluded.join('; ')}).
          </span>
        ))}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="savings-caption">
        <table className="data-table">
          <caption id="savings-caption">How far below the median company&rsquo;s premium the cheapest company&rsquo;s was, same driver and place</caption>
          <thead>
            <tr>
              <th scope="col">Survey</th>
              <th scope="col">Cases</th>
              <th scope="col">Companies per case</th>
              <th scope="col">Median case</th>
              <th scope="col">Lowest to highest case</th>
              <th scope="col">Cases at {claimed} or more</th>
            </tr>
          </thead>
          <tbody>
            {surveys.map(({ id, code, title, savings }) => (
              <tr key={id}>
                <th scope="row">
                  {stateName(code)}: <a href={samplePremiumsPath(code)}>{title}</a>
                </th>
                <td>{savings.cases}</td>
                <td>
                  {savings.fewestCompanies === savings.mostCompanies ? savings.fewestCompanies : `${savings.fewestCompanies} to ${savings.mostCompanies}`}
                </td>
                <td>{percentWhole(savings.medianCase)}</td>
                <td>
                  {percentWhole(savings.lowestCase)} to {percentWhole(savings.highestCase)}
                </td>
                <td>{percentWhole(savings.casesAtLeastHalf)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The claim holds while the median case reaches {claimed} in at least half of the surveys: today in {claim.surveysReaching} of {surveys.length}. If the
        surveys stop showing it, the site does not build until the words change. These are sample premiums for fixed profiles, not quotes, and a median company
        is not your current insurer: what you save depends on your driver profile, car, place and coverage, and may be less, or nothing.
      </p>
    </>
  );
}
