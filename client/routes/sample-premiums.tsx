import type { BuiltContent } from '../../shared/content-schema.js';
import type { PriceContent, Survey, SurveyPremium } from '../../shared/price-schema.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { usdWhole } from '../../shared/money.js';
import { DATA_SOURCES_PATH, STATE_INDEX_LABEL, STATE_INDEX_PATH, statePath, type SiteRoute } from '../../shared/routes.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { inSentence } from '../words/state-words.js';
import { pricesSinceSentence, ratesLabel } from '../words/price-words.js';
import type { PageContextValue } from '../page-context.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
import { breadcrumbList, surveyDataset } from './structured-data.js';

/**
 * /car-insurance/{state}/sample-premiums: what a state's insurance regulator published for fixed
 * driver profiles, company by company and place by place, sorted by price and recommending
 * nobody. Only published figures (or their stated six-month to yearly doubling) appear.
 */

interface SurveyData {
  route: SiteRoute;
  code: StateCode;
  survey: Survey;
  cpi: PriceContent['cpi'];
}

function surveyOf(page: PageContextValue, content: BuiltContent): SurveyData {
  const code = page.route?.state;
  const survey = code && content.prices.surveys.find((candidate) => candidate.code === code);
  if (!page.route || !code || !survey) throw new Error(`No premium survey for ${page.path}`);
  return { route: page.route, code, survey, cpi: content.prices.cpi };
}

const title = (code: StateCode, survey: Survey) => `Car insurance cost in ${inSentence(code)}: sample premiums, ${ratesLabel(survey.rates)}`;

function description(code: StateCode, survey: Survey): string {
  const regulator = code === 'DC' ? "the District's insurance regulator" : "the state's insurance regulator";
  const where = survey.places.length > 1 ? ` in ${survey.places.length} places` : '';
  return `What each company charged sample drivers${where} in ${inSentence(code)} (${ratesLabel(survey.rates)}), as ${regulator} published it, by price. Samples, not quotes.`;
}

export const samplePremiumsPage: PageModule<SurveyData> = {
  status: 200,
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: surveyOf,
  head({ route, code, survey }, page) {
    const url = `${page.siteUrl}${route.path}`;
    return {
      title: `${title(code, survey)} | ${page.siteName}`,
      description: description(code, survey),
      canonical: url,
      ogType: 'article',
      structuredData: [
        surveyDataset(page, survey, url),
        breadcrumbList(page, [
          { name: 'Home', path: '/' },
          { name: STATE_INDEX_LABEL, path: STATE_INDEX_PATH },
          { name: stateName(code), path: statePath(code) },
          { name: route.label, path: route.path },
        ]),
      ],
    };
  },
  Component: SamplePremiumsRoute,
};

