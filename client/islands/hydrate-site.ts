import { hydrateIslands } from './hydrate.js';
import { SITE_ISLANDS } from './site-islands.js';

hydrateIslands(SITE_ISLANDS);
