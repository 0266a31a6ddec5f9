import type { ComplaintLine, NewYorkRecord, ReviewRecord } from '../../shared/review-record-schema.js';

/**
 * "Complaints to New York's regulator" on a review (decision 042): the brand's companies in
 * DFS's latest ranking, by legal name and NAIC code, with "too few to compare" where DFS's
 * own warning applies, recent years for the others, and the credit DFS's data asks for. A
 * brand that is not in the rankings says so, and why no other company's record stands in.
 */

export const COMPLAINT_RECORD_ID = 'complaint-record';
export const DFS_RANKING_URL = 'https://www.dfs.ny.gov/consumers/auto_insurance/auto_insurance_complaint_ranking';
/** Texas's index may be linked, not republished: TDI's terms allow non-commercial copying only (content/data/README.md). */
export const TEXAS_INDEX_URL = 'https://data.texas.gov/d/pa9u-9s9w';

const ratioText = (ratio: number) => ratio.toFixed(4);
const premiumsText = (millions: number) => `$${millions.toFixed(1)} million`;
const TOO_FEW = 'Too few to compare';

export function dfsCredit(years: string): string {
  return `Source: New York State Department of Financial Services, Automobile Insurance Company Complaint Rankings, ${years}, via data.ny.gov.`;
}

export function ComplaintRecord({ record }: { record: ReviewRecord }) {
  const { newYork } = record;
  return (
    <section className="review-record" aria-labelledby={COMPLAINT_RECORD_ID}>
      <h2 id={COMPLAINT_RECORD_ID}>Complaints to New York's regulator</h2>
      <p>
        New York's Department of Financial Services (DFS) ranks the companies that sell car insurance in New York by their upheld complaints: complaints made to
        DFS in which it agreed with the customer that the insurer had decided wrongly, per $1 million of the company's New York premiums. Lower is better. DFS
        ranks legal companies, not brands. {record.grouping}
      </p>
      {'absent' in newYork ? (
        <p>
          {`${record.brand} is not in DFS's rankings for filing years ${newYork.firstYear} to ${newYork.lastYear}. `}
          {newYork.absent}
        </p>
      ) : (
        <Ranked record={newYork} brand={record.brand} />
      )}
      {record.excluded.length > 0 && (
        <p>
          Not counted:{' '}
          {record.excluded.map((company, index) => (
            <span key={company.naic}>
              {index > 0 && ' '}
              {`${company.company} (NAIC ${company.naic}). ${company.why}`}
            </span>
          ))}
        </p>
      )}
      <p className="review-record__credit">
        {'absent' in newYork ? dfsCredit(`filing years ${newYork.firstYear}–${newYork.lastYear}`) : dfsCredit(creditYears(newYork))}{' '}
        <a href={DFS_RANKING_URL} rel="noopener noreferrer">
          DFS's ranking page
        </a>{' '}
        says how it ranks. Other states count complaints their own way, so we do not combine their figures with New York's. Texas publishes a complaint index
        too; its terms allow only non-commercial copying, so we link it instead:{' '}
        <a href={TEXAS_INDEX_URL} rel="noopener noreferrer">
          Texas Department of Insurance complaint indexes
        </a>
        .
      </p>
    </section>
  );
}

function creditYears(record: NewYorkRecord): string {
  const years = record.trend.companies.length > 0 ? record.trend.years : [record.latest.year];
  return years.length > 1 ? `filing years ${years[0]}–${years.at(-1)}` : `filing year ${years[0]}`;
}

function Ranked({ record, brand }: { record: NewYorkRecord; brand: string }) {
  const { latest, lines, earlier, trend } = record;
  const tooFewShown = lines.some((line) => line.tooFew);
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="complaints-caption">
        <table className="data-table data-table--complaints">
          <caption id="complaints-caption">
            {brand}'s companies in DFS's ranking for filing year {latest.year}, {latest.ranked} companies ranked
          </caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">NAIC code</th>
              <th scope="col">Upheld complaints</th>
              <th scope="col">New York premiums</th>
              <th scope="col">Upheld per $1 million</th>
              <th scope="col">Rank</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.naic} data-naic={line.naic}>
                <th scope="row">{line.company}</th>
                <td>{line.naic}</td>
                <td>{line.upheld}</td>
                <td>{premiumsText(line.premiumsMillions)}</td>
                <td>{ratioText(line.ratio)}</td>
                <td>{line.tooFew ? TOO_FEW : `${line.rank} of ${line.ranked}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tooFewShown && (
        <p>
          {`${TOO_FEW}: DFS warns that one or two more upheld complaints a year can move a small company's ratio a lot. We say so instead of giving a rank when two more upheld complaints would add more to a company's ratio than the ratio of all ranked companies together (${ratioText(latest.allCompanyRatio)} in ${latest.year}), that is, when it wrote less than ${premiumsText(latest.tooFewBelowMillions)} of New York premiums.`}
        </p>
      )}
      {earlier.length > 0 && (
        <p>
          {`Ranked in earlier years, not in ${latest.year}: `}
          {earlier.map((company) => `${company.company} (NAIC ${company.naic}, last ranked in ${company.lastYear})`).join('; ')}.
        </p>
      )}
      {trend.companies.length > 0 && <Trend trend={trend} />}
    </>
  );
}

function Trend({ trend }: { trend: NewYorkRecord['trend'] }) {
  const cell = (line: ComplaintLine | null) => (line === null ? 'Not ranked' : line.tooFew ? TOO_FEW : ratioText(line.ratio));
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="complaints-trend-caption">
        <table className="data-table data-table--complaints">
          <caption id="complaints-trend-caption">
            Upheld complaints per $1 million of New York premiums, filing years {trend.years[0]} to {trend.years.at(-1)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              {trend.years.map((year) => (
                <th scope="col" key={year}>
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.companies.map((company) => (
              <tr key={company.naic} data-naic={company.naic}>
                <th scope="row">{company.company}</th>
                {company.lines.map((line, index) => (
                  <td key={trend.years[index]}>{cell(line)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>Ratios, not ranks, over the years: DFS ranks a different number of companies each year, so ranks of different years do not compare.</p>
    </>
  );
}