function SamplePremiumsRoute() {
  const { route, code, survey, cpi } = usePageData(samplePremiumsPage);
  const several = survey.profiles.length > 1;
  const profileName = (id: string) => (several ? `profile ${survey.profiles.findIndex((profile) => profile.id === id) + 1}` : 'the profile above');
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: STATE_INDEX_LABEL, href: STATE_INDEX_PATH }, { label: stateName(code), href: statePath(code) }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{title(code, survey)}</h1>
          <p className="article__lead">
            What each company charged {several ? 'two sample drivers' : 'one sample driver'} in {inSentence(code)}, as the {survey.publisher} published it in
            its {survey.title}: {survey.effective}.
          </p>
          <p className="article__meta">
            Source:{' '}
            <a href={survey.url} rel="noopener noreferrer">
              {survey.publisher}, {survey.title}
            </a>
            <MetaSeparator />
            <DataSourcesLink />
            <MetaSeparator />
            <EditorialStandardsLink />
          </p>
        </header>
        <div className="prose">
          <h2 id="about">About these figures</h2>
          <ul>
            <li>
              These are sample premiums for fixed driver profiles, not quotes: what you pay depends on you, your car, where you live and the coverage you
              choose.
            </li>
            <li>
              {pricesSinceSentence(cpi, survey.rates)}{' '}
              <a href={cpi.url} rel="noopener noreferrer">
                {cpi.publisher}, CPI series {cpi.seriesId}
              </a>
              .
            </li>
            <li>{survey.coverage}</li>
            {survey.sixMonth && (
              <li>
                The department prints six-month premiums. Each table shows the printed six-month figure and, beside it, that figure doubled as a yearly premium.
              </li>
            )}
            <li>
              Companies appear under the names the department published, from the lowest premium to the highest. The order is the department&rsquo;s figures,
              not a recommendation.
            </li>
            {survey.apartWhy && <li>{survey.apartWhy}</li>}
            {survey.printedNames.map((name) => (
              <li key={name.carrier}>
                &ldquo;{name.carrier}&rdquo;: {name.note}
              </li>
            ))}
            {survey.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            <li>
              The survey covers {survey.totals.companies} companies, {survey.totals.places === 1 ? 'one place' : `${survey.totals.places} places`} and{' '}
              {survey.totals.profiles} driver profiles; this page shows {several ? `${survey.profiles.length} profiles` : 'one profile'}. The full survey is at
              the{' '}
              <a href={survey.url} rel="noopener noreferrer">
                department&rsquo;s site
              </a>
              .
            </li>
          </ul>

          <h2 id="profile">{several ? 'The driver profiles' : 'The driver profile'}</h2>
          <p>In the department&rsquo;s definition, as our data&rsquo;s compilers recorded it:</p>
          {survey.profiles.map((profile, index) => (
            <blockquote key={profile.id} className="survey-profile">
              {several && <strong>Profile {index + 1}. </strong>}
              {profile.description}
            </blockquote>
          ))}

          {survey.places.map((place, placeIndex) =>
            place.tables.map((table) => (
              <section key={`${place.name}-${table.profileId}`} aria-labelledby={`place-${placeIndex}-${table.profileId}`}>
                <h2 id={`place-${placeIndex}-${table.profileId}`}>
                  {place.label}
                  {several ? `, ${profileName(table.profileId)}` : ''}
                </h2>
                <PremiumTable
                  survey={survey}
                  id={`place-${placeIndex}-${table.profileId}-all`}
                  rows={table.premiums}
                  caption={`${place.label}: premiums for ${profileName(table.profileId)}`}
                />
                {table.apart.length > 0 && (
                  <PremiumTable
                    survey={survey}
                    id={`place-${placeIndex}-${table.profileId}-apart`}
                    rows={table.apart}
                    caption={`${place.label}: companies the department footnotes as pricing different coverage`}
                  />
                )}
              </section>
            )),
          )}

          <h2 id="sources">Sources</h2>
          <p>
            {survey.publisher},{' '}
            <a href={survey.url} rel="noopener noreferrer">
              {survey.title}
            </a>
            , {survey.effective}. The figures were copied from the department&rsquo;s publication by the compilers of our data, who checked them on{' '}
            <ReadableDate iso={survey.checked} />. <a href={DATA_SOURCES_PATH}>How we credit our data sources</a>.
          </p>
          <p>
            <a href={statePath(code)}>Car insurance in {inSentence(code)}: requirements and NAIC averages</a>
          </p>
        </div>
      </article>
    </div>
  );
}

function PremiumTable({ survey, id, rows, caption }: { survey: Survey; id: string; rows: SurveyPremium[]; caption: string }) {
  const rateDates = rows.some((row) => row.rateDate);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="data-table survey-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            {survey.sixMonth && <th scope="col">Six months (printed)</th>}
            <th scope="col">{survey.sixMonth ? 'Yearly (doubled)' : 'Yearly'}</th>
            {rateDates && <th scope="col">Rate date</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.carrier}>
              <th scope="row">{row.carrier}</th>
              {survey.sixMonth && <td>{row.sixMonth === undefined ? '' : usdWhole(row.sixMonth)}</td>}
              <td>{usdWhole(row.annual)}</td>
              {rateDates && <td>{row.rateDate ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
