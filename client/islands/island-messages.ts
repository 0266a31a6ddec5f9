import { createContext, useContext } from 'react';
import type { IslandMessages } from '../../shared/messages/islands-en.js';

/**
 * The islands' words in the page's language. The server's render provides the page's
 * catalogue; in the browser each language's entry provides its own (client/entries/), so a
 * bundle carries one language's words only. No default: a missing provider is a bug, never
 * a silent fall back to English.
 */
export const IslandMessagesContext = createContext<IslandMessages | null>(null);

export function useIslandMessages(): IslandMessages {
  const messages = useContext(IslandMessagesContext);
  if (!messages) throw new Error('an island rendered without its messages');
  return messages;
}
