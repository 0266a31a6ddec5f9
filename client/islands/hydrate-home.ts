import { HOME_ISLANDS } from './home-islands.js';
import { hydrateIslands } from './hydrate.js';
import type { StaticProps } from './static-props.js';

export function hydrate(staticProps: Promise<Partial<StaticProps>>): void {
  hydrateIslands(HOME_ISLANDS, staticProps);
}
