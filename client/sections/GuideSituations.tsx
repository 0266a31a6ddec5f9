import { situationPath, situationsPath } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { inSentence } from '../words/state-words.js';

/** One situation page a guide links to: its state, its slug in the page's language and its title. */
export interface GuideSituation {
  state: StateCode;
  slug: string;
  title: string;
}

export const GUIDE_SITUATIONS_ID = 'situation-costs';

/**
 * On a guide, the driver-situation pages content/situations.yaml names it for: each linked by
 * its title and state, then each of those states' lists. The paths are the route table's, made
 * from the same built situations the pages are, so a link cannot outlive its page.
 */
export function GuideSituations({ situations }: { situations: readonly GuideSituation[] }) {
  const { lang } = usePage();
  const words = useMessages().situations;
  const states = [...new Set(situations.map((situation) => situation.state))];
  return (
    <section aria-labelledby={GUIDE_SITUATIONS_ID}>
      <h2 id={GUIDE_SITUATIONS_ID}>{words.guide.heading}</h2>
      <p>{words.guide.intro}</p>
      <ul>
        {situations.map((situation) => (
          <li key={`${situation.state}-${situation.slug}`}>
            <a href={situationPath(situation.state, situation.slug, lang)}>{words.pageTitle(situation.title, inSentence(situation.state, lang))}</a>
          </li>
        ))}
      </ul>
      <ul>
        {states.map((state) => (
          <li key={state}>
            <a href={situationsPath(state, lang)}>{words.guide.all(inSentence(state, lang))}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
