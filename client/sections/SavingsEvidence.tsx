import { percentWhole } from '../../shared/money.js';
import { AT_LEAST_SHARE, type PriceContent } from '../../shared/price-schema.js';
import { LANG_TAGS, samplePremiumsPath } from '../../shared/routes.js';
import { stateNameIn } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { ratesLabel } from '../words/price-words.js';
import { inSentence } from '../words/state-words.js';

/**
 * The method and the figures behind the savings sentence on the data sources page (decision 066):
 * per survey, how far below the median company's premium the cheapest company's was for the
 * same sample driver in the same place (scripts/build/survey-savings.ts), when its rates date
 * from, and what the figure is not, in the page's language.
 */
export function SavingsEvidence({ surveys, claim }: { surveys: PriceContent['surveys']; claim: PriceContent['savingsClaim'] }) {
  const { lang } = usePage();
  const words = useMessages().state.savings;
  const percent = (share: number) => percentWhole(share, LANG_TAGS[lang]);
  const excluded = surveys.filter((survey) => survey.savings.excluded.length > 0);
  return (
    <>
      <h2 id="savings">{words.heading}</h2>
      <p>
        {words.method(percent(claim.lowestMedian), percent(claim.highestMedian))}
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
              <th scope="col">{words.rates}</th>
              <th scope="col">{words.cases}</th>
              <th scope="col">{words.companies}</th>
              <th scope="col">{words.median}</th>
              <th scope="col">{words.range}</th>
              <th scope="col">{words.atLeast(percent(AT_LEAST_SHARE))}</th>
            </tr>
          </thead>
          <tbody>
            {surveys.map(({ id, code, title, rates, savings }) => (
              <tr key={id}>
                <th scope="row">
                  {stateNameIn(code, lang)}: <a href={samplePremiumsPath(code, lang)}>{title}</a>
                </th>
                <td>{ratesLabel(rates, LANG_TAGS[lang])}</td>
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
      <p>{words.whatItIsNot}</p>
    </>
  );
}
