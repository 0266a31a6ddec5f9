import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrationState, StaticProps } from '../../shared/hydration.js';
import type { IslandMessages } from '../../shared/messages/islands-en.js';
import { IslandMessagesContext } from './island-messages.js';

/**
 * Browser side of islands: hydrate each marked wrapper on its own, from the data block.
 * Islands with static props hydrate once that file has arrived; the others (ZIP forms,
 * menus) at once. If the file cannot be had, those islands stay server HTML, which works
 * on its own. Each wrapper gets data-hydrated once its island has committed, and <html>
 * once all have (tests wait for these; nothing in the page depends on them).
 * `intent` is the event that started hydration (on-intent.ts), before React listened.
 * `messages` are the islands' words in the entry's language, as the server rendered them.
 */
export function hydrateIslands(
  components: Record<string, ComponentType<never>>,
  messages: IslandMessages,
  state: HydrationState,
  staticProps: Promise<Partial<StaticProps>>,
  intent?: Event,
): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  let pending = elements.length;
  const committed = (element: HTMLElement) => {
    replayHover(element, intent);
    element.setAttribute('data-hydrated', '');
    pending -= 1;
    if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');
  };
  // Only islands that wait for the file may stay unhydrated if it fails; never a rejection.
  staticProps.catch(() => undefined);
  for (const element of elements) {
    const island = state.islands[Number(element.dataset.island)];
    const component = island && components[island.name];
    if (!component) {
      committed(element);
      continue;
    }
    // In a transition, React hydrates in slices of a few milliseconds and yields between them,
    // so a slow phone's main thread is never held for the whole page (decision 058); an
    // island the visitor reaches for is hydrated first, at once.
    const hydrate = (props: unknown) =>
      startTransition(() => {
        hydrateRoot(
          element,
          createElement(
            IslandMessagesContext.Provider,
            { value: messages },
            createElement(Committed, { onCommit: () => committed(element) }, createElement(component, props as never)),
          ),
        );
      });
    const names = island.staticProps ?? [];
    if (names.length === 0) hydrate(island.props);
    else {
      void staticProps.then(
        (loaded) => hydrate({ ...Object.fromEntries(names.map((name) => [name, loaded[name]])), ...(island.props as object) }),
        () => undefined,
      );
    }
  }
}

/**
 * A mouse that woke the page by moving over it may still rest on an island when that island
 * hydrates: React was not listening when the pointer came in, so hover behaviour (a header
 * menu opening) would wait for the visitor to leave and come back. Give the island the
 * pointer-over it missed, at the innermost element under the pointer now. Only for a mouse:
 * after a tap, touch browsers keep :hover on what was tapped.
 */
function replayHover(element: HTMLElement, intent: Event | undefined): void {
  if (typeof PointerEvent === 'undefined' || !(intent instanceof PointerEvent) || intent.pointerType !== 'mouse') return;
  const hovered = element.querySelectorAll(':hover');
  const target = hovered[hovered.length - 1];
  if (!target) return;
  target.dispatchEvent(
    new PointerEvent('pointerover', {
      bubbles: true,
      composed: true,
      pointerType: 'mouse',
      pointerId: intent.pointerId,
      isPrimary: intent.isPrimary,
    }),
  );
}

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // Once, on the first commit; the parent makes a new callback on every render.
  useEffect(() => {
    onCommit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
