import { INSURER_INDEX_PATH, localPath } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from '../frame/use-messages.js';
import { DFS_RANKING_URL, TEXAS_INDEX_URL } from './ComplaintRecord.js';

/**
 * The data sources page's entry for New York DFS's complaint rankings (decisions 042, 078): what
 * they count, how we group companies and mark the small ones, where the file came from and how
 * we credit it. The years come from the build.
 */
export function ComplaintSource({ years: { first, last } }: { years: { first: number; last: number } }) {
  const { lang } = usePage();
  const complaints = useMessages().records.complaints;
  const words = useMessages().records.source;
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
          <a href={localPath(lang, INSURER_INDEX_PATH)}>{words.indexLink}</a>
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
