import { monthName, usdCents } from '../../shared/money.js';
import { DATA_SOURCES_PATH, SURVEY_STATES, samplePremiumsPath } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { cpiChange, naicCredit, tableCitation } from '../words/price-words.js';
import { capitalize, inSentence } from '../words/state-words.js';

/**
 * "What drivers in {State} pay" on a state page: NAIC's averages beside the countrywide ones
 * and the state's rank, with their year and credit, what such averages are not, the BLS index
 * as context, and the way to the regulator's survey where there is one. Every figure comes
 * from content/data through the build (PriceContent).
 */

/** `prices` comes from the state page's loader. */
export function StatePrices({ code, prices }: { code: StateCode; prices: PriceContent }) {
  const { naic, cpi } = prices;
  const state = naic.states.find((candidate) => candidate.code === code);
  if (!state) throw new Error(`No NAIC figures for ${code}`);
  const where = inSentence(code);
  const described = prices.described.find((survey) => survey.code === code);
  const survey = SURVEY_STATES.includes(code) ? prices.surveys.find((candidate) => candidate.code === code) : undefined;
  const total = naic.states.length;
  return (
    <section className="state-prices" aria-labelledby="what-drivers-pay">
      <h2 id="what-drivers-pay">What drivers in {where} pay</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="prices-caption">
        <table className="data-table data-table--prices">
          <caption id="prices-caption">NAIC averages for {naic.dataYear}, per insured car per year</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Average expenditure</th>
              <th scope="col">Combined average premium</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{capitalize(where)}</th>
              <td>{usdCents(state.averageExpenditure)}</td>
              <td>{usdCents(state.combinedAveragePremium)}</td>
            </tr>
            <tr>
              <th scope="row">Countrywide</th>
              <td>{usdCents(naic.countrywide.averageExpenditure)}</td>
              <td>{usdCents(naic.countrywide.combinedAveragePremium)}</td>
            </tr>
            <tr>
              <th scope="row">Rank of {total}</th>
              <td>{state.expenditureRank}</td>
              <td>{state.combinedRank}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="state-prices__credit">
        {naicCredit(naic)}: average expenditure from {tableCitation(naic.tables.averageExpenditure)}; combined average premium from{' '}
        {tableCitation(naic.tables.combinedAveragePremium)}.{' '}
        <a href={naic.announcementUrl} rel="noopener noreferrer">
          NAIC&rsquo;s announcement of the report
        </a>
        . Rank 1 is the highest of the 50 states and DC; {inSentence(code)} ranks {state.expenditureRank} on average expenditure and {state.combinedRank} on the
        combined average premium.
      </p>
      <p>
        What these averages are not: they are not a quote or a price anyone was offered. Each is one number for every driver, car, coverage limit and deductible
        in the state put together. Average expenditure spreads premiums over every insured car, including cars insured for liability only, so it is lower than
        the combined average premium (liability, collision and comprehensive added together). NAIC itself says that &ldquo;{naic.comparisonWarning.quote}
        &rdquo;, in the words of the compilers of our data.
      </p>
      <p>
        Prices have moved since {naic.dataYear}. The consumer price index for motor vehicle insurance from the {cpi.publisher} averaged {cpi.baseValue} in{' '}
        {cpi.baseYear} and stood at {cpi.latestValue} in {monthName(cpi.latestPeriod)}, {cpiChange(cpi)} higher. We give it as context only: the figures above
        are {naic.dataYear} averages and are not adjusted. Source:{' '}
        <a href={cpi.url} rel="noopener noreferrer">
          {cpi.publisher}, CPI series {cpi.seriesId}
        </a>
        .
      </p>
      {survey && (
        <p>
          <a href={samplePremiumsPath(code)}>Sample premiums by company in {where}</a>, from the {survey.publisher}&rsquo;s {survey.title}.
        </p>
      )}
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
        <a href={DATA_SOURCES_PATH}>Where these figures come from and how we credit them</a>
      </p>
    </section>
  );
}
