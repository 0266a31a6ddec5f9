import type { StaticProps } from '../../shared/hydration.js';

/**
 * Starts loading the static props file the page's hydration block names, if any. Called as
 * the visitor first reaches for the page, so it downloads beside React rather than after it.
 */
export function fetchStaticProps(url: string | undefined): Promise<Partial<StaticProps>> {
  if (!url) return Promise.resolve({});
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<StaticProps>;
  });
}
