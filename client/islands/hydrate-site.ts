import { ISLANDS_EN } from '../../shared/messages/islands-en.js';
import { hydrateIslands } from './hydrate.js';
import { SITE_ISLANDS } from './site-islands.js';
import type { HydrationState, StaticProps } from '../../shared/hydration.js';

export function hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>, intent: Event): void {
  hydrateIslands(SITE_ISLANDS, ISLANDS_EN, state, staticProps, intent);
}
