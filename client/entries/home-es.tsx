import { hydrateOnFirstIntent } from '../islands/on-intent.js';

hydrateOnFirstIntent(() => import('../islands/hydrate-home-es.js'));
