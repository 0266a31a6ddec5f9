import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished, type TestContext } from 'vitest';
import { until } from '../support/logs.js';

/**
 * The real server and the real Chromium the browser tier's global set-up started
 * (tests/support/browser-setup.ts), shared by every file; the contexts and pages are the file's own.
 */

export { INLINE, PARTNER } from './browser-env.js';
// The partners of a routes file live on subdomains of partner.example (tests/support/partner-routes.ts).
const HAND_OFF = /^https:\/\/([a-z0-9-]+\.)?(partner|compare)\.example\//;

interface OpenOptions extends BrowserContextOptions {
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
  server: { url: string };
  browser: Browser;
  /**
   * A new page, closed when the test ends. `handOffs` records every request the page makes for
   * a partner URL (the navigation itself then fails offline); `problems` its console errors.
   */
  open(options?: OpenOptions): Promise<{ page: Page; context: BrowserContext; handOffs: string[]; problems: string[] }>;
}

export function useBrowser(): BrowserFixture {
  const fixture = {} as BrowserFixture;
  const shared = new Map<string, Promise<BrowserContext>>();
  beforeAll(async () => {
    fixture.server = { url: inject('browserTierServerUrl') };
    fixture.browser = await chromium.connect(inject('browserTierChromium'));
    fixture.open = async ({ javaScript = true, isolated = false, test, ...options } = {}) => {
      const finished = test?.onTestFinished ?? onTestFinished;
      const contextOptions: BrowserContextOptions = { javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 }, ...options };
      let context: BrowserContext;
      if (isolated) {
        context = await fixture.browser.newContext(contextOptions);
        finished(() => context.close().catch(() => undefined));
      } else {
        const key = JSON.stringify(contextOptions);
        if (!shared.has(key)) {
          shared.set(
            key,
            fixture.browser.newContext(contextOptions).then(async (created) => {
              // A blank page that stays open: when a context's last page closes, Chromium tears
              // down what its pages share, and the next test's page pays to build it again.
              await created.newPage();
              return created;
            }),
          );
        }
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
    // Disconnecting closes this file's contexts; Chromium itself stays for the other files.
    await (fixture as Partial<BrowserFixture>).browser?.close();
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
  await until(() => handOffs.length > 0, 'a hand-off to a partner URL', timeoutMs, 25);
  return handOffs.at(-1)!;
}
