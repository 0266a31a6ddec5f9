import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './server-process.js';

/**
 * A build of this repository in a temporary directory, from a commit's tracked files (`git
 * archive`, so no worktree is registered) or from this working tree as it is (its tracked and
 * untracked files, not the ignored ones), sharing this checkout's node_modules. Two builds made
 * this way differ only where their sources do: esbuild's asset hashes depend on where the
 * sources sit relative to node_modules, so a build in place would not compare.
 */
export async function temporaryBuild(source: { commit: string } | 'working tree', label: string): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), `${label}-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const archive =
      source === 'working tree'
        ? execFileSync('tar', ['-c', '-f', '-', '--null', '-C', ROOT, '-T', '-'], { input: workingTreeFiles(), maxBuffer: 1 << 30 })
        : execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', source.commit], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return { root, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The working tree's files that are not ignored and still exist, NUL-separated for tar. */
function workingTreeFiles(): string {
  const listed = execFileSync('git', ['-C', ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const deleted = new Set(execFileSync('git', ['-C', ROOT, 'ls-files', '-z', '--deleted'], { encoding: 'utf8' }).split('\0'));
  return listed
    .split('\0')
    .filter((file) => file !== '' && !deleted.has(file))
    .join('\0');
}
