import type { HomeContent } from '../../shared/content-schema.js';

/**
 * Island props that are the same for every visitor, on every variant of a page: the home
 * page's topics, brands and sample quotes. They are in the server's markup already; the
 * browser needs them again only to hydrate, so they ship once as a content-hashed file
 * (cached for a year) instead of inside every page's hydration block (decision 012).
 */
export function staticProps(home: HomeContent) {
  return { topics: home.topics, brands: home.brands, samples: home.sampleQuotes };
}

export type StaticProps = ReturnType<typeof staticProps>;
export type StaticPropName = keyof StaticProps;

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
