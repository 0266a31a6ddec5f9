import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The record a passing `npm test` leaves in docs/results/: one small Markdown file per commit
 * and day, one table row per stage, so that two runs compare with a line diff. The run writes
 * it and never commits it; whoever ran it commits it with the commit it names.
 */

/** Where the records go, from the repository's root. */
const RESULTS_DIR = 'docs/results';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface StageTime {
  name: string;
  seconds: number;
  /** The tests a stage ran, when it ran vitest. */
  counts?: TestCounts;
}

/** What a reader needs to tell two runs apart: the code, and how busy the machine was. */
export interface RunFacts {
  /** The day, UTC, as YYYY-MM-DD. */
  date: string;
  commit: string;
  uncommitted: boolean;
  node: string;
  cores: number;
  /** The one-minute load average when the run began. */
  load: number;
}

/** The totals of vitest's JSON reporter that a record keeps; skipped and to-do tests count as skipped. */
const vitestTotals = z.object({
  numPassedTests: z.number().int().nonnegative(),
  numFailedTests: z.number().int().nonnegative(),
  numPendingTests: z.number().int().nonnegative(),
  numTodoTests: z.number().int().nonnegative(),
});

export function countsFromVitestJson(text: string): TestCounts {
  const totals = vitestTotals.parse(JSON.parse(text));
  return { passed: totals.numPassedTests, failed: totals.numFailedTests, skipped: totals.numPendingTests + totals.numTodoTests };
}

export function addCounts(a: TestCounts | undefined, b: TestCounts): TestCounts {
  return a ? { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped } : b;
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // A copy without its history (an unpacked archive) still gets a record, named `unknown`.
    return undefined;
  }
}

/** The facts of this run, read when it begins, before the build writes anything. */
export function runFacts(root: string, now = new Date()): RunFacts {
  return {
    date: now.toISOString().slice(0, 10),
    commit: git(root, ['rev-parse', '--short=7', 'HEAD']) ?? 'unknown',
    uncommitted: (git(root, ['status', '--porcelain', '--untracked-files=no']) ?? '') !== '',
    node: process.version,
    cores: availableParallelism(),
    load: loadavg()[0] ?? 0,
  };
}

export const recordFileName = (facts: Pick<RunFacts, 'date' | 'commit'>) => `test-${facts.date}-${facts.commit}.md`;

export function formatRecord(facts: RunFacts, stages: readonly StageTime[], totalSeconds: number): string {
  const cells = (counts: TestCounts | undefined) => (counts ? `${counts.passed} | ${counts.failed} | ${counts.skipped}` : ' |  | ');
  const total = stages.reduce<TestCounts | undefined>((sum, stage) => (stage.counts ? addCounts(sum, stage.counts) : sum), undefined);
  const tree = facts.uncommitted ? 'with uncommitted changes to tracked files' : 'as committed';
  return [
    `# npm test, ${facts.date}, commit ${facts.commit}`,
    '',
    `Commit ${facts.commit} (${tree}), Node ${facts.node}, ${facts.cores} cores, load average ${facts.load.toFixed(2)} at the start.`,
    '',
    '| stage | seconds | passed | failed | skipped |',
    '|---|---:|---:|---:|---:|',
    ...stages.map((stage) => `| ${stage.name} | ${stage.seconds.toFixed(1)} | ${cells(stage.counts)} |`),
    `| total | ${totalSeconds.toFixed(1)} | ${cells(total)} |`,
    '',
  ].join('\n');
}

/** Writes the record and returns its path from the root. */
export function writeRecord(root: string, facts: RunFacts, stages: readonly StageTime[], totalSeconds: number): string {
  const relative = path.posix.join(RESULTS_DIR, recordFileName(facts));
  mkdirSync(path.join(root, RESULTS_DIR), { recursive: true });
  writeFileSync(path.join(root, relative), formatRecord(facts, stages, totalSeconds));
  return relative;
}
