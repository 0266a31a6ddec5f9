import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { build } from './build.js';
import { ROOT } from './lib/server-process.js';

/**
 * npm run test:busy: does the process tier hold on a machine whose cores are busy with other
 * work? Starts BUSY_LOOPS (default 2) CPU-bound Node processes, runs the process tier
 * BUSY_RUNS times in a row (default 5) beside them, stops them, and writes what happened to
 * docs/results/busy-<date>-<commit>.txt: each run's verdict, time and failed tests. Exits 1
 * unless every run passed. The build is made first, before the loops start.
 */

const RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .max(50)
  .parse(process.env.BUSY_RUNS ?? 5);
const LOOPS = z.coerce
  .number()
  .int()
  .min(0)
  .max(16)
  .parse(process.env.BUSY_LOOPS ?? 2);

interface Run {
  passed: boolean;
  seconds: number;
  /** vitest's own summary lines ("Test Files …", "Tests …"). */
  summary: string[];
  /** The tests that failed, as vitest names them. */
  failed: string[];
}

/** Strips the terminal colours vitest prints, so the record reads as text. */
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The process tier running now, stopped with this script if it is interrupted. */
let tier: ChildProcess | undefined;

/** One run of the process tier, its output echoed as it comes and kept for the record. */
function processTier(): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'process'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    tier = child;
    let output = '';
    const keep = (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (status) => {
      const lines = plain(output).split('\n');
      resolve({
        passed: status === 0,
        seconds: (performance.now() - started) / 1000,
        summary: lines.filter((line) => /^\s*(Test Files|Tests)\s/.test(line)).map((line) => line.trim()),
        failed: [...new Set(lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim().replace(/^FAIL\s+/, '')))],
      });
    });
  });
}

/** A Node process that keeps one core busy until it is killed. */
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const loads = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

await build({ production: true });
const loops = Array.from({ length: LOOPS }, busyLoop);
// Whatever ends this process, the loops it started end with it.
const stopLoops = () => {
  for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
};
process.once('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    // vitest stops its workers, and they the servers they started, on an interrupt.
    tier?.kill('SIGINT');
    stopLoops();
    process.exit(1);
  });

const startedAt = new Date();
const loadBefore = loads();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
const file = path.join(ROOT, 'docs', 'results', `busy-${startedAt.toISOString().slice(0, 10)}-${commit}.txt`);
const runs: Run[] = [];

/** The record so far: written after every run, so a run stopped early still leaves what it found. */
async function writeRecord(): Promise<string> {
  const passes = runs.filter((run) => run.passed).length;
  const record = [
    `npm run test:busy on ${startedAt.toISOString()}, commit ${commit}${dirty ? ' with uncommitted changes' : ''}`,
    `BUSY_RUNS=${RUNS} BUSY_LOOPS=${LOOPS}; ${os.cpus().length} cores; Node ${process.version}; load average before the loops ${loadBefore}, after the last run ${loads()}`,
    '',
    ...runs.flatMap((run, index) => [
      `run ${index + 1}: ${run.passed ? 'passed' : 'FAILED'} in ${run.seconds.toFixed(1)} s; ${run.summary.join('; ')}`,
      ...run.failed.map((name) => `  failed: ${name}`),
    ]),
    '',
    `${passes} of ${runs.length} runs passed${runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs done)` : ''}`,
    '',
  ].join('\n');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, record);
  return record;
}

try {
  for (let index = 0; index < RUNS; index += 1) {
    console.log(`\n▶ process tier, run ${index + 1} of ${RUNS}, beside ${LOOPS} busy loops (load ${loads()})`);
    runs.push(await processTier());
    await writeRecord();
  }
} finally {
  stopLoops();
}

console.log(`\n${await writeRecord()}written ${path.relative(ROOT, file)}`);
process.exitCode = runs.every((run) => run.passed) ? 0 : 1;
