import type { InsurerRecord, InsurerSurvey, SourceRef } from '../../shared/insurer-record.js';
import type { Messages } from '../../shared/messages/index.js';
import type { Survey as PriceSurvey } from '../../shared/price-schema.js';
import { profileSummary } from '../words/profile-words.js';
import { usdWhole } from '../../shared/money.js';
import { LANG_TAGS, samplePremiumsPath, type Lang } from '../../shared/routes.js';
import { stateNameIn } from '../../shared/us-states.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';
import { ComplaintRecord, COMPLAINT_RECORD_ID } from './ComplaintRecord.js';
import { InsurerSituations, INSURER_SITUATIONS_ID } from './InsurerSituations.js';

/**
 * The record sections of an insurer page (decision 078), the same on a written review and on a
 * group's page: who the group is (its legal companies and market share, each with the document
 * it comes from), its New York complaint record, what its companies charged each survey's base
 * driver, how its companies' prices changed on the driver-situation pages that list them (only
 * where one does), and what none of this can tell. A brand the map places in no group (record null), or a
 * group with no sourced company, says so in each section instead of showing anyone else's record.
 */

const INSURER_COMPANIES_ID = 'insurer-companies';
const SURVEY_PREMIUMS_ID = 'survey-premiums';
const CANNOT_TELL_ID = 'cannot-tell';
const NAIC_CONSUMER_SEARCH_URL = 'https://content.naic.org/cis_consumer_information.htm';
const STATE_DEPARTMENTS_URL = 'https://content.naic.org/state-insurance-departments';

export interface InsurerSectionsData {
  /** The name the page is about: the group's, or a written review's brand. */
  name: string;
  record: InsurerRecord | null;
  /** The filing years DFS's file covers. */
  dfsYears: { first: number; last: number };
  /** The credit line of the compilation the survey premiums come from (English, as its licence words it). */
  surveyCredit: string | undefined;
  /** The surveys in the page's language: their titles, rate dates, drivers and place names in its words. */
  priceSurveys: readonly PriceSurvey[];
}

/** The sections' entries in a table of contents, in their order. */
export function insurerToc({ name, record }: Pick<InsurerSectionsData, 'name' | 'record'>, messages: Messages): { id: string; text: string }[] {
  return [
    { id: INSURER_COMPANIES_ID, text: messages.insurers.who.heading(name) },
    { id: COMPLAINT_RECORD_ID, text: messages.records.complaints.heading },
    { id: SURVEY_PREMIUMS_ID, text: messages.insurers.surveys.heading },
    ...(withSituations(record) ? [{ id: INSURER_SITUATIONS_ID, text: messages.insurers.situations.heading }] : []),
    { id: CANNOT_TELL_ID, text: messages.insurers.cannotTell.heading },
  ];
}

/** A group some driver-situation page lists a company of: only then the section, and its entry in the table of contents. */
function withSituations(record: InsurerRecord | null): record is InsurerRecord {
  return record !== null && record.situations.length > 0;
}

/** English source words inside a Spanish page carry their language. */
function English({ text, lang }: { text: string; lang: Lang }) {
  return lang === 'en' ? <>{text}</> : <span lang="en">{text}</span>;
}

function SourceLink({ source, lang }: { source: SourceRef; lang: Lang }) {
  return (
    <>
      <a href={source.url} rel="noopener noreferrer" hrefLang="en">
        <English text={source.title} lang={lang} />
      </a>
      {` (${source.date}), `}
      <English text={source.locator} lang={lang} />
    </>
  );
}

export function InsurerSections({ name, record, dfsYears, surveyCredit, priceSurveys }: InsurerSectionsData) {
  const mapped = record !== null && record.companies.length > 0;
  return (
    <>
      <Who name={name} record={record} />
      <ComplaintRecord name={name} newYork={record?.newYork ?? null} years={dfsYears} mapped={mapped} />
      <Surveys name={name} record={mapped ? record : null} surveyCredit={surveyCredit} priceSurveys={priceSurveys} />
      {withSituations(record) && <InsurerSituations record={record} priceSurveys={priceSurveys} />}
      <CannotTell />
    </>
  );
}

