import { percentWhole } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { LANG_TAGS, samplePremiumsPath } from '../../shared/routes.js';
import { stateNameIn } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { inSentence } from '../words/state-words.js';

/**
 * The method and the figures behind "save up to 50%" on the data sources page: per survey, how
 * far below the median company's premium the cheapest company's was for the same sample driver
 * in the same place (scripts/build/survey-savings.ts), and the rule the build holds the claim
 * to, in the page's language.
 */
export function SavingsEvidence({ surveys, claim }: { surveys: PriceContent['surveys']; claim: PriceContent['savingsClaim'] }) {
  const { lang } = usePage();
  const words = useMessages().state.savings;
  const percent = (share: number) => percentWhole(share, LANG_TAGS[lang]);
  const claimed = percent(claim.claimed);
  const excluded = surveys.filter((survey) => survey.savings.excluded.length > 0);
  return (
    <>
      <h2 id="savings">{words.heading(claimed)}</h2>
      <p>
        {words.method.replace('{claimed}', claimed)}
        {excluded.map((survey) => (
          <span key={survey.id}>{words.excluded(inSentence(survey.code, lang), survey.savings.excluded.length, survey.savings.excluded.join('; '))}</span>
        ))}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="savings-caption">
        <table className="data-table">
          <caption id="savings-caption">{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.survey}</th>
              <th scope="col">{words.cases}</th>
              <th scope="col">{words.companies}</th>
              <th scope="col">{words.median}</th>
              <th scope="col">{words.range}</th>
              <th scope="col">{words.atLeast(claimed)}</th>
            </tr>
          </thead>
          <tbody>
            {surveys.map(({ id, code, title, savings }) => (
              <tr key={id}>
                <th scope="row">
                  {stateNameIn(code, lang)}: <a href={samplePremiumsPath(code, lang)}>{title}</a>
                </th>
                <td>{savings.cases}</td>
                <td>
                  {savings.fewestCompanies === savings.mostCompanies
                    ? savings.fewestCompanies
                    : `${savings.fewestCompanies}${words.to}${savings.mostCompanies}`}
                </td>
                <td>{percent(savings.medianCase)}</td>
                <td>{`${percent(savings.lowestCase)}${words.to}${percent(savings.highestCase)}`}</td>
                <td>{percent(savings.casesAtLeastHalf)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{words.holds(claimed, claim.surveysReaching, surveys.length)}</p>
    </>
  );
}
