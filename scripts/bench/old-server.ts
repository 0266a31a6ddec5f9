import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/server-process.js';

/**
 * An older commit's server, built beside this one, for the bench to run as its own process
 * (BENCH_OLD_COMMIT, default abe9234: the hand-written listener before issue 36). The commit's
 * tracked files come out of git (`git archive`, so no worktree is registered), share this
 * checkout's node_modules, and are built into their own dist/ in a temporary directory.
 */
export async function buildOldServer(commit: string): Promise<{ root: string; remove: () => Promise<void> }> {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`BENCH_OLD_COMMIT must be a commit hash, not ${JSON.stringify(commit)}`);
  const root = await mkdtemp(path.join(tmpdir(), `bench-${commit}-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', commit], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return { root, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
