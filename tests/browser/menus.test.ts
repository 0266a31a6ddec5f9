import { describe, expect, it } from 'vitest';
import { NAV_MENU } from '../../shared/constants.js';
import { GUIDE_ROUTES, REVIEW_ROUTES } from '../../shared/routes.js';
import { useBrowser } from './fixture.js';

const fixture = useBrowser();

/** Reading pages hydrate on first interaction: move the pointer, then wait for the islands. */
async function hydrated(page: import('playwright-core').Page) {
  await page.mouse.move(600, 700);
  await page.locator('html[data-hydrated]').waitFor();
}

describe('header menus with JavaScript', () => {
  it('open on hover after the delay and close after leaving', async () => {
    const { page } = await fixture.open({ isolated: true });
    // The page's timers run on a paused clock: the delays are checked exactly, without sleeping.
    await page.clock.install();
    await page.goto(`${fixture.server.url}/articles/dui-insurance`);
    await hydrated(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const reviews = page.locator('details[data-menu=reviews]');
    await page.locator('details[data-menu=reviews] > summary').hover();
    await page.clock.runFor(NAV_MENU.openDelayMs - 1);
    expect(await reviews.getAttribute('open')).toBeNull();
    await page.clock.runFor(1);
    await expect.poll(() => reviews.getAttribute('open')).toBe('');
    // The index of insurers, then the written reviews.
    expect(await page.locator('details[data-menu=reviews] a').count()).toBe(REVIEW_ROUTES.length + 1);
    await page.mouse.move(5, 800);
    await page.clock.runFor(NAV_MENU.closeDelayMs - 1);
    expect(await reviews.getAttribute('open')).toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => reviews.getAttribute('open')).toBeNull();
  });

  it('stay open when the click comes after the hover has opened the menu; the next click closes it', async () => {
    const { page } = await fixture.open({ isolated: true });
    await page.clock.install();
    await page.goto(`${fixture.server.url}/terms`);
    await hydrated(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const reviews = page.locator('details[data-menu=reviews]');
    const trigger = page.locator('details[data-menu=reviews] > summary');
    await trigger.hover();
    await page.clock.runFor(NAV_MENU.openDelayMs);
    await expect.poll(() => reviews.getAttribute('open')).toBe('');
    // React applies a click's update before the event returns: no waiting needed to see it.
    await trigger.click();
    expect(await reviews.getAttribute('open')).toBe('');
    await trigger.click();
    await expect.poll(() => reviews.getAttribute('open')).toBeNull();
  });

  it('open on the first hover of a mouse even when that hover is what wakes the page', async () => {
    const { page, problems } = await fixture.open();
    await page.goto(`${fixture.server.url}/articles/dui-insurance`);
    const trigger = await page.locator('details[data-menu=articles] > summary').boundingBox();
    // One real mouse move, straight onto the trigger: the page's first intent. It starts
    // loading React; the pointer then rests there while the island hydrates.
    await page.mouse.move(trigger!.x + trigger!.width / 2, trigger!.y + trigger!.height / 2);
    await page.locator('html[data-hydrated]').waitFor();
    await expect.poll(() => page.locator('details[data-menu=articles]').getAttribute('open')).toBe('');
    expect(await page.locator('details[data-menu=reviews]').getAttribute('open')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('keep a menu opened by the tap that woke the page, and close it on Escape or the next tap', async () => {
    const { page } = await fixture.open({ hasTouch: true, viewport: { width: 375, height: 700 } });
    await page.goto(`${fixture.server.url}/terms`);
    const reviews = page.locator('details[data-menu=reviews]');
    // The tap is the first intent: the native disclosure opens it before React is there.
    await page.locator('details[data-menu=reviews] > summary').tap();
    expect(await reviews.getAttribute('open')).toBe('');
    await page.locator('html[data-hydrated]').waitFor();
    expect(await reviews.getAttribute('open')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => reviews.getAttribute('open')).toBeNull();
    await page.locator('details[data-menu=reviews] > summary').tap();
    await expect.poll(() => reviews.getAttribute('open')).toBe('');
    await page.locator('details[data-menu=reviews] > summary').tap();
    await expect.poll(() => reviews.getAttribute('open')).toBeNull();
  });

  it('open on click, close on Escape with focus back on the trigger, and on an outside click', async () => {
    const { page } = await fixture.open({ hasTouch: false });
    await page.goto(`${fixture.server.url}/articles/non-owner-insurance`);
    await hydrated(page);
    const articles = page.locator('details[data-menu=articles]');
    await page.locator('details[data-menu=articles] > summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => articles.getAttribute('open')).toBe('');
    const panel = await page.locator('details[data-menu=articles] .nav-menu__panel').evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
    }));
    expect(panel).toEqual({ maxHeight: '500px', overflowY: 'auto' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(GUIDE_ROUTES[0]!.path);
    await page.keyboard.press('Escape');
    await expect.poll(() => articles.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Articles');
    await page.locator('details[data-menu=articles] > summary').click();
    await expect.poll(() => articles.getAttribute('open')).toBe('');
    await page.mouse.click(20, 600);
    await expect.poll(() => articles.getAttribute('open')).toBeNull();
  });
});

describe('header menus without JavaScript', () => {
  it('open as native disclosures by click and by keyboard, every link reachable', async () => {
    const { page } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/terms`);
    await page.locator('details[data-menu=reviews] > summary').click();
    expect(await page.locator('details[data-menu=reviews]').getAttribute('open')).toBe('');
    await page.locator('details[data-menu=reviews] a', { hasText: 'Kemper' }).click();
    await page.waitForURL(/\/reviews\/kemper$/);
    expect(await page.locator('h1').innerText()).toContain('Kemper');

    await page.locator('details[data-menu=articles] > summary').focus();
    await page.keyboard.press('Enter');
    const reached: string[] = [];
    for (let i = 0; i < GUIDE_ROUTES.length; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''));
    }
    expect(reached).toEqual(GUIDE_ROUTES.map((route) => route.path));
  });

  it('reaches the footer links, Do Not Sell or Share at our own choices page by default, in the same tab', async () => {
    const { page } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/`);
    const rights = page.locator('footer a', { hasText: 'Do not Sell Or Share My Personal Information' });
    expect(new URL((await rights.getAttribute('href'))!).pathname).toBe('/privacy-choices');
    expect(await rights.getAttribute('target')).toBeNull();
    expect(await page.locator('footer a[target=_blank]').count()).toBe(0);
    for (const [path, label] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Use'],
      ['/advertiser-disclosure', 'Advertiser Disclosure'],
    ]) {
      expect(await page.locator(`footer a[href="${path}"]`).innerText()).toBe(label);
    }
  });
});

describe('not-found page in the browser', () => {
  it('shows 404 and returns home', async () => {
    const { page } = await fixture.open({ javaScript: false });
    const response = await page.goto(`${fixture.server.url}/missing-page`);
    expect(response!.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Oops! Page not found');
    await page.locator('a', { hasText: 'Return to Home' }).click();
    await page.waitForURL(`${fixture.server.url}/`);
  });
});
