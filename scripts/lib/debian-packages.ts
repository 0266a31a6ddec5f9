import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, statSync } from 'node:fs';

/**
 * The programs the test suite and the benchmarks run (browsers, a virtual display, HAProxy,
 * wrk, lynx, promtool) come from Debian's packages. Installing them is one stage of its own, the first of
 * `npm test` (installSuitePackages, from scripts/test.ts): nothing else installs anything, so
 * no install can ever block a process that is timing something (a server's ready line, a
 * benchmark). The tiers and scripts only find the programs, and say what to install when one
 * is missing.
 *
 * Two installs at once (two `npm test` on one machine) would fight over dpkg's lock, so an
 * install takes a lock of its own first (a directory: mkdir is atomic).
 */

export interface DebianProgram {
  /** Where the program is once the package is installed. */
  path: string;
  /** The Debian package that provides it. */
  debianPackage: string;
}

/** A text browser that sends no Referer for a page with a query (tests/process/lynx.test.ts). */
export const LYNX: DebianProgram = { path: '/usr/bin/lynx', debianPackage: 'lynx' };

/** Prometheus's own rule checker and tester: the alerts and the dashboard's earnings queries run in it (tests/process/prometheus-rules.test.ts). */
export const PROMTOOL: DebianProgram = { path: '/usr/bin/promtool', debianPackage: 'prometheus' };

/** Everything the suite needs, by the package that provides it (.ci/run purges these). */
export const SUITE_PROGRAMS: readonly DebianProgram[] = [
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  { path: '/usr/bin/Xvfb', debianPackage: 'xvfb' },
  { path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
  { path: '/usr/sbin/haproxy', debianPackage: 'haproxy' },
  { path: '/usr/bin/wrk', debianPackage: 'wrk' },
  LYNX,
  PROMTOOL,
];

const LOCK = '/tmp/quoteowl-apt-install.lock';

const missingOf = (programs: readonly DebianProgram[]) => programs.filter((program) => !existsSync(program.path));
const packagesOf = (programs: readonly DebianProgram[]) => [...new Set(programs.map((program) => program.debianPackage))];

/** The one line that says what to install. */
function installLine(programs: readonly DebianProgram[]): string {
  return `apt-get install -y ${packagesOf(programs).join(' ')}`;
}

export type InstallOutcome = { installed: string[]; seconds: number } | { installed: []; seconds: 0 };

/**
 * The set-up stage: install the packages of whatever is missing. Throws one line when a
 * package is missing and this process cannot install it (not root, or no apt).
 */
export function installSuitePackages(programs: readonly DebianProgram[] = SUITE_PROGRAMS): InstallOutcome {
  if (missingOf(programs).length === 0) return { installed: [], seconds: 0 };
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    throw new MissingPackagesError(
      `Missing system packages for the tests: ${packagesOf(missingOf(programs)).join(', ')}. As root, run: ${installLine(missingOf(programs))}`,
    );
  const started = performance.now();
  let installed: string[] = [];
  withLock(() => {
    const missing = missingOf(programs);
    // Another install may have brought them while we waited.
    if (missing.length === 0) return;
    installed = packagesOf(missing);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const wait = ['-o', 'DPkg::Lock::Timeout=300'];
    execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', [...wait, 'install', '-y', '-qq', ...installed], { stdio: 'inherit', env });
  });
  const still = missingOf(programs);
  if (still.length) throw new MissingPackagesError(`${still.map((p) => p.path).join(', ')} still missing after installing ${packagesOf(still).join(' ')}`);
  return { installed, seconds: (performance.now() - started) / 1000 };
}

export class MissingPackagesError extends Error {}

/** Returns when every program is there; otherwise throws saying what to install. Never installs. */
export function requirePrograms(programs: DebianProgram[], purpose: string): void {
  const missing = missingOf(programs);
  if (missing.length === 0) return;
  throw new MissingPackagesError(
    `${purpose} needs ${missing.map((p) => p.path).join(', ')}: run npm test (its first stage installs the suite's packages), or as root: ${installLine(missing)}`,
  );
}

export interface FindableProgram extends DebianProgram {
  /** The environment variable that may point at another copy of the program. */
  envVariable: string;
  /** Where a machine may already have it, in order of preference. */
  candidates: string[];
}

/**
 * The program's path: the environment variable's if set (and it must exist), else the first
 * candidate present; else it throws saying what to install (or which variable to set).
 */
export function findProgram(program: FindableProgram, purpose: string): string {
  const configured = process.env[program.envVariable];
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`${program.envVariable} is set to ${configured}, which does not exist.`);
  }
  const found = program.candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    requirePrograms([program], purpose);
  } catch (error) {
    throw new MissingPackagesError(`${(error as Error).message} (or point ${program.envVariable} at one)`, { cause: error });
  }
  return program.path;
}

function withLock(run: () => void): void {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than the longest install is left over from a killed run.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmdirSync(LOCK);
      if (Date.now() > deadline) throw new Error(`waited 10 minutes for ${LOCK}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    run();
  } finally {
    rmdirSync(LOCK);
  }
}
