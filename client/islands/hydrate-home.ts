import { HOME_ISLANDS } from './home-islands.js';
import { hydrateIslands } from './hydrate.js';

hydrateIslands(HOME_ISLANDS);
