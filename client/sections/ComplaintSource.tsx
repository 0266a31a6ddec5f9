import { REVIEW_ROUTES } from '../../shared/routes.js';
import type { ReviewRecord } from '../../shared/review-record-schema.js';
import { DFS_RANKING_URL, TEXAS_INDEX_URL, dfsCredit } from './ComplaintRecord.js';

/**
 * The data sources page's entry for New York DFS's complaint rankings (decision 042): what they
 * count, how we group companies and mark the small ones, where the file came from and how we
 * credit it. The years come from the build.
 */
export function ComplaintSource({ records }: { records: ReviewRecord[] }) {
  const years = records.map((record) =>
    'absent' in record.newYork ? [record.newYork.firstYear, record.newYork.lastYear] : [record.newYork.firstYear, record.newYork.latest.year],
  );
  const first = Math.min(...years.map(([from]) => from!));
  const last = Math.max(...years.map(([, to]) => to!));
  return (
    <>
      <h2 id="complaints">New York complaint rankings</h2>
      <ul>
        <li>
          Publisher: New York State Department of Financial Services (DFS), Automobile Insurance Company Complaint Rankings, filing years {first} to {last},
          published on New York&rsquo;s open-data portal, data.ny.gov (
          <a href={DFS_RANKING_URL} rel="noopener noreferrer">
            DFS&rsquo;s ranking page
          </a>
          ). Each row is a legal company: upheld complaints to DFS per $1 million of its New York premiums, and its rank that year.
        </li>
        <li>
          Shown on our reviews of{' '}
          {REVIEW_ROUTES.map((route, index) => (
            <span key={route.path}>
              {index > 0 && (index === REVIEW_ROUTES.length - 1 ? ' and ' : ', ')}
              <a href={route.path}>{route.label}</a>
            </span>
          ))}
          . Which companies are a brand&rsquo;s is our reading of their names, said on each review. Where DFS&rsquo;s warning about small companies applies, a
          review says &ldquo;too few to compare&rdquo; instead of a rank.
        </li>
        <li>
          Our copy: an export of the dataset kept in the public repository YasinSyed-2099/Automobile-Insurance-Complaints-Rankings, copied byte for byte. We
          have not re-checked it against DFS&rsquo;s own pages.
        </li>
        <li>
          How we credit it: &ldquo;
          {dfsCredit(`filing year ${last}`)
            .replace(/^Source: /, '')
            .replace(/\.$/, '')}
          &rdquo; beside the figures, naming each legal company and its NAIC code. We never combine it with another state&rsquo;s figures.
        </li>
        <li>
          Texas&rsquo;s{' '}
          <a href={TEXAS_INDEX_URL} rel="noopener noreferrer">
            complaint indexes
          </a>{' '}
          allow only non-commercial copying, so we link them and show none of their figures.
        </li>
      </ul>
    </>
  );
}
