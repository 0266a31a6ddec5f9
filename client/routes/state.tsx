import type { StateEntry } from '../../shared/content-schema.js';
import { STATE_INDEX_LABEL, STATE_INDEX_PATH, findRoute, type SiteRoute } from '../../shared/routes.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { QuoteCtaBox } from '../components/QuoteCtaBox.js';
import { usePage, type PageContextValue } from '../page-context.js';
import type { PageModule } from './page-module.js';
import { formatDate } from './reading.js';
import { breadcrumbList, organization } from './structured-data.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';

/**
 * One state's car-insurance requirements (content/states.yaml), rendered as HTML only: the
 * islands are the header menus and the two ZIP forms, so no script carries the figures.
 */

type Limits = StateEntry['minimumLiability'];
type FaultSystem = StateEntry['faultSystem'];

/** The spec's recommended liability levels (section 9), set against each state's minimum. */
export const RECOMMENDED_LEVELS: readonly Limits[] = [
  { bodilyInjuryPerPerson: 50_000, bodilyInjuryPerAccident: 100_000, propertyDamage: 50_000 },
  { bodilyInjuryPerPerson: 100_000, bodilyInjuryPerAccident: 300_000, propertyDamage: 100_000 },
  { bodilyInjuryPerPerson: 250_000, bodilyInjuryPerAccident: 500_000, propertyDamage: 100_000 },
];

const FAULT_LABEL: Record<FaultSystem, string> = {
  'at-fault': 'At-fault',
  'no-fault': 'No-fault',
  'choice-no-fault': 'Choice no-fault',
};

/** The state's entry; a state route without one is a build error surfacing late. */
function stateOf(page: PageContextValue): { route: SiteRoute; code: StateCode; entry: StateEntry } {
  const code = page.route?.state;
  const entry = code && page.content.states.find((candidate) => candidate.code === code);
  if (!page.route || !code || !entry) throw new Error(`No state requirements for ${page.path}`);
  return { route: page.route, code, entry };
}

/** The name as it reads in a sentence: "the District of Columbia", "Ohio". */
export function inSentence(code: StateCode): string {
  return code === 'DC' ? 'the District of Columbia' : stateName(code);
}

function possessive(code: StateCode): string {
  return `${inSentence(code)}'s`;
}

/** 25/50/25: thousands of dollars, the way limits are written. */
export function limitsShort(limits: Limits): string {
  return [limits.bodilyInjuryPerPerson, limits.bodilyInjuryPerAccident, limits.propertyDamage].map((value) => String(value / 1000)).join('/');
}

function dollars(value: number): string {
  return `$${value.toLocaleString('en-US')}`;
}

function stateTitle(code: StateCode): string {
  return `Car Insurance Requirements in ${inSentence(code)}`;
}

function stateDescription(code: StateCode, entry: StateEntry): string {
  const filings = entry.proofFiling.fr44 ? 'SR-22 and FR-44' : 'SR-22';
  return (
    `${stateName(code)} minimum car insurance (${limitsShort(entry.minimumLiability)}): PIP, MedPay and uninsured motorist rules, ` +
    `the ${FAULT_LABEL[entry.faultSystem].toLowerCase()} system, ${filings} rules and official sources.`
  );
}

