import { MESSAGES, type Messages } from '../../shared/messages/index.js';
import { usePage } from '../page-context.js';

/** The interface words in the language of the page being rendered (server only). */
export function useMessages(): Messages {
  return MESSAGES[usePage().lang];
}
