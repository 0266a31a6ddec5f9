import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html.js';
import { ROUTES } from '../../shared/routes.js';
import { loadBuiltContent, loadBuiltManifest, testApp } from '../support/app.js';
import { staticProps, type HydrationState } from '../../shared/hydration.js';
import { US_V4 } from '../support/geo.js';
import geoip from 'geoip-lite';
import { US_STATES, type StateCode } from '../../shared/us-states.js';

const { app, logs } = testApp();

function hydrationState(html: string): HydrationState {
  const match = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no hydration state');
  return JSON.parse(match[1]!) as HydrationState;
}

interface LogEntry { level: number; msg?: string; path?: string; reference?: string; err?: { message?: string } }
const parseLogs = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogEntry);

describe('every route of the spec', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))('%s answers 200 with its own title and one h1', async (path, route) => {
    const response = await request(app).get(path).expect(200).expect('Content-Type', /html/);
    const title = /<title>(.*?)<\/title>/.exec(response.text)![1]!;
    const h1s = response.text.match(/<h1[\s>]/g) ?? [];
    expect(h1s).toHaveLength(1);
    if (route.kind === 'home') expect(title).toContain('Compare Car Insurance Quotes in Virginia');
    else expect(title).toContain(escapeHtml(loadBuiltContent().pages[path]!.title));
    expect(response.text).toContain('<header class="site-header">');
    expect(response.text).toContain('<footer class="site-footer">');
  });

  it('has no inline script and no style attribute on any page', async () => {
    for (const route of ROUTES) {
      const { text } = await request(app).get(route.path);
      const scripts = text.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
      expect(text).not.toMatch(/<script type="module"[^>]*>[^<]/);
      expect(text).not.toMatch(/\sstyle="/);
    }
  });

  it('does not ship reading-page text in the hydration data', async () => {
    const content = loadBuiltContent();
    for (const route of ROUTES.filter((r) => r.kind !== 'home')) {
      const { text } = await request(app).get(route.path);
      const state = JSON.stringify(hydrationState(text));
      const sentence = content.pages[route.path]!.html.replace(/<[^>]+>/g, ' ').split(/(?<=\.)\s/).find((s) => s.length > 60)!;
      expect(state).not.toContain(sentence.trim().slice(0, 50));
    }
  });
});

describe('not found', () => {
  it('renders the 404 page with status 404 and logs the path at warn level', async () => {
    const response = await request(app).get('/no/such/page?zip=22201').expect(404);
    expect(response.text).toContain('404');
    expect(response.text).toContain('Oops! Page not found');
    expect(response.text).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
    const warn = parseLogs(logs).find((entry) => entry.level === 40 && entry.path === '/no/such/page');
    expect(warn?.msg).toBe('page not found');
  });
  it('answers asset misses and path traversal with 404, never a file', async () => {
    for (const path of ['/assets/nope.js', '/assets/../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/../../etc/passwd', '/assets/%2e%2e%2fserver%2findex.js']) {
      const response = await request(app).get(path);
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain('"name": "quoteowl"');
    }
  });
});

describe('render failure', () => {
  const content = loadBuiltContent();
  delete content.pages['/privacy'];
  it('renders the fallback with 500, a reference in the log, no stack in production', async () => {
    const broken = testApp({}, { content });
    const response = await request(broken.app).get('/privacy').expect(500);
    expect(response.text).toContain('Unexpected Application Error!');
    expect(response.text).not.toContain('at ReadingRoute');
    const reference = /Reference: <code>([0-9a-f-]{36})<\/code>/.exec(response.text)![1];
    const logged = parseLogs(broken.logs).find((entry) => entry.reference === reference);
    expect(logged?.err?.message).toContain('No content for /privacy');
    await request(broken.app).get('/terms').expect(200);
  });
  it('shows the message and stack in development', async () => {
    const broken = testApp({ NODE_ENV: 'development' }, { content });
    const response = await request(broken.app).get('/privacy').expect(500);
    expect(response.text).toContain('No content for /privacy');
    expect(response.text).toContain('ReadingRoute');
  });
});

describe('region', () => {
  const usState = geoip.lookup(US_V4)!.region as StateCode;
  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const { text } = await request(app).get('/').set('X-Forwarded-For', US_V4);
    expect(hydrationState(text).region).toBe('VA');
    expect(text).toContain('in <span class="hero__state">Virginia</span>');
  });
  it('uses X-Forwarded-For from a trusted proxy, with the full state name in the first HTML', async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    const { text } = await request(trusted.app).get('/').set('X-Forwarded-For', US_V4);
    expect(hydrationState(text).region).toBe(usState);
    expect(text).toContain(`<span class="hero__state">${US_STATES[usState]}</span>`);
  });
  it('uses the GEO_HEADER from the CDN', async () => {
    const cdn = testApp({ GEO_HEADER: 'X-Geo-Region' });
    const { text } = await request(cdn.app).get('/').set('X-Geo-Region', 'TX');
    expect(hydrationState(text).region).toBe('TX');
    expect(text).toContain('<span class="hero__state">Texas</span>');
  });
});

describe('region on reading pages', () => {
  it('is left out of their hydration data, so one copy serves every visitor', async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    const a = await request(trusted.app).get('/articles/sr22-requirements').set('X-Forwarded-For', US_V4);
    const b = await request(trusted.app).get('/articles/sr22-requirements').set('X-Forwarded-For', '127.0.0.1');
    expect(hydrationState(a.text).region).toBeUndefined();
    expect(a.text).toBe(b.text);
  });
});

