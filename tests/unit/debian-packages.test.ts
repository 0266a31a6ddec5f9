import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build as esbuild } from 'esbuild';
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
    // The checkout may sit in a directory only its owner can enter (a clone under `mktemp -d`,
    // or under /root): the probe is the module bundled into a directory nobody can read.
    const probeDir = mkdtempSync(path.join(tmpdir(), 'quoteowl-probe-'));
    chmodSync(probeDir, 0o755);
    const probe = path.join(probeDir, 'probe.mjs');
    await esbuild({
      stdin: {
        contents: `
          import { installSuitePackages } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/debian-packages.ts'))};
          try { installSuitePackages([{ path: '/nonexistent/quoteowl-probe', debianPackage: 'quoteowl-probe' }]); }
          catch (error) { process.stderr.write(error.message + '\\n'); process.exit(3); }
        `,
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: probe,
      logLevel: 'silent',
    });
    chmodSync(probe, 0o644);
    // The Node running the tests may live where nobody cannot reach it (npx's cache under /root, as in CI's Node 24 run).
    const node = [process.execPath, '/usr/local/bin/node', '/usr/bin/node'].find((candidate) => executableByNobody(candidate))!;
    const failure = await run('runuser', ['-u', 'nobody', '--', node, probe], { cwd: probeDir, env: { ...process.env, HOME: '/tmp' } })
      .then(
        () => undefined,
        (error: unknown) => error as { code: number; stderr: string },
      )
      .finally(() => rmSync(probeDir, { recursive: true, force: true }));
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