export const statePage: PageModule = {
  status: 200,
  // The same for every visitor: the region is only in the home page.
  cache: 'shared',
  entry: 'site',
  head(page) {
    const { route, code, entry } = stateOf(page);
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
          dateModified: entry.checked,
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
  const { route, code, entry } = stateOf(usePage());
  return <StatePage route={route} code={code} entry={entry} />;
}

function StatePage({ route, code, entry }: { route: SiteRoute; code: StateCode; entry: StateEntry }) {
  const name = stateName(code);
  const filing = entry.proofFiling;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: STATE_INDEX_LABEL, href: STATE_INDEX_PATH }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{stateTitle(code)}</h1>
          <p className="article__lead">
            The coverage every driver in {inSentence(code)} must carry, what its fault rules mean after a crash, and how much coverage to consider above the
            minimum.
          </p>
          <p className="article__meta">
            Last checked <time dateTime={entry.checked}>{formatDate(entry.checked)}</time> against <a href="#sources">official sources</a>
            <span className="article__sep" aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            <a className="article__standards" href="/editorial-standards">
              Editorial standards
            </a>
          </p>
        </header>
        <QuoteCtaBox formId="cta-top" />
        <div className="prose">
          <h2 id="requirements">What {inSentence(code)} requires</h2>
          <RequirementsTable code={code} entry={entry} />

          <h2 id="fault-system">
            {FAULT_LABEL[entry.faultSystem]} rules in {inSentence(code)}
          </h2>
          <FaultSystemText code={code} system={entry.faultSystem} />

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
          <RecommendedTable code={code} minimum={entry.minimumLiability} />

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
            {entry.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
          <p className="state-checked">
            We last checked these requirements on <time dateTime={entry.checked}>{formatDate(entry.checked)}</time>. Laws change: confirm the current rules with{' '}
            {possessive(code)} motor vehicle agency or insurance department before you buy.
          </p>
        </div>
        <QuoteCtaBox formId="cta-bottom" />
      </article>
      <p className="reading__back">
        <a className="text-link" href={STATE_INDEX_PATH}>
          <span aria-hidden="true">← </span>All states
        </a>
      </p>
    </div>
  );
}

