import { createContext, createElement, useContext, type ComponentProps, type ComponentType } from 'react';
import type { IslandState, StaticPropName } from '../../shared/hydration.js';
import { ISLANDS, type IslandName } from './registry.js';

/**
 * An interactive part of a server-rendered page. On the server it renders the component
 * inside a marked wrapper and records its props for the hydration data block; the browser
 * hydrates each wrapper on its own. Everything outside an island stays plain HTML.
 * Props named in `staticProps` are left out of the block: the browser takes them from the
 * static props file (shared/hydration.ts).
 */

export type IslandRecord = IslandState & { name: IslandName };

export const IslandCollector = createContext<IslandRecord[] | null>(null);

type Props<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

interface IslandProps<N extends IslandName> {
  name: N;
  props: Props<N>;
  staticProps?: (keyof Props<N> & StaticPropName)[];
  /** Props the component reads back from its own server markup when it hydrates (the header's links): never in the block. */
  markupProps?: (keyof Props<N>)[];
}

export function Island<N extends IslandName>({ name, props, staticProps, markupProps }: IslandProps<N>) {
  const collector = useContext(IslandCollector);
  if (!collector) throw new Error('Island rendered outside a page render');
  const left = [...(staticProps ?? []), ...(markupProps ?? [])] as string[];
  const kept = left.length ? Object.fromEntries(Object.entries(props as object).filter(([key]) => !left.includes(key))) : props;
  const recorded = staticProps?.length ? { name, props: kept, staticProps } : { name, props: kept };
  const id = collector.push(recorded) - 1;
  const component = ISLANDS[name] as ComponentType<object>;
  return (
    <div className="island" data-island={id}>
      {createElement(component, props as object)}
    </div>
  );
}
