import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { logLines, until } from '../support/logs.js';
import { DONE_WHEN_ROUTES, ZIPS } from '../support/partner-routes.js';
import { BROWSER_ENV } from './browser-env.js';
import { useBrowser, waitForHandOff } from './fixture.js';

/**
 * A page's form-action outlives a routes reload (decision 030): Chromium, without JavaScript,
 * holds a page served before a reload that gives Texas to a partner on a new origin, and its
 * form's POST /zip is redirected there, which the page's policy must allow. Chromium only.
 */

const fixture = useBrowser();
let dir: string;
let file: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
  file = path.join(dir, 'routes.yaml');
  await writeFile(file, DONE_WHEN_ROUTES);
  server = await startServer({ ...BROWSER_ENV, PARTNER_ROUTES: file });
});
afterAll(async () => {
  await (server as RunningServer | undefined)?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a page served before a routes reload', () => {
  it('hands off without JavaScript to a partner the reload added', async () => {
    const { page, handOffs } = await fixture.open({ javaScript: false, isolated: true });
    await page.goto(`${server.url}/`);
    await writeFile(`${file}.new`, DONE_WHEN_ROUTES.replace('https://texas.partner.example', 'https://lone-star.partner.example'));
    await rename(`${file}.new`, file);
    const reloads = () => logLines(server.logs).filter((entry) => entry.msg === 'partner routes reloaded').length;
    const before = reloads();
    server.process.kill('SIGHUP');
    await until(() => reloads() > before, 'the routes reloaded');
    await page.locator('#zip-hero').fill(ZIPS.TX);
    await page.locator('#form-hero button[data-get-started]').click();
    expect(new URL(await waitForHandOff(handOffs)).origin).toBe('https://lone-star.partner.example');
  });
});
