import { hydrateIslands } from '../islands/hydrate.js';
import { SITE_ISLANDS } from '../islands/site-islands.js';

hydrateIslands(SITE_ISLANDS);
