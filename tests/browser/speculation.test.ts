import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JS_MODES, useBrowser } from './fixture.js';
import { until } from '../support/logs.js';

const fixture = useBrowser();

/** Document requests the browser made for speculation (Sec-Purpose: prefetch…), by URL. */
async function recordSpeculativeRequests(page: Page): Promise<string[]> {
  const speculative: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const purpose = Object.entries(event.request.headers).find(([name]) => name.toLowerCase() === 'sec-purpose')?.[1];
    if (purpose?.startsWith('prefetch')) speculative.push(event.request.url);
  });
  return speculative;
}

/**
 * The URLs the page's speculation rules currently match (Chromium's Preload domain reports
 * them whole at each change), whatever the visitor has done yet: no hover or waiting needed.
 */
async function recordSpeculationCandidates(page: Page): Promise<() => string[]> {
  let latest: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    latest = event.preloadingAttemptSources.map((source) => source.key.url);
  });
  await cdp.send('Preload.enable');
  return () => latest;
}

/** Whether the condition came to hold within the time (the tests assert on the answer, with what they waited for). */
const waitFor = (condition: () => boolean, timeoutMs = 5000): Promise<boolean> =>
  until(condition, 'the speculative request', timeoutMs, 25).then(
    () => true,
    () => false,
  );

describe.each(JS_MODES)('speculative loading of our links, %s', (_mode, javaScript) => {
  it('prefetches a page when the visitor points at its link, and the click is served from it', async () => {
    const { page, problems } = await fixture.open({ javaScript, isolated: true });
    const speculative = await recordSpeculativeRequests(page);
    await page.goto(`${fixture.server.url}/articles/sr22-requirements`);
    const link = page.locator('main a[href^="/articles/"]').first();
    const target = new URL((await link.getAttribute('href'))!, fixture.server.url).href;
    await link.hover();
    expect(await waitFor(() => speculative.includes(target)), `prefetch of ${target}`).toBe(true);

    await link.click();
    await page.waitForURL(target);
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    expect(problems).toEqual([]);
  });

  it('leaves alone the links that choose a topic or a brand on the home page', async () => {
    const { page } = await fixture.open({ javaScript, isolated: true });
    const candidates = await recordSpeculationCandidates(page);
    await page.goto(`${fixture.server.url}/`);
    // The browser's own list of the links its rules match. The control: a plain link on the
    // same page is one, so the rules are in force; no link with a query may be.
    await expect.poll(() => candidates().some((url) => url.endsWith('/terms'))).toBe(true);
    expect(await page.locator('a[href*="?topic="]').count()).toBeGreaterThan(10);
    expect(await page.locator('a[href*="?brand="]').count()).toBeGreaterThan(50);
    expect(candidates().filter((url) => url.includes('?'))).toEqual([]);
  });
});
