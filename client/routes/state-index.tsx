import type { StateEntry } from '../../shared/content-schema.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import type { PriceContent, StatePrice } from '../../shared/price-schema.js';
import { usdCents } from '../../shared/money.js';
import { STATE_INDEX_LABEL, STATE_INDEX_PATH, STATE_ROUTES } from '../../shared/routes.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
import { minimumShort } from '../words/state-words.js';
import { naicCredit, tableCitation } from '../words/price-words.js';
import { StateCostMap } from '../sections/StateCostMap.js';
import { breadcrumbList, naicDataset } from './structured-data.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';

/**
 * /car-insurance: every state page as a plain link, on a map coloured by what drivers pay and in
 * a table with each state's minimum and NAIC averages; no JavaScript needed.
 */

const TITLE = 'Car Insurance Requirements and Costs by State';
const DESCRIPTION =
  'Minimum car insurance and what drivers pay in all 50 states and DC: a map and table of NAIC average costs, liability limits, fault rules and SR-22.';

interface StateIndexData {
  entries: ReadonlyMap<string, StateEntry>;
  prices: PriceContent;
  cta: CtaWords;
}

export const stateIndexPage: PageModule<StateIndexData> = {
  status: 200,
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: (_page, content) => ({ entries: new Map(content.states.map((entry) => [entry.code, entry])), prices: content.prices, cta: ctaWords(content) }),
  head: ({ prices }, page) => ({
    title: `${TITLE} | ${page.siteName}`,
    description: DESCRIPTION,
    canonical: `${page.siteUrl}${STATE_INDEX_PATH}`,
    ogType: 'website',
    structuredData: [
      naicDataset(page, prices.naic, `${page.siteUrl}${STATE_INDEX_PATH}`),
      breadcrumbList(page, [
        { name: 'Home', path: '/' },
        { name: STATE_INDEX_LABEL, path: STATE_INDEX_PATH },
      ]),
    ],
  }),
  Component: StateIndexPage,
};

function StateIndexPage() {
  const { entries, prices, cta } = usePageData(stateIndexPage);
  const { naic } = prices;
  const figures = new Map<string, StatePrice>(naic.states.map((state) => [state.code, state]));
  return (
    <div className="reading reading--wide">
      <Breadcrumbs trail={[{ label: STATE_INDEX_LABEL }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{TITLE}</h1>
          <p className="article__lead">
            Every state sets its own minimum car insurance, and what drivers pay differs from state to state. Pick your state on the map or in the table to see
            its minimum liability limits, its fault rules, when it asks for an SR-22 and what its drivers paid on average, with links to the official sources.
          </p>
          <p className="article__meta">
            How we check these figures: <EditorialStandardsLink />
            <MetaSeparator />
            <DataSourcesLink />
          </p>
        </header>
        <StateCostMap prices={prices} />
        <p className="state-prices__credit">
          {naicCredit(naic)} ({tableCitation(naic.tables.averageExpenditure)}; {tableCitation(naic.tables.combinedAveragePremium)}).{' '}
          <a href={naic.announcementUrl} rel="noopener noreferrer">
            NAIC&rsquo;s announcement
          </a>
          . Averages mix every driver, car and coverage in a state: they are not a quote. Countrywide: {usdCents(naic.countrywide.averageExpenditure)} average
          expenditure, {usdCents(naic.countrywide.combinedAveragePremium)} combined average premium.
        </p>
        <div className="prose table-scroll" tabIndex={0} role="region" aria-labelledby="states-caption">
          <table className="data-table state-table">
            <caption id="states-caption">Minimum liability (in thousands of dollars) and NAIC averages for {naic.dataYear}, per insured car per year</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Minimum liability</th>
                <th scope="col">Average expenditure</th>
                <th scope="col">Combined average premium</th>
              </tr>
            </thead>
            <tbody>
              {STATE_ROUTES.map((route) => {
                const entry = route.state && entries.get(route.state);
                const figure = route.state && figures.get(route.state);
                return (
                  <tr key={route.path}>
                    <th scope="row">
                      <a href={route.path}>{route.label}</a>
                    </th>
                    <td>{entry ? minimumShort(entry) : ''}</td>
                    <td>{figure ? usdCents(figure.averageExpenditure) : ''}</td>
                    <td>{figure ? usdCents(figure.combinedAveragePremium) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <QuoteCtaBox formId="cta-bottom" words={cta} />
      </article>
    </div>
  );
}
