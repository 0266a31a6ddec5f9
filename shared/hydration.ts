import type { HomeContent } from './content-schema.js';

/**
 * The contract between the server's render and the browser's hydration: the JSON data block
 * each page carries, and the static props file the home widgets read (decision 012).
 */

export const HYDRATION_STATE_ID = 'hydration-state';

/**
 * The hydration data block: each island's props by id (less its static props, which come from
 * the file `staticProps` names), and the visitor's region where the page depends on it.
 */
export interface HydrationState {
  region?: string;
  staticProps?: string;
  islands: IslandState[];
}

export interface IslandState {
  name: string;
  props: unknown;
  /** Props to take from the static props file, by name. */
  staticProps?: StaticPropName[];
}

/**
 * Island props that are the same for every visitor, on every variant of a page: the home
 * page's topics, brands and sample quotes. They are in the server's markup already; the
 * browser needs them again only to hydrate, so they ship once as a content-hashed file
 * (cached for a year) instead of inside every page's hydration block.
 */
export function staticProps(home: HomeContent) {
  return { topics: home.topics, brands: home.brands, samples: home.sampleQuotes };
}

export type StaticProps = ReturnType<typeof staticProps>;
export type StaticPropName = keyof StaticProps;
