/** The hydration data block: each island's props by id, and the visitor's region where the page depends on it. */
export interface HydrationState {
  region?: string;
  islands: { name: string; props: unknown }[];
}

export const HYDRATION_STATE_ID = 'hydration-state';
