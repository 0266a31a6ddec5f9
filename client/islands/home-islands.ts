import { BrandDirectory } from './components/BrandDirectory.js';
import { QuoteTicker } from './components/QuoteTicker.js';
import { TopicsGuide } from './components/TopicsGuide.js';
import { SITE_ISLANDS } from './site-islands.js';

/** The home page adds its widgets to the site-wide islands. */
export const HOME_ISLANDS = { ...SITE_ISLANDS, QuoteTicker, TopicsGuide, BrandDirectory } as const;
