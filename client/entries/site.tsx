import { onFirstIntent } from '../islands/on-intent.js';

onFirstIntent(() => void import('../islands/hydrate-site.js'));
