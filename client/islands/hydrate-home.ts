import { ISLANDS_EN } from '../../shared/messages/islands-en.js';
import { HOME_ISLANDS } from './home-islands.js';
import { hydrateIslands } from './hydrate.js';
import type { HydrationState, StaticProps } from '../../shared/hydration.js';

export function hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>, intent: Event): void {
  hydrateIslands(HOME_ISLANDS, ISLANDS_EN, state, staticProps, intent);
}
