import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../shared/routes.js';
import '../support/dist-site.js';
import { AXE_TAGS } from './axe.js';
import { PARTNER, useBrowser, waitForHandOff } from './fixture.js';

/**
 * What axe's run per page kind (tests/browser/axe-scripts-on.test.ts, axe-scripts-blocked.test.ts)
 * does not show: sideways scrolling on every route, that axe catches a violation at all, the
 * keyboard, focus rings, zoom and touch targets.
 */
const fixture = useBrowser();

describe('every route at 375 px', () => {
  // Some 170 page loads in one test (both languages): more than the tier's default 30 s on a busy machine.
  it('scrolls no page sideways', { timeout: 240_000 }, async () => {
    const { page } = await fixture.open({ javaScript: false, viewport: { width: 375, height: 900 } });
    const failures: string[] = [];
    for (const path of [...siteRoutes().map((route) => route.path), '/this-page-does-not-exist', '/es/no-existe']) {
      await page.goto(`${fixture.server.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${path}: scrolls sideways by ${overflow}px`);
    }
    expect(failures).toEqual([]);
  });
});

describe('axe-core itself', () => {
  it('does catch a violation (so a clean report means something)', async () => {
    const { page } = await fixture.open();
    await page.goto(`${fixture.server.url}/terms`);
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<input type="text"><a href="/"></a>'));
    // The same rules as the real runs, on the part of the page that was changed.
    const results = await new AxeBuilder({ page }).include('main').withTags(AXE_TAGS).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual(expect.arrayContaining(['label', 'link-name']));
  });
});

describe('keyboard and zoom', () => {
  it('completes the ZIP hand-off from the hero with the keyboard alone', async () => {
    const { page, handOffs } = await fixture.open();
    await page.goto(`${fixture.server.url}/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.locator('html[data-hydrated]').waitFor();
    let reached = '';
    for (let i = 0; i < 10 && reached !== 'zip-hero'; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(reached).toBe('zip-hero');
    await page.keyboard.type('22201');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Get Started');
    await page.keyboard.press('Enter');
    await waitForHandOff(handOffs);
    expect(new URL(handOffs.at(-1)!).searchParams.get('zipcode')).toBe('22201');
    expect(handOffs.at(-1)!.startsWith(PARTNER)).toBe(true);
  });

  it("completes the ZIP hand-off from a guide's call-to-action box with the keyboard alone, without JavaScript", async () => {
    const { page, handOffs } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/articles/high-risk-drivers`);
    let reached = '';
    for (let i = 0; i < 30 && reached !== 'zip-cta-top'; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(reached).toBe('zip-cta-top');
    await page.keyboard.type('30301');
    await page.keyboard.press('Enter');
    await waitForHandOff(handOffs);
    expect(new URL(handOffs.at(-1)!).searchParams.get('zipcode')).toBe('30301');
  });

  it('shows a visible focus ring on links, buttons and fields', async () => {
    const { page } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/`);
    for (const selector of ['#zip-hero', '#form-hero button', 'footer a[href="/terms"]', '.topics__item']) {
      await page.locator(selector).first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
      expect(ring, selector).not.toBe('none');
    }
  });

  it('stays usable at 320 px and at 200% zoom without sideways scrolling', async () => {
    for (const [width, scale] of [
      [320, 1],
      [640, 2],
    ] as const) {
      const { page } = await fixture.open({ javaScript: false, viewport: { width: width / scale, height: 700 }, deviceScaleFactor: scale });
      for (const path of ['/', '/articles/liability-insurance', '/privacy', '/car-insurance/district-of-columbia']) {
        await page.goto(`${fixture.server.url}${path}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `${path} at ${width}/${scale}`,
        ).toBeLessThanOrEqual(0);
      }
    }
  });

  it('gives every link and button a touch target of at least 24 px', async () => {
    const { page } = await fixture.open({ javaScript: false, viewport: { width: 375, height: 800 } });
    await page.goto(`${fixture.server.url}/`);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('a, button, summary, input')]
        .filter((el) => !el.closest('.prose') && el.getClientRects().length > 0)
        .map((el) => ({ el: el.textContent.trim().slice(0, 30), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 24 && box.width > 0)
        .map(({ el, box }) => `${el} ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  });
});
