import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state.js';

/**
 * Browser side of islands: read the data block, hydrate each marked wrapper on its own.
 * Each wrapper gets data-hydrated once its island has committed, and <html> once all have
 * (tests wait for these; nothing in the page depends on them).
 */
export function hydrateIslands(components: Record<string, ComponentType<never>>): void {
  const block = document.getElementById(HYDRATION_STATE_ID);
  if (!block?.textContent) return;
  const state = JSON.parse(block.textContent) as HydrationState;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  let pending = elements.length;
  const committed = (element: HTMLElement) => {
    element.setAttribute('data-hydrated', '');
    pending -= 1;
    if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');
  };
  for (const element of elements) {
    const island = state.islands[Number(element.dataset.island)];
    const component = island && components[island.name];
    if (!component) {
      committed(element);
      continue;
    }
    hydrateRoot(element, createElement(Committed, { onCommit: () => committed(element) }, createElement(component, island.props as never)));
  }
}

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, []);
  return children;
}
