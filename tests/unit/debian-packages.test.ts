import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SUITE_PROGRAMS } from '../../scripts/lib/debian-packages.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The suite's system packages: installed by npm test's first stage alone, purged by .ci/run
 * before every CI run (the two lists must agree), and a user who cannot install them is told
 * in one line what to run.
 */

const run = promisify(execFile);

describe("the suite's Debian packages", () => {
  it('are the ones .ci/run purges, and the programs it checks are gone', () => {
    const ci = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    const purged = /^SUITE_PACKAGES=\(([^)]*)\)$/m.exec(ci)![1]!.split(' ');
    expect(purged.sort()).toEqual([...new Set(SUITE_PROGRAMS.map((program) => program.debianPackage))].sort());
    const checked = /for program in ([^;]+); do/.exec(ci)![1]!.split(' ');
    expect(checked.sort()).toEqual(SUITE_PROGRAMS.map((program) => program.path).sort());
  });

  it.runIf(process.getuid?.() === 0)('stop a user who cannot install them with one line saying what to install', async () => {
    const source = `
      import { installSuitePackages } from './scripts/lib/debian-packages.ts';
      try { installSuitePackages([{ path: '/nonexistent/quoteowl-probe', debianPackage: 'quoteowl-probe' }]); }
      catch (error) { process.stderr.write(error.message + '\\n'); process.exit(3); }
    `;
    // The Node running the tests may live where nobody cannot reach it (npx's cache under /root, as in CI's Node 24 run).
    const node = [process.execPath, '/usr/local/bin/node', '/usr/bin/node'].find((candidate) => executableByNobody(candidate))!;
    const failure = await run('runuser', ['-u', 'nobody', '--', node, '--import', 'tsx', '--input-type=module', '-e', source], {
      cwd: ROOT,
      env: { ...process.env, HOME: '/tmp', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(3);
    const lines = failure!.stderr.trim().split('\n');
    expect(lines).toEqual(['Missing system packages for the tests: quoteowl-probe. As root, run: apt-get install -y quoteowl-probe']);
  });
});

function executableByNobody(file: string): boolean {
  try {
    execFileSync('runuser', ['-u', 'nobody', '--', 'test', '-x', file]);
    return true;
  } catch {
    return false;
  }
}
