import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseReport } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { z } from 'zod';
import { CHROMIUM_FLAGS, findChromium, launchChromium } from './lib/chromium.js';
import { startServer } from './lib/server-process.js';

/**
 * npm run perf:budget: what each page costs a visitor, measured in real Chromium, and
 * Lighthouse 12 (mobile) on the home page, a guide, a review and a state page. Fails when a budget is
 * exceeded. `npm test` runs it last. Each page is audited LIGHTHOUSE_RUNS times (default 5)
 * and judged by the median run, as Lighthouse's own variance guide advises, so one run slowed
 * by a shared machine does not fail a landing. A run that measured nothing (no first paint: a
 * Lighthouse runtime error) is run again, up to twice the count; a page with no usable run
 * fails. PERF_LIGHTHOUSE=0 skips Lighthouse.
 */

const KB = 1024;
const PAGES = ['/', '/articles/sr22-requirements', '/reviews/progressive', '/car-insurance/florida'];
/** The HTML of every page fits TCP's first congestion window (10 segments, ~14.6 KB), headers included: one round trip. */
const HTML_BUDGET = 14 * KB;
const BUDGETS: Record<string, { js?: number; total?: number }> = {
  '/': { js: 90 * KB, total: 160 * KB },
};
const LIGHTHOUSE_MIN: Record<string, number> = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
const LIGHTHOUSE_RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .max(9)
  .parse(process.env.LIGHTHOUSE_RUNS ?? 5);
const failures: string[] = [];

const server = await startServer({}, 15000, { keepLogs: false });
try {
  // 1. Bytes on the wire by type, as Chromium transferred them (compressed).
  const browser = await launchChromium();
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const bytes: Record<string, number> = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      const kind =
        type === 'Document' ? 'html' : type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : type === 'Image' ? 'img' : type === 'Font' ? 'font' : 'other';
      bytes[kind]! += event.encodedDataLength;
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    // Count what a visitor who interacts downloads too: islands hydrate on first intent.
    await page.mouse.move(200, 300);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    console.log(
      `${path.padEnd(32)} ${Object.entries(bytes)
        .map(([kind, value]) => `${kind} ${(value / KB).toFixed(1)} KB`)
        .join(', ')}; total ${(total / KB).toFixed(1)} KB`,
    );
    const budget = BUDGETS[path];
    if (bytes.html! > HTML_BUDGET) failures.push(`${path}: HTML ${(bytes.html! / KB).toFixed(1)} KB > ${HTML_BUDGET / KB} KB`);
    if (budget?.js !== undefined && bytes.js! > budget.js) failures.push(`${path}: JavaScript ${(bytes.js! / KB).toFixed(1)} KB > ${budget.js / KB} KB`);
    if (budget?.total !== undefined && total > budget.total) failures.push(`${path}: total ${(total / KB).toFixed(1)} KB > ${budget.total / KB} KB`);
    if (bytes.font! > 0) failures.push(`${path}: loads web fonts`);
    await page.close();
  }
  await browser.close();

  // 2. Lighthouse (mobile emulation and throttling: its defaults).
  if (process.env.PERF_LIGHTHOUSE !== '0') {
    const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS });
    try {
      for (const path of PAGES) {
        const runs: LighthouseReport[] = [];
        const unusable: string[] = [];
        while (runs.length < LIGHTHOUSE_RUNS && unusable.length < LIGHTHOUSE_RUNS) {
          const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
          if (filterToValidRuns([result.lhr]).length === 1) runs.push(result.lhr);
          else unusable.push(result.lhr.runtimeError?.code ?? 'no first paint or interactive time');
        }
        if (unusable.length > 0) console.log(`lighthouse ${path}: ${unusable.length} unusable run(s) set aside: ${unusable.join(', ')}`);
        if (runs.length === 0) {
          failures.push(`${path}: no usable Lighthouse run (${unusable.join(', ')})`);
          continue;
        }
        const lhr = (computeMedianRun as (reports: LighthouseReport[]) => LighthouseReport)(runs);
        const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? 0]));
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        console.log(
          `lighthouse ${path.padEnd(30)} ${Object.entries(scores)
            .map(([id, score]) => `${id} ${Math.round(score * 100)}`)
            .join(', ')}` +
            ` | median of ${runs.length}: LCP ${Math.round(metric('largest-contentful-paint'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, TBT ${Math.round(metric('total-blocking-time'))} ms`,
        );
        for (const [id, minimum] of Object.entries(LIGHTHOUSE_MIN)) {
          if ((scores[id] ?? 0) < minimum) {
            const failing = Object.values(lhr.audits)
              .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
              .map((audit) => audit.id);
            failures.push(`${path}: Lighthouse ${id} ${Math.round((scores[id] ?? 0) * 100)} < ${minimum * 100} (${failing.slice(0, 6).join(', ')})`);
          }
        }
        if (path !== '/reviews/progressive') {
          if (metric('largest-contentful-paint') > 1500) failures.push(`${path}: LCP ${Math.round(metric('largest-contentful-paint'))} ms > 1500 ms`);
          if (metric('cumulative-layout-shift') > 0) failures.push(`${path}: CLS ${metric('cumulative-layout-shift')} > 0`);
          if (metric('total-blocking-time') > 50) failures.push(`${path}: TBT ${Math.round(metric('total-blocking-time'))} ms > 50 ms`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await server.stop();
}
console.log(failures.length ? `\nBudget exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.');
process.exitCode = failures.length ? 1 : 0;
