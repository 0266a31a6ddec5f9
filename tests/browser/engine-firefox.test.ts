import type { Browser, Page } from 'puppeteer-core';
import { launchFirefox } from '../../scripts/lib/firefox.js';
import { describeEngine, type EnginePage } from './engines.js';

/**
 * The core flows in Firefox ESR (headless, WebDriver BiDi through puppeteer-core), with
 * JavaScript on and off. Firefox's BiDi has no per-page switch for scripts
 * (emulation.setScriptingEnabled is unknown to ESR 153), so JavaScript off is a second
 * Firefox with the preference javascript.enabled=false; both start together.
 */

/**
 * A 1280 × 900 viewport. Puppeteer sends the size and a screen orientation together; Firefox ESR
 * before 153 does not know the orientation command and rejects it while the size applies, so
 * that one rejection is let through and the size awaited instead.
 */
async function desktopViewport(page: Page): Promise<void> {
  try {
    await page.setViewport({ width: 1280, height: 900 });
  } catch (error) {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
    // The size was sent beside the rejected command, and its answer is not awaited: wait for it.
    let width = 0;
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
      width = await page.evaluate(() => window.innerWidth);
      if (width === 1280) return;
    }
    throw new Error(`Firefox kept a viewport ${width} px wide`, { cause: error });
  }
}

function firefoxPage(page: Page): EnginePage {
  // Every query is one page.evaluate by selector, never an element handle: a handle can
  // outlive a navigation, and puppeteer then rejects where nobody awaits. Puppeteer's own
  // click and hover wait on page callbacks (animation frames), which never come with
  // JavaScript off: find the element's centre, scroll only if something else is
  // there (a scroll is an intent), and move and click the mouse there.
  const centre = (selector: string) =>
    page.evaluate((s) => {
      const el = document.querySelector(s)!;
      const at = () => {
        const box = el.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      let { x, y } = at();
      if (!el.contains(document.elementFromPoint(x, y))) {
        el.scrollIntoView({ block: 'center' });
        ({ x, y } = at());
      }
      return { x, y };
    }, selector);
  const click = async (selector: string) => {
    const { x, y } = await centre(selector);
    await page.mouse.click(x, y);
  };
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    text: (selector) => page.evaluate((s) => (document.querySelector(s) as HTMLElement).innerText, selector),
    attribute: (selector, name) => page.evaluate((s, n) => document.querySelector(s)!.getAttribute(n), selector, name),
    count: (selector) => page.evaluate((s) => document.querySelectorAll(s).length, selector),
    value: (selector) => page.evaluate((s) => (document.querySelector(s) as HTMLInputElement).value, selector),
    type: async (selector, text) => {
      await click(selector);
      await page.keyboard.type(text);
    },
    click,
    hover: async (selector) => {
      const { x, y } = await centre(selector);
      await page.mouse.move(x, y);
    },
    moveMouse: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    focusedText: () => page.evaluate(() => document.activeElement?.textContent ?? ''),
    evaluate: (fn) => page.evaluate(fn),
  };
}

const browsers = new Map<boolean, Browser>();

describeEngine({
  name: 'Firefox',
  async start() {
    const [on, off] = await Promise.all([launchFirefox(), launchFirefox({ javaScript: false })]);
    browsers.set(true, on).set(false, off);
    return `Firefox ${await on.version()} (headless, WebDriver BiDi)`;
  },
  async open(javaScript) {
    const context = await browsers.get(javaScript)!.createBrowserContext();
    const page = await context.newPage();
    await desktopViewport(page);
    return { page: firefoxPage(page), close: () => context.close() };
  },
  async openWithPrivacySignal() {
    // Firefox ESR's own switch for the signal (its preference names are all lower case): it then sends Sec-GPC and sets navigator.globalPrivacyControl.
    const browser = await launchFirefox({
      prefs: { 'privacy.globalprivacycontrol.enabled': true, 'privacy.globalprivacycontrol.functionality.enabled': true },
    });
    const page = await browser.newPage();
    await desktopViewport(page);
    return { page: firefoxPage(page), close: () => browser.close() };
  },
  async stop() {
    await Promise.all([...browsers.values()].map((browser) => browser.close()));
  },
});
