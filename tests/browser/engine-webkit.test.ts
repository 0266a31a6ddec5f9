import { Key } from 'webdriverio';
import { startWebKit, type WebKitBrowser, type WebKitRunner } from '../../scripts/lib/webkit.js';
import { describeEngine, type EnginePage } from './engines.js';

/**
 * The core flows in WebKit (WebKitGTK's MiniBrowser over WebKitWebDriver, under Xvfb), with
 * JavaScript on and off. Input is WebDriver actions, which WebKit dispatches as real
 * mouse and key events; the JavaScript-off session runs MiniBrowser with
 * --enable-javascript=false (the driver's own queries still work there).
 */

function webKitPage(browser: WebKitBrowser): EnginePage {
  const keys = { Escape: Key.Escape, Enter: Key.Enter, Tab: Key.Tab } as const;
  return {
    goto: async (url) => {
      await browser.url(url);
      // After a cross-origin page (the partner's), WebKitWebDriver can answer the navigation
      // while the document is still "interactive", before its module scripts have run.
      await browser.waitUntil(() => browser.execute(() => document.readyState === 'complete'), { timeout: 10000, interval: 50 });
    },
    url: () => browser.getUrl(),
    // The DOM's own answers (innerText, getAttribute), not WebDriver's visibility-filtered text
    // or its "true" for boolean attributes. The driver's scripts run even with JavaScript off.
    text: (selector) => browser.execute((s) => (document.querySelector(s) as HTMLElement).innerText, selector),
    attribute: (selector, name) => browser.execute((s, n) => document.querySelector(s)!.getAttribute(n), selector, name),
    count: async (selector) => (await browser.$$(selector).getElements()).length,
    value: (selector) => browser.$(selector).getValue(),
    type: async (selector, text) => {
      await browser.$(selector).click();
      await browser.$(selector).addValue(text);
    },
    click: (selector) => browser.$(selector).click(),
    hover: (selector) => browser.$(selector).moveTo(),
    moveMouse: (x, y) =>
      browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x, y, origin: 'viewport' })
        .perform(),
    press: (key) => browser.keys(keys[key]),
    focusedText: async () => browser.getElementText(Object.values(await browser.getActiveElement())[0] as string),
    evaluate: (fn) => browser.execute(fn) as never,
  };
}

// Unset until the first test starts the driver (and if that fails).
let runner: WebKitRunner | undefined;

describeEngine({
  name: 'WebKit',
  async start() {
    runner = await startWebKit();
    return `WebKitGTK MiniBrowser on Xvfb ${runner.display}`;
  },
  async open(javaScript) {
    // The driver runs one session at a time: the modes' sessions follow each other.
    const session = await runner!.newSession({ javaScript });
    console.log(`WebKit session with JavaScript ${javaScript ? 'on' : 'off'}: ${session.version}`);
    return { page: webKitPage(session.browser), close: () => session.close() };
  },
  stop: async () => {
    await runner?.stop();
  },
});
