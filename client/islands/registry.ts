import { HOME_ISLANDS } from './home-islands.js';

/** Every island by name (the home set is the superset), for the server's renders. */
export const ISLANDS = HOME_ISLANDS;

export type IslandName = keyof typeof ISLANDS;
