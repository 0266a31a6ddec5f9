import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetManifest } from '../../shared/asset-manifest.js';
import { TOASTS } from '../../shared/constants.js';
import { INLINE, JS_MODES, PARTNER, hydrate, useBrowser, waitForHandOff } from './fixture.js';
import { ZIP_FORM_WORDS, noticeText } from '../../shared/zip-form-words.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';

/** The build's asset manifest: which chunks each entry imports (dist/manifest.json). */
const builtManifest = () => JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as AssetManifest;

const fixture = useBrowser();

// The tests run concurrently (each in a page of its own): each hands its test context to
// fixture.open, so its page closes with it.

async function submitZip(page: Page, formId: string, value: string, javaScript: boolean, how: 'click' | 'enter' = 'click') {
  if (javaScript) {
    // Reading pages hydrate on first interaction: focusing the field is one.
    await page.locator(`#zip-${formId}`).focus();
    await page.locator('html[data-hydrated]').waitFor({ timeout: 15000 });
  }
  const input = page.locator(`#zip-${formId}`);
  await input.fill(value);
  if (how === 'enter') await input.press('Enter');
  else await page.locator(`#form-${formId} button[data-get-started]`).click();
}

function partnerParams(url: string) {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(PARTNER);
  // An opted-out hand-off ends with the partner's opt-out parameter.
  const optOut = parsed.searchParams.has('aff_sub5') ? ['aff_sub5'] : [];
  expect([...parsed.searchParams.keys()]).toEqual(['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode', ...optOut]);
  return Object.fromEntries(parsed.searchParams);
}

