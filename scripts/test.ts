import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from './build.js';
import { findChromium } from './lib/chromium.js';
import { MissingPackagesError, SUITE_PROGRAMS, installSuitePackages } from './lib/debian-packages.js';
import { addCounts, countsFromVitestJson, runFacts, writeRecord, type StageTime, type TestCounts } from './lib/test-record.js';

/**
 * npm test: first the system packages the tiers run (scripts/lib/debian-packages.ts:
 * browsers, Xvfb, HAProxy, wrk, lynx, promtool), installed here when missing and nowhere else, so no install
 * ever blocks a timed step; then every check, cheapest first, stopping at the first failure:
 * static checks (ESLint; and, on the other core, the type-check, Prettier and knip's unused code) → unit and
 * repository tiers
 * → production build → http tier → process tier → browser tier → performance budget
 * (scripts/perf-budget.ts: bytes per page and Lighthouse). The tiers are vitest projects
 * (vitest.config.ts), one process each.
 * Arguments go to one vitest run after a build, with no lint, type-check or budget
 * (`npm test -- tests/http/zip.test.ts`, `npm test -- --project http`).
 * A full run that passes writes its record, each stage's time and each tier's counts, to
 * docs/results/test-<date>-<commit>.md (scripts/lib/test-record.ts) and prints it.
 */
const extra = process.argv.slice(2);
const node = (script: string, args: string[]) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });
const facts = runFacts(process.cwd());
const stages: StageTime[] = [];
/** The tests each stage ran, summed over its vitest runs, read from vitest's JSON report. */
const countsOfStage = new Map<string, TestCounts>();
let currentStage = '';
const reports = mkdtempSync(path.join(tmpdir(), 'quoteowl-test-'));
let vitestRuns = 0;
function vitest(args: string[]): void {
  const report = path.join(reports, `vitest-${++vitestRuns}.json`);
  node('node_modules/vitest/vitest.mjs', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  countsOfStage.set(currentStage, addCounts(countsOfStage.get(currentStage), countsFromVitestJson(readFileSync(report, 'utf8'))));
}

/** A child whose output is kept, and printed whole when it ends, so that two at once never interleave. */
function quietly(script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status === 0) resolve();
      else reject(Object.assign(new Error(`${script} exited with ${status}`), { status }));
    });
  });
}

/** Commands in turn; a failure stops the rest. */
async function inTurn(commands: [string, string[]][]): Promise<void> {
  for (const [script, args] of commands) await quietly(script, args);
}

async function stage(name: string, work: () => unknown): Promise<void> {
  const started = performance.now();
  currentStage = name;
  console.log(`\n▶ ${name}`);
  await work();
  const seconds = (performance.now() - started) / 1000;
  stages.push({ name, seconds, counts: countsOfStage.get(name) });
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
}

const started = performance.now();
try {
  await stage('system packages', () => {
    const outcome = installSuitePackages();
    console.log(
      outcome.installed.length > 0
        ? `installed ${outcome.installed.join(', ')} in ${outcome.seconds.toFixed(1)} s`
        : `all present: ${[...new Set(SUITE_PROGRAMS.map((program) => program.debianPackage))].join(', ')}`,
    );
  });
  if (extra.length > 0) {
    await stage('build', () => build({ production: true }));
    await stage(`vitest ${extra.join(' ')}`, () => vitest(extra));
  } else {
    // ESLint (type-aware, about half of this stage) on one core; on the other, the type-check — one
    // project per environment (tsconfig.json: client (DOM), Node, the browser tier; then shared/
    // under Node alone) — then Prettier and knip. Every check runs to its end; any failure fails the stage.
    await stage('static checks', async () => {
      const outcomes = await Promise.allSettled([
        quietly('node_modules/eslint/bin/eslint.js', ['.']),
        inTurn([
          ['node_modules/typescript/bin/tsc', ['-b']],
          ['node_modules/typescript/bin/tsc', ['-p', 'tsconfig.shared-node.json']],
          ['node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']],
          ['node_modules/knip/bin/knip.js', []],
        ]),
      ]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    });
    await stage('unit + repository tiers', () => vitest(['--project', 'unit', '--project', 'repository']));
    await stage('build', () => build({ production: true }));
    // One run each, not one run of both, so that each tier's time is its own: a slower tier shows.
    await stage('http tier', () => vitest(['--project', 'http']));
    await stage('process tier', () => vitest(['--project', 'process']));
    process.env.CHROME_PATH = findChromium();
    await stage('browser tier', () => vitest(['--project', 'browser']));
    await stage('performance budget', () => node('node_modules/tsx/dist/cli.mjs', ['scripts/perf-budget.ts']));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nnpm test passed in ${seconds.toFixed(0)} s: ${stages.map((done) => `${done.name} ${done.seconds.toFixed(1)} s`).join(', ')}`);
  if (extra.length === 0) {
    const record = writeRecord(process.cwd(), facts, stages, seconds);
    console.log(`\nrecord: ${record} (commit it to keep it)\n\n${readFileSync(record, 'utf8')}`);
  }
} catch (error) {
  // Missing packages we cannot install: the one line that says what to do.
  if (error instanceof MissingPackagesError) console.error(error.message);
  // A failing child has already printed why; anything else (a build error) is printed here.
  else if (!(error instanceof Error && 'status' in error)) console.error(error);
  rmSync(reports, { recursive: true, force: true });
  process.exit(1);
}
rmSync(reports, { recursive: true, force: true });