/** A share as printed ("18.87"), in the page's digits with the same decimals. */
function shareText(printed: string, lang: Lang): string {
  const decimals = printed.split('.')[1]?.length ?? 0;
  return Number(printed.replaceAll(',', '')).toLocaleString(LANG_TAGS[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

function Who({ name, record }: { name: string; record: InsurerRecord | null }) {
  const words = useMessages().insurers.who;
  const { lang } = usePage();
  return (
    <section className="review-record" aria-labelledby={INSURER_COMPANIES_ID}>
      <h2 id={INSURER_COMPANIES_ID}>{words.heading(name)}</h2>
      {record === null ? (
        <p>{words.noGroup(name)}</p>
      ) : (
        <>
          <p>{words.share(record.name, record.shareRank, record.share.groups, shareText(record.marketShare, lang), record.share.dataYear)}</p>
          <p className="review-record__credit">
            {words.shareSource(record.share.publisher)}
            <SourceLink source={record.share.source} lang={lang} />.
          </p>
          {record.companies.length === 0 ? (
            <p>{words.none(record.name)}</p>
          ) : (
            <>
              <p>{words.companies(record.name, record.companies.length)}</p>
              <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="companies-caption">
                <table className="data-table">
                  <caption id="companies-caption">{words.caption(record.name)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{words.company}</th>
                      <th scope="col">{words.naicCode}</th>
                      <th scope="col">{words.placedBy}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {record.companies.map((company) => (
                      <tr key={company.name} data-naic={company.naic ?? ''}>
                        <th scope="row">{company.name}</th>
                        <td>{company.naic ?? words.noCode}</td>
                        <td>
                          <SourceLink source={company.membership} lang={lang} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

function Surveys({
  name,
  record,
  surveyCredit,
  priceSurveys,
}: {
  name: string;
  record: InsurerRecord | null;
  surveyCredit: string | undefined;
  priceSurveys: readonly PriceSurvey[];
}) {
  const words = useMessages().insurers.surveys;
  const { lang } = usePage();
  return (
    <section className="review-record" aria-labelledby={SURVEY_PREMIUMS_ID}>
      <h2 id={SURVEY_PREMIUMS_ID}>{words.heading}</h2>
      <p>{words.intro}</p>
      {record === null ? (
        <p>{words.unmapped(name)}</p>
      ) : (
        <>
          {record.surveys.map((survey) => (
            <Survey key={survey.surveyId} name={record.name} survey={survey} words={priceSurveys.find((candidate) => candidate.id === survey.surveyId)!} />
          ))}
          {surveyCredit && (
            <p className="review-record__credit">
              <English text={`${surveyCredit}.`} lang={lang} />
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** One survey: the figures from the record, the words (title, driver, rate date, places) from the page's language's survey. */
function Survey({ name, survey, words: surveyWords }: { name: string; survey: InsurerSurvey; words: PriceSurvey }) {
  const words = useMessages().insurers.surveys;
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const base = surveyWords.profiles.find((profile) => profile.id === survey.profile.id)!;
  const labelOf = (place: string) => surveyWords.places.find((candidate) => candidate.name === place)?.label ?? place;
  const state = stateNameIn(survey.code, lang);
  const captionId = `survey-${survey.surveyId}-caption`;
  const present = survey.places.filter((place) => place.cheapest !== null);
  return (
    <div data-survey={survey.surveyId}>
      <h3>
        <a href={samplePremiumsPath(survey.code, lang)}>{words.surveyHeading(state, surveyWords.title)}</a>
      </h3>
      <p>
        {words.baseDriver(profileSummary(base.facts, locale), surveyWords.effective)} {words.source}
        {`${surveyWords.publisher}, `}
        <a href={survey.url} rel="noopener noreferrer">
          {surveyWords.title}
        </a>
        .
      </p>
      {present.length === 0 ? (
        <p>{words.notInSurvey(name)}</p>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
            <table className="data-table">
              <caption id={captionId}>{words.caption(name, state)}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.place}</th>
                  <th scope="col">{words.company}</th>
                  <th scope="col">{words.premium}</th>
                  <th scope="col">{words.position}</th>
                  <th scope="col">{words.difference}</th>
                </tr>
              </thead>
              <tbody>
                {survey.places.map(({ place, companies, cheapest }) => (
                  <tr key={place} data-place={place}>
                    <th scope="row">{labelOf(place)}</th>
                    {cheapest ? (
                      <>
                        <td>{cheapest.program ? `${cheapest.carrier} (${words.program(cheapest.program)})` : cheapest.carrier}</td>
                        <td data-annual={cheapest.annual}>{usdWhole(cheapest.annual, locale)}</td>
                        <td data-position={cheapest.position} data-companies={companies}>
                          {words.positionOf(cheapest.position, companies)}
                        </td>
                        <td data-difference={cheapest.differenceFromMedian}>
                          {cheapest.differenceFromMedian < 0
                            ? words.below(usdWhole(-cheapest.differenceFromMedian, locale))
                            : cheapest.differenceFromMedian > 0
                              ? words.above(usdWhole(cheapest.differenceFromMedian, locale))
                              : words.atMedian}
                        </td>
                      </>
                    ) : (
                      <td colSpan={4}>{words.notInPlace}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="review-record__credit">
            {words.locators}
            {present.map((place, index) => (
              <span key={place.place}>
                {index > 0 && '; '}
                {`${labelOf(place.place)}: `}
                <English text={place.cheapest!.locator} lang={lang} />
              </span>
            ))}
            .
          </p>
        </>
      )}
    </div>
  );
}

function CannotTell() {
  const words = useMessages().insurers.cannotTell;
  return (
    <section className="review-record" aria-labelledby={CANNOT_TELL_ID}>
      <h2 id={CANNOT_TELL_ID}>{words.heading}</h2>
      <p>
        {words.text}
        <a href={NAIC_CONSUMER_SEARCH_URL} rel="noopener noreferrer" hrefLang="en">
          {words.naicSearch}
        </a>
        {words.or}
        <a href={STATE_DEPARTMENTS_URL} rel="noopener noreferrer" hrefLang="en">
          {words.stateDepartment}
        </a>
        {words.end}
      </p>
    </section>
  );
}
