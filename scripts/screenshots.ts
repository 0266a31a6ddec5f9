import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from './lib/chromium.js';
import { ROOT, startServer } from './lib/server-process.js';

/**
 * npm run screenshots [path…]: full-page PNGs of pages at 375 px and 1280 px wide into
 * screenshots/, to look at before calling a page done. Default: the home page.
 */
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const outDir = path.join(ROOT, 'screenshots');
await mkdir(outDir, { recursive: true });
const server = await startServer();
const browser = await launchChromium();
try {
  for (const pagePath of paths) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
