import type { StaticPropName } from './static-props.js';

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

export const HYDRATION_STATE_ID = 'hydration-state';

/** The page's hydration data block, parsed; undefined on a page without islands. */
export function readHydrationState(): HydrationState | undefined {
  const block = document.getElementById(HYDRATION_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}
