import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/html.js';
import { READING_ROUTES, STATE_INDEX_PATH, STATE_ROUTES, findRoute, routeForFormPage, routesIn } from '../../shared/routes.js';

/** The English pages: what this file expects is English (the Spanish twins: tests/http/languages.test.ts). */
const ROUTES = routesIn('en');
import { loadBuiltContent, loadBuiltManifest, testApp } from '../support/app.js';
import { staticProps, type HydrationState } from '../../shared/hydration.js';
import { CALIFORNIA_V4, US_V4 } from '../support/geo.js';
import geoip from 'geoip-lite';
import { US_STATES, stateSlug, type StateCode } from '../../shared/us-states.js';
import { EN } from '../../shared/messages/en.js';
import { ZIP_FORM_WORDS, noticeText } from '../../shared/zip-form-words.js';
import { NOTICE_AT_COLLECTION_HREF, PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';

import { formatDate } from '../../shared/money.js';
import { logLines } from '../support/logs.js';

const { app, logs } = testApp();

function hydrationState(html: string): HydrationState {
  const match = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no hydration state');
  return JSON.parse(match[1]!) as HydrationState;
}

describe('every route of the spec', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))('%s answers 200 with its own title and one h1', async (path, route) => {
    const response = await request(app).get(path).expect(200).expect('Content-Type', /html/);
    const title = /<title>(.*?)<\/title>/.exec(response.text)![1]!;
    const h1s = response.text.match(/<h1[\s>]/g) ?? [];
    expect(h1s).toHaveLength(1);
    if (route.kind === 'home') expect(title).toContain('Compare Car Insurance Quotes in Virginia');
    else if (route.kind === 'state') expect(title).toMatch(/^Car Insurance Requirements in (the )?[A-Z][A-Za-z ]+ \| /);
    else if (route.kind === 'state-index') expect(title).toMatch(/^Car Insurance Requirements and Costs by State \| /);
    else if (route.kind === 'sample-premiums')
      expect(title).toMatch(/^Car insurance cost in (the )?[A-Z][A-Za-z ]+: sample premiums, (?:[A-Z][a-z]+ \d{4}|\d{4}–\d\d) rates \| /);
    else if (route.kind === 'situation-index') expect(title).toMatch(/^Driver situations in (the )?[A-Z][A-Za-z ]+ \| /);
    else if (route.kind === 'situation') expect(title).toMatch(/^Car insurance \S.* in (the )?[A-Z][A-Za-z ]+ \| /);
    else if (route.kind === 'data-sources') expect(title).toMatch(/^Data Sources \| /);
    else if (route.kind === 'privacy-choices') expect(title).toMatch(/^Your Privacy Choices \| /);
    else if (route.kind === 'glossary') expect(title).toMatch(/^Glossary of Car Insurance Terms \| /);
    else if (route.kind === 'insurer-index') expect(title).toMatch(/^Car insurance groups (?:and their regulators’ records|by [a-zA-Z ]+) \| /);
    // A group's page made from the records alone; a written review has its own title.
    else if (route.kind === 'review' && !loadBuiltContent().pages[path]) expect(title).toMatch(/^[^|]+: its regulators(?:'|&#x27;|&#39;) records \| /);
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
    for (const route of READING_ROUTES) {
      const { text } = await request(app).get(route.path);
      const state = JSON.stringify(hydrationState(text));
      const sentence = content.pages[route.path]!.html.replace(/<[^>]+>/g, ' ')
        .split(/(?<=\.)\s/)
        .find((s) => s.length > 60)!;
      expect(state).not.toContain(sentence.trim().slice(0, 50));
    }
  });
});

