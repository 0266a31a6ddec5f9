import puppeteer, { type Browser } from 'puppeteer-core';
import { findProgram } from './debian-packages.js';

/**
 * Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core (no
 * geckodriver: puppeteer talks to Firefox's own remote agent). FIREFOX_PATH may point at
 * another Firefox; without one, Debian's firefox-esr, installed by npm test's first stage.
 */

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

function findFirefox(): string {
  return findProgram(
    { envVariable: 'FIREFOX_PATH', candidates: CANDIDATES, path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
    'The Firefox browser tests',
  );
}

/** Preferences that keep a test Firefox quiet: nothing may leave the machine. */
const QUIET_PREFS: Record<string, unknown> = {
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'extensions.update.enabled': false,
  'media.autoplay.default': 5,
};

export function launchFirefox(options: { javaScript?: boolean; prefs?: Record<string, unknown> } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      ...QUIET_PREFS,
      ...(options.javaScript === false ? { 'javascript.enabled': false } : {}),
      ...options.prefs,
    },
  });
}
