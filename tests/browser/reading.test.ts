import { describe, expect, it } from 'vitest';
import { ES } from '../../shared/messages/es.js';
import { READING_ROUTES } from '../../shared/routes.js';
import { hydrate, useBrowser } from './fixture.js';

const fixture = useBrowser();

describe('reading pages', () => {
  it('render the same words with JavaScript on and off', async () => {
    const on = await fixture.open();
    const off = await fixture.open({ javaScript: false });
    for (const route of READING_ROUTES.filter((_, index) => index % 4 === 0)) {
      // Hydrated (a pointer move wakes the page): the islands must leave the article's words as they are.
      await on.page.goto(`${fixture.server.url}${route.path}`);
      await hydrate(on.page);
      await off.page.goto(`${fixture.server.url}${route.path}`);
      const article = (page: typeof on.page) => page.locator('.prose').evaluateAll((sections) => sections.map((section) => section.innerHTML).join('\n'));
      expect(await article(on.page), route.path).toBe(await article(off.page));
      expect(await on.page.locator('h1').innerText()).toBe(await off.page.locator('h1').innerText());
    }
    expect(on.problems).toEqual([]);
  });

  it('have the call-to-action box at the top and bottom of every guide, posting to /zip', async () => {
    const { page } = await fixture.open({ javaScript: false });
    for (const route of READING_ROUTES.filter((r) => r.kind === 'guide').slice(0, 4)) {
      await page.goto(`${fixture.server.url}${route.path}`);
      const boxes = page.locator('.cta-box form[action="/zip"][method="post"]');
      expect(await boxes.count(), route.path).toBe(2);
      // A guide with driver-situation links has a second block of words after its own, before its Sources.
      const [top, bottom, prose, lastProse] = await Promise.all([
        page.locator('#form-cta-top').boundingBox(),
        page.locator('#form-cta-bottom').boundingBox(),
        page.locator('.prose').first().boundingBox(),
        page.locator('.prose').last().boundingBox(),
      ]);
      expect(top!.y).toBeLessThan(prose!.y);
      expect(bottom!.y).toBeGreaterThan(lastProse!.y + lastProse!.height - 1);
    }
  });

  it('show the last-reviewed date, a table of contents that jumps, and a way back', async () => {
    const { page } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/articles/liability-insurance`);
    expect(await page.locator('.article__meta time').getAttribute('datetime')).toMatch(/^2026-\d\d-\d\d$/);
    const firstEntry = page.locator('.toc a').first();
    const target = (await firstEntry.getAttribute('href'))!;
    await firstEntry.click();
    expect(new URL(page.url()).hash).toBe(target);
    expect(await page.locator('.reading__back a').getAttribute('href')).toBe('/');
  });

  // Spanish: one guide and one legal page, with JavaScript on and off.
  it('render a Spanish guide the same with JavaScript on and off, its anchors the English ones', async () => {
    const on = await fixture.open();
    const off = await fixture.open({ javaScript: false });
    for (const path of ['/es/guias/requisitos-del-sr22', '/es/privacidad']) {
      await on.page.goto(`${fixture.server.url}${path}`);
      await hydrate(on.page);
      await off.page.goto(`${fixture.server.url}${path}`);
      expect(await on.page.locator('.prose').innerHTML(), path).toBe(await off.page.locator('.prose').innerHTML());
      expect(await off.page.locator('html').getAttribute('lang')).toBe('es-US');
      expect(await off.page.locator('.language-switch__link').innerText()).toBe('English');
      expect(await off.page.locator('.reading__back a').getAttribute('href')).toBe('/es/');
    }
    // The ZIP forms' link to the notice at collection lands on its Spanish section.
    await off.page.goto(`${fixture.server.url}/es/privacidad#notice-at-collection`);
    expect(await off.page.locator('#notice-at-collection').count()).toBe(1);
    // Both versions have the same standing: the page says so, and never that the English one prevails.
    expect(await off.page.locator('.article__translation').innerText()).toContain(ES.reading.twinNotice['/privacy']);
    expect(await off.page.locator('.article__translation').innerText()).not.toMatch(/prevalece|traducción/);
    expect(await off.page.locator('.article__translation a').getAttribute('href')).toBe('/privacy');
    expect(on.problems).toEqual([]);
  });
});
