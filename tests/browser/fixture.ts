import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.js';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';

/** A real server on a free port and a real Chromium, shared by the tests of one file. */

export const PARTNER = 'https://partner.example/aff_c';
export const INLINE = 'https://compare.example/auto';

export const BROWSER_ENV = {
  PARTNER_BASE_URL: PARTNER,
  PARTNER_OFFER_ID: '17',
  PARTNER_AFFILIATE_ID: '42',
  INLINE_ZIP_LINK: `${INLINE}?src=home`,
};

export interface BrowserFixture {
  server: RunningServer;
  browser: Browser;
  /** A page whose requests to the partner origins are answered locally, recording the URLs. */
  open(options?: BrowserContextOptions & { javaScript?: boolean }): Promise<{ page: Page; context: BrowserContext; handOffs: string[]; problems: string[] }>;
}

export function useBrowser(env: Record<string, string> = {}): BrowserFixture {
  const fixture = {} as BrowserFixture;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    fixture.server = await startServer({ ...BROWSER_ENV, ...env });
    fixture.browser = await launchChromium();
    fixture.open = async ({ javaScript = true, ...options } = {}) => {
      const context = await fixture.browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      const handOffs: string[] = [];
      const problems: string[] = [];
      await context.route(/^https:\/\/(partner|compare)\.example\//, async (route) => {
        handOffs.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner funnel</h1>' });
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      return { page, context, handOffs, problems };
    };
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    // Set-up may have failed before either existed.
    const started = fixture as Partial<BrowserFixture>;
    await started.browser?.close();
    await started.server?.stop();
  });
  return fixture;
}

/** Pages hydrate on the visitor's first interaction: give one (a pointer move) and wait for it. */
export async function hydrate(page: import('playwright-core').Page): Promise<void> {
  await page.mouse.move(120, 160);
  await page.mouse.move(160, 200);
  await page.locator('html[data-hydrated]').waitFor({ timeout: 10000 });
}

export const JS_MODES = [
  ['JavaScript on', true],
  ['JavaScript off', false],
] as const;

/**
 * Wait until the browser has asked for a partner URL. Chromium sometimes tries the
 * redirected navigation once outside the interception (failing DNS, as this machine has
 * no outside network) before the intercepted retry, so the recorded request, not the
 * page's final URL, is the proof of the hand-off.
 */
export async function waitForHandOff(handOffs: string[], timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (handOffs.length === 0) {
    if (Date.now() > deadline) throw new Error('no hand-off to a partner URL within the time limit');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return handOffs.at(-1)!;
}
