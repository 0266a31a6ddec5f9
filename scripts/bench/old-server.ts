import { temporaryBuild } from '../lib/temporary-build.js';

/**
 * An older commit's server, built beside this one, for the bench to run as its own process
 * (BENCH_OLD_COMMIT, default abe9234: the hand-written listener before decision 086): the commit's
 * tracked files built into their own dist/ in a temporary directory (scripts/lib/temporary-build.ts).
 */
export async function buildOldServer(commit: string): Promise<{ root: string; remove: () => Promise<void> }> {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`BENCH_OLD_COMMIT must be a commit hash, not ${JSON.stringify(commit)}`);
  return temporaryBuild({ commit }, `bench-${commit}`);
}