describe('state pages say nothing their data contradicts', () => {
  it('New Hampshire does not say drivers must carry insurance', async () => {
    const { text } = await request(app).get('/car-insurance/new-hampshire').expect(200);
    expect(text).toContain('New Hampshire does not require car insurance');
    expect(text).not.toContain('every driver in New Hampshire must carry');
    expect(text).toContain('259-61.htm');
  });

  it('New Jersey names its Basic Policy beside the standard minimums, and requires UIM in the Standard Policy', async () => {
    const { text } = await request(app).get('/car-insurance/new-jersey').expect(200);
    expect(text).toContain('a cheaper alternative policy also meets the law');
    expect(text).toContain('A cheaper Basic Policy also meets the law');
    expect(text).toMatch(/Underinsured motorist \(UIM\)<\/th><td><strong>Required<\/strong>/);
  });

  it('DC is an add-on jurisdiction, not choice no-fault', async () => {
    const { text } = await request(app).get('/car-insurance/district-of-columbia').expect(200);
    expect(text).not.toContain('Choice no-fault');
    expect(text).toContain('is an add-on state');
    expect(text).toContain('within 60 days after a crash');
  });

  it.each(['florida', 'virginia'])('%s: a DUI leads to an FR-44, not an SR-22', async (slug) => {
    const { text } = await request(app).get(`/car-insurance/${slug}`).expect(200);
    const filings = text.slice(text.indexOf('id="filings"'));
    expect(filings).toContain('After a DUI conviction');
    expect(filings).not.toMatch(/SR-22[^<]*or a DUI/);
  });

  it('Michigan: a full PIP opt-out needs Medicare Parts A and B', async () => {
    const { text } = await request(app).get('/car-insurance/michigan').expect(200);
    expect(text).toContain('only people with Medicare Parts A and B may opt out entirely');
  });
});

