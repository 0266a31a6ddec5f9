import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

/**
 * A setup file of the unit, http and process tiers (vitest.config.ts): a `console.error` or
 * `console.warn` fails the test it happened in, or the file when it came from a hook outside
 * any test. React reports a bad render this way and carries on, so without this a broken page
 * passes. A test that expects a warning says so with its own spy
 * (`vi.spyOn(console, 'warn').mockImplementation(() => {})`), which takes the call before this
 * guard sees it. The message is still printed, so the failure shows what was said.
 */

const LEVELS = ['error', 'warn'] as const;
let said: string[] = [];

for (const level of LEVELS) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    said.push(`console.${level}: ${format(...args)}`);
    print(...args);
  };
}

function complain(where: string): void {
  const lines = said;
  said = [];
  if (lines.length > 0) throw new Error(`${where} wrote to the console:\n${lines.join('\n')}`);
}

afterEach(() => {
  complain('this test');
});

afterAll(() => {
  complain('a hook outside any test');
});
