import type { RecordMessages } from '../../shared/messages/records-en.js';
import { RATIO_DECIMALS, type ComplaintLine, type ComplaintYear, type NewYorkRecord } from '../../shared/review-record-schema.js';
import { LANG_TAGS, type Lang } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';

/**
 * "Complaints to New York's regulator" on an insurer page (decisions 042, 067, 078): the group's
 * companies in DFS's latest ranking, by legal name and NAIC code, with DFS's rank always and a
 * mark beside a rank or ratio that two complaints could move across the average (DFS's own
 * warning), recent years for every company ranked in them, each ratio as precise as its source,
 * and the credit DFS's data asks for. A group none of whose companies DFS ranked says so.
 */

export const COMPLAINT_RECORD_ID = 'complaint-record';
export const DFS_RANKING_URL = 'https://www.dfs.ny.gov/consumers/auto_insurance/auto_insurance_complaint_ranking';
/** Texas's index may be linked, not republished: TDI's terms allow non-commercial copying only (content/data/README.md). */
export const TEXAS_INDEX_URL = 'https://data.texas.gov/d/pa9u-9s9w';

/** A ratio to RATIO_DECIMALS decimals, in the page's language's digits. */
const ratioText = (ratio: number, lang: Lang) =>
  ratio.toLocaleString(LANG_TAGS[lang], { minimumFractionDigits: RATIO_DECIMALS, maximumFractionDigits: RATIO_DECIMALS });
const millionsText = (millions: number, lang: Lang, words: RecordMessages['complaints']) =>
  words.millions(millions.toLocaleString(LANG_TAGS[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** What the New York section shows: a group's record, the fact that none of its companies was ranked, or that it has no company to look up. */
export interface NewYorkSection {
  name: string;
  newYork: NewYorkRecord | null;
  /** The filing years DFS's file covers. */
  years: { first: number; last: number };
  /** Whether the map names any legal company of the group. */
  mapped: boolean;
}

export function ComplaintRecord({ name, newYork, years, mapped }: NewYorkSection) {
  const words = useMessages().records.complaints;
  const insurerWords = useMessages().insurers.newYork;
  return (
    <section className="review-record" aria-labelledby={COMPLAINT_RECORD_ID}>
      <h2 id={COMPLAINT_RECORD_ID}>{words.heading}</h2>
      <p>{words.intro}</p>
      {newYork ? (
        <Ranked record={newYork} name={name} />
      ) : (
        <p>{mapped ? insurerWords.notRanked(name, years.first, years.last) : insurerWords.unmapped(name)}</p>
      )}
      <p className="review-record__credit">
        {words.credit(newYork ? creditYears(newYork, words) : words.filingYears(years.first, years.last))}{' '}
        <a href={DFS_RANKING_URL} rel="noopener noreferrer">
          {words.rankingPage}
        </a>
        {words.howItRanks}
        <a href={TEXAS_INDEX_URL} rel="noopener noreferrer">
          {words.texasIndexes}
        </a>
        .
      </p>
    </section>
  );
}

function creditYears(record: NewYorkRecord, words: RecordMessages['complaints']): string {
  const years = record.trend.companies.length > 0 ? record.trend.years.map((year) => year.year) : [record.latest.year];
  return years.length > 1 ? words.filingYears(years[0]!, years.at(-1)!) : words.filingYear(years[0]!);
}

/** A ratio with its marks: computed from DFS's counts (*), and near the year's all-company ratio (†) unless a rank beside it carries that mark. */
function RatioCell({ line, markNearAverage }: { line: ComplaintLine; markNearAverage: boolean }) {
  const { lang } = usePage();
  const words = useMessages().records.complaints;
  const marks = [line.computed && words.computedMark, markNearAverage && line.nearAverage && words.nearAverageMark].filter(Boolean);
  return <td data-year={line.year}>{[ratioText(line.ratio, lang), ...marks].join(' ')}</td>;
}

/** The notes the marks point to: each rounded year shown, and the all-company ratio of each year with a marked line. */
function MarkNotes({ years, lines }: { years: ComplaintYear[]; lines: ComplaintLine[] }) {
  const { lang } = usePage();
  const words = useMessages().records.complaints;
  const marked = years.filter((year) => lines.some((line) => line.year === year.year && line.nearAverage));
  return (
    <>
      {years
        .filter((year) => year.computed && lines.some((line) => line.year === year.year))
        .map((year) => (
          <p key={`computed-${year.year}`}>{words.computed(year.year, year.sourceDecimals, RATIO_DECIMALS)}</p>
        ))}
      {marked.length > 0 && <p>{words.nearAverage(marked.map((year) => words.yearRatio(ratioText(year.allCompanyRatio, lang), year.year)).join('; '))}</p>}
    </>
  );
}

function Ranked({ record, name }: { record: NewYorkRecord; name: string }) {
  const { latest, lines, earlier, trend } = record;
  const { lang } = usePage();
  const words = useMessages().records.complaints;
  const trendLines = trend.companies.flatMap((company) => company.lines.filter((line): line is ComplaintLine => line !== null));
  return (
    <>
      {lines.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="complaints-caption">
          <table className="data-table data-table--complaints">
            <caption id="complaints-caption">{words.caption(name, latest.year, latest.ranked)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.company}</th>
                <th scope="col">{words.naicCode}</th>
                <th scope="col">{words.upheld}</th>
                <th scope="col">{words.premiums}</th>
                <th scope="col">{words.perMillion}</th>
                <th scope="col">{words.rank}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.naic} data-naic={line.naic}>
                  <th scope="row">{line.company}</th>
                  <td>{line.naic}</td>
                  <td>{line.upheld}</td>
                  <td>{millionsText(line.premiumsMillions, lang, words)}</td>
                  <RatioCell line={line} markNearAverage={false} />
                  <td>{line.nearAverage ? `${words.rankOf(line.rank, line.ranked)} ${words.nearAverageMark}` : words.rankOf(line.rank, line.ranked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {trend.companies.length === 0 && <MarkNotes years={[latest]} lines={lines} />}
      {earlier.length > 0 && (
        <p>
          {words.earlier(latest.year)}
          {earlier.map((company) => words.earlierCompany(company.company, company.naic, company.lastYear)).join('; ')}.
        </p>
      )}
      {trend.companies.length > 0 && (
        <>
          <Trend trend={trend} />
          <MarkNotes years={trend.years} lines={trendLines} />
        </>
      )}
    </>
  );
}

function Trend({ trend }: { trend: NewYorkRecord['trend'] }) {
  const words = useMessages().records.complaints;
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="complaints-trend-caption">
        <table className="data-table data-table--complaints">
          <caption id="complaints-trend-caption">{words.trendCaption(trend.years[0]!.year, trend.years.at(-1)!.year)}</caption>
          <thead>
            <tr>
              <th scope="col">{words.company}</th>
              {trend.years.map((year) => (
                <th scope="col" key={year.year}>
                  {year.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.companies.map((company) => (
              <tr key={company.naic} data-naic={company.naic}>
                <th scope="row">{company.company}</th>
                {company.lines.map((line, index) =>
                  line === null ? <td key={trend.years[index]!.year}>{words.notRanked}</td> : <RatioCell key={line.year} line={line} markNearAverage />,
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{words.ratiosNotRanks}</p>
    </>
  );
}
