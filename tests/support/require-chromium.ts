import { findChromium } from '../../scripts/lib/chromium.js';

/** Only the browser tier needs a browser: find Debian's Chromium (or install it, as root) once, before any file starts. */
export default function setup(): void {
  process.env.CHROME_PATH = findChromium();
}
