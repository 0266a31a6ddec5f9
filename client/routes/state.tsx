import type { BuiltContent, StateEntry } from '../../shared/content-schema.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { STATE_INDEX_LABEL, STATE_INDEX_PATH, findRoute, type SiteRoute } from '../../shared/routes.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import type { PageContextValue } from '../page-context.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
import { breadcrumbList, organization } from './structured-data.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { StatePrices } from '../sections/StatePrices.js';
import { FaultSystemText, FilingText, RecommendedTable, RequirementsTable } from '../sections/StateRequirements.js';
import { FAULT_LABEL, inSentence, leadSentence, minimumShort, possessive } from '../words/state-words.js';
import { QuotedFrom, uniqueEvidence } from '../sections/OfficialQuote.js';
import { RequirementsEvidence } from '../sections/StateEvidence.js';

/**
 * One state's car-insurance requirements (content/states.yaml), rendered as HTML only: the
 * islands are the header menus and the two ZIP forms, so no script carries the figures.
 */

/** The state's entry, the price figures and the call-to-action words; a state route without an entry is a build error surfacing late. */
interface StateData {
  route: SiteRoute;
  code: StateCode;
  entry: StateEntry;
  prices: PriceContent;
  cta: CtaWords;
}

function stateOf(page: PageContextValue, content: BuiltContent): StateData {
  const code = page.route?.state;
  const entry = code && content.states.find((candidate) => candidate.code === code);
  if (!page.route || !code || !entry) throw new Error(`No state requirements for ${page.path}`);
  return { route: page.route, code, entry, prices: content.prices, cta: ctaWords(content) };
}

function stateTitle(code: StateCode): string {
  return `Car Insurance Requirements in ${inSentence(code)}`;
}

function stateDescription(code: StateCode, entry: StateEntry): string {
  const filings = entry.proofFiling.fr44 ? 'SR-22 and FR-44' : 'SR-22';
  // A minimum without bodily injury liability (Florida) already names PIP, in thousands to fit a search snippet.
  const [minimum, rules] =
    entry.minimumLiability.bodilyInjuryPerPerson > 0
      ? [minimumShort(entry), 'PIP, MedPay and uninsured motorist rules']
      : [minimumShort(entry).replaceAll(',000', 'k'), 'uninsured motorist rules'];
  return `${stateName(code)} minimum car insurance (${minimum}): ${rules}, the ${FAULT_LABEL[entry.faultSystem].toLowerCase()} system, ${filings} rules and official sources.`;
}

export const statePage: PageModule<StateData> = {
  status: 200,
  // The same for every visitor: the region is only in the home page.
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: stateOf,
  head({ route, code, entry }, page) {
    const url = `${page.siteUrl}${route.path}`;
    const author = organization(page);
    const title = stateTitle(code);
    const description = stateDescription(code, entry);
    return {
      title: `${title} | ${page.siteName}`,
      description,
      canonical: url,
      ogType: 'article',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description,
          dateModified: entry.dateModified,
          url,
          mainEntityOfPage: url,
          author,
          publisher: author,
          inLanguage: 'en-US',
        },
        breadcrumbList(page, [
          { name: 'Home', path: '/' },
          { name: STATE_INDEX_LABEL, path: STATE_INDEX_PATH },
          { name: route.label, path: route.path },
        ]),
      ],
    };
  },
  Component: StateRoute,
};

function StateRoute() {
  return <StatePage {...usePageData(statePage)} />;
}

