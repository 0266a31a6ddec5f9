import type { StateEntry } from '../../shared/content-schema.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import type { PriceContent, StatePrice } from '../../shared/price-schema.js';
import { usdCents } from '../../shared/money.js';
import { LANG_TAGS, STATE_INDEX_PATH, findRoute, localPath, routesIn } from '../../shared/routes.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { usePageData, type PageModule } from './page-module.js';
import { minimumShort } from '../words/state-words.js';
import { tableCitation } from '../words/price-words.js';
import { StateCostMap } from '../sections/StateCostMap.js';
import { breadcrumbList, naicDataset } from './structured-data.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';

/**
 * /car-insurance: every state page as a plain link, on a map coloured by what drivers pay and in
 * a table with each state's minimum and NAIC averages; no JavaScript needed.
 */

interface StateIndexData {
  entries: ReadonlyMap<string, StateEntry>;
  prices: PriceContent;
  cta: CtaWords;
}

export const stateIndexPage: PageModule<StateIndexData> = {
  status: 200,
  entry: 'site',
  load: (_page, content) => ({ entries: new Map(content.states.map((entry) => [entry.code, entry])), prices: content.prices, cta: ctaWords(content) }),
  head: ({ prices }, page) => ({
    title: `${MESSAGES[page.lang].state.index.title} | ${page.siteName}`,
    description: MESSAGES[page.lang].state.index.description,
    canonical: `${page.siteUrl}${STATE_INDEX_PATH}`,
    ogType: 'website',
    structuredData: [
      naicDataset(page, prices.naic, `${page.siteUrl}${localPath(page.lang, STATE_INDEX_PATH)}`),
      breadcrumbList(page, [
        { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
        { name: findRoute(localPath(page.lang, STATE_INDEX_PATH))!.label, path: localPath(page.lang, STATE_INDEX_PATH) },
      ]),
    ],
  }),
  lastModified: (_route, content) =>
    content.states
      .map((entry) => entry.dateModified)
      .sort()
      .at(-1)!,
  Component: StateIndexPage,
};

function StateIndexPage() {
  const { entries, prices, cta } = usePageData(stateIndexPage);
  const { lang } = usePage();
  const indexLabel = findRoute(localPath(lang, STATE_INDEX_PATH))!.label;
  const words = useMessages().state;
  const { index } = words;
  const { naic } = prices;
  const figures = new Map<string, StatePrice>(naic.states.map((state) => [state.code, state]));
  return (
    <div className="reading reading--wide">
      <Breadcrumbs trail={[{ label: indexLabel }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{index.title}</h1>
          <p className="article__lead">{index.lead}</p>
          <p className="article__meta">
            {index.howWeCheck} <EditorialStandardsLink />
            <MetaSeparator />
            <DataSourcesLink />
          </p>
        </header>
        <StateCostMap prices={prices} />
        <p className="state-prices__credit">
          {words.prices.credit(naic.dataYear, naic.report)} ({tableCitation(naic.tables.averageExpenditure, LANG_TAGS[lang])};{' '}
          {tableCitation(naic.tables.combinedAveragePremium, LANG_TAGS[lang])}
          ).{' '}
          <a href={naic.announcementUrl} rel="noopener noreferrer">
            {index.announcement}
          </a>
          {index.notAQuote(usdCents(naic.countrywide.averageExpenditure, LANG_TAGS[lang]), usdCents(naic.countrywide.combinedAveragePremium, LANG_TAGS[lang]))}
        </p>
        <div className="prose table-scroll" tabIndex={0} role="region" aria-labelledby="states-caption">
          <table className="data-table state-table">
            <caption id="states-caption">{index.caption(naic.dataYear)}</caption>
            <thead>
              <tr>
                <th scope="col">{index.state}</th>
                <th scope="col">{words.table.minimumLiability}</th>
                <th scope="col">{words.prices.averageExpenditure}</th>
                <th scope="col">{words.prices.combinedPremium}</th>
              </tr>
            </thead>
            <tbody>
              {routesIn(lang)
                .filter((route) => route.kind === 'state')
                .map((route) => {
                  const entry = route.state && entries.get(route.state);
                  const figure = route.state && figures.get(route.state);
                  return (
                    <tr key={route.path}>
                      <th scope="row">
                        <a href={route.path}>{route.label}</a>
                      </th>
                      <td>{entry ? minimumShort(entry, lang) : ''}</td>
                      <td>{figure ? usdCents(figure.averageExpenditure, LANG_TAGS[lang]) : ''}</td>
                      <td>{figure ? usdCents(figure.combinedAveragePremium, LANG_TAGS[lang]) : ''}</td>
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
