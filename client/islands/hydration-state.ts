import { HYDRATION_STATE_ID, type HydrationState } from '../../shared/hydration.js';

/** The page's hydration data block, parsed; undefined on a page without islands. */
export function readHydrationState(): HydrationState | undefined {
  const block = document.getElementById(HYDRATION_STATE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}
