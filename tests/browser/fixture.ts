import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished, type TestContext } from 'vitest';
import { CHROMIUM_FLAGS, launchChromium } from '../../scripts/lib/chromium.js';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';

/** A real server on a free port and a real Chromium, shared by the tests of one file. */

export const PARTNER = 'https://partner.example/aff_c';
export const INLINE = 'https://compare.example/auto';
const HAND_OFF = /^https:\/\/(partner|compare)\.example\//;

export const BROWSER_ENV = {
  PARTNER_BASE_URL: PARTNER,
  PARTNER_OFFER_ID: '17',
  PARTNER_AFFILIATE_ID: '42',
  INLINE_ZIP_LINK: `${INLINE}?src=home`,
};

/**
 * The partner hosts fail to resolve inside Chromium itself: no lookup leaves the machine, and
 * no request interception is needed (Playwright's routing turns the HTTP cache off).
 */
const OFFLINE_PARTNERS = '--host-resolver-rules=MAP partner.example ~NOTFOUND, MAP compare.example ~NOTFOUND';

export interface OpenOptions extends BrowserContextOptions {
  javaScript?: boolean;
  /**
   * A browser context of the test's own, for a test that changes the context (its clock, its
   * routes, its init scripts). Otherwise the test gets a new page in a context shared by the
   * file's tests with the same options, so the built assets come from the HTTP cache (and V8's
   * code cache) after the first test: the test's page is its own, the cache is not.
   */
  isolated?: boolean;
  /**
   * The calling test's context. Required in concurrent tests: the page (and an isolated
   * context) close when that test ends, and Vitest cannot tell which concurrent test is the
   * current one by itself.
   */
  test?: Pick<TestContext, 'onTestFinished'>;
}

export interface BrowserFixture {
  server: RunningServer;
  browser: Browser;
  /**
   * A new page, closed when the test ends. `handOffs` records every request the page makes for
   * a partner URL (the navigation itself then fails offline); `problems` its console errors.
   */
  open(options?: OpenOptions): Promise<{ page: Page; context: BrowserContext; handOffs: string[]; problems: string[] }>;
}

export function useBrowser(env: Record<string, string> = {}): BrowserFixture {
  const fixture = {} as BrowserFixture;
  const shared = new Map<string, Promise<BrowserContext>>();
  beforeAll(async () => {
    [fixture.server, fixture.browser] = await Promise.all([
      startServer({ ...BROWSER_ENV, ...env }),
      launchChromium({ args: [...CHROMIUM_FLAGS, OFFLINE_PARTNERS] }),
    ]);
    fixture.open = async ({ javaScript = true, isolated = false, test, ...options } = {}) => {
      const finished = test?.onTestFinished ?? onTestFinished;
      const contextOptions: BrowserContextOptions = { javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 }, ...options };
      let context: BrowserContext;
      if (isolated) {
        context = await fixture.browser.newContext(contextOptions);
        finished(() => context.close().catch(() => undefined));
      } else {
        const key = JSON.stringify(contextOptions);
        if (!shared.has(key)) shared.set(key, fixture.browser.newContext(contextOptions));
        context = await shared.get(key)!;
      }
      const page = await context.newPage();
      // Closed at once: a page left open keeps its timers (the quote list) running.
      finished(() => page.close().catch(() => undefined));
      const handOffs: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        if (HAND_OFF.test(request.url())) handOffs.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !HAND_OFF.test(message.location().url)) problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      return { page, context, handOffs, problems };
    };
  });
  afterAll(async () => {
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
 * Wait until the browser has asked for a partner URL: the recorded request, not the page's
 * final URL (an offline error page), is the proof of the hand-off.
 */
export async function waitForHandOff(handOffs: string[], timeoutMs = 10000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (handOffs.length === 0) {
    if (Date.now() > deadline) throw new Error('no hand-off to a partner URL within the time limit');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return handOffs.at(-1)!;
}
