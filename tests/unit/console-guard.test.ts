import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The console guard (tests/support/console-guard.ts) fails a test that writes an error or a
 * warning, and lets through one that expects it with its own spy. This file runs itself in a
 * child vitest with PROBE set, where its probe tests do exactly that, and reads the outcome.
 */

const PROBE = 'CONSOLE_GUARD_PROBE';
const THIS_FILE = path.relative(ROOT, import.meta.filename);

if (process.env[PROBE]) {
  describe('probe', () => {
    it('writes an error', () => {
      console.error('a render went wrong');
    });
    it('writes a warning', () => {
      console.warn('something is off');
    });
    it('expects a warning with its own spy', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      console.warn('expected');
      expect(warn).toHaveBeenCalledWith('expected');
      warn.mockRestore();
    });
    it('stays quiet', () => {
      expect(1).toBe(1);
    });
  });
} else {
  it('fails a test on console.error or console.warn, unless the test spies on it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'console-guard-'));
    const report = path.join(dir, 'report.json');
    try {
      try {
        execFileSync(
          process.execPath,
          ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--reporter', 'json', '--outputFile', report, THIS_FILE],
          {
            cwd: ROOT,
            env: { ...process.env, [PROBE]: '1' },
            stdio: 'ignore',
          },
        );
      } catch {
        // The probe run fails by design; its report says which tests failed.
      }
      const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { title: string; status: string }[] }[] };
      const outcomes = Object.fromEntries(testResults.flatMap((file) => file.assertionResults).map((test) => [test.title, test.status]));
      expect(outcomes).toEqual({
        'writes an error': 'failed',
        'writes a warning': 'failed',
        'expects a warning with its own spy': 'passed',
        'stays quiet': 'passed',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
