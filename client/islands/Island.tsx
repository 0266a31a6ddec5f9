import { createContext, createElement, useContext, type ComponentProps, type ComponentType } from 'react';
import { ISLANDS, type IslandName } from './registry.js';

/**
 * An interactive part of a server-rendered page. On the server it renders the component
 * inside a marked wrapper and records its props for the hydration data block; the browser
 * hydrates each wrapper on its own. Everything outside an island stays plain HTML.
 */

export interface IslandRecord {
  name: IslandName;
  props: unknown;
}

export const IslandCollector = createContext<IslandRecord[] | null>(null);

type IslandProps<N extends IslandName> = { name: N; props: ComponentProps<(typeof ISLANDS)[N]> };

export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
  const collector = useContext(IslandCollector);
  if (!collector) throw new Error('Island rendered outside a page render');
  const id = collector.push({ name, props }) - 1;
  const component = ISLANDS[name] as ComponentType<object>;
  return (
    <div className="island" data-island={id}>
      {createElement(component, props as object)}
    </div>
  );
}
