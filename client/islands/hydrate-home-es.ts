import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { HOME_ISLANDS } from './home-islands.js';
import { hydrateIslands } from './hydrate.js';
import type { HydrationState, StaticProps } from '../../shared/hydration.js';

/** The Spanish home page's hydration: the same islands, with the Spanish words only. */
export function hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>, intent: Event): void {
  hydrateIslands(HOME_ISLANDS, ISLANDS_ES, state, staticProps, intent);
}
