import { percentChange, usdWhole } from '../../shared/money.js';
import { LANG_TAGS } from '../../shared/routes.js';
import type { SituationFigure, SituationPage, SituationPlace } from '../../shared/situation-schema.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { locatorColumn, type LocatorColumn } from '../words/locators.js';

/** An insurer page to link: the group's name and the page's path in the page's language. */
export interface InsurerLink {
  name: string;
  path: string;
}

/**
 * "Company by company" on a driver-situation page: in each place, every company's yearly premium
 * for the two sample drivers and the change, lowest premium with the situation first; the
 * companies that priced only one of them, named and left out; the insurer pages of the groups
 * these companies belong to; and where each figure is in the department's data, every locator in
 * full (its shared start and end written once).
 */
export function SituationPlaces({ page, insurers }: { page: SituationPage; insurers: readonly InsurerLink[] }) {
  const words = useMessages().situations.companies;
  return (
    <section aria-labelledby="companies">
      <h2 id="companies">{words.heading}</h2>
      <p>{words.intro}</p>
      {page.survey.sixMonth && <p>{words.sixMonth}</p>}
      {(page.apart || page.placesWithoutPair.length > 0 || page.survey.printedNames.length > 0) && (
        <ul>
          {page.apart && (
            <li>
              {words.apart(page.apart.carriers.join('; '))}
              {page.apart.why}
            </li>
          )}
          {page.placesWithoutPair.length > 0 && <li>{words.placesWithoutPair(page.placesWithoutPair.join('; '))}</li>}
          {page.survey.printedNames.map((name) => (
            <li key={name.carrier}>
              &ldquo;{name.carrier}&rdquo;: {name.note}
            </li>
          ))}
        </ul>
      )}
      {insurers.length > 0 && (
        <p data-insurers="">
          {words.insurers}
          {insurers.map((insurer, index) => (
            <span key={insurer.path}>
              {index > 0 && ', '}
              <a href={insurer.path}>{insurer.name}</a>
            </span>
          ))}
          .
        </p>
      )}
      {page.places.map((place, index) => (
        <Place key={place.name} place={place} id={`place-${index}`} />
      ))}
    </section>
  );
}

function Place({ place, id }: { place: SituationPlace; id: string }) {
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const words = useMessages().situations.companies;
  const money = (figure: SituationFigure) => usdWhole(figure.annual, locale);
  const rateDates = place.rows.some((row) => row.without.rateDate !== undefined || row.with.rateDate !== undefined);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{place.label}</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className="data-table survey-table">
          <caption id={`${id}-caption`}>{words.caption(place.label)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.company}</th>
              <th scope="col">{words.without}</th>
              <th scope="col">{words.with}</th>
              <th scope="col">{words.change}</th>
              {rateDates && <th scope="col">{words.rateDate}</th>}
            </tr>
          </thead>
          <tbody>
            {place.rows.map((row) => (
              <tr key={row.carrier}>
                <th scope="row">{row.carrier}</th>
                <td>{money(row.without)}</td>
                <td>{money(row.with)}</td>
                <td>{percentChange(row.change, locale)}</td>
                {rateDates && <td>{[...new Set([row.without.rateDate, row.with.rateDate].filter((date) => date !== undefined))].join('; ')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {place.pricedOnce.length > 0 && (
        <p>
          {words.pricedOnce(place.pricedOnce.length)}
          {place.pricedOnce.map((once) => (once.priced === 'without' ? words.pricedWithout : words.pricedWith)(once.carrier, money(once.figure))).join('; ')}.
        </p>
      )}
      <Locators place={place} id={id} />
    </section>
  );
}

/** Each figure's locator: the companies compared, then those priced once, each side's shared start and end said once. */
function Locators({ place, id }: { place: SituationPlace; id: string }) {
  const { lang } = usePage();
  const words = useMessages().situations.companies;
  const english = lang === 'en' ? undefined : 'en';
  const entries = [
    ...place.rows.map((row) => ({ carrier: row.carrier, without: row.without.locator, with: row.with.locator })),
    ...place.pricedOnce.map((once) => ({
      carrier: once.carrier,
      without: once.priced === 'without' ? once.figure.locator : '',
      with: once.priced === 'with' ? once.figure.locator : '',
    })),
  ];
  const without = columnOf(entries.map((entry) => entry.without));
  const withSituation = columnOf(entries.map((entry) => entry.with));
  return (
    <details className="locators">
      <summary>{words.locators}</summary>
      <p>{words.locatorsIntro}</p>
      <ul>
        <li>
          {words.locatorsWithout}
          <span lang={english}>{`${without.start}…${without.end}`}</span>
        </li>
        <li>
          {words.locatorsWith}
          <span lang={english}>{`${withSituation.start}…${withSituation.end}`}</span>
        </li>
      </ul>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-locators`}>
        <table className="data-table locator-table">
          <caption id={`${id}-locators`}>{words.locatorsCaption(place.label)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.company}</th>
              <th scope="col">{words.without}</th>
              <th scope="col">{words.with}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={entry.carrier}>
                <th scope="row">{entry.carrier}</th>
                <td lang={english}>{without.parts[index]}</td>
                <td lang={english}>{withSituation.parts[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A side's locators, '' where a company has no figure on that side, as one column: each entry's own part, in order. */
function columnOf(locators: readonly string[]): LocatorColumn {
  const column = locatorColumn(locators.filter((locator) => locator !== ''));
  let next = 0;
  return { ...column, parts: locators.map((locator) => (locator === '' ? '' : column.parts[next++]!)) };
}
