import type { StateEntry } from '../../shared/content-schema.js';
import { EditorialStandardsLink } from '../frame/ArticleMeta.js';
import type { PriceContent } from '../../shared/price-schema.js';
import type { Verified } from '../../shared/state-evidence-schema.js';
import { DATA_SOURCES_PATH, LANG_TAGS, localPath, samplePremiumsPath } from '../../shared/routes.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { stateNameIn } from '../../shared/us-states.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { monthName } from '../../shared/money.js';
import { tableCitation } from '../words/price-words.js';
import { SavingsEvidence } from '../sections/SavingsEvidence.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import { usePageData, type PageModule } from './page-module.js';
import { breadcrumbList } from './structured-data.js';
import { ComplaintSource } from '../sections/ComplaintSource.js';

/**
 * /data-sources: each dataset behind our price and requirement figures, who published it, its
 * year, where in the publication each figure is, when it was checked and by whom, and how we
 * credit it, including the licence notices the compilations ask for. Read from the build's
 * PriceContent, so it names what the pages show.
 */

/** Who checked a state page's quotes and when; `ours` where we read the official page ourselves. */
type QuoteCheck = Verified & { ours: boolean };

type DataSources = PriceContent & { quoteChecks: QuoteCheck[]; dfsYears: { first: number; last: number } };

