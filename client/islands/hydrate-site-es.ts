import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { hydrateIslands } from './hydrate.js';
import { SITE_ISLANDS } from './site-islands.js';
import type { HydrationState, StaticProps } from '../../shared/hydration.js';

/** A Spanish page's hydration: the site islands, with the Spanish words only. */
export function hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>, intent: Event): void {
  hydrateIslands(SITE_ISLANDS, ISLANDS_ES, state, staticProps, intent);
}
