import { routesIn } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';
import type { ReviewRecord } from '../../shared/review-record-schema.js';
import { DFS_RANKING_URL, TEXAS_INDEX_URL } from './ComplaintRecord.js';

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
  const { lang } = usePage();
  const complaints = useMessages().records.complaints;
  const words = useMessages().records.source;
  const reviews = routesIn(lang).filter((route) => route.kind === 'review');
  return (
    <>
      <h2 id="complaints">{words.heading}</h2>
      <ul>
        <li>
          {words.publisher(first, last)}
          <a href={DFS_RANKING_URL} rel="noopener noreferrer">
            {complaints.rankingPage}
          </a>
          {words.eachRow}
        </li>
        <li>
          {words.shownOn}
          {reviews.map((route, index) => (
            <span key={route.path}>
              {index > 0 && (index === reviews.length - 1 ? words.and : ', ')}
              <a href={route.path}>{route.label}</a>
            </span>
          ))}
          {words.grouping}
        </li>
        <li>{words.copy}</li>
        <li>
          {words.credit(
            complaints
              .credit(complaints.filingYear(last))
              .replace(/^[^:]+: /, '')
              .replace(/\.$/, ''),
          )}
        </li>
        <li>
          {words.texas}
          <a href={TEXAS_INDEX_URL} rel="noopener noreferrer">
            {words.texasIndexes}
          </a>
          {words.texasWhy}
        </li>
      </ul>
    </>
  );
}
