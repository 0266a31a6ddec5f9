import { describe, expect, it } from 'vitest';
import { STATE_ROUTES } from '../../shared/routes.js';
import { useBrowser } from './fixture.js';

const fixture = useBrowser();

describe('the state map on /car-insurance, JavaScript off', () => {
  it('draws 51 linked states with their names and figures, opens a state by a click, and reaches a small state from the table', async () => {
    const { page, problems } = await fixture.open({ javaScript: false, viewport: { width: 1280, height: 900 } });
    await page.goto(`${fixture.server.url}/car-insurance`);
    const links = page.locator('svg.us-map__svg a');
    expect(await links.count()).toBe(51);
    const texas = page.getByRole('link', { name: /^Texas: \$[\d,]+\.\d\d$/ });
    expect(await texas.count()).toBe(1);
    const box = (await page.locator('svg a[href="/car-insurance/texas"] path').boundingBox())!;
    // Texas is drawn large: a real shape, painted where a visitor would click.
    expect(box.width).toBeGreaterThan(100);
    await texas.click();
    await page.waitForURL(`${fixture.server.url}/car-insurance/texas`);
    await page.goBack();
    // Washington, DC is a speck on the map; the table's link is the way there.
    await page.locator('table a[href="/car-insurance/district-of-columbia"]').click();
    await page.waitForURL(`${fixture.server.url}/car-insurance/district-of-columbia`);
    expect(await page.locator('#what-drivers-pay').innerText()).toBe('What drivers in the District of Columbia pay');
    expect(problems).toEqual([]);
  });

  it('colours every state with a fill from the stylesheet, no style attribute', async () => {
    const { page } = await fixture.open({ javaScript: false });
    await page.goto(`${fixture.server.url}/car-insurance`);
    const fills = await page.locator('svg.us-map__svg path').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
    expect(fills).toHaveLength(STATE_ROUTES.length);
    expect(new Set(fills).size).toBe(5);
    expect(await page.locator('[style]').count()).toBe(0);
  });
});
