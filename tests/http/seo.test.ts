import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STATE_INDEX_PATH, STATE_ROUTES, siteRoutes } from '../../shared/routes.js';
import { EVERY_PAGE_TIMEOUT_MS, loadBuiltContent, testApp } from '../support/app.js';

const SITE = 'https://www.quoteowl.example';
const { app } = testApp({ SITE_URL: SITE, TRUST_PROXY: 'loopback' });
const content = loadBuiltContent();

const meta = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('search engine basics on every route', () => {
  it(
    'gives each page a unique title and description and a canonical URL from SITE_URL',
    async () => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of siteRoutes()) {
        const { text } = await request(app)
          .get(route.path)
          .set('Host', 'evil.example')
          .set('X-Forwarded-Host', 'evil.example')
          .set('X-Forwarded-Proto', 'http');
        const title = /<title>(.*?)<\/title>/.exec(text)![1]!;
        titles.add(title);
        descriptions.add(meta(text, 'name', 'description')!);
        expect(/<link rel="canonical" href="([^"]+)">/.exec(text)![1]).toBe(`${SITE}${route.path}`);
        expect(meta(text, 'property', 'og:url')).toBe(`${SITE}${route.path}`);
        // The card's title is the page's own, for Open Graph and, through it, for X.
        expect(meta(text, 'property', 'og:title')).toBe(title);
        expect(meta(text, 'name', 'twitter:card')).toBe('summary');
        // The card's title and description are the Open Graph ones (X falls back to them), said once.
        expect(meta(text, 'property', 'og:description')).toBe(meta(text, 'name', 'description'));
        expect(text).not.toMatch(/twitter:(title|description)/);
        expect(text).not.toContain('evil.example');
      }
      expect(titles.size).toBe(siteRoutes().length);
      expect(descriptions.size).toBe(siteRoutes().length);
      // The state pages' titles and descriptions are built from the data: held to the content rules' lengths.
      const stateTitles = [...titles].filter((title) => title.startsWith('Car Insurance Requirements'));
      const stateDescriptions = [...descriptions].filter((description) => /minimum car insurance/i.test(description));
      expect(stateTitles).toHaveLength(52);
      expect(stateDescriptions).toHaveLength(52);
      for (const title of stateTitles) expect(title.length, title).toBeLessThanOrEqual(70);
      for (const description of stateDescriptions) expect(description.length, description).toBeGreaterThanOrEqual(50);
      for (const description of stateDescriptions) expect(description.length, description).toBeLessThanOrEqual(160);
    },
    EVERY_PAGE_TIMEOUT_MS,
  );

  it('describes each kind of page in JSON-LD', async () => {
    const home = jsonLd((await request(app).get('/')).text);
    expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1]!.url).toBe(`${SITE}/`);

    const guide = jsonLd((await request(app).get('/articles/sr22-requirements')).text);
    const article = guide.find((item) => item['@type'] === 'Article')!;
    expect(article.headline).toBe(content.pages['/articles/sr22-requirements']!.title);
    expect(article.datePublished).toBe(content.pages['/articles/sr22-requirements']!.published);
    expect(article.dateModified).toBe(content.pages['/articles/sr22-requirements']!.reviewed);

    const review = jsonLd((await request(app).get('/reviews/kemper')).text).find((item) => item['@type'] === 'Review')!;
    expect(review.itemReviewed).toEqual({ '@type': 'Organization', name: 'Kemper' });

    for (const path of ['/articles/dui-insurance', '/reviews/progressive', '/terms']) {
      const crumbs = jsonLd((await request(app).get(path)).text).find((item) => item['@type'] === 'BreadcrumbList')!;
      const items = crumbs.itemListElement as { position: number; item?: string }[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.at(-1)!.item).toBe(`${SITE}${path}`);
    }
  });

  it('describes a state page as an Article checked on its date, under Home › Car insurance by state', async () => {
    for (const route of [STATE_ROUTES[0]!, ...STATE_ROUTES.filter((r) => r.state === 'FL' || r.state === 'DC')]) {
      const { text } = await request(app).get(route.path);
      const checked = content.states.find((entry) => entry.code === route.state)!.dateModified;
      expect(meta(text, 'property', 'og:type')).toBe('article');
      const items = jsonLd(text);
      expect(items.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList']);
      const article = items[0]!;
      expect(article.headline).toBe(/<h1 class="article__title">(.*?)<\/h1>/.exec(text)![1]);
      expect(article.dateModified).toBe(checked);
      expect(article.url).toBe(`${SITE}${route.path}`);
      expect(items[1]!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Car insurance by state', item: `${SITE}${STATE_INDEX_PATH}` },
        { '@type': 'ListItem', position: 3, name: route.label, item: `${SITE}${route.path}` },
      ]);
    }
    const index = jsonLd((await request(app).get(STATE_INDEX_PATH)).text);
    expect(index.map((item) => item['@type'])).toEqual(['Dataset', 'BreadcrumbList']);
    expect((index[1]!.itemListElement as unknown[]).at(-1)).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Car insurance by state',
      item: `${SITE}${STATE_INDEX_PATH}`,
    });
  });

  it('points pages with QS text at / as canonical', async () => {
    const { text } = await request(app).get('/?qs=Cheap%20quotes');
    expect(text).toContain(`<link rel="canonical" href="${SITE}/">`);
  });

  it('marks the 404 page noindex and answers 404', async () => {
    const response = await request(app).get('/nope').expect(404);
    expect(meta(response.text, 'name', 'robots')).toBe('noindex');
  });
});

describe('sitemap and robots', () => {
  it('lists every route once with lastmod from the content dates', async () => {
    const response = await request(app).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const entries = [...response.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(entries.map((entry) => entry[1])).toEqual(siteRoutes().map((route) => `${SITE}${route.path}`));
    const guide = entries.find((entry) => entry[1] === `${SITE}/articles/liability-insurance`)!;
    expect(guide[2]).toBe(content.pages['/articles/liability-insurance']!.reviewed);
    // The state pages: the index and all 51, each dated the day its newest quote was checked; then the sample-premium and situation pages, dated the day their figures were.
    const states = entries.filter((entry) => {
      const route = siteRoutes().find((candidate) => `${SITE}${candidate.path}` === entry[1]);
      return route?.lang === 'en' && route.kind.startsWith('state');
    });
    expect(states).toHaveLength(52);
    for (const route of siteRoutes().filter(
      (candidate) => ['sample-premiums', 'situation-index', 'situation'].includes(candidate.kind) && candidate.lang === 'en',
    )) {
      const entry = entries.find((candidate) => candidate[1] === `${SITE}${route.path}`)!;
      expect(entry[2], route.path).toBe(content.prices.surveys.find((survey) => survey.code === route.state)!.checked);
    }
    for (const route of STATE_ROUTES) {
      const entry = states.find((candidate) => candidate[1] === `${SITE}${route.path}`)!;
      expect(entry[2]).toBe(content.states.find((state) => state.code === route.state)!.dateModified);
    }
    expect(states[0]![2]).toBe(
      content.states
        .map((state) => state.dateModified)
        .sort()
        .at(-1),
    );
  });
  it('robots.txt points at the sitemap', async () => {
    const { text } = await request(app).get('/robots.txt').expect(200);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
