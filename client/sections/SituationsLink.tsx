import { situationsPath } from '../../shared/routes.js';
import type { StateSituations } from '../../shared/situation-schema.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';
import { inSentence } from '../words/state-words.js';

/** The way to a state's driver situations (its state page, its sample-premiums page): a paragraph, or nothing where its survey isolates none. */
export function SituationsLink({ index }: { index: StateSituations | undefined }) {
  const { lang } = usePage();
  const words = useMessages().situations;
  if (!index) return null;
  return (
    <p>
      <a href={situationsPath(index.state, lang)}>{words.indexLink(inSentence(index.state, lang))}</a>
      {words.indexLinkAfter(index.situations.length)}
    </p>
  );
}