describe('bad input', () => {
  it('answers unknown methods on pages with 405 and Allow', async () => {
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const response = await request(app)[method]('/privacy').expect(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const zip = await request(app).get('/zip').expect(405);
    expect(zip.headers.allow).toBe('POST');
  });
  it('answers HEAD on pages', async () => {
    await request(app).head('/').expect(200);
  });
  it('answers oversized and malformed bodies with 413/400 small pages', async () => {
    const big = await request(app).post('/zip').type('form').send(`zip=${'1'.repeat(20000)}`);
    expect(big.status).toBe(413);
    expect(big.text).not.toMatch(/at \w+ \(/);
    const many = await request(app).post('/zip').type('form').send(Array.from({ length: 100 }, (_, i) => `a${i}=1`).join('&'));
    expect(many.status).toBe(413);
    const badCharset = await request(app).post('/zip').set('Content-Type', 'application/x-www-form-urlencoded; charset=koi8-r').send('zip=1');
    expect(badCharset.status).toBe(415);
  });
  it('answers absurd query strings without a 5xx', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `p${i}=${i}`).join('&');
    expect((await request(app).get(`/?${many}`)).status).toBeLessThan(500);
    expect((await request(app).get(`/?QS=${'A'.repeat(7000)}`)).status).toBeLessThan(500);
    expect((await request(app).get('/%E0%A4%A')).status).toBe(400);
    expect((await request(app).get('/?QS[a][b]=1&QS=2&ds[]=FStarsPM')).status).toBe(200);
  });
});

describe('probes and caching', () => {
  it('answers /healthz and /readyz', async () => {
    await request(app).get('/healthz').expect(200, 'ok');
    await request(app).get('/readyz').expect(200, 'ready');
    const stopping = testApp();
    stopping.lifecycle.shuttingDown = true;
    await request(stopping.app).get('/readyz').expect(503);
  });
  it('serves hashed assets for a year, immutable', async () => {
    const { text } = await request(app).get('/');
    const asset = /<link rel="stylesheet" href="([^"]+)"/.exec(text)![1]!;
    const response = await request(app).get(asset).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe("the home widgets' static props", () => {
  it('leave the hydration block for one hashed file that the block names', async () => {
    const { text } = await request(app).get('/?gclid=abc');
    const state = hydrationState(text);
    expect(state.staticProps).toBe(loadBuiltManifest().staticProps);
    expect(state.staticProps).toMatch(/^\/assets\/static-props-[0-9a-f]{12}\.json$/);
    const byName = Object.fromEntries(state.islands.filter((island) => island.staticProps).map((island) => [island.name, island]));
    expect(byName).toMatchObject({
      QuoteTicker: { props: {}, staticProps: ['samples'] },
      TopicsGuide: { props: { initialId: 'young-driver', landing: { clickId: 'abc' } }, staticProps: ['topics'] },
      BrandDirectory: { props: { landing: { clickId: 'abc' } }, staticProps: ['brands'] },
    });
    const home = loadBuiltContent().home;
    const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/.exec(text)![1]!;
    for (const words of [home.topics[5]!.content, home.brands[40]!.description, home.sampleQuotes[2]!.carModel]) expect(block).not.toContain(JSON.stringify(words).slice(1, 40));
    for (const route of ROUTES.filter((r) => r.kind !== 'home')) expect(hydrationState((await request(app).get(route.path)).text).staticProps).toBeUndefined();
  });

  it('are served for a year, immutable, exactly as the server rendered them', async () => {
    const response = await request(app).get(loadBuiltManifest().staticProps).expect(200).expect('Content-Type', /^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toEqual(staticProps(loadBuiltContent().home));
  });
});

describe('speculation rules', () => {
  it('name the same-origin rules file on every page, the 404 page and pages with landing text', async () => {
    for (const path of [...ROUTES.map((route) => route.path), '/no-such-page', '/?QS=Hello&gclid=abc', '/?zip_error=invalid&zip_value=1&zip_form=hero']) {
      const response = await request(app).get(path);
      expect(response.headers['speculation-rules'], path).toBe('"/speculation-rules.json"');
    }
  });

  // Which links the rules pick is the browser's to judge: tests/browser/speculation.test.ts.
  it('serve the rules as speculation-rules JSON: prefetch on intent, prerender on press', async () => {
    const response = await request(app).get('/speculation-rules.json').expect(200)
      .expect('Content-Type', /^application\/speculationrules\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const rules = JSON.parse(response.text) as Record<string, { where: unknown; eagerness: string }[]>;
    expect(Object.keys(rules)).toEqual(['prefetch', 'prerender']);
    expect(rules.prefetch!.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender!.map((rule) => rule.eagerness)).toEqual(['conservative']);
  });
});

describe('logs', () => {
  it('never contain full IPs, ZIP codes or query text', async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    await request(trusted.app).get('/?QS=SecretHeadline&gclid=SecretClick').set('X-Forwarded-For', '203.0.113.77');
    await request(trusted.app).post('/zip').type('form').send('zip=98765&source=hero&page=/').set('X-Forwarded-For', '2001:db8:abcd:12::77');
    await request(trusted.app).post('/zip').type('form').send('zip=9876x&source=hero&page=/');
    const all = trusted.logs.join('\n');
    for (const secret of ['203.0.113.77', '2001:db8:abcd:12::77', '98765', '9876x', 'SecretHeadline', 'SecretClick']) expect(all).not.toContain(secret);
    expect(all).toContain('203.0.113.0/24');
    expect(all).toContain('2001:db8:abcd::/48');
  });
});