describe.concurrent.each(JS_MODES)('ZIP hand-off with %s', (_label, javaScript) => {
  it.for([
    ['a 5-digit ZIP', '22201', '22201'],
    ['a ZIP+4', '22201-1234', '22201-1234'],
    ['a ZIP padded with spaces', '  90210 ', '90210'],
  ] as const)('sends %s to the partner in one step', async ([_name, typed, zip], test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
    });
    await page.goto(`${fixture.server.url}/`);
    await submitZip(page, 'hero', typed, javaScript);
    await waitForHandOff(handOffs);
    // With JavaScript the browser goes straight to the partner (counting it with a beacon);
    // without, through POST /zip.
    expect(posts).toEqual(javaScript ? ['/events/hand-off'] : ['/zip']);
    expect(partnerParams(handOffs.at(-1)!)).toEqual({ offer_id: '17', aff_id: '42', aff_sub: 'FStars', aff_sub2: '{clickid}', aff_sub3: 'SEM', zipcode: zip });
  });

  it('submits with the Enter key', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/`);
    await submitZip(page, 'second', '10001', javaScript, 'enter');
    await waitForHandOff(handOffs);
    expect(partnerParams(handOffs.at(-1)!).zipcode).toBe('10001');
  });

  it.for([
    ['empty', '', 'ZIP Code Required', 'Please enter your ZIP code to continue.'],
    ['letters', 'abcde', 'Invalid ZIP Code', 'Please enter a valid US ZIP code.'],
    ['4 digits', '2220', 'Invalid ZIP Code', 'Please enter a valid US ZIP code.'],
  ] as const)('blocks %s with the spec message', async ([_name, typed, title, description], test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/articles/sr22-requirements`);
    await submitZip(page, 'cta-top', typed, javaScript);
    if (javaScript) {
      const toast = page.locator('[data-toast="destructive"]');
      await expect(toast.getAttribute('role')).resolves.toBe('alert');
      expect(await toast.innerText()).toContain(title);
      expect(await toast.innerText()).toContain(description);
      expect(new URL(page.url()).pathname).toBe('/articles/sr22-requirements');
    } else {
      await page.waitForURL(/zip_error=/);
      expect(new URL(page.url()).pathname).toBe('/articles/sr22-requirements');
      const alert = page.locator('#form-cta-top [role="alert"]');
      expect(await alert.innerText()).toBe(`${title} ${description}`);
      expect(await page.locator('#zip-cta-top').inputValue()).toBe(typed);
      expect(await page.locator('#zip-cta-top').getAttribute('aria-invalid')).toBe('true');
    }
    expect(handOffs).toEqual([]);
  });

  // The Spanish pages: the same hand-off and query, the Spanish messages in the toast or, without JavaScript, on the page.
  it('hands a ZIP from the Spanish home page to the partner with the same query', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/es/`);
    expect(await page.locator('#form-hero button[data-get-started]').innerText()).toBe(ISLANDS_ES.zip.submit);
    await submitZip(page, 'hero', '78701', javaScript);
    await waitForHandOff(handOffs);
    expect(partnerParams(handOffs.at(-1)!)).toEqual({
      offer_id: '17',
      aff_id: '42',
      aff_sub: 'FStars',
      aff_sub2: '{clickid}',
      aff_sub3: 'SEM',
      zipcode: '78701',
    });
  });

  it('blocks an empty ZIP on a Spanish guide with the Spanish message', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    const path = '/es/guias/requisitos-del-sr22';
    await page.goto(`${fixture.server.url}${path}`);
    await submitZip(page, 'cta-top', '', javaScript);
    const { title, description } = ISLANDS_ES.zip.messages.required;
    if (javaScript) {
      const toast = page.locator('[data-toast="destructive"]');
      expect(await toast.innerText()).toContain(title);
      expect(await toast.innerText()).toContain(description);
      expect(await page.locator('.toaster').getAttribute('aria-label')).toBe(ISLANDS_ES.toaster.region);
    } else {
      await page.waitForURL(/zip_error=/);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('#form-cta-top [role="alert"]').innerText()).toBe(`${title} ${description}`);
    }
    expect(handOffs).toEqual([]);
  });

  it('lets at most 10 characters in, even pasted', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/`);
    const input = page.locator('#zip-hero');
    // Typed straight away: with JavaScript this races the hydration it starts, on purpose.
    await input.focus();
    await page.keyboard.insertText('12345-678901');
    expect(await input.inputValue()).toBe('12345-6789');
    await page.locator('#form-hero button[data-get-started]').click();
    await waitForHandOff(handOffs);
    expect(partnerParams(handOffs.at(-1)!).zipcode).toBe('12345-6789');
  });

  it.for([
    ['ds=FStarsPM', { aff_sub: 'FStarsPM', aff_sub2: '{clickid}' }],
    ['ds=other', { aff_sub: 'FStars', aff_sub2: '{clickid}' }],
    ['gclid=Cj0KCQ-abc_1', { aff_sub: 'FStars', aff_sub2: 'Cj0KCQ-abc_1' }],
    ['msclkid=ms-123&ds=FStarsPM', { aff_sub: 'FStarsPM', aff_sub2: 'ms-123' }],
    ['fbclid=IwAR0x', { aff_sub: 'FStars', aff_sub2: 'IwAR0x' }],
    ['gclid=%3Cscript%3E', { aff_sub: 'FStars', aff_sub2: '{clickid}' }],
  ] as const)('carries %s to the partner link', async ([query, expected], test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/?${query}`);
    await submitZip(page, 'hero', '22201', javaScript);
    await waitForHandOff(handOffs);
    expect(partnerParams(handOffs.at(-1)!)).toMatchObject({ ...expected, aff_sub3: 'SEM', zipcode: '22201' });
  });

  it.for(['QS', 'qs'])('shows %s as a large line above the headline and keeps it through an error', async (name, test) => {
    const { page } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/?${name}=${encodeURIComponent('Cheap Insurance for Good Drivers')}&ds=FStarsPM`);
    const line = page.locator('.hero__landing-line');
    expect(await line.innerText()).toBe('Cheap Insurance for Good Drivers');
    const box = await line.boundingBox();
    const h1 = await page.locator('h1').boundingBox();
    expect(box!.y).toBeLessThan(h1!.y);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/$/);
    if (!javaScript) {
      await submitZip(page, 'hero', 'x', javaScript);
      await page.waitForURL(/zip_error=/);
      expect(await page.locator('.hero__landing-line').innerText()).toBe('Cheap Insurance for Good Drivers');
      expect(new URL(page.url()).searchParams.get('ds')).toBe('FStarsPM');
    }
  });

  it('sends the inline box to its own link without a check', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/`);
    await submitZip(page, 'inline', 'abc', javaScript);
    await waitForHandOff(handOffs);
    const url = new URL(handOffs.at(-1)!);
    expect(`${url.origin}${url.pathname}`).toBe(INLINE);
    expect(Object.fromEntries(url.searchParams)).toEqual({ src: 'home', zipcode: 'abc' });
  });

  it('shows the terms notice by the hero button, its links visible, 24 px targets, reached with Tab and followed with Enter', async (test) => {
    const { page, problems } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/`);
    const notice = page.locator('#form-hero .zip-form__notice');
    const before = await notice.innerHTML();
    if (javaScript) {
      await hydrate(page);
      await page.locator('#form-hero[data-hydrated]').waitFor();
    }
    expect(await notice.innerHTML()).toBe(before);
    expect(await notice.innerText()).toBe(noticeText(ZIP_FORM_WORDS.terms));
    const describedBy = (await page.locator('#zip-hero').getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await notice.getAttribute('id'));
    await page.locator('#zip-hero').focus();
    for (const href of ['/terms', '/privacy#notice-at-collection']) {
      for (let presses = 0; presses < 4 && (await page.evaluate(() => document.activeElement?.getAttribute('href'))) !== href; presses++)
        await page.keyboard.press('Tab');
      const link = page.locator(`#form-hero a[href="${href}"]`);
      expect(await link.evaluate((element) => element === document.activeElement), href).toBe(true);
      expect(await link.isVisible()).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.height, href).toBeGreaterThanOrEqual(24);
      expect(box.width, href).toBeGreaterThanOrEqual(24);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/terms$/);
    expect(problems).toEqual([]);
  });

  it('names the error, the consent line and the notice as the field description after a failed ZIP, every id present', async (test) => {
    const { page } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/?gclid=desc-1`);
    await submitZip(page, 'hero', '12', javaScript);
    if (!javaScript) await page.waitForURL(/zip_error=/);
    const field = page.locator('#zip-hero');
    await page.locator('#form-hero .zip-form__error').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
    const described = await page.evaluate((list) => list.map((id) => document.getElementById(id)?.className ?? 'missing'), ids);
    expect(described).toEqual(['zip-form__error', 'zip-form__consent', 'zip-form__notice', 'zip-form__hand-off']);
    // The accessible description is what a screen reader announces: the consent line is in it.
    const description = await field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Invalid ZIP Code');
    expect(description).toContain(await page.locator('#form-hero .zip-form__consent').innerText());
  });

  it('withholds the click id and ZIP+4 for a browser that sends Global Privacy Control, and says so', async (test) => {
    const { page, handOffs } = await fixture.open({ javaScript, test });
    // Chromium has no switch for the signal: the page sees it as a GPC browser's would.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await page.goto(`${fixture.server.url}/?gclid=Cj0-gpc_1&ds=FStarsPM`);
    expect(await page.locator('#form-hero .zip-form__hand-off[data-opted-out="signal"]').innerText()).toBe(noticeText(ZIP_FORM_WORDS.optedOut.signal));
    await submitZip(page, 'hero', '22201-1234', javaScript);
    await waitForHandOff(handOffs);
    expect(partnerParams(handOffs.at(-1)!)).toEqual({
      offer_id: '17',
      aff_id: '42',
      aff_sub: 'FStarsPM',
      aff_sub2: '{clickid}',
      aff_sub3: 'SEM',
      zipcode: '22201',
      aff_sub5: 'gpc',
    });
  });

  it('marks every funnel button with data-get-started', async (test) => {
    const { page } = await fixture.open({ javaScript, test });
    await page.goto(`${fixture.server.url}/`);
    expect(await page.locator('form[action="/zip"] button[type=submit]:not([data-get-started])').count()).toBe(0);
    expect(await page.locator('button[data-get-started]').count()).toBe(4);
  });
});

describe.concurrent('ZIP hand-off details with JavaScript', () => {
  it('loads no React until the visitor reaches for the page, then hydrates cleanly', async (test) => {
    const { page, problems } = await fixture.open({ test });
    const staticProps: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/static-props-\w+\.json$/.test(request.url())) staticProps.push(request.url());
    });
    const response = await page.goto(`${fixture.server.url}/`, { waitUntil: 'networkidle' });
    const html = await response!.text();
    // One small module at the end of the body, its small static chunks preloaded beside it;
    // React comes only through its dynamic import.
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
    expect(preloaded).toEqual(builtManifest().scripts.home.imports);
    for (const href of preloaded) {
      const chunk = await (await page.request.get(`${fixture.server.url}${href}`)).text();
      expect(chunk.length, href).toBeLessThan(4096);
      // React's production builds link every error code to react.dev/errors.
      expect(chunk, href).not.toContain('react.dev/errors');
    }
    // The widgets' data comes with React, on intent, not with the page.
    expect(staticProps).toEqual([]);
    await hydrate(page);
    expect(staticProps).toHaveLength(1);
    await page.locator('#zip-hero').fill('1');
    await page.locator('#form-hero button').click();
    await page.locator('[data-toast]').waitFor();
    expect(problems).toEqual([]);
  });

  it("keeps the ZIP forms' checks and the topic links working when the widgets' data cannot be had", async (test) => {
    const { page } = await fixture.open({ test });
    await page.route(/\/assets\/static-props-\w+\.json$/, (route) => route.abort());
    await page.goto(`${fixture.server.url}/`);
    await page.mouse.move(120, 160);
    await page.locator('.island[data-hydrated]:has(#form-hero)').waitFor({ timeout: 10000 });
    await page.locator('#form-hero button').click();
    expect(await page.locator('[data-toast]').innerText()).toContain('ZIP Code Required');
    expect(await page.locator('.island:has(.topics)').getAttribute('data-hydrated')).toBeNull();
    await page.locator('.topics__item', { hasText: 'SR-22 Insurance' }).click();
    await page.waitForURL(/[?&]topic=sr22/);
    expect(await page.locator('.topics__title').innerText()).toBe('SR-22 Insurance');
  });

  it('shows one toast at a time and lets it go after 4 seconds', async (test) => {
    const { page } = await fixture.open({ isolated: true, test });
    await page.clock.install();
    await page.goto(`${fixture.server.url}/`);
    await hydrate(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.locator('#form-hero button').click();
    await page.locator('#zip-second').fill('12');
    await page.locator('#form-second button').click();
    expect(await page.locator('[data-toast]').count()).toBe(1);
    expect(await page.locator('[data-toast]').innerText()).toContain('Invalid ZIP Code');
    await page.clock.runFor(TOASTS.durationMs - 1);
    expect(await page.locator('[data-toast]').count()).toBe(1);
    await page.clock.runFor(1);
    await page.locator('[data-toast]').waitFor({ state: 'detached', timeout: 2000 });
  });
});
