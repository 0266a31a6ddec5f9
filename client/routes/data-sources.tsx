import type { StateEntry } from '../../shared/content-schema.js';
import { EditorialStandardsLink } from '../frame/ArticleMeta.js';
import type { PriceContent } from '../../shared/price-schema.js';
import type { Verified } from '../../shared/state-evidence-schema.js';
import { DATA_SOURCES_PATH, samplePremiumsPath } from '../../shared/routes.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { inSentence } from '../words/state-words.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { monthName } from '../../shared/money.js';
import { naicCredit, tableCitation } from '../words/price-words.js';
import { SavingsEvidence } from '../sections/SavingsEvidence.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
import { breadcrumbList } from './structured-data.js';
import { ComplaintSource } from '../sections/ComplaintSource.js';
import type { ReviewRecord } from '../../shared/review-record-schema.js';

/**
 * /data-sources: each dataset behind our price and requirement figures, who published it, its
 * year, where in the publication each figure is, when it was checked and by whom, and how we
 * credit it, including the licence notices the compilations ask for. Read from the build's
 * PriceContent, so it names what the pages show.
 */

const TITLE = 'Data Sources';
const DESCRIPTION =
  'Where our car insurance cost figures come from: NAIC averages, the BLS price index, state regulators’ surveys, and how we credit each source.';

type DataSources = PriceContent & { quoteChecks: Verified[]; reviewRecords: ReviewRecord[] };

export const dataSourcesPage: PageModule<DataSources> = {
  status: 200,
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: (_page, content) => ({ ...content.prices, quoteChecks: quoteChecks(content.states), reviewRecords: Object.values(content.reviewRecords) }),
  head: (_prices, page) => ({
    title: `${TITLE} | ${page.siteName}`,
    description: DESCRIPTION,
    canonical: `${page.siteUrl}${DATA_SOURCES_PATH}`,
    ogType: 'website',
    structuredData: [
      breadcrumbList(page, [
        { name: 'Home', path: '/' },
        { name: TITLE, path: DATA_SOURCES_PATH },
      ]),
    ],
  }),
  Component: DataSourcesPage,
};

/** Who checked the state pages' official quotes, and when: one line per compilation and date, read from the quotes themselves. */
function quoteChecks(states: readonly StateEntry[]): Verified[] {
  const checks = new Map<string, Verified>();
  for (const { evidence } of states) {
    for (const { verified } of shownEvidence(evidence)) checks.set(`${verified.by} ${verified.on} ${verified.staleAfter ?? ''}`, verified);
  }
  return [...checks.values()].sort((a, b) => a.on.localeCompare(b.on) || a.by.localeCompare(b.by));
}

function DataSourcesPage() {
  const { naic, cpi, surveys, savingsClaim, described, compilations, quoteChecks, reviewRecords } = usePageData(dataSourcesPage);
  const compiler = compilations[0]!;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: TITLE }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{TITLE}</h1>
          <p className="article__lead">
            Every average cost, sample premium and state minimum on this site comes from a public, official source. Here is each dataset, who published it, the
            year it describes, where in the publication each figure is, who checked it and when, and how we credit it.
          </p>
          <p className="article__meta">
            How we check figures: <EditorialStandardsLink />
          </p>
        </header>
        <div className="prose">
          <h2 id="naic">NAIC average premiums</h2>
          <ul>
            <li>
              Publisher: {naic.publisher}. Report:{' '}
              <a href={naic.url} rel="noopener noreferrer">
                {naic.report}
              </a>
              , data year {naic.dataYear} (
              <a href={naic.announcementUrl} rel="noopener noreferrer">
                announcement
              </a>
              ).
            </li>
            <li>
              Where: average expenditure, {tableCitation(naic.tables.averageExpenditure)}; combined average premium,{' '}
              {tableCitation(naic.tables.combinedAveragePremium)}; liability average premium, {tableCitation(naic.tables.liabilityAveragePremium)}.
            </li>
            <li>
              Checked: <ReadableDate iso={naic.checkedOn} />, by {compiler.name}, who compiled the figures we use; we have not re-checked them against the
              report ourselves.
            </li>
            <li>
              How we credit it: &ldquo;{naicCredit(naic)}&rdquo; beside every figure, with a link. The report is &ldquo;{naic.copyrightLine}&rdquo;: we use its
              figures as facts only, never its tables or text.
            </li>
          </ul>

          <h2 id="bls">BLS price index for motor vehicle insurance</h2>
          <ul>
            <li>
              Publisher: {cpi.publisher}.{' '}
              <a href={cpi.url} rel="noopener noreferrer">
                CPI series {cpi.seriesId}
              </a>
              : the {cpi.baseYear} annual average and the latest month, {monthName(cpi.latestPeriod)}.
            </li>
            <li>
              Checked: <ReadableDate iso={cpi.checkedOn} />, by {compiler.name}.
            </li>
            <li>
              How we credit it: &ldquo;{cpi.publisher}, CPI series {cpi.seriesId}&rdquo;. A U.S. government work in the public domain. We show it as context and
              never apply it to a figure.
            </li>
          </ul>

          <h2 id="surveys">State regulators&rsquo; sample premiums</h2>
          <ul>
            {surveys.map((survey) => (
              <li key={survey.id}>
                {survey.publisher},{' '}
                <a href={survey.url} rel="noopener noreferrer">
                  {survey.title}
                </a>
                : {survey.effective}. Checked <ReadableDate iso={survey.checked} /> by {compiler.name}; each figure keeps its place in the publication (page,
                table, row and column, or the data record). Shown on{' '}
                <a href={samplePremiumsPath(survey.code)}>our sample premiums page for {inSentence(survey.code)}</a>, credited to the department with a link.
              </li>
            ))}
            {described.map((survey) => (
              <li key={survey.code}>
                {survey.publisher},{' '}
                <a href={survey.url} rel="noopener noreferrer">
                  {survey.title}
                </a>
                : {survey.summary} Checked <ReadableDate iso={survey.checked} /> by {compiler.name}.
              </li>
            ))}
          </ul>

          <SavingsEvidence surveys={surveys} claim={savingsClaim} />

          <h2 id="requirements">State requirements</h2>
          <p>
            Each state page links the statutes and agency pages its requirements come from, beside the text they support. The minimum-limit and SR-22 records we
            use are credited below. Each quote on a state page says who checked it against the official page, and when; in all:
          </p>
          <ul>
            {quoteChecks.map((check) => (
              <li key={`${check.by} ${check.on}`}>
                Checked <ReadableDate iso={check.on} /> by {check.by}
                {check.staleAfter && (
                  <>
                    ; its records count as out of date after <ReadableDate iso={check.staleAfter} />
                  </>
                )}
                .
              </li>
            ))}
          </ul>

          <ComplaintSource records={reviewRecords} />

          <h2 id="compilations">Compilations and licences</h2>
          {compilations.map((compilation) => (
            <div key={compilation.name}>
              <h3>{compilation.name}</h3>
              <p>
                <a href={compilation.repository} rel="noopener noreferrer">
                  Repository
                </a>
                , licence:{' '}
                {compilation.licenceUrl ? (
                  <a href={compilation.licenceUrl} rel="noopener noreferrer">
                    {compilation.licence}
                  </a>
                ) : (
                  compilation.licence
                )}
                . We use: {compilation.files.join('; ')}. Our copy renames some fields and adds derived ones, so the data is adapted.
              </p>
              <p>Credit: {compilation.credit}</p>
              {compilation.notice && <pre className="licence-notice">{compilation.notice}</pre>}
            </div>
          ))}
        </div>
      </article>
    </div>
  );
}
