import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATION_STATE_ID, type HydrationState } from './hydration-state.js';

/** Browser side of islands: read the data block, hydrate each marked wrapper on its own. */
export function hydrateIslands(components: Record<string, ComponentType<never>>): void {
  document.documentElement.classList.add('js');
  const block = document.getElementById(HYDRATION_STATE_ID);
  if (!block?.textContent) return;
  const state = JSON.parse(block.textContent) as HydrationState;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = state.islands[Number(element.dataset.island)];
    const component = island && components[island.name];
    if (component) hydrateRoot(element, createElement(component, island.props as never));
  }
  document.documentElement.dataset.hydrated = '';
}
