import type { InsurerRecord, InsurerSituationState, SituationCompany } from '../../shared/insurer-record.js';
import { percentChange } from '../../shared/money.js';
import type { Survey as PriceSurvey } from '../../shared/price-schema.js';
import { LANG_TAGS, situationPath, situationsPath } from '../../shared/routes.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { inSentence } from '../words/state-words.js';

/**
 * "How prices change with a driver's situation" on an insurer page (decision 093): for each
 * driver-situation page that lists a company of the group, the figure that page shows for the
 * company and the page's medians beside it, with a link to the page. The figures are the build's
 * (scripts/build/insurer-records.ts); the survey's words and the places' labels are the page
 * language's. A group no situation page lists has no such section.
 */

export const INSURER_SITUATIONS_ID = 'driver-situations';

export function InsurerSituations({ record, priceSurveys }: { record: InsurerRecord; priceSurveys: readonly PriceSurvey[] }) {
  const words = useMessages().insurers.situations;
  return (
    <section className="review-record" aria-labelledby={INSURER_SITUATIONS_ID}>
      <h2 id={INSURER_SITUATIONS_ID}>{words.heading}</h2>
      <p>{words.intro(record.name)}</p>
      {record.situations.map((state) => (
        <StateSituations key={state.code} name={record.name} state={state} survey={priceSurveys.find((candidate) => candidate.id === state.surveyId)!} />
      ))}
    </section>
  );
}

function StateSituations({ name, state, survey }: { name: string; state: InsurerSituationState; survey: PriceSurvey }) {
  const messages = useMessages().insurers;
  const words = messages.situations;
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const labelOf = (place: string) => survey.places.find((candidate) => candidate.name === place)?.label ?? place;
  const places = new Set(state.situations.flatMap((situation) => situation.companies.map((company) => company.place)));
  // One place for every figure (the usual case) is said once, where the survey has several; otherwise each row names its own.
  const onePlace = places.size === 1 ? [...places][0]! : null;
  const where = inSentence(state.code, lang);
  const captionId = `situations-${state.code.toLowerCase()}-caption`;
  const change = (company: SituationCompany) => (company.change === null ? words.pricedOnly(company.pricedOnly) : percentChange(company.change, locale));
  return (
    <div data-situations={state.code}>
      <h3>
        <a href={situationsPath(state.code, lang)}>{words.stateHeading(where)}</a>
      </h3>
      <p>
        {messages.surveys.source}
        {`${survey.publisher}, `}
        <a href={survey.url} rel="noopener noreferrer">
          {survey.title}
        </a>
        .{words.rates(survey.effective)}
        {onePlace !== null && survey.places.length > 1 && ` ${words.onePlace(labelOf(onePlace))}`}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="data-table">
          <caption id={captionId}>{words.caption(name, where)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.situation}</th>
              <th scope="col">{words.company}</th>
              {onePlace === null && <th scope="col">{words.place}</th>}
              <th scope="col">{words.change}</th>
              <th scope="col">{words.placeMedian}</th>
              <th scope="col">{words.median}</th>
            </tr>
          </thead>
          <tbody>
            {state.situations.flatMap((situation) =>
              situation.companies.map((company) => (
                <tr key={`${situation.id} ${company.carrier}`} data-situation={situation.id}>
                  <th scope="row">
                    <a href={situationPath(state.code, situation.slugs[lang], lang)}>{situation.titles[lang]}</a>
                  </th>
                  <td>{company.carrier}</td>
                  {onePlace === null && <td>{labelOf(company.place)}</td>}
                  <td>{change(company)}</td>
                  <td>{percentChange(company.placeMedian, locale)}</td>
                  <td>{percentChange(situation.median, locale)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
