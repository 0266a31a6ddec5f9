import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { findProgram } from './debian-packages.js';

/**
 * Finds Debian's Chromium (Playwright's own browser download does not work here), installed
 * by npm test's first stage; otherwise fails with how to provide one. Browser tests are never
 * skipped for want of a browser.
 */

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function findChromium(): string {
  return findProgram({ envVariable: 'CHROME_PATH', candidates: CANDIDATES, path: '/usr/bin/chromium', debianPackage: 'chromium' }, 'The browser tests');
}

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS, ...options });
}