function RequirementsTable({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const limits = entry.minimumLiability;
  const um = entry.uninsuredMotorist;
  const filing = entry.proofFiling;
  const required = (coverage: StateEntry['personalInjuryProtection']) =>
    coverage.required ? (
      <>
        <strong>Required:</strong> {coverage.amount}
      </>
    ) : (
      'Not required'
    );
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="requirements-caption">
      <table className="data-table">
        <caption id="requirements-caption">Minimum car insurance in {inSentence(code)}</caption>
        <thead>
          <tr>
            <th scope="col">Coverage or rule</th>
            <th scope="col">{stateName(code)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Minimum liability</th>
            <td>
              <strong className="data-table__limits">{limitsShort(limits)}</strong>
              <ul className="data-table__list">
                <li>Bodily injury per person: {amountOrNone(limits.bodilyInjuryPerPerson)}</li>
                <li>Bodily injury per crash: {amountOrNone(limits.bodilyInjuryPerAccident)}</li>
                <li>Property damage: {amountOrNone(limits.propertyDamage)}</li>
              </ul>
              {entry.minimumsEffective && (
                <>
                  In force since <time dateTime={entry.minimumsEffective}>{formatDate(entry.minimumsEffective)}</time>.
                </>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">Personal injury protection (PIP)</th>
            <td>{required(entry.personalInjuryProtection)}</td>
          </tr>
          <tr>
            <th scope="row">Medical payments (MedPay)</th>
            <td>{required(entry.medicalPayments)}</td>
          </tr>
          <tr>
            <th scope="row">Uninsured motorist (UM)</th>
            <td>
              {um.required ? <strong>Required</strong> : 'Not required'}
              {um.detail && <span className="data-table__detail">{um.detail}</span>}
            </td>
          </tr>
          <tr>
            <th scope="row">Underinsured motorist (UIM)</th>
            <td>{um.underinsuredRequired ? <strong>Required</strong> : 'Not required'}</td>
          </tr>
          <tr>
            <th scope="row">Fault system</th>
            <td>{FAULT_LABEL[entry.faultSystem]}</td>
          </tr>
          <tr>
            <th scope="row">Proof of insurance filing ({filing.fr44 ? 'SR-22 and FR-44' : 'SR-22'})</th>
            <td>{filingSummary(filing)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function amountOrNone(value: number): string {
  return value === 0 ? 'none required' : dollars(value);
}

/** "SR-22 and FR-44 used; kept on file for 3 years", "SR-22 not used". */
function filingSummary(filing: StateEntry['proofFiling']): string {
  if (!filing.sr22 && !filing.fr44) return 'SR-22 not used';
  const forms = filing.sr22 && filing.fr44 ? 'SR-22 and FR-44' : filing.fr44 ? 'FR-44' : 'SR-22';
  return `${forms} used; ${filing.years ? `kept on file for ${filing.years} years` : 'how long is set by the state or a court'}`;
}

function FaultSystemText({ code, system }: { code: StateCode; system: FaultSystem }) {
  const where = inSentence(code);
  if (system === 'at-fault') {
    return (
      <p>
        {capitalize(where)} uses the at-fault system. The driver who causes a crash is responsible for the damage, and their liability insurance pays the other
        people's bills. If another driver hurts you, you file a claim with their insurer or sue them.
      </p>
    );
  }
  if (system === 'no-fault') {
    return (
      <p>
        {capitalize(where)} is a no-fault state. After a crash, your own personal injury protection (PIP) pays your medical bills and some other costs first, no
        matter who caused it. Your right to sue the other driver for injuries is limited, usually to serious injuries or costs above a level set by state law.
        Liability coverage still pays for damage you cause to other people's property and for injuries outside the no-fault rules.
      </p>
    );
  }
  return (
    <p>
      {capitalize(where)} lets drivers choose between no-fault rules and the traditional at-fault system. Under no-fault, your own personal injury protection
      (PIP) pays your medical bills first and your right to sue is limited; keeping the right to sue usually costs more. The choice affects your price and your
      rights, so read it carefully.
    </p>
  );
}

function FilingText({ code, entry }: { code: StateCode; entry: StateEntry }) {
  const filing = entry.proofFiling;
  const where = inSentence(code);
  return (
    <>
      {filing.sr22 ? (
        <p>
          An SR-22 is a form your insurer files with the state to prove you carry at least the minimum coverage. {capitalize(where)} may require one after
          serious violations, such as driving without insurance or a DUI.
          {filing.years
            ? ` Plan to keep it on file for ${filing.years} years without a lapse.`
            : ' The state or a court sets how long you must keep it on file.'}
        </p>
      ) : (
        <p>{capitalize(where)} does not use the SR-22 form.</p>
      )}
      {filing.fr44 && <p>{capitalize(where)} also uses the FR-44. It works like an SR-22 but requires higher liability limits than the state minimum.</p>}
      {filing.detail && <p>{filing.detail}</p>}
    </>
  );
}

function RecommendedTable({ code, minimum }: { code: StateCode; minimum: Limits }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="recommended-caption">
      <table className="data-table data-table--levels">
        <caption id="recommended-caption">Common liability levels compared with {possessive(code)} minimum</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Compared with the {stateName(code)} minimum</th>
          </tr>
        </thead>
        <tbody>
          <tr className="data-table__minimum">
            <th scope="row">{limitsShort(minimum)}</th>
            <td>The {stateName(code)} minimum</td>
          </tr>
          {RECOMMENDED_LEVELS.map((level) => (
            <tr key={limitsShort(level)}>
              <th scope="row">{limitsShort(level)}</th>
              <td>{compareWithMinimum(level, minimum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Higher in all three limits", "Same as the minimum", or which parts are higher, the same or lower. */
export function compareWithMinimum(level: Limits, minimum: Limits): string {
  const parts: [string, number, number][] = [
    ['bodily injury per person', level.bodilyInjuryPerPerson, minimum.bodilyInjuryPerPerson],
    ['bodily injury per crash', level.bodilyInjuryPerAccident, minimum.bodilyInjuryPerAccident],
    ['property damage', level.propertyDamage, minimum.propertyDamage],
  ];
  const groups = { higher: [] as string[], 'the same': [] as string[], lower: [] as string[] };
  for (const [label, value, floor] of parts) groups[value > floor ? 'higher' : value === floor ? 'the same' : 'lower'].push(label);
  if (groups.higher.length === 3) return 'Higher in all three limits';
  if (groups['the same'].length === 3) return 'Same as the minimum';
  const join = (labels: string[]) => labels.join(' and ').replace('bodily injury per person and bodily injury per crash', 'bodily injury');
  return capitalize(
    Object.entries(groups)
      .filter(([, labels]) => labels.length > 0)
      .map(([word, labels]) => `${join(labels)} ${word}`)
      .join('; '),
  );
}

/** The guides that matter here: liability and coverage always; SR-22 and DUI where the state uses the filings. */
function guidesFor(entry: StateEntry): SiteRoute[] {
  const paths = ['/articles/liability-insurance', '/articles/understanding-coverage-types'];
  if (entry.proofFiling.sr22 || entry.proofFiling.fr44) paths.push('/articles/sr22-requirements', '/articles/dui-insurance');
  paths.push('/articles/cheap-affordable-insurance');
  return paths.map((path) => findRoute(path)!);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