describe('state pages', () => {
  const states = loadBuiltContent().states;
  const entryOf = (code: StateCode) => states.find((entry) => entry.code === code)!;
  const short = (limits: { bodilyInjuryPerPerson: number; bodilyInjuryPerAccident: number; propertyDamage: number }) =>
    [limits.bodilyInjuryPerPerson, limits.bodilyInjuryPerAccident, limits.propertyDamage].map((value) => value / 1000).join('/');
  // React's text separators left out, so assertions read like the page.
  const reactText = (value: string) => escapeHtml(value).replaceAll('&#39;', '&#x27;');
  const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!.replaceAll('<!-- -->', '');

  it('has one route per state and DC at /car-insurance/<name in kebab case>, from the shared slug', () => {
    expect(STATE_ROUTES).toHaveLength(51);
    expect(STATE_ROUTES.map((route) => route.state).sort()).toEqual(Object.keys(US_STATES).sort());
    for (const route of STATE_ROUTES) {
      expect(route.path).toBe(`/car-insurance/${stateSlug(route.state!)}`);
      expect(route.path).toMatch(/^\/car-insurance\/[a-z]+(-[a-z]+)*$/);
    }
    expect(findRoute('/car-insurance/new-york')?.state).toBe('NY');
    expect(findRoute('/car-insurance/district-of-columbia')?.state).toBe('DC');
    expect(findRoute(STATE_INDEX_PATH)?.kind).toBe('state-index');
    expect(routeForFormPage('/car-insurance/ohio').path).toBe('/car-insurance/ohio');
  });

  it.each(STATE_ROUTES.map((route) => [route.path, route.state!] as const))('%s shows its requirements, sources and checked date', async (path, code) => {
    const entry = entryOf(code);
    const { text } = await request(app).get(path).expect(200).expect('Content-Type', /html/);
    const body = main(text);
    const name = US_STATES[code];
    expect(body).toMatch(new RegExp(`<h1 class="article__title">Car Insurance Requirements in (the )?${name}</h1>`));
    // A real table: caption, column and row headers.
    expect(body).toMatch(/<table class="data-table"><caption id="requirements-caption">Minimum car insurance in [^<]+<\/caption>/);
    expect(body).toContain('<th scope="col">Coverage or rule</th>');
    for (const row of [
      'Minimum liability',
      'Personal injury protection (PIP)',
      'Medical payments (MedPay)',
      'Uninsured motorist (UM)',
      'Underinsured motorist (UIM)',
      'Fault system',
    ]) {
      expect(body).toContain(`<th scope="row">${row}</th>`);
    }
    // The limits as three numbers and in dollars.
    // Florida requires no bodily injury liability: its minimum reads as PIP plus property damage, never "0/0/10".
    const minimum =
      entry.minimumLiability.bodilyInjuryPerPerson > 0
        ? short(entry.minimumLiability)
        : reactText(`${entry.personalInjuryProtection.amount!} PIP + $${entry.minimumLiability.propertyDamage.toLocaleString('en-US')} property damage`);
    expect(body).toContain(`<strong class="data-table__limits">${minimum}</strong>`);
    expect(text).not.toContain('0/0/');
    expect(body).toContain(`Property damage: $${entry.minimumLiability.propertyDamage.toLocaleString('en-US')}`);
    if (entry.personalInjuryProtection.amount) expect(body).toContain(reactText(entry.personalInjuryProtection.amount));
    // The FR-44 exists only in Florida and Virginia.
    expect(body.includes('FR-44'), 'FR-44 mentioned').toBe(code === 'FL' || code === 'VA');
    const years = [...new Set(entry.evidence.filingDurations.map((duration) => duration.years))].sort();
    if (years.length > 0) expect(body).toContain(`kept on file for ${years.join(' or ')} years in the cases quoted below`);
    // Each period with the case it is for: Georgia's 3 years are for a second 'No Insurance' conviction, not every SR-22.
    for (const duration of entry.evidence.filingDurations)
      expect(body).toContain(reactText(`If ${duration.trigger}, keep the ${duration.certificate} on file for `));
    // The spec's recommended levels against the minimum.
    for (const level of ['50/100/50', '100/300/100', '250/500/100']) expect(body).toContain(`<th scope="row">${level}</th>`);
    for (const note of entry.notes) expect(body).toContain(reactText(note));
    for (const source of entry.sources) expect(body).toContain(`<a href="${reactText(source.url)}" rel="noopener noreferrer">`);
    expect(body).toContain(`<time dateTime="${entry.verified.on}">`);
    // Guides, with the SR-22 and DUI ones where the state uses the filings.
    for (const guide of ['/articles/liability-insurance', '/articles/understanding-coverage-types']) expect(body).toContain(`href="${guide}"`);
    const filings = entry.proofFiling.sr22 || entry.proofFiling.fr44;
    expect(body.includes('href="/articles/sr22-requirements"')).toBe(filings);
    expect(body.includes('href="/articles/dui-insurance"')).toBe(filings);
    // The call to action at top and bottom, each form sending the visitor back here.
    expect(body.match(/<form [^>]*id="form-cta-(top|bottom)"/g)).toHaveLength(2);
    expect(body.match(new RegExp(`<input type="hidden" name="page" value="${path}"/>`, 'g'))).toHaveLength(2);
    expect(body).toContain(`<a href="/car-insurance">Car insurance by state</a>`);
  });

  it('keeps the figures out of the hydration data: only the menus and the ZIP forms hydrate', async () => {
    for (const code of ['FL', 'VA', 'CA', 'NJ', 'MI'] as const) {
      const { text } = await request(app).get(`/car-insurance/${stateSlug(code)}`);
      const state = hydrationState(text);
      expect(state.islands.map((island) => island.name).sort()).toEqual(['HeaderNav', 'Toaster', 'ZipForm', 'ZipForm']);
      const block = JSON.stringify(state);
      const entry = entryOf(code);
      for (const words of [...entry.notes, ...entry.sources.map((source) => source.url), entry.evidence.liability.evidence.quote]) {
        expect(block).not.toContain(JSON.stringify(words).slice(1, 40));
      }
      expect(block).not.toContain(short(entry.minimumLiability));
    }
  });

  it('are the same page for every visitor, cached and shared', async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    const a = await request(trusted.app).get('/car-insurance/ohio').set('X-Forwarded-For', CALIFORNIA_V4);
    const b = await request(trusted.app).get('/car-insurance/ohio').set('X-Forwarded-For', '127.0.0.1');
    expect(a.text).toBe(b.text);
    expect(a.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=600');
    expect(hydrationState(a.text).region).toBeUndefined();
  });

  it.each(['/car-insurance/narnia', '/car-insurance/Virginia', '/car-insurance/virginia/extra', '/car-insurance/va', '/car-insurance/new%20york'])(
    '%s is a real 404 through the not-found page',
    async (path) => {
      const response = await request(app).get(path).expect(404);
      expect(response.text).toContain('Oops! Page not found');
      expect(response.text).toContain('<meta name="robots" content="noindex">');
    },
  );

  it.each(['/car-insurance/virginia/', '/car-insurance/%76irginia'])(
    "%s is Virginia's page by React Router's matching, its canonical the clean path",
    async (path) => {
      const response = await request(app).get(path).expect(200);
      expect(response.text).toContain('<link rel="canonical" href="http://localhost:3000/car-insurance/virginia">');
      expect(response.text).toContain('Car Insurance Requirements in Virginia');
    },
  );

  it('lists all 51 on the index by name, on the map and in the table, with plain links', async () => {
    const { text } = await request(app).get(STATE_INDEX_PATH).expect(200);
    const body = main(text);
    expect(body).toContain('<h1 class="article__title">Car Insurance Requirements and Costs by State</h1>');
    const rows = [...body.matchAll(/<th scope="row"><a href="([^"]+)">([^<]+)<\/a><\/th>/g)];
    expect(rows.map((link) => link[1])).toEqual(STATE_ROUTES.map((route) => route.path));
    expect(rows.map((link) => link[2])).toEqual(STATE_ROUTES.map((route) => US_STATES[route.state!]));
    const svg = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(body)![1]!;
    const mapLinks = [...svg.matchAll(/<a href="([^"]+)" aria-label="([^"]+)">/g)].map((link) => link[1]);
    expect(new Set(mapLinks)).toEqual(new Set(STATE_ROUTES.map((route) => route.path)));
    expect(body).not.toContain('<script');
  });
});

