/** The hydration data block: the region for every page, and each island's props by id. */
export interface HydrationState {
  region: string;
  islands: { name: string; props: unknown }[];
}

export const HYDRATION_STATE_ID = 'hydration-state';
