import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { REVIEW_ROUTES, siteRoutes } from '../../shared/routes.js';
import '../support/dist-site.js';
import { PARTNER, hydrate, useBrowser, waitForHandOff } from './fixture.js';

const fixture = useBrowser();

/**
 * axe runs once per page kind, not per route: pages of a kind share their template, and
 * their words are Markdown through one renderer, so the guide is the one with the most
 * tables and headings. Each runs with our scripts on (hydrated, as a visitor who moved the
 * pointer sees it) and blocked. Only the home page is also checked at desktop width: its
 * sections rearrange at 640–1200 px (hero owl, steps, quote list beside the copy, topics
 * beside their panel, brand grid), while a reading page's only breakpoint is the site
 * header, the same component the home page has. The narrow width is the one where sideways
 * scrolling and small targets show, so every route is still checked for sideways scrolling
 * there, without axe. (The runs are not concurrent: axe is CPU work, and five at once on two
 * cores only made each slower.)
 */
const PAGE_KINDS = [
  ['home', '/', [375, 1280]],
  ['guide', '/articles/understanding-coverage-types', [375]],
  ['review', REVIEW_ROUTES[0]!.path, [375]],
  ['legal', '/privacy', [375]],
  // The state pages share two modules: the index (with the map, also at desktop width, where it is drawn larger), and one state (the longest notes and an FR-44).
  ['state index', '/car-insurance', [375, 1280]],
  ['state', '/car-insurance/florida', [375]],
  // The price pages: sample premiums (California's has the footnoted companies' second tables) and the data sources.
  ['sample premiums', '/car-insurance/california/sample-premiums', [375]],
  ['data sources', '/data-sources', [375]],
  // A driver situation (Texas's: five places of company tables, each with its folded locators).
  ['situation', '/car-insurance/texas/situations/at-fault-accident', [375]],
  // The insurers: a group's page made from the records alone, and the index sorted by a column.
  ['insurer', '/reviews/travelers', [375]],
  ['insurer index', '/reviews/sorted-by/new-york-complaints', [375]],
  ['not found', '/this-page-does-not-exist', [375]],
  // The Spanish twins, one page per type: home, a state page, a guide, a legal page, the glossary, a situation, the 404.
  ['Spanish home', '/es/', [375]],
  ['Spanish state', '/es/seguro-de-auto/florida', [375]],
  ['Spanish guide', '/es/guias/tipos-de-cobertura', [375]],
  ['Spanish legal', '/es/privacidad', [375]],
  ['Spanish glossary', '/es/glosario', [375]],
  ['Spanish situation', '/es/seguro-de-auto/texas/situaciones/accidente-con-culpa', [375]],
  ['Spanish insurer', '/es/resenas/geico', [375]],
  ['Spanish insurer index', '/es/resenas', [375]],
  ['Spanish not found', '/es/no-existe', [375]],
] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CASES = PAGE_KINDS.flatMap(([kind, path, widths]) => widths.map((width) => [kind, path, width] as const));

describe.each([
  ['JavaScript on', true],
  ['site scripts blocked', false],
] as const)('axe-core (WCAG 2.2 AA) with %s', (_label, scripts) => {
  it.for(CASES)('reports no violations on the %s page (%s) at %i px', async ([_kind, path, width], test) => {
    // axe itself is injected by Playwright; "blocked" means our own /assets/*.js never load.
    const { page } = await fixture.open({ viewport: { width, height: 900 }, test });
    if (!scripts) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${fixture.server.url}${path}`);
    if (scripts) await hydrate(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const failures = results.violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) failures.push(`scrolls sideways by ${overflow}px`);
    expect(failures).toEqual([]);
  });
});

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