function StatePage({ route, code, entry, prices, cta }: StateData) {
  const name = stateName(code);
  const filing = entry.proofFiling;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: STATE_INDEX_LABEL, href: STATE_INDEX_PATH }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{stateTitle(code)}</h1>
          <p className="article__lead">{leadSentence(code, entry)}</p>
          <p className="article__meta">
            <QuotedFrom lead="Minimums quoted from" evidence={entry.evidence.liability.evidence} />
            <MetaSeparator />
            <EditorialStandardsLink />
          </p>
        </header>
        <QuoteCtaBox formId="cta-top" words={cta} />
        <div className="prose">
          <h2 id="requirements">What {inSentence(code)} requires</h2>
          <RequirementsTable code={code} entry={entry} />
          {entry.alternativePolicy && <p>{entry.alternativePolicy}</p>}
          <RequirementsEvidence code={code} entry={entry} />

          <h2 id="fault-system">
            {FAULT_LABEL[entry.faultSystem]} rules in {inSentence(code)}
          </h2>
          <FaultSystemText code={code} entry={entry} />

          <h2 id="filings">
            {filing.fr44 ? 'SR-22 and FR-44 filings' : 'SR-22 filings'} in {inSentence(code)}
          </h2>
          <FilingText code={code} entry={entry} />

          {entry.notes.length > 0 && (
            <>
              <h2 id="notes">Good to know in {inSentence(code)}</h2>
              <ul>
                {entry.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}

          <h2 id="recommended">How much coverage to consider</h2>
          <p>
            The minimum is the legal floor, not a safety net: anything a crash costs above your limits can fall on you. Many drivers choose one of three common
            levels instead. Limits are in thousands of dollars: 50/100/50 means $50,000 for each person hurt, $100,000 for everyone hurt in one crash and
            $50,000 for property damage.
          </p>
          <RecommendedTable code={code} entry={entry} />

          <StatePrices code={code} prices={prices} />

          <h2 id="guides">Guides for {name} drivers</h2>
          <ul>
            {guidesFor(entry).map((guide) => (
              <li key={guide.path}>
                <a href={guide.path}>{guide.label}</a>
              </li>
            ))}
          </ul>

          <h2 id="sources">Sources</h2>
          <ul>
            {officialSources(entry).map((source) => (
              <li key={source.url}>
                <a href={source.url} rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
          <p className="state-checked">
            We did not read these official pages ourselves: the quotes come from two public compilations whose editors did, on the dates given beside each
            quote. Minimum-limit and SR-22 quotes: Reference Source (<a href="https://referencesource.org/">referencesource.org</a>), Pringle, J.,{' '}
            <a href="https://doi.org/10.5281/zenodo.22115966">Zenodo</a>,{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">
              CC BY 4.0
            </a>
            ; adapted.
            {usesNotaquote(entry) && (
              <>
                {' '}
                Statute quotes on coverage rules: notaquote-fyi, compiled by Bolewood Group, LLC (
                <a href="https://github.com/bolewood/notaquote-fyi">github.com/bolewood/notaquote-fyi</a>), MIT licence.
              </>
            )}{' '}
            The quotes remain their publishers' text. Laws change: confirm the current rules with {possessive(code)} motor vehicle agency or insurance
            department before you buy. <a href="/data-sources">All our data sources</a>
          </p>
        </div>
        <QuoteCtaBox formId="cta-bottom" words={cta} />
      </article>
      <p className="reading__back">
        <a className="text-link" href={STATE_INDEX_PATH}>
          <span aria-hidden="true">← </span>All states
        </a>
      </p>
    </div>
  );
}

/** The official pages quoted on the page, then those behind the editorial notes, each once. */
function officialSources(entry: StateEntry): { title: string; url: string }[] {
  const quoted = uniqueEvidence(shownEvidence(entry.evidence)).map((evidence) => ({ title: evidence.source, url: evidence.url }));
  const all = [...quoted, ...entry.sources];
  return all.filter((source, index) => all.findIndex((other) => other.url === source.url) === index);
}

function usesNotaquote(entry: StateEntry): boolean {
  return shownEvidence(entry.evidence).some((evidence) => evidence.compilation === 'notaquote');
}

/** The guides that matter here: liability and coverage always; SR-22 and DUI where the state uses the filings. */
function guidesFor(entry: StateEntry): SiteRoute[] {
  const paths = ['/articles/liability-insurance', '/articles/understanding-coverage-types'];
  if (entry.proofFiling.sr22 || entry.proofFiling.fr44) paths.push('/articles/sr22-requirements', '/articles/dui-insurance');
  paths.push('/articles/cheap-affordable-insurance');
  return paths.map((path) => findRoute(path)!);
}