describe('not found', () => {
  it('renders the 404 page with status 404 and logs the path at warn level', async () => {
    const response = await request(app).get('/no/such/page?zip=22201').expect(404);
    expect(response.text).toContain('404');
    expect(response.text).toContain('Oops! Page not found');
    expect(response.text).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
    const warn = logLines(logs).find((entry) => entry.level === 40 && entry.path === '/no/such/page');
    expect(warn?.msg).toBe('page not found');
  });
  it('answers asset misses and path traversal with 404, never a file', async () => {
    for (const path of [
      '/assets/nope.js',
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/../../etc/passwd',
      '/assets/%2e%2e%2fserver%2findex.js',
    ]) {
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
    expect(response.text).not.toContain('at readingOf');
    const reference = /Reference: <code>([0-9a-f-]{36})<\/code>/.exec(response.text)![1];
    const logged = logLines(broken.logs).find((entry) => entry.reference === reference) as { err?: { message?: string } } | undefined;
    expect(logged?.err?.message).toContain('No content for /privacy');
    await request(broken.app).get('/terms').expect(200);
  });
  it('shows the message and stack in development', async () => {
    const broken = testApp({ NODE_ENV: 'development' }, { content });
    const response = await request(broken.app).get('/privacy').expect(500);
    expect(response.text).toContain('No content for /privacy');
    expect(response.text).toContain('readingOf');
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
  it("links the hero to the visitor's state page, from the same region as the headline", async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    const { text } = await request(trusted.app).get('/').set('X-Forwarded-For', CALIFORNIA_V4);
    expect(text).toContain('<span class="hero__state">California</span>');
    expect(text).toContain('<a href="/car-insurance/california">What California requires</a>');
    const virginia = await request(trusted.app).get('/').set('X-Forwarded-For', '127.0.0.1');
    expect(virginia.text).toContain('<a href="/car-insurance/virginia">What Virginia requires</a>');
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
    const big = await request(app)
      .post('/zip')
      .type('form')
      .send(`zip=${'1'.repeat(20000)}`);
    expect(big.status).toBe(413);
    expect(big.text).not.toMatch(/at \w+ \(/);
    const many = await request(app)
      .post('/zip')
      .type('form')
      .send(Array.from({ length: 100 }, (_, i) => `a${i}=1`).join('&'));
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
    await request(stopping.app).head('/readyz').expect(503);
    // Each failed check counts: the drain waits for as many as the balancer needs (server/shutdown.ts).
    expect(stopping.lifecycle.failedReadyChecks).toBe(2);
    expect(testApp().lifecycle.failedReadyChecks).toBe(0);
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
    const { text } = await request(app).get('/?gclid=abc&QS=Hi');
    const state = hydrationState(text);
    expect(state.staticProps).toBe(loadBuiltManifest().staticProps.en);
    expect(state.staticProps).toMatch(/^\/assets\/static-props-[0-9a-f]{12}\.json$/);
    const byName = Object.fromEntries(state.islands.filter((island) => island.staticProps).map((island) => [island.name, island]));
    expect(byName).toMatchObject({
      QuoteTicker: { props: {}, staticProps: ['samples'] },
      TopicsGuide: { props: { initialId: 'young-driver', headline: 'Hi' }, staticProps: ['topics'] },
      BrandDirectory: { props: { headline: 'Hi' }, staticProps: ['brands'] },
    });
    const home = loadBuiltContent().home;
    const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/.exec(text)![1]!;
    for (const words of [home.topics[5]!.content, home.brands[40]!.description, home.sampleQuotes[2]!.carModel])
      expect(block).not.toContain(JSON.stringify(words).slice(1, 40));
    for (const route of ROUTES.filter((r) => r.kind !== 'home')) expect(hydrationState((await request(app).get(route.path)).text).staticProps).toBeUndefined();
  });

  it('are served for a year, immutable, exactly as the server rendered them', async () => {
    const response = await request(app)
      .get(loadBuiltManifest().staticProps.en)
      .expect(200)
      .expect('Content-Type', /^application\/json/);
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
    const response = await request(app)
      .get('/speculation-rules.json')
      .expect(200)
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

/** The element opened by the first match of `open` (a regex for its start tag), through its matching end tag. */
function element(html: string, open: RegExp, from = 0): string | undefined {
  const start = html.slice(from).search(open);
  if (start < 0) return undefined;
  const at = from + start;
  const tag = /^<([a-z0-9]+)/.exec(html.slice(at))![1]!;
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = at;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(at, match.index + match[0].length);
  }
  throw new Error(`unclosed <${tag}>`);
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ');
const linksTo = (html: string, href: string) => new RegExp(`<a [^>]*href="${href.replace(/[/.]/g, '\\$&')}"`).test(html);

/** Every ZIP form on a page, start tag to end tag. */
function zipForms(html: string): string[] {
  return html.match(/<form\b[^>]*\baction="\/zip"[^>]*>[\s\S]*?<\/form>/g) ?? [];
}

describe('trust in the words', () => {
  const content = loadBuiltContent();
  const guides = ROUTES.filter((route) => route.kind === 'guide');
  const reviews = ROUTES.filter((route) => route.kind === 'review');
  const disclosure = content.home.page.advertiserDisclosure;

  const CONSENT_LINE = ZIP_FORM_WORDS.consent;
  const TERMS_LINE = noticeText(ZIP_FORM_WORDS.terms);
  const HAND_OFF_LINE = noticeText(ZIP_FORM_WORDS.handOff);
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it.each<[string, number]>([
    ['/', 4],
    ...guides.map((route): [string, number] => [route.path, 2]),
    ...reviews.map((route): [string, number] => [route.path, 1]),
  ])(
    '%s: every ZIP form has the consent sentence and two short notice lines linking the terms, the notice at collection and the choices page, describing its field',
    async (path, count) => {
      const { text } = await request(app).get(path).expect(200);
      const forms = zipForms(text);
      expect(forms).toHaveLength(count);
      for (const form of forms) {
        const id = /id="(form-[a-z-]+)"/.exec(form)![1]!;
        expect(textOf(form), id).toContain(CONSENT_LINE);
        expect(textOf(form), id).toContain(TERMS_LINE);
        expect(textOf(form), id).toContain(HAND_OFF_LINE);
        for (const href of ['/terms', NOTICE_AT_COLLECTION_HREF, PRIVACY_CHOICES_PATH]) expect(linksTo(form, href), `${id} ${href}`).toBe(true);
        // Besides the consent line, the notice is at most two lines and 60 words, as rendered, so the form stays short (decision 041).
        const lines = [...form.matchAll(/<p class="zip-form__(?!consent)[a-z-]+"[\s\S]*?<\/p>/g)].map(([line]) => textOf(line));
        expect(lines, id).toHaveLength(2);
        expect(wordCount(lines.join(' ')), id).toBeLessThanOrEqual(60);
        const describedBy = /<input [^>]*name="zip"[^>]*>/
          .exec(form)![0]
          .match(/aria-describedby="([^"]+)"/)![1]!
          .split(' ');
        const described = describedBy.map((ref) => textOf(element(form, new RegExp(`<[a-z]+ [^>]*id="${ref}"`)) ?? '')).join(' ');
        expect(described, id).toContain(CONSENT_LINE);
        expect(described, id).toContain(TERMS_LINE);
        expect(described, id).toContain(HAND_OFF_LINE);
      }
    },
  );

  it('the notice stays within 60 words in every state a browser can be in: not opted out, Global Privacy Control, opted out on our page', () => {
    for (const line of [ZIP_FORM_WORDS.handOff, ZIP_FORM_WORDS.optedOut.signal, ZIP_FORM_WORDS.optedOut.choice])
      expect(wordCount(`${TERMS_LINE} ${noticeText(line)}`), noticeText(line)).toBeLessThanOrEqual(60);
  });

  it('agrees with the Terms of Use about the notice: it links them, and submitting is agreeing, arbitration included', () => {
    const terms = textOf(content.pages['/terms']!.html);
    expect(terms).toContain(`"${CONSENT_LINE},"`);
    expect(terms).toContain('together with a notice that links to these Terms, to the notice at collection in our Privacy Policy and to Your Privacy Choices');
    expect(terms).toContain('When you submit a ZIP code through one of our forms');
    expect(terms).toContain('including the arbitration agreement');
    expect(terms).toContain('the Get Started button next to our ZIP code forms');
    expect(TERMS_LINE).toBe('By clicking Get Started, you agree to our Terms of Use, arbitration included.');
  });

  it('home: the advertiser disclosure sits in the carrier strip and in the brand directory section', async () => {
    const { text } = await request(app).get('/').expect(200);
    for (const open of [/<section class="carriers"/, /<section [^>]*id="brands"/]) {
      const section = element(text, open)!;
      expect(linksTo(section, '/advertiser-disclosure'), String(open)).toBe(true);
      expect(textOf(section)).toContain(`${disclosure.label}: ${EN.paymentSentence('QuoteOwl')}`);
    }
  });

  it.each([...reviews, ...guides.filter((route) => disclosure.guides.includes(route.path))].map((route) => [route.path]))(
    '%s: links the advertiser disclosure at the top of its article',
    async (path) => {
      const { text } = await request(app).get(path).expect(200);
      const article = element(text, /<article\b/)!;
      expect(linksTo(article, '/advertiser-disclosure')).toBe(true);
      expect(article.indexOf('href="/advertiser-disclosure"')).toBeLessThan(article.indexOf('class="prose"'));
    },
  );

  it('shows the disclosure on the guide with the cheapest insurers, and on every guide that names an insurer', () => {
    expect(disclosure.guides).toContain('/articles/cheap-affordable-insurance');
    const insurers = [...content.home.carriers, ...Object.values(content.pages).flatMap((page) => page.insurer ?? [])];
    for (const route of guides) {
      const named = insurers.filter((name) => textOf(content.pages[route.path]!.html).includes(name));
      if (named.length > 0)
        expect(disclosure.guides, `${route.path} names ${named.join(', ')}: list it in content/home/page.yaml advertiserDisclosure.guides`).toContain(
          route.path,
        );
    }
  });

  it.each(guides.map((route) => [route.path]))('%s: says who reviewed it and when, linking the editorial standards', async (path) => {
    const { text } = await request(app).get(path).expect(200);
    const meta = element(text, /<p class="article__meta"/)!;
    const reviewed = content.pages[path]!.reviewed;
    expect(textOf(meta)).toContain('Reviewed by the QuoteOwl editorial team');
    expect(meta).toContain(`<time dateTime="${reviewed}">${formatDate(reviewed)}</time>`);
    expect(linksTo(meta, '/editorial-standards')).toBe(true);
  });

  it('names the team after SITE_NAME', async () => {
    const renamed = testApp({ SITE_NAME: 'OwlCompare' });
    const { text } = await request(renamed.app).get('/articles/dui-insurance').expect(200);
    expect(textOf(element(text, /<p class="article__meta"/)!)).toContain('Reviewed by the OwlCompare editorial team');
  });

  it('links /editorial-standards from every reading page, and from the article meta of guides and reviews', async () => {
    for (const route of ROUTES.filter((r) => r.kind !== 'home')) {
      const { text } = await request(app).get(route.path).expect(200);
      expect(linksTo(text, '/editorial-standards'), route.path).toBe(true);
      if (route.kind !== 'legal' && route.kind !== 'privacy-choices')
        expect(linksTo(element(text, /<article\b/)!, '/editorial-standards'), route.path).toBe(true);
    }
  });

  it('keeps every page within 14 KB of gzip, as sent to a client without brotli', async () => {
    for (const route of ROUTES) {
      // The bytes on the wire: the kept page's gzip (level 9), not a recompression of the text.
      const response = await request(app).get(route.path).set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding'], route.path).toBe('gzip');
      expect(Number(response.headers['content-length']), route.path).toBeLessThanOrEqual(14 * 1024);
    }
  });
});
