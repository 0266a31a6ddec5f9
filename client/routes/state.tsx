import type { BuiltContent, StateEntry } from '../../shared/content-schema.js';
import type { PriceContent } from '../../shared/price-schema.js';
import type { StateSituations } from '../../shared/situation-schema.js';
import { EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { DATA_SOURCES_PATH, LANG_TAGS, STATE_INDEX_PATH, findRoute, localPath, type Lang, type SiteRoute } from '../../shared/routes.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import type { LoadContext } from '../page-context.js';
import { usePageData, type PageModule } from './page-module.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { usePage } from '../page-context.js';
import { breadcrumbList, organization } from './structured-data.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { StatePrices } from '../sections/StatePrices.js';
import { FaultSystemText, FilingText, RecommendedTable, RequirementsTable } from '../sections/StateRequirements.js';
import { faultLabel, inSentence, leadSentence, minimumShort, possessive } from '../words/state-words.js';
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
  /** The driver situations the state's survey isolates, if any. */
  situations: StateSituations | undefined;
  cta: CtaWords;
}

function stateOf(page: LoadContext, content: BuiltContent): StateData {
  const code = page.route?.state;
  const entry = code && content.states.find((candidate) => candidate.code === code);
  if (!page.route || !code || !entry) throw new Error(`No state requirements for ${page.path}`);
  const situations = content.situations.states.find((candidate) => candidate.state === code);
  return { route: page.route, code, entry, prices: content.prices, situations, cta: ctaWords(content) };
}

function stateTitle(code: StateCode, lang: Lang): string {
  return MESSAGES[lang].state.page.title(inSentence(code, lang));
}

function stateDescription(code: StateCode, entry: StateEntry, lang: Lang): string {
  const words = MESSAGES[lang].state;
  const filings = entry.proofFiling.fr44 ? words.filingSummary.forms.both : words.filingSummary.forms.sr22;
  // A minimum without bodily injury liability (Florida) already names PIP, in thousands to fit a search snippet.
  const [minimum, rules] =
    entry.minimumLiability.bodilyInjuryPerPerson > 0
      ? [minimumShort(entry, lang), words.page.rulesWithPip]
      : [lang === 'en' ? minimumShort(entry, lang).replaceAll(',000', 'k') : minimumShort(entry, lang), words.page.rulesWithoutPip];
  return words.page.description(stateNameIn(code, lang), inSentence(code, lang), minimum, rules, faultLabel(entry.faultSystem, lang).toLowerCase(), filings);
}

export const statePage: PageModule<StateData> = {
  status: 200,
  entry: 'site',
  load: stateOf,
  head({ route, code, entry }, page) {
    const url = `${page.siteUrl}${route.path}`;
    const author = organization(page);
    const title = stateTitle(code, page.lang);
    const description = stateDescription(code, entry, page.lang);
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
          inLanguage: LANG_TAGS[page.lang],
        },
        breadcrumbList(page, [
          { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
          { name: findRoute(localPath(page.lang, STATE_INDEX_PATH))!.label, path: localPath(page.lang, STATE_INDEX_PATH) },
          { name: route.label, path: route.path },
        ]),
      ],
    };
  },
  lastModified: (route, content) => content.states.find((entry) => entry.code === route.state)!.dateModified,
  Component: StateRoute,
};

function StateRoute() {
  return <StatePage {...usePageData(statePage)} />;
}

