import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';
import { countsFromVitestJson, formatRecord, recordFileName, runFacts, writeRecord, type RunFacts } from '../../scripts/lib/test-record.js';

/** npm test's record of a run: one row per stage, named by day and commit, so two runs compare line by line. */

const facts: RunFacts = { date: '2026-12-06', commit: 'abc1234', uncommitted: false, node: 'v20.20.2', cores: 2, load: 1.5 };
const stages = [
  { name: 'static checks', seconds: 33.14 },
  { name: 'unit tier', seconds: 21.26, counts: { passed: 1041, failed: 0, skipped: 2 } },
  { name: 'http + process tiers', seconds: 61.04, counts: { passed: 1328, failed: 0, skipped: 0 } },
];
const scratch = mkdtempSync(path.join(tmpdir(), 'test-record-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("npm test's record", () => {
  it('reads the counts from vitest’s JSON report, to-do tests counted as skipped', () => {
    const report = JSON.stringify({ numTotalTests: 9, numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, testResults: [] });
    expect(countsFromVitestJson(report)).toEqual({ passed: 5, failed: 1, skipped: 3 });
    expect(() => countsFromVitestJson('{"numPassedTests":"5"}')).toThrow();
  });

  it('is named by the day and the commit', () => {
    expect(recordFileName(facts)).toBe('test-2026-12-06-abc1234.md');
  });

  it('has one row per stage in the order run, and a total that sums the tiers', () => {
    const lines = formatRecord(facts, stages, 120.04).split('\n');
    expect(lines[0]).toBe('# npm test, 2026-12-06, commit abc1234');
    expect(lines[2]).toBe('Commit abc1234 (as committed), Node v20.20.2, 2 cores, load average 1.50 at the start.');
    expect(lines.filter((line) => line.startsWith('| ') && !line.startsWith('| stage'))).toEqual([
      '| static checks | 33.1 |  |  |  |',
      '| unit tier | 21.3 | 1041 | 0 | 2 |',
      '| http + process tiers | 61.0 | 1328 | 0 | 0 |',
      '| total | 120.0 | 2369 | 0 | 2 |',
    ]);
  });

  it('says when the working tree was not the commit it names', () => {
    expect(formatRecord({ ...facts, uncommitted: true }, stages, 1)).toContain('(with uncommitted changes to tracked files)');
  });

  it('is written under docs/results/, where the README says it is', () => {
    const written = writeRecord(scratch, facts, stages, 120);
    expect(written).toBe('docs/results/test-2026-12-06-abc1234.md');
    expect(readFileSync(path.join(scratch, written), 'utf8')).toBe(formatRecord(facts, stages, 120));
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('docs/results/test-<date>-<commit>.md');
  });

  it('names this checkout’s commit and the day it ran', () => {
    const now = new Date('2026-12-06T23:59:59Z');
    const read = runFacts(ROOT, now);
    expect(read.date).toBe('2026-12-06');
    expect(read.commit).toMatch(/^[0-9a-f]{7}$/);
    expect(read.cores).toBeGreaterThanOrEqual(1);
  });
});
