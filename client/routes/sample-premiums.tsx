import type { BuiltContent } from '../../shared/content-schema.js';
import type { PriceContent, Survey, SurveyPremium } from '../../shared/price-schema.js';
import type { StateSituations } from '../../shared/situation-schema.js';
import { SituationsLink } from '../sections/SituationsLink.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { usdWhole } from '../../shared/money.js';
import { DATA_SOURCES_PATH, LANG_TAGS, STATE_INDEX_PATH, findRoute, localPath, statePath, type Lang, type SiteRoute } from '../../shared/routes.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { formatDate, formatShortDate } from '../../shared/money.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { pricesSinceSentence, ratesLabel } from '../words/price-words.js';
import { profileSummary } from '../words/profile-words.js';
import { usePage, type LoadContext } from '../page-context.js';
import { usePageData, type PageModule } from './page-module.js';
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
  /** The driver situations this survey isolates, if any. */
  situations: StateSituations | undefined;
}

function surveyOf(page: LoadContext, content: BuiltContent): SurveyData {
  const code = page.route?.state;
  const survey = code && content.prices.surveys.find((candidate) => candidate.code === code);
  if (!page.route || !code || !survey) throw new Error(`No premium survey for ${page.path}`);
  return { route: page.route, code, survey, cpi: content.prices.cpi, situations: content.situations.states.find((candidate) => candidate.state === code) };
}

/** The state as it reads in a sentence, in the page's language. */
const whereIn = (code: StateCode, lang: Lang) => MESSAGES[lang].state.inSentence(code, stateNameIn(code, lang));

const title = (code: StateCode, survey: Survey, lang: Lang) =>
  MESSAGES[lang].state.samples.title(whereIn(code, lang), ratesLabel(survey.rates, LANG_TAGS[lang]));

function description(code: StateCode, survey: Survey, lang: Lang): string {
  const words = MESSAGES[lang].state.samples;
  return words.description(survey.places.length, whereIn(code, lang), ratesLabel(survey.rates, LANG_TAGS[lang]), words.regulator(code === 'DC'));
}

export const samplePremiumsPage: PageModule<SurveyData> = {
  status: 200,
  entry: 'site',
  load: surveyOf,
  head({ route, code, survey }, page) {
    const url = `${page.siteUrl}${route.path}`;
    return {
      title: `${title(code, survey, page.lang)} | ${page.siteName}`,
      description: description(code, survey, page.lang),
      canonical: url,
      ogType: 'article',
      structuredData: [
        surveyDataset(page, survey, url),
        breadcrumbList(page, [
          { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
          { name: findRoute(localPath(page.lang, STATE_INDEX_PATH))!.label, path: localPath(page.lang, STATE_INDEX_PATH) },
          { name: stateNameIn(code, page.lang), path: statePath(code, page.lang) },
          { name: route.label, path: route.path },
        ]),
      ],
    };
  },
  lastModified: (route, content) => content.prices.surveys.find((survey) => survey.code === route.state)!.checked,
  Component: SamplePremiumsRoute,
};

function SamplePremiumsRoute() {
  const { route, code, survey, cpi, situations } = usePageData(samplePremiumsPage);
  const { lang } = route;
  const words = useMessages().state.samples;
  const where = whereIn(code, lang);
  const several = survey.profiles.length > 1;
  const profileName = (id: string) => (several ? words.profileN(survey.profiles.findIndex((profile) => profile.id === id) + 1) : words.profileAbove);
  return (
    <div className="reading">
      <Breadcrumbs
        trail={[
          { label: findRoute(localPath(route.lang, STATE_INDEX_PATH))!.label, href: localPath(route.lang, STATE_INDEX_PATH) },
          { label: stateNameIn(code, lang), href: statePath(code, lang) },
          { label: route.label },
        ]}
      />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{title(code, survey, lang)}</h1>
          <p className="article__lead">{words.lead(several, where, survey.publisher, survey.title, survey.effective)}</p>
          <p className="article__meta">
            {words.source}{' '}
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
          <h2 id="about">{words.about}</h2>
          <ul>
            <li>{words.notQuotes}</li>
            <li>
              {pricesSinceSentence(cpi, survey.rates, LANG_TAGS[lang])}{' '}
              <a href={cpi.url} rel="noopener noreferrer">
                {useMessages().state.prices.cpiSeries(cpi.publisher, cpi.seriesId)}
              </a>
              .
            </li>
            <li>{survey.coverage}</li>
            {survey.sixMonth && <li>{words.sixMonth}</li>}
            <li>{words.order}</li>
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
              {words.covers(survey.totals.companies, survey.totals.places, survey.totals.profiles, survey.profiles.length)}
              <a href={survey.url} rel="noopener noreferrer">
                {words.departmentSite}
              </a>
              .
            </li>
          </ul>

          <h2 id="profile">{words.profilesHeading(several)}</h2>
          <p>{words.definition}</p>
          {survey.profiles.map((profile, index) => (
            <div key={profile.id}>
              <p>
                {several && <strong>{words.profileLabel(index + 1)}</strong>}
                {profileSummary(profile.facts, LANG_TAGS[lang])}
              </p>
              {/* The department's own definition: official English text. */}
              <blockquote className="survey-profile" lang="en">
                {profile.description}
              </blockquote>
            </div>
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
                  caption={words.premiumsFor(place.label, profileName(table.profileId))}
                />
                {table.apart.length > 0 && (
                  <PremiumTable survey={survey} id={`place-${placeIndex}-${table.profileId}-apart`} rows={table.apart} caption={words.apart(place.label)} />
                )}
              </section>
            )),
          )}

          <h2 id="sources">{useMessages().state.page.sources}</h2>
          <p>
            {survey.publisher},{' '}
            <a href={survey.url} rel="noopener noreferrer">
              {survey.title}
            </a>
            , {survey.effective}
            {words.sourcesText(formatDate(survey.checked, LANG_TAGS[lang]))}
            <a href={localPath(lang, DATA_SOURCES_PATH)}>{words.howWeCredit}</a>.
          </p>
          <SituationsLink index={situations} />
          <p>
            <a href={statePath(code, lang)}>{words.statePage(where)}</a>
          </p>
        </div>
      </article>
    </div>
  );
}

function PremiumTable({ survey, id, rows, caption }: { survey: Survey; id: string; rows: SurveyPremium[]; caption: string }) {
  const rateDates = rows.some((row) => row.rateDate);
  const words = useMessages().state.samples;
  const { lang } = usePage();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="data-table survey-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.company}</th>
            {survey.sixMonth && <th scope="col">{words.sixMonths}</th>}
            <th scope="col">{words.yearly(survey.sixMonth)}</th>
            {rateDates && <th scope="col">{words.rateDate}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.carrier}>
              <th scope="row">{row.carrier}</th>
              {survey.sixMonth && <td>{row.sixMonth === undefined ? '' : usdWhole(row.sixMonth)}</td>}
              <td>{usdWhole(row.annual)}</td>
              {rateDates && <td>{row.rateDate ? formatShortDate(row.rateDate, LANG_TAGS[lang]) : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
