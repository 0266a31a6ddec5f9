import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseReport } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { z } from 'zod';
import { CHROMIUM_FLAGS, findChromium, launchChromium } from './lib/chromium.js';
import { majorityVerdict, median } from './lib/majority.js';
import { ROOT, startServer } from './lib/server-process.js';

/**
 * npm run perf:budget: what each page costs a visitor, measured in real Chromium, and
 * Lighthouse 12 (mobile) on the home page, a paid landing (/?gclid=…, whose LCP must also
 * stay within 100 ms of the home page's by the same majority rule: see paidLandingLcp), a
 * guide, a state page, the state map and a sample-premium page. Fails when a budget is
 * exceeded. `npm test` runs it last. Reviews are the guide's template with the same scripts
 * and styles: their bytes are measured here, but Lighthouse no longer audits one (audited
 * beside the guide in every run until now, a review never scored or timed differently, and it
 * cost 15 s of every npm test).
 *
 * Lighthouse's timings vary from run to run on a shared machine, so a page's performance checks
 * are judged by more runs only where one does not settle them (decision 032). A first run that
 * scores 100 in every category and meets every timed check with room to spare (clearlyMet:
 * LCP at least 200 ms under its budget, TBT at most half of it) decides the page alone: the
 * run-to-run spread seen here (LCP within about ±200 ms) cannot carry the median over a budget
 * from there. Otherwise the checks are judged as the median of LIGHTHOUSE_RUNS runs (default 5)
 * would judge them, as Lighthouse's own variance guide advises: a check passes when most runs
 * pass it. Runs stop once every check is decided (scripts/lib/majority.ts), so such a page
 * takes three to five runs. The first usable run audits all four
 * categories; accessibility, best practices and SEO do not depend on timing, so the repeats
 * audit performance only. A run that measured nothing (no first paint: a Lighthouse runtime
 * error) is set aside and run again, up to LIGHTHOUSE_RUNS times; a page with no usable run
 * fails. PERF_LIGHTHOUSE=0 skips Lighthouse.
 *
 * A slower machine: PERF_CPU_SLOWDOWN sets Lighthouse's CPU slowdown (default: Lighthouse's
 * mobile default, 4); `PERF_CPU_SLOWDOWN=8` is a phone twice as slow, and the budgets are the
 * same. For a record, LIGHTHOUSE_ALL_RUNS=1 takes every one of the LIGHTHOUSE_RUNS runs of
 * each page (no verdict before the last), and PERF_PAGES (comma-separated paths) limits the
 * run to some of the pages. Each run writes what it printed to
 * docs/results/perf-budget-<date>-<commit>-cpu<slowdown>.txt.
 */

