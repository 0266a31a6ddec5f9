import { hydrateIslands } from '../islands/hydrate.js';
import { HOME_ISLANDS } from '../islands/home-islands.js';

hydrateIslands(HOME_ISLANDS);
