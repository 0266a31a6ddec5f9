import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/chromium.js';
import { startServer } from '../../scripts/lib/server-process.js';
import { BROWSER_ENV, OFFLINE_PARTNERS } from '../browser/browser-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser tier's one server (tests/browser/fixture.ts). */
    browserTierServerUrl: string;
    /** Where the browser tier's one Chromium listens for Playwright clients. */
    browserTierChromium: string;
  }
}

/**
 * The browser tier's Chromium files share one server and one Chromium for the whole run:
 * starting them costs about 2.5 CPU-seconds a file, and the tests never read the server's
 * logs or change its settings. Each file still gets browser contexts of its own
 * (tests/browser/fixture.ts). Finds Debian's Chromium first (npm test's first stage installs it).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  process.env.CHROME_PATH = executablePath;
  const [server, chromiumServer] = await Promise.all([
    startServer(BROWSER_ENV, 15000, { keepLogs: false }),
    chromium.launchServer({ executablePath, args: [...CHROMIUM_FLAGS, OFFLINE_PARTNERS] }),
  ]);
  project.provide('browserTierServerUrl', server.url);
  project.provide('browserTierChromium', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    await server.stop();
  };
}
