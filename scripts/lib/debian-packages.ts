import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmdirSync, statSync } from 'node:fs';

/**
 * The tests' programs (browsers, a virtual display, HAProxy) come from Debian's packages. A fresh machine (CI) may lack
 * them: when one is missing and we are root with apt, install its package; otherwise fail
 * saying which package to install. Browser tests are never skipped for want of a browser.
 *
 * Test files run in parallel workers, and two apt-get runs at once fight over dpkg's lock,
 * so installs take a lock of their own first (a directory: mkdir is atomic).
 */

export interface DebianProgram {
  /** Where the program is once the package is installed. */
  path: string;
  /** The Debian package that provides it. */
  debianPackage: string;
}

const LOCK = '/tmp/quoteowl-apt-install.lock';

/** Returns when every program is there, installing the missing ones' packages if we can. */
export function ensureDebianPrograms(programs: DebianProgram[], purpose: string): void {
  const missing = () => programs.filter((program) => !existsSync(program.path));
  if (missing().length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${purpose} needs ${missing()
        .map((p) => p.path)
        .join(', ')}. Install: apt-get install ${missing()
        .map((p) => p.debianPackage)
        .join(' ')}`,
    );
  }
  withLock(() => {
    const packages = [...new Set(missing().map((program) => program.debianPackage))];
    if (packages.length === 0) return; // another worker installed them while we waited
    console.log(`${purpose}: installing Debian's ${packages.join(', ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const wait = ['-o', 'DPkg::Lock::Timeout=300'];
    execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', [...wait, 'install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  });
  const still = missing();
  if (still.length)
    throw new Error(`${purpose}: ${still.map((p) => p.path).join(', ')} still missing after installing ${still.map((p) => p.debianPackage).join(' ')}`);
}

export interface FindableProgram extends DebianProgram {
  /** The environment variable that may point at another copy of the program. */
  envVariable: string;
  /** Where a machine may already have it, in order of preference. */
  candidates: string[];
}

/**
 * The program's path: the environment variable's if set (and it must exist), else the first
 * candidate present, else the Debian package installed (ensureDebianPrograms).
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
    ensureDebianPrograms([program], purpose);
  } catch (error) {
    throw new Error(`${(error as Error).message} (or point ${program.envVariable} at one)`, { cause: error });
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
