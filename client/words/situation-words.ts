import { percentChange } from '../../shared/money.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { LANG_TAGS, type Lang } from '../../shared/routes.js';
import type { SituationPage } from '../../shared/situation-schema.js';
import { inSentence } from './state-words.js';

/**
 * A situation page's heading (also its title), meta description and lead, in the page's
 * language: what its route module puts in the head and above SituationComparison.
 */
export function situationHead(page: SituationPage, lang: Lang): { title: string; description: string; lead: string } {
  const words = MESSAGES[lang].situations;
  const where = inSentence(page.state, lang);
  return {
    title: words.pageTitle(page.title, where),
    description: words.description(page.title, where, page.overall.companies, percentChange(page.overall.median, LANG_TAGS[lang])),
    lead: words.lead(page.overall.companies, page.overall.places, page.survey.publisher, page.survey.title),
  };
}
