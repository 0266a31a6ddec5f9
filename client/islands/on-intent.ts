import type { HydrationState, StaticProps } from '../../shared/hydration.js';
import { readHydrationState } from './hydration-state.js';
import { fetchStaticProps } from './static-props.js';

/**
 * Run `start` once, when the visitor first reaches for the page: a pointer over it, a touch,
 * a key or a focus. Until then the server's HTML is fully usable on its own — forms post,
 * menus open, topic and brand links render their choice — so nothing competes with the
 * first paint on a slow phone (decision 008).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

function onFirstIntent(start: (intent: Event) => void): void {
  const once = (intent: Event) => {
    for (const type of INTENT_EVENTS) (type === 'scroll' ? window : document).removeEventListener(type, once, true);
    start(intent);
  };
  for (const type of INTENT_EVENTS) (type === 'scroll' ? window : document).addEventListener(type, once, { capture: true, passive: true });
}

/**
 * A page's hydration code: its islands, hydrated with the static props once they are here.
 * `intent` is the event that woke the page, which React never saw.
 */
export interface HydrationModule {
  hydrate(state: HydrationState, staticProps: Promise<Partial<StaticProps>>, intent: Event): void;
}

/**
 * Every entry's one job: on first intent, read the hydration block once, then download the
 * hydration code and the static props side by side.
 */
export function hydrateOnFirstIntent(load: () => Promise<HydrationModule>): void {
  onFirstIntent((intent) => {
    const state = readHydrationState();
    if (!state) return;
    const staticProps = fetchStaticProps(state.staticProps);
    void load().then((module) => module.hydrate(state, staticProps, intent));
  });
}