function StatePage({ route, code, entry, prices, situations, cta }: StateData) {
  const { lang, siteName } = usePage();
  const words = useMessages().state.page;
  const forms = useMessages().state.filingSummary.forms;
  const indexPath = localPath(lang, STATE_INDEX_PATH);
  const where = inSentence(code, lang);
  const filing = entry.proofFiling;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: findRoute(indexPath)!.label, href: indexPath }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{stateTitle(code, lang)}</h1>
          <p className="article__lead">{leadSentence(code, entry, lang)}</p>
          <p className="article__meta">
            <QuotedFrom lead={words.minimumsQuotedFrom} evidence={entry.evidence.liability.evidence} />
            <MetaSeparator />
            <EditorialStandardsLink />
          </p>
        </header>
        <QuoteCtaBox formId="cta-top" words={cta} />
        <div className="prose">
          <h2 id="requirements">{words.requires(where)}</h2>
          <RequirementsTable code={code} entry={entry} />
          {entry.alternativePolicy && <p>{entry.alternativePolicy}</p>}
          <RequirementsEvidence code={code} entry={entry} />

          <h2 id="fault-system">{words.faultRules(faultLabel(entry.faultSystem, lang), where)}</h2>
          <FaultSystemText code={code} entry={entry} />

          <h2 id="filings">{words.filings(filing.fr44 ? forms.both : forms.sr22, where)}</h2>
          <FilingText code={code} entry={entry} />

          {entry.notes.length > 0 && (
            <>
              <h2 id="notes">{words.goodToKnow(where)}</h2>
              <ul>
                {entry.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}

          <h2 id="recommended">{words.howMuch}</h2>
          <p>{words.howMuchText}</p>
          <RecommendedTable code={code} entry={entry} />

          <StatePrices code={code} prices={prices} situations={situations} />

          <h2 id="guides">{words.guidesFor(stateNameIn(code, lang), inSentence(code, lang))}</h2>
          <ul>
            {guidesFor(entry, lang).map((guide) => (
              <li key={guide.path}>
                <a href={guide.path}>{guide.label}</a>
              </li>
            ))}
          </ul>

          <h2 id="sources">{words.sources}</h2>
          <ul>
            {officialSources(entry).map((source) => (
              <li key={source.url}>
                {/* An official page's own title is English: a Spanish page marks it and says so. */}
                <a href={source.url} rel="noopener noreferrer" {...(source.quoted && lang !== 'en' ? { lang: LANG_TAGS.en } : {})}>
                  {source.title}
                </a>
                {source.quoted && words.englishPage && ` ${words.englishPage}`}
              </li>
            ))}
          </ul>
          <p className="state-checked">
            {readsOurOwn(entry) ? words.compilersAndOurs(siteName) : words.compilers}
            <a href="https://referencesource.org/">referencesource.org</a>), Pringle, J., <a href="https://doi.org/10.5281/zenodo.22115966">Zenodo</a>,{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">
              CC BY 4.0
            </a>
            {words.adapted}
            {usesNotaquote(entry) && (
              <>
                {words.notaquote}
                <a href="https://github.com/bolewood/notaquote-fyi">github.com/bolewood/notaquote-fyi</a>
                {words.notaquoteLicence}
              </>
            )}
            {words.publishersText(possessive(code, lang))}
            <a href={localPath(lang, DATA_SOURCES_PATH)}>{words.allSources}</a>
          </p>
        </div>
        <QuoteCtaBox formId="cta-bottom" words={cta} />
      </article>
      <p className="reading__back">
        <a className="text-link" href={indexPath}>
          <span aria-hidden="true">← </span>
          {words.allStates}
        </a>
      </p>
    </div>
  );
}

/** The official pages quoted on the page, then those behind the editorial notes, each once. */
function officialSources(entry: StateEntry): { title: string; url: string; quoted: boolean }[] {
  const quoted = uniqueEvidence(shownEvidence(entry.evidence)).map((evidence) => ({ title: evidence.source, url: evidence.url, quoted: true }));
  const all = [...quoted, ...entry.sources.map((source) => ({ ...source, quoted: false }))];
  return all.filter((source, index) => all.findIndex((other) => other.url === source.url) === index);
}

/** Whether the page quotes a sentence we read ourselves (content/data/compiled/state-law-dates.json). */
function readsOurOwn(entry: StateEntry): boolean {
  return shownEvidence(entry.evidence).some((evidence) => evidence.compilation === 'quoteowl');
}

function usesNotaquote(entry: StateEntry): boolean {
  return shownEvidence(entry.evidence).some((evidence) => evidence.compilation === 'notaquote');
}

/** The guides that matter here: liability and coverage always; SR-22 and DUI where the state uses the filings. */
function guidesFor(entry: StateEntry, lang: Lang): SiteRoute[] {
  const paths = ['/articles/liability-insurance', '/articles/understanding-coverage-types'];
  if (entry.proofFiling.sr22 || entry.proofFiling.fr44) paths.push('/articles/sr22-requirements', '/articles/dui-insurance');
  paths.push('/articles/cheap-affordable-insurance');
  return paths.map((path) => findRoute(localPath(lang, path))!);
}
