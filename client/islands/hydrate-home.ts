import { HOME_ISLANDS } from './home-islands.js';
import { hydrateIslands } from './hydrate.js';
import type { HydrationState } from './hydration-state.js';
import type { StaticProps } from './static-props.js';

export function hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>): void {
  hydrateIslands(HOME_ISLANDS, state, staticProps);
}
