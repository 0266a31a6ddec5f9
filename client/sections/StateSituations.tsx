import { percentChange } from '../../shared/money.js';
import { LANG_TAGS } from '../../shared/routes.js';
import type { StateSituations as StateSituationsData } from '../../shared/situation-schema.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';

/**
 * A state's driver situations (the body of its situations index): each situation its survey
 * isolates, linked to its page, with the median change over every company and place. `pathOf`
 * gives a situation's address in the page's language (the route table's to define, from its slug).
 */
export function StateSituations({
  index,
  pathOf,
  labelledBy,
}: {
  index: StateSituationsData;
  pathOf: (situation: StateSituationsData['situations'][number]) => string;
  /** The id of the heading this section is under (the index page's h1). */
  labelledBy: string;
}) {
  const { lang } = usePage();
  const locale = LANG_TAGS[lang];
  const words = useMessages().situations.index;
  return (
    <section aria-labelledby={labelledBy}>
      <p>{words.intro(index.surveyPublisher, index.surveyTitle)}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="situations-caption">
        <table className="data-table survey-table">
          <caption id="situations-caption">{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.situation}</th>
              <th scope="col">{words.median}</th>
              <th scope="col">{words.comparisons}</th>
            </tr>
          </thead>
          <tbody>
            {index.situations.map((situation) => (
              <tr key={situation.id}>
                <th scope="row">
                  <a href={pathOf(situation)}>{situation.title}</a>
                </th>
                <td>{percentChange(situation.median, locale)}</td>
                <td>{words.compared(situation.companies, situation.places)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
