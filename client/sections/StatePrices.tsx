import { monthName, usdCents } from '../../shared/money.js';
import { DATA_SOURCES_PATH, LANG_TAGS, localPath, samplePremiumsPath } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import type { PriceContent } from '../../shared/price-schema.js';
import type { StateSituations } from '../../shared/situation-schema.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { cpiChange, tableCitation } from '../words/price-words.js';
import { capitalize, inSentence } from '../words/state-words.js';
import { SituationsLink } from './SituationsLink.js';

/**
 * "What drivers in {State} pay" on a state page: NAIC's averages beside the countrywide ones
 * and the state's rank, with their year and credit, what such averages are not, the BLS index
 * as context, and the way to the regulator's survey and to the driver situations it isolates
 * where there is one, in the page's language. Every figure comes from content/data through the build (PriceContent).
 */

/** `prices` and `situations` (the state's driver situations, where its survey isolates any) come from the state page's loader. */
export function StatePrices({ code, prices, situations }: { code: StateCode; prices: PriceContent; situations: StateSituations | undefined }) {
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const words = useMessages().state.prices;
  const { naic, cpi } = prices;
  const state = naic.states.find((candidate) => candidate.code === code);
  if (!state) throw new Error(`No NAIC figures for ${code}`);
  const where = inSentence(code, lang);
  const described = prices.described.find((survey) => survey.code === code);
  const survey = prices.surveys.find((candidate) => candidate.code === code);
  const total = naic.states.length;
  return (
    <section className="state-prices" aria-labelledby="what-drivers-pay">
      <h2 id="what-drivers-pay">{words.heading(where)}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="prices-caption">
        <table className="data-table data-table--prices">
          <caption id="prices-caption">{words.caption(naic.dataYear)}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{words.averageExpenditure}</th>
              <th scope="col">{words.combinedPremium}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{capitalize(where)}</th>
              <td>{usdCents(state.averageExpenditure, locale)}</td>
              <td>{usdCents(state.combinedAveragePremium, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{words.countrywide}</th>
              <td>{usdCents(naic.countrywide.averageExpenditure, locale)}</td>
              <td>{usdCents(naic.countrywide.combinedAveragePremium, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{words.rankOf(total)}</th>
              <td>{state.expenditureRank}</td>
              <td>{state.combinedRank}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="state-prices__credit">
        {words.credit(naic.dataYear, naic.report)}
        {words.creditTables(tableCitation(naic.tables.averageExpenditure, locale), tableCitation(naic.tables.combinedAveragePremium, locale))}
        <a href={naic.announcementUrl} rel="noopener noreferrer">
          {words.announcement}
        </a>
        {words.rank(where, state.expenditureRank, state.combinedRank)}
      </p>
      <p>{words.notAQuote(naic.comparisonWarning.quote)}</p>
      <p>
        {words.cpi(
          naic.dataYear,
          cpi.publisher,
          String(cpi.baseValue),
          cpi.baseYear,
          String(cpi.latestValue),
          monthName(cpi.latestPeriod, locale),
          cpiChange(cpi, locale),
        )}
        <a href={cpi.url} rel="noopener noreferrer">
          {words.cpiSeries(cpi.publisher, cpi.seriesId)}
        </a>
        .
      </p>
      {survey && (
        <p>
          <a href={samplePremiumsPath(code, lang)}>{words.samplePremiums(where)}</a>
          {words.fromSurvey(survey.publisher, survey.title)}
        </p>
      )}
      <SituationsLink index={situations} />
      {described && (
        <p>
          {described.summary}{' '}
          <a href={described.url} rel="noopener noreferrer">
            {described.publisher}: {described.title}
          </a>
          .
        </p>
      )}
      <p>
        <a href={localPath(lang, DATA_SOURCES_PATH)}>{words.whereFrom}</a>
      </p>
    </section>
  );
}
