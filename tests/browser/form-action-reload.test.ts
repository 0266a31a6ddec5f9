import { describe, expect, it } from 'vitest';
import { DONE_WHEN, routesFile, ZIPS } from '../support/partner-routes.js';
import { useRoutesServer } from '../support/routes-server.js';
import { BROWSER_ENV } from './browser-env.js';
import { useBrowser, waitForHandOff } from './fixture.js';

/**
 * A page's form-action outlives a routes reload (decision 030): Chromium, without JavaScript,
 * holds a page served before a reload that gives Texas to a partner on a new origin, and its
 * form's POST /zip is redirected there, which the page's policy must allow. Chromium only.
 */

const fixture = useBrowser();
const server = useRoutesServer(BROWSER_ENV);

describe('a page served before a routes reload', () => {
  it('hands off without JavaScript to a partner the reload added', async () => {
    const { page, handOffs } = await fixture.open({ javaScript: false, isolated: true });
    await page.goto(`${server.url}/`);
    await server.reload(routesFile([DONE_WHEN.west, { ...DONE_WHEN.texas, link: 'https://lone-star.partner.example/aff_c' }, DONE_WHEN.everywhere]));
    await page.locator('#zip-hero').fill(ZIPS.TX);
    await page.locator('#form-hero button[data-get-started]').click();
    expect(new URL(await waitForHandOff(handOffs)).origin).toBe('https://lone-star.partner.example');
  });
});
