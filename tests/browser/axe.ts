import AxeBuilder from '@axe-core/playwright';
import { expect, it, type TestContext } from 'vitest';
import { REVIEW_ROUTES } from '../../shared/routes.js';
import { hydrate, type BrowserFixture } from './fixture.js';

/**
 * axe runs once per page kind, not per route: pages of a kind share their template, and
 * their words are Markdown through one renderer, so the guide is the one with the most
 * tables and headings. Each runs with our scripts on (hydrated, as a visitor who moved the
 * pointer sees it) and blocked, one file per mode (tests/browser/axe-scripts-*.test.ts), so
 * that the tier's two workers share the axe runs instead of one worker carrying them all.
 * Only the home page is also checked at desktop width: its sections rearrange at 640–1200 px
 * (hero owl, steps, quote list beside the copy, topics beside their panel, brand grid), while
 * a reading page's only breakpoint is the site header, the same component the home page has.
 * The narrow width is the one where sideways scrolling and small targets show, so every route
 * is still checked for sideways scrolling there, without axe (tests/browser/accessibility.test.ts). (The runs within a file are not
 * concurrent: axe is CPU work, and five at once on two cores only made each slower.)
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
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CASES = PAGE_KINDS.flatMap(([kind, path, widths]) => widths.map((width) => [kind, path, width] as const));

/** One test per page kind and width: axe's WCAG 2.2 AA rules and no sideways scrolling, with our scripts on (hydrated) or blocked. */
export function axeEveryPageKind(fixture: BrowserFixture, scripts: boolean): void {
  it.for(CASES)('reports no violations on the %s page (%s) at %i px', async ([_kind, path, width], test: TestContext) => {
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
}
