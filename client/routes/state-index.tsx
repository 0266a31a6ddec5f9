import type { StateEntry } from '../../shared/content-schema.js';
import { STATE_INDEX_LABEL, STATE_INDEX_PATH, STATE_ROUTES, type SiteRoute } from '../../shared/routes.js';
import { QuoteCtaBox } from '../frame/QuoteCtaBox.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
import { minimumShort } from '../frame/StateRequirements.js';
import { breadcrumbList } from './structured-data.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';

/** /car-insurance: every state page as a plain link, grouped by first letter; no JavaScript needed. */

const TITLE = 'Car Insurance Requirements by State';
const DESCRIPTION =
  'Minimum car insurance in all 50 states and DC: liability limits, PIP, MedPay, uninsured motorist, fault rules and SR-22, with official sources.';

type StateIndexData = ReadonlyMap<string, StateEntry>;

export const stateIndexPage: PageModule<StateIndexData> = {
  status: 200,
  cache: CACHE_CLASSES.shared,
  entry: 'site',
  load: (page) => new Map(page.content.states.map((entry) => [entry.code, entry])),
  head: (_entries, page) => ({
    title: `${TITLE} | ${page.siteName}`,
    description: DESCRIPTION,
    canonical: `${page.siteUrl}${STATE_INDEX_PATH}`,
    ogType: 'website',
    structuredData: [
      breadcrumbList(page, [
        { name: 'Home', path: '/' },
        { name: STATE_INDEX_LABEL, path: STATE_INDEX_PATH },
      ]),
    ],
  }),
  Component: StateIndexPage,
};

/** The state routes by the first letter of their names, in name order. */
function byFirstLetter(routes: readonly SiteRoute[]): [string, SiteRoute[]][] {
  const groups = new Map<string, SiteRoute[]>();
  for (const route of routes) {
    const letter = route.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), route]);
  }
  return [...groups];
}

function StateIndexPage() {
  const entries = usePageData(stateIndexPage);
  const groups = byFirstLetter(STATE_ROUTES);
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: STATE_INDEX_LABEL }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{TITLE}</h1>
          <p className="article__lead">
            Every state sets its own minimum car insurance. Pick your state to see its minimum liability limits, whether it requires PIP, MedPay or uninsured
            motorist coverage, how its fault rules work and when it asks for an SR-22, with links to the official sources. The figures after each name are the
            minimum liability limits in thousands of dollars.
          </p>
          <p className="article__meta">
            How we check these figures:{' '}
            <a className="article__standards" href="/editorial-standards">
              Editorial standards
            </a>
          </p>
        </header>
        <nav className="state-index" aria-label="States">
          <div className="state-index__letters">
            {groups.map(([letter, routes]) => (
              <div key={letter} className="state-index__group">
                <h2 className="state-index__letter" id={`states-${letter.toLowerCase()}`}>
                  {letter}
                </h2>
                <ul className="state-index__list" aria-labelledby={`states-${letter.toLowerCase()}`}>
                  {routes.map((route) => {
                    const entry = route.state && entries.get(route.state);
                    return (
                      <li key={route.path}>
                        <a className="state-index__link" href={route.path}>
                          {route.label}
                        </a>
                        {entry && <span className="state-index__limits"> {minimumShort(entry)}</span>}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        <QuoteCtaBox formId="cta-bottom" />
      </article>
    </div>
  );
}