export const dataSourcesPage: PageModule<DataSources> = {
  status: 200,
  entry: 'site',
  load: (_page, content) => ({ ...content.prices, quoteChecks: quoteChecks(content.states), dfsYears: content.insurers.records[0]!.dfsYears }),
  head: (_prices, page) => ({
    title: `${MESSAGES[page.lang].state.sources.title} | ${page.siteName}`,
    description: MESSAGES[page.lang].state.sources.description,
    canonical: `${page.siteUrl}${DATA_SOURCES_PATH}`,
    ogType: 'website',
    structuredData: [
      breadcrumbList(page, [
        { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
        { name: MESSAGES[page.lang].state.sources.title, path: localPath(page.lang, DATA_SOURCES_PATH) },
      ]),
    ],
  }),
  lastModified: (_route, content) => content.prices.naic.checkedOn,
  Component: DataSourcesPage,
};

/** Who checked the state pages' official quotes, and when: one line per compilation and date, read from the quotes themselves. */
function quoteChecks(states: readonly StateEntry[]): QuoteCheck[] {
  const checks = new Map<string, QuoteCheck>();
  for (const { evidence } of states) {
    for (const { verified, compilation } of shownEvidence(evidence))
      checks.set(`${verified.by} ${verified.on} ${verified.staleAfter ?? ''}`, { ...verified, ours: compilation === 'quoteowl' });
  }
  return [...checks.values()].sort((a, b) => a.on.localeCompare(b.on) || a.by.localeCompare(b.by));
}

function DataSourcesPage() {
  const { naic, cpi, surveys, savingsClaim, described, compilations, quoteChecks, dfsYears } = usePageData(dataSourcesPage);
  const { lang, siteName } = usePage();
  const state = useMessages().state;
  const words = state.sources;
  const compiler = compilations[0]!;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: words.title }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{words.title}</h1>
          <p className="article__lead">{words.lead}</p>
          <p className="article__meta">
            {words.howWeCheck} <EditorialStandardsLink />
          </p>
        </header>
        <div className="prose">
          <h2 id="naic">{words.naicHeading}</h2>
          <ul>
            <li>
              {words.publisher(naic.publisher)}
              <a href={naic.url} rel="noopener noreferrer">
                {naic.report}
              </a>
              {words.dataYear(naic.dataYear)}
              <a href={naic.announcementUrl} rel="noopener noreferrer">
                {words.announcement}
              </a>
              ).
            </li>
            <li>
              {words.where(
                tableCitation(naic.tables.averageExpenditure, LANG_TAGS[lang]),
                tableCitation(naic.tables.combinedAveragePremium, LANG_TAGS[lang]),
                tableCitation(naic.tables.liabilityAveragePremium, LANG_TAGS[lang]),
              )}
            </li>
            <li>
              {words.checked} <ReadableDate iso={naic.checkedOn} />
              {words.checkedBy(compiler.name)}
            </li>
            <li>{words.naicCredit(state.prices.credit(naic.dataYear, naic.report), naic.copyrightLine)}</li>
          </ul>

          <h2 id="bls">{words.blsHeading}</h2>
          <ul>
            <li>
              {words.blsPublisher(cpi.publisher)}
              <a href={cpi.url} rel="noopener noreferrer">
                {words.blsSeries(cpi.seriesId)}
              </a>
              {words.blsWhat(cpi.baseYear, monthName(cpi.latestPeriod, LANG_TAGS[lang]))}
            </li>
            <li>
              {words.checked} <ReadableDate iso={cpi.checkedOn} />
              {words.checkedByShort(compiler.name)}
            </li>
            <li>{words.blsCredit(cpi.publisher, cpi.seriesId)}</li>
          </ul>

          <h2 id="surveys">{words.surveysHeading}</h2>
          <ul>
            {surveys.map((survey) => (
              <li key={survey.id}>
                {survey.publisher},{' '}
                <a href={survey.url} rel="noopener noreferrer">
                  {survey.title}
                </a>
                {words.surveyChecked(survey.effective)}
                <ReadableDate iso={survey.checked} />
                {words.surveyPlace(compiler.name)}
                <a href={samplePremiumsPath(survey.code, lang)}>{words.surveyPage(state.inSentence(survey.code, stateNameIn(survey.code, lang)))}</a>
                {words.surveyCredited}
              </li>
            ))}
            {described.map((survey) => (
              <li key={survey.code}>
                {survey.publisher},{' '}
                <a href={survey.url} rel="noopener noreferrer">
                  {survey.title}
                </a>
                : {survey.summary}
                {words.describedChecked}
                <ReadableDate iso={survey.checked} />
                {words.by(compiler.name)}
              </li>
            ))}
          </ul>

          <SavingsEvidence surveys={surveys} claim={savingsClaim} />

          <h2 id="requirements">{words.requirementsHeading}</h2>
          <p>{words.requirements}</p>
          <ul>
            {quoteChecks.map((check) => (
              <li key={`${check.by} ${check.on}`}>
                {check.ours ? (
                  <>
                    {words.quoteRead} <ReadableDate iso={check.on} />
                    {words.quoteReadByUs(siteName)}
                  </>
                ) : (
                  <>
                    {words.quoteChecked} <ReadableDate iso={check.on} /> {state.quote.by} {check.by}
                  </>
                )}
                {check.staleAfter && (
                  <>
                    {words.staleAfter} <ReadableDate iso={check.staleAfter} />
                  </>
                )}
                .
              </li>
            ))}
          </ul>

          <ComplaintSource years={dfsYears} />

          <h2 id="compilations">{words.compilationsHeading}</h2>
          {compilations.map((compilation) => (
            <div key={compilation.name}>
              <h3>{compilation.name}</h3>
              <p>
                <a href={compilation.repository} rel="noopener noreferrer">
                  {words.repository}
                </a>
                {words.licence}
                {compilation.licenceUrl ? (
                  <a href={compilation.licenceUrl} rel="noopener noreferrer">
                    {compilation.licence}
                  </a>
                ) : (
                  compilation.licence
                )}
                {words.weUse(compilation.files.join('; '))}
              </p>
              <p>{words.credit(compilation.credit)}</p>
              {/* The licence's own words, which must be reproduced as they are (English). */}
              {compilation.notice && (
                <pre className="licence-notice" {...(lang === 'en' ? {} : { lang: 'en' })}>
                  {compilation.notice}
                </pre>
              )}
            </div>
          ))}
        </div>
      </article>
    </div>
  );
}
