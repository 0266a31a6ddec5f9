import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ISLANDS_EN } from '../../shared/messages/islands-en.js';

const ZIP_MESSAGES = ISLANDS_EN.zip.messages;
import { CALIFORNIA_V4 } from '../support/geo.js';
import { DONE_WHEN, DONE_WHEN_EXPECTED, routesFile, ZIPS } from '../support/partner-routes.js';
import { useRoutesServer } from '../support/routes-server.js';
import { BROWSER_ENV } from './browser-env.js';
import { JS_MODES, useBrowser, waitForHandOff } from './fixture.js';

/**
 * The done-when scenario in Chromium, with JavaScript on and off: a routes file giving
 * CA/OR/WA to one partner, TX to another and the rest to a default. The same ZIP reaches the
 * same partner either way (with JavaScript the browser chooses, by the code POST /zip uses),
 * whatever the visitor's IP or the CDN says; territory and military ZIPs get the 50-states
 * message; after SIGHUP a changed file takes effect. This file starts a server of its own:
 * the tier's shared one has no routes file.
 */

const fixture = useBrowser();
const server = useRoutesServer({ ...BROWSER_ENV, TRUST_PROXY: 'loopback', GEO_HEADER: 'X-Region' });

/** A visitor whose IP is in California and whose CDN says Texas: neither may decide the partner. */
const ELSEWHERE = { 'X-Forwarded-For': CALIFORNIA_V4, 'X-Region': 'TX' };

async function submitZip(page: Page, zip: string, javaScript: boolean) {
  if (javaScript) {
    await page.locator('#zip-hero').focus();
    await page.locator('#form-hero[data-hydrated]').waitFor({ timeout: 15000 });
  }
  await page.locator('#zip-hero').fill(zip);
  await page.locator('#form-hero button[data-get-started]').click();
}

function partnerOf(url: string) {
  const parsed = new URL(url);
  expect([...parsed.searchParams.keys()].slice(0, 6)).toEqual(['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode']);
  return { origin: parsed.origin, offer_id: parsed.searchParams.get('offer_id'), aff_id: parsed.searchParams.get('aff_id') };
}

describe.concurrent.each(JS_MODES)('partner routes with %s', (_label, javaScript) => {
  it.for([
    ['a California ZIP', ZIPS.CA, 'west'],
    ['a Texas ZIP', ZIPS.TX, 'texas'],
    ['a New York ZIP', ZIPS.NY, 'everywhere'],
    ['an Oregon ZIP', ZIPS.OR, 'west'],
  ] as const)('sends %s to its partner, whatever the IP', async ([_name, zip, partner], test) => {
    const { page, handOffs, problems } = await fixture.open({ javaScript, test, extraHTTPHeaders: ELSEWHERE });
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    // The site believes the visitor is in Texas.
    expect(await page.locator('.hero__state').innerText()).toBe('Texas');
    await submitZip(page, zip, javaScript);
    const url = await waitForHandOff(handOffs);
    expect(partnerOf(url)).toEqual(DONE_WHEN_EXPECTED[partner]);
    expect(new URL(url).searchParams.get('zipcode')).toBe(zip);
    // With JavaScript the browser chose; without, POST /zip did.
    expect(posts).toEqual(javaScript ? ['/events/hand-off'] : ['/zip']);
    expect(problems).toEqual([]);
  });

  it.for([
    ['a Puerto Rico ZIP', ZIPS.PR],
    ['an APO ZIP', ZIPS.APO],
  ] as const)('tells %s that we compare quotes for the 50 states and DC', async ([_name, zip], test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${server.url}/`);
    await submitZip(page, zip, javaScript);
    const { title, description } = ZIP_MESSAGES.outside;
    if (javaScript) {
      const toast = page.locator('[data-toast="destructive"]');
      await toast.waitFor();
      expect(await toast.innerText()).toContain(title);
      expect(await toast.innerText()).toContain(description);
    } else {
      await page.waitForURL(/zip_error=outside/);
      expect(await page.locator('#zip-hero').inputValue()).toBe(zip);
    }
    expect(await page.locator('#form-hero [role="alert"]').innerText()).toBe(`${title} ${description}`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(handOffs).toEqual([]);
  });

  it('gives an opted-out visitor no click id, whichever partner the ZIP reaches', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test, isolated: true, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto(`${server.url}/?gclid=Cj0-routed_1`);
    await submitZip(page, `${ZIPS.TX}-1234`, javaScript);
    const url = new URL(await waitForHandOff(handOffs));
    expect(url.origin).toBe(DONE_WHEN_EXPECTED.texas.origin);
    expect(url.searchParams.get('aff_sub2')).toBe('{clickid}');
    expect(url.searchParams.get('zipcode')).toBe(ZIPS.TX);
    expect([...url.searchParams.keys()].at(-1)).toBe('aff_sub5');
  });
});

describe('without the routes in the browser', () => {
  it('a hand-off with JavaScript posts to /zip, and the server chooses the same partner', async () => {
    const { page, context, handOffs } = await fixture.open({ javaScript: true, isolated: true });
    await context.route('**/partner-routes.json', (route) => route.abort());
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await submitZip(page, ZIPS.TX, true);
    expect(partnerOf(await waitForHandOff(handOffs))).toEqual(DONE_WHEN_EXPECTED.texas);
    expect(posts).toEqual(['/zip']);
  });
});

describe('after SIGHUP', () => {
  it('a changed routes file takes effect, with JavaScript on and off', async () => {
    // Texas moves to the west partner.
    await server.reload(routesFile([{ ...DONE_WHEN.west, states: [...DONE_WHEN.west.states, 'TX'] }]));
    for (const [, javaScript] of JS_MODES) {
      const { page, handOffs } = await fixture.open({ javaScript, isolated: true });
      await page.goto(`${server.url}/`);
      await submitZip(page, ZIPS.TX, javaScript);
      expect(partnerOf(await waitForHandOff(handOffs)), javaScript ? 'JavaScript on' : 'JavaScript off').toEqual(DONE_WHEN_EXPECTED.west);
    }
  });
});
