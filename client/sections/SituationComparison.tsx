import { formatDate, percentChange, usdWhole } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { DATA_SOURCES_PATH, LANG_TAGS, localPath, samplePremiumsPath } from '../../shared/routes.js';
import type { SituationExtreme, SituationPage } from '../../shared/situation-schema.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { pricesSinceSentence } from '../words/price-words.js';
import { inSentence } from '../words/state-words.js';
import { SituationPlaces, type InsurerLink } from './SituationPlaces.js';

/**
 * The body of a driver-situation page (below its heading): what the situation is and which two
 * of the regulator's sample drivers measure it, what it changed (the median over every company
 * and place, and each place's lowest, highest and cheapest), every company's premiums without and
 * with it with their locators (SituationPlaces), what the survey cannot say, and the sources.
 * Every figure is the build's (scripts/build/situations.ts), formatted here with Intl.
 */

/**
 * `page` is one state's page for one situation in the page's language; `cpi` the index the price
 * pages use to say prices have moved since; `insurers` the insurer pages of the groups whose companies it lists.
 */
export function SituationComparison({ page, cpi, insurers }: { page: SituationPage; cpi: PriceContent['cpi']; insurers: readonly InsurerLink[] }) {
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const words = useMessages().situations;
  const samples = useMessages().state.samples;
  const where = inSentence(page.state, lang);
  const { survey } = page;
  return (
    <>
      <section aria-labelledby="situation">
        <h2 id="situation">{words.situation.heading}</h2>
        <p>{page.summary}</p>
        <Differences page={page} />
        <p>{words.situation.drivers}</p>
        <p>
          <strong>{words.situation.withoutDriver(page.without.profileId)}</strong>
        </p>
        {/* The department's own definitions: official English text. */}
        <blockquote className="survey-profile" lang="en">
          {page.without.description}
        </blockquote>
        <p>
          <strong>{words.situation.withDriver(page.with.profileId)}</strong>
        </p>
        <blockquote className="survey-profile" lang="en">
          {page.with.description}
        </blockquote>
        <p>
          <a href={samplePremiumsPath(page.state, lang)}>{words.situation.allPremiums(where)}</a>
        </p>
      </section>

      <section aria-labelledby="changed">
        <h2 id="changed">{words.changed.heading}</h2>
        <p>{words.changed.overall(percentChange(page.overall.median, locale), page.overall.comparisons, page.overall.companies, page.overall.places)}</p>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="changed-caption">
          <table className="data-table situation-summary">
            <caption id="changed-caption">{words.changed.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.changed.place}</th>
                <th scope="col">{words.changed.median}</th>
                <th scope="col">{words.changed.lowest}</th>
                <th scope="col">{words.changed.highest}</th>
                <th scope="col">{words.changed.cheapest}</th>
              </tr>
            </thead>
            <tbody>
              {page.places.map((place) => (
                <tr key={place.name}>
                  <th scope="row">{place.label}</th>
                  <td>{percentChange(place.median, locale)}</td>
                  <td>{extremeText(place.lowest, (value) => percentChange(value, locale), words.changed)}</td>
                  <td>{extremeText(place.highest, (value) => percentChange(value, locale), words.changed)}</td>
                  <td>{extremeText(place.cheapest, (value) => usdWhole(value, locale), words.changed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{words.changed.notAdvice}</p>
      </section>

      <SituationPlaces page={page} insurers={insurers} />

      <section aria-labelledby="cannot">
        <h2 id="cannot">{words.cannot.heading}</h2>
        <ul>
          <li>{words.cannot.situation(page.cannot)}</li>
          <li>{words.cannot.otherStates(where)}</li>
          <li>{words.cannot.otherDrivers}</li>
          <li>{words.cannot.otherCompanies}</li>
        </ul>
      </section>

      <section aria-labelledby="about">
        <h2 id="about">{samples.about}</h2>
        <ul>
          <li>{samples.notQuotes}</li>
          <li>{pricesSinceSentence(cpi, survey.rates, locale)}</li>
          <li>{survey.coverage}</li>
          {survey.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources">
        <h2 id="sources">{words.sources}</h2>
        <p>
          {survey.publisher},{' '}
          <a href={survey.url} rel="noopener noreferrer">
            {survey.title}
          </a>
          , {survey.effective}
          {samples.sourcesText(formatDate(survey.checked, locale))}
          <a href={localPath(lang, DATA_SOURCES_PATH)}>{samples.howWeCredit}</a>.
        </p>
      </section>
    </>
  );
}

/** The profile fields the two drivers differ in: the labels are ours, the values as the compilers coded them (English). */
function Differences({ page }: { page: SituationPage }) {
  const { lang } = usePage();
  const words = useMessages().situations.situation;
  const english = lang === 'en' ? undefined : 'en';
  const value = (text: string) => (text === '' ? words.notRecorded : <span lang={english}>{text}</span>);
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="differences-caption">
      <table className="data-table">
        <caption id="differences-caption">{words.differencesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.field}</th>
            <th scope="col">{words.without}</th>
            <th scope="col">{words.with}</th>
          </tr>
        </thead>
        <tbody>
          {page.differences.map((difference) => (
            <tr key={difference.field}>
              <th scope="row">
                {difference.field.startsWith('other.') ? (
                  <>
                    {words.otherField}
                    <span lang={english}>{difference.field.slice('other.'.length)}</span>
                  </>
                ) : (
                  (words.fieldNames[difference.field] ?? <span lang={english}>{difference.field}</span>)
                )}
              </th>
              <td>{value(difference.without)}</td>
              <td>{value(difference.with)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "+52%: Company A; Company B": an extreme and every company that has exactly it. */
function extremeText(
  extreme: SituationExtreme,
  format: (value: number) => string,
  words: { extreme: (value: string, carriers: string) => string; and: string },
): string {
  return words.extreme(format(extreme.value), extreme.carriers.join(words.and));
}