const KB = 1024;
/** A paid landing: what an ad click opens (decision 024: the same page as `/`). */
const PAID_LANDING = '/?gclid=Cj0KCQiA-budget_1';
/** The state map (the heaviest HTML: about 10 KB in brotli with its SVG, within the 14 KB every page has), a regulator's sample premiums and the data sources page. */
const PRICE_PAGES = ['/car-insurance', '/car-insurance/texas/sample-premiums', '/data-sources'];
/** The Spanish twins, one page per type, held to the English pages' budgets: the home page, a state page, a guide and a legal page. */
const SPANISH_PAGES = ['/es/', '/es/seguro-de-auto/florida', '/es/guias/requisitos-del-sr22', '/es/privacidad'];
/** The insurers: a group's page made from the records alone and the index, in each language. */
const INSURER_PAGES = ['/reviews/travelers', '/reviews', '/es/resenas/geico', '/es/resenas'];
/** A driver situation (the largest kind of table page: five places of company tables) in each language. */
const SITUATION_PAGES = ['/car-insurance/texas/situations/at-fault-accident', '/es/seguro-de-auto/texas/situaciones/accidente-con-culpa'];
const PAGES = [
  '/',
  PAID_LANDING,
  '/articles/sr22-requirements',
  '/reviews/progressive',
  '/car-insurance/florida',
  ...PRICE_PAGES,
  ...SPANISH_PAGES,
  ...INSURER_PAGES,
  ...SITUATION_PAGES,
];
// The home page and the paid landing one right after the other: their first runs are the LCP comparison's first pair.
const LIGHTHOUSE_PAGES = [
  '/',
  PAID_LANDING,
  '/articles/sr22-requirements',
  '/car-insurance/florida',
  ...PRICE_PAGES,
  ...SPANISH_PAGES,
  ...INSURER_PAGES,
  ...SITUATION_PAGES,
];
/** A paid landing's LCP may exceed the home page's median by this much, judged by the same majority rule. */
const PAID_LCP_MARGIN_MS = 100;
/** The HTML of every page fits TCP's first congestion window (10 segments, ~14.6 KB), headers included: one round trip. */
const HTML_BUDGET = 14 * KB;
const BUDGETS: Record<string, { js?: number; total?: number }> = {
  '/': { js: 90 * KB, total: 160 * KB },
  [PAID_LANDING]: { js: 90 * KB, total: 160 * KB },
  // The Spanish home page has the same budgets as the English one.
  '/es/': { js: 90 * KB, total: 160 * KB },
};
const LIGHTHOUSE_RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .max(9)
  .parse(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's default mobile throttling (its `mobileSlow4G`), of which only the CPU slowdown is changed here. */
const MOBILE_THROTTLING = throttling.mobileSlow4G;
const DEFAULT_CPU_SLOWDOWN = MOBILE_THROTTLING.cpuSlowdownMultiplier;
const CPU_SLOWDOWN = z.coerce
  .number()
  .min(1)
  .max(32)
  .parse(process.env.PERF_CPU_SLOWDOWN ?? DEFAULT_CPU_SLOWDOWN);
/** Lighthouse's mobile throttling with the CPU slowdown chosen. */
const THROTTLING = { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN };
const ALL_RUNS = process.env.LIGHTHOUSE_ALL_RUNS === '1';
const ONLY_PAGES = process.env.PERF_PAGES?.split(',').filter(Boolean);
const chosen = (pages: string[]) => (ONLY_PAGES ? pages.filter((page) => ONLY_PAGES.includes(page)) : pages);

/** Every line this run prints, for its result file. */
const printed: string[] = [];
function say(line: string): void {
  printed.push(line);
  console.log(line);
}

interface TimedCheck {
  name: string;
  measure: (lhr: LighthouseReport) => number;
  meets: (value: number) => boolean;
  /** The budget, as printed when it is missed. */
  budget: string;
  show: (value: number) => string;
}
const auditValue = (id: string) => (lhr: LighthouseReport) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
const milliseconds = (value: number) => `${Math.round(value)} ms`;
/** Checked on every run and judged by the majority. */
const TIMED_CHECKS: TimedCheck[] = [
  {
    name: 'performance',
    measure: (lhr) => lhr.categories.performance?.score ?? 0,
    meets: (score) => score >= 1,
    budget: '100',
    show: (score) => String(Math.round(score * 100)),
  },
  { name: 'LCP', measure: auditValue('largest-contentful-paint'), meets: (ms) => ms <= 1500, budget: '≤ 1500 ms', show: milliseconds },
  { name: 'CLS', measure: auditValue('cumulative-layout-shift'), meets: (shift) => shift <= 0, budget: '0', show: (shift) => shift.toFixed(3) },
  { name: 'TBT', measure: auditValue('total-blocking-time'), meets: (ms) => ms <= 50, budget: '≤ 50 ms', show: milliseconds },
];
/** Checked once per page, on the first usable run: these audits do not depend on timing. */
const ONCE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
/** How far under their budgets a first run's timings must be for that run to decide alone. */
const CLEAR_LCP_MS = 1300;
const CLEAR_TBT_MS = 25;

/** A run that settles its page alone: 100 in every category, and every timed check met with room to spare. */
function clearlyMet(lhr: LighthouseReport): boolean {
  return (
    TIMED_CHECKS.every((check) => check.meets(check.measure(lhr))) &&
    ONCE_CATEGORIES.every((id) => (lhr.categories[id]?.score ?? 0) >= 1) &&
    auditValue('largest-contentful-paint')(lhr) <= CLEAR_LCP_MS &&
    auditValue('total-blocking-time')(lhr) <= CLEAR_TBT_MS
  );
}

/** Lighthouse on one page, one run at a time, until every check is decided. */
class PageAudit {
  readonly runs: LighthouseReport[] = [];
  private readonly unusable: string[] = [];

  constructor(
    private readonly port: number,
    private readonly url: string,
    readonly path: string,
  ) {}

  private verdicts() {
    return TIMED_CHECKS.map((check) =>
      !ALL_RUNS && this.runs.length === 1 && clearlyMet(this.runs[0]!)
        ? 'pass'
        : majorityVerdict(
            this.runs.map((lhr) => check.meets(check.measure(lhr))),
            LIGHTHOUSE_RUNS,
          ),
    );
  }

  /** A first run that settles the page alone, every check decided, or no more runs to be had. */
  get decided(): boolean {
    if (ALL_RUNS) return this.runs.length + this.unusable.length >= LIGHTHOUSE_RUNS;
    if (this.runs.length === 1 && clearlyMet(this.runs[0]!)) return true;
    return !this.verdicts().includes('undecided') || this.unusable.length >= LIGHTHOUSE_RUNS || this.runs.length >= LIGHTHOUSE_RUNS;
  }

  async step(): Promise<void> {
    const result = await lighthouse(this.url, {
      port: this.port,
      output: 'json',
      logLevel: 'error',
      throttling: THROTTLING,
      // The full-page screenshot only illustrates the HTML report; nothing is scored on it.
      disableFullPageScreenshot: true,
      // The back/forward-cache probe navigates away and back after the measurement, and its
      // audit weighs nothing in any category: no run, first or repeat, needs it.
      skipAudits: ['bf-cache'],
      // The repeats: performance only.
      ...(this.runs.length === 0 ? {} : { onlyCategories: ['performance'] }),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${this.path}`);
    if (filterToValidRuns([result.lhr]).length === 1) this.runs.push(result.lhr);
    else this.unusable.push(result.lhr.runtimeError?.code ?? 'no first paint or interactive time');
  }

  /** What it failed, and the line it prints. */
  report(): string[] {
    const { runs, unusable, path } = this;
    const verdicts = () => this.verdicts();
    if (unusable.length > 0) say(`lighthouse ${path}: ${unusable.length} unusable run(s) set aside: ${unusable.join(', ')}`);
    const first = runs[0];
    if (!first) return [`${path}: no usable Lighthouse run (${unusable.join(', ')})`];

    const failures: string[] = [];
    const medians = TIMED_CHECKS.map((check) => median(runs.map(check.measure)));
    verdicts().forEach((verdict, index) => {
      const check = TIMED_CHECKS[index]!;
      if (verdict !== 'pass') {
        const failed = runs.filter((lhr) => !check.meets(check.measure(lhr))).length;
        failures.push(
          `${path}: Lighthouse ${check.name} ${check.show(medians[index]!)}, budget ${check.budget} (median of ${runs.length} runs; ${failed} missed it)`,
        );
      }
    });
    for (const id of ONCE_CATEGORIES) {
      const category = first.categories[id];
      if ((category?.score ?? 0) < 1) {
        const failing = (category?.auditRefs ?? []).map((ref) => ref.id).filter((audit) => (first.audits[audit]?.score ?? 1) < 1);
        failures.push(`${path}: Lighthouse ${id} ${Math.round((category?.score ?? 0) * 100)} < 100 (${failing.slice(0, 6).join(', ')})`);
      }
    }
    const scores = [
      `performance ${TIMED_CHECKS[0]!.show(medians[0]!)}`,
      ...ONCE_CATEGORIES.map((id) => `${id} ${Math.round((first.categories[id]?.score ?? 0) * 100)}`),
    ];
    const timings = TIMED_CHECKS.map((check, index) => `${check.name} ${check.show(medians[index]!)}`).slice(1);
    const blocking = runs.map((lhr) => milliseconds(auditValue('total-blocking-time')(lhr))).join(', ');
    // What a passing page still missed in some run: the margin a budget has left.
    const misses = TIMED_CHECKS.flatMap((check) =>
      runs
        .map(check.measure)
        .filter((value) => !check.meets(value))
        .map((value) => `${check.name} ${check.show(value)}`),
    );
    say(
      `lighthouse ${path.padEnd(30)} ${scores.join(', ')} | median of ${runs.length} runs: ${timings.join(', ')} (TBT by run: ${blocking})${misses.length ? ` | missed in a run: ${misses.join(', ')}` : ''}`,
    );
    return failures;
  }
}

const failures: string[] = [];
/** Each step's wall-clock seconds, printed at the end: where a slower run spent its time. */
const stepSeconds: [string, number][] = [];
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stepSeconds.push([step, (performance.now() - started) / 1000]);
  }
}

const server = await timed('server start', () => startServer({}, 15000, { keepLogs: false }));
try {
  // 1. Bytes on the wire by type, as Chromium transferred them (compressed). Every page at once,
  // each in a browser context of its own (no shared HTTP cache): bytes do not depend on timing.
  const measured = await timed('bytes of every page', async () => {
    const browser = await launchChromium();
    const pages = await Promise.all(
      chosen(PAGES).map(async (path) => {
        const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        const bytes: Record<string, number> = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0 };
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        const types = new Map<string, string>();
        cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
        cdp.on('Network.loadingFinished', (event) => {
          const type = types.get(event.requestId);
          const kind =
            type === 'Document'
              ? 'html'
              : type === 'Script'
                ? 'js'
                : type === 'Stylesheet'
                  ? 'css'
                  : type === 'Image'
                    ? 'img'
                    : type === 'Font'
                      ? 'font'
                      : 'other';
          bytes[kind]! += event.encodedDataLength;
        });
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        // Count what a visitor who interacts downloads too: islands hydrate on first intent. Two
        // moves: the first only places the pointer.
        await page.mouse.move(200, 300);
        await page.mouse.move(220, 320);
        await page.locator('html[data-hydrated]').waitFor();
        await page.waitForLoadState('networkidle');
        await context.close();
        return { path, bytes };
      }),
    );
    await browser.close();
    return pages;
  });
  for (const { path, bytes } of measured) {
    const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
    say(
      `${path.padEnd(32)} ${Object.entries(bytes)
        .map(([kind, value]) => `${kind} ${(value / KB).toFixed(1)} KB`)
        .join(', ')}; total ${(total / KB).toFixed(1)} KB`,
    );
    const budget = BUDGETS[path];
    if (bytes.html! > HTML_BUDGET) failures.push(`${path}: HTML ${(bytes.html! / KB).toFixed(1)} KB > ${HTML_BUDGET / KB} KB`);
    if (budget?.js !== undefined && bytes.js! > budget.js) failures.push(`${path}: JavaScript ${(bytes.js! / KB).toFixed(1)} KB > ${budget.js / KB} KB`);
    if (budget?.total !== undefined && total > budget.total) failures.push(`${path}: total ${(total / KB).toFixed(1)} KB > ${budget.total / KB} KB`);
    if (bytes.font! > 0) failures.push(`${path}: loads web fonts`);
  }

  // 2. Lighthouse (mobile emulation and throttling: its defaults).
  if (process.env.PERF_LIGHTHOUSE !== '0') {
    say(`Lighthouse mobile, CPU slowdown ${CPU_SLOWDOWN}× (Lighthouse's default: ${DEFAULT_CPU_SLOWDOWN}×)`);
    const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_FLAGS });
    try {
      const firstRuns = new Map<string, LighthouseReport | undefined>();
      for (const path of chosen(LIGHTHOUSE_PAGES)) {
        const audit = new PageAudit(chrome.port, `${server.url}${path}`, path);
        await timed(`lighthouse ${path}`, async () => {
          while (!audit.decided) await audit.step();
        });
        failures.push(...audit.report());
        firstRuns.set(path, audit.runs[0]);
      }
      if (firstRuns.has('/') && firstRuns.has(PAID_LANDING))
        failures.push(
          ...(await timed('paid landing LCP', () => paidLandingLcp(chrome.port, server.url, { home: firstRuns.get('/'), paid: firstRuns.get(PAID_LANDING) }))),
        );
    } finally {
      chrome.kill();
    }
  }
} finally {
  await server.stop();
}
say(`\nSeconds by step: ${stepSeconds.map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`).join(', ')}`);
say(failures.length ? `\nBudget exceeded:\n- ${failures.join('\n- ')}` : '\nAll budgets met.');
process.exitCode = failures.length ? 1 : 0;
await writeResult();

/** What this run printed, in a file named by the day, the commit and the slowdown, with the options that shaped it. */
async function writeResult(): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  const day = new Date().toISOString().slice(0, 10);
  const file = path.join(ROOT, 'docs', 'results', `perf-budget-${day}-${commit}-cpu${CPU_SLOWDOWN}.txt`);
  const header = [
    `npm run perf:budget on ${new Date().toISOString()}, commit ${commit}${dirty ? ' with uncommitted changes' : ''}`,
    `PERF_CPU_SLOWDOWN=${CPU_SLOWDOWN} LIGHTHOUSE_RUNS=${LIGHTHOUSE_RUNS} LIGHTHOUSE_ALL_RUNS=${ALL_RUNS ? 1 : 0}${ONLY_PAGES ? ` PERF_PAGES=${ONLY_PAGES.join(',')}` : ''}`,
    '',
  ];
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, [...header, ...printed, ''].join('\n'));
  console.log(`written ${path.relative(ROOT, file)}`);
}

/**
 * The paid landing's LCP against the home page's, in Lighthouse's own (simulated) throttling,
 * like every other budget here. The two pages are the same bytes and are audited one right
 * after the other, so their first runs are the first pair; a pair settles it when the paid
 * landing is within half the margin of the home page in the same turn. Otherwise pairs are
 * taken in turns (performance only) and each paid-landing run passes when within
 * PAID_LCP_MARGIN_MS of the home page's median so far; most runs must pass (the same majority
 * rule as the budgets). Since the pages preload their entry's chunks (decision 008), the
 * simulated LCP of one page holds within about 40 ms from run to run (2026-11-28: `/`
 * 1,030–1,069 ms, `/?gclid=` 1,033–1,076 ms over six turns; it had jumped between 1.0 and
 * 1.4 s when the chunks were a round trip behind the entry, which is why this comparison
 * used DevTools throttling, at twice the time a run, until then: decision 052).
 */
async function paidLandingLcp(port: number, origin: string, firstPair: { home?: LighthouseReport; paid?: LighthouseReport }): Promise<string[]> {
  const lcpOf = (lhr: LighthouseReport | undefined) => lhr?.audits['largest-contentful-paint']?.numericValue;
  const lcp = async (path: string) => {
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      throttling: THROTTLING,
      onlyCategories: ['performance'],
      skipAudits: ['bf-cache'],
      disableFullPageScreenshot: true,
    });
    return lcpOf(result?.lhr);
  };
  const home: number[] = [];
  const paid: number[] = [];
  const firstHome = lcpOf(firstPair.home);
  const firstPaid = lcpOf(firstPair.paid);
  if (firstHome !== undefined && firstPaid !== undefined) {
    home.push(firstHome);
    paid.push(firstPaid);
  }
  const verdict = () =>
    paid.length === 1 && paid[0]! <= home[0]! + PAID_LCP_MARGIN_MS / 2
      ? 'pass'
      : majorityVerdict(
          paid.map((value) => value <= median(home) + PAID_LCP_MARGIN_MS),
          LIGHTHOUSE_RUNS,
        );
  for (let attempt = 0; verdict() === 'undecided' && attempt < 2 * LIGHTHOUSE_RUNS; attempt += 1) {
    const homeRun = await lcp('/');
    const paidRun = await lcp(PAID_LANDING);
    if (homeRun !== undefined && paidRun !== undefined) {
      home.push(homeRun);
      paid.push(paidRun);
    }
  }
  const show = (values: number[]) => values.map((value) => milliseconds(value)).join(', ');
  say(`paid landing LCP (simulated, in turns): ${show(paid)} against / ${show(home)}: ${verdict()}`);
  if (paid.length === 0) return [`${PAID_LANDING}: no LCP to compare with /`];
  return verdict() === 'pass' ? [] : [`${PAID_LANDING}: LCP ${show(paid)} not within ${PAID_LCP_MARGIN_MS} ms of / (median ${milliseconds(median(home))})`];
}
