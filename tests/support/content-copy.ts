import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildFailure, StageName } from '../../scripts/build/failure-codes.js';
import { sourceReader, type SourceReader } from '../../scripts/build/source-files.js';
import { checkContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * A copy of content/ with some files broken, for the tests that prove each of the build's
 * checks fires with its code. The data pack is linked, not copied, unless a test breaks a file
 * of it; one reader is shared by every copy for the pack's files it did not break, so each copy
 * parses the large CSVs once per test worker.
 */

const CONTENT = path.join(ROOT, 'content');
const DATA = path.join(CONTENT, 'data');
/** Reads the real data pack once for every copy. */
const packReader = sourceReader();

/** How to break a file: its new text from the old, or null to delete it. */
export type Breakage = Record<string, (text: string) => string | null>;

interface BrokenCopy {
  dir: string;
  reader: SourceReader;
  remove(): Promise<void>;
}

async function brokenCopy(breakage: Breakage): Promise<BrokenCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-copy-'));
  const breaksData = Object.keys(breakage).some((file) => file.startsWith('data/'));
  await cp(CONTENT, dir, { recursive: true, filter: (source) => breaksData || (source !== DATA && !source.startsWith(`${DATA}${path.sep}`)) });
  if (!breaksData) await symlink(DATA, path.join(dir, 'data'), 'dir');
  for (const [file, change] of Object.entries(breakage)) {
    const target = path.join(dir, file);
    const text = await readFile(target, 'utf8').catch(() => '');
    const changed = change(text);
    if (changed === null) await rm(target);
    else await writeFile(target, changed);
  }
  // The pack's files through the shared reader, every other file read from the copy.
  const own = sourceReader();
  const linked = path.join(dir, 'data') + path.sep;
  const via =
    <T>(read: (file: string) => Promise<T>, ownRead: (file: string) => Promise<T>) =>
    (file: string) =>
      !breaksData && file.startsWith(linked) ? read(path.join(DATA, file.slice(linked.length))) : ownRead(file);
  const reader: SourceReader = {
    text: via(packReader.text, own.text),
    yaml: via(packReader.yaml, own.yaml),
    json: via(packReader.json, own.json),
    csv: via(packReader.csv, own.csv),
  };
  return { dir, reader, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** What the stages say of a broken copy: the stage that stopped the build and its failures, with paths relative to the copy. */
export async function checkBroken(breakage: Breakage, today = new Date().toISOString().slice(0, 10)): Promise<{ stage?: StageName; failures: BuildFailure[] }> {
  const copy = await brokenCopy(breakage);
  try {
    const result = await checkContent(copy.dir, today, copy.reader);
    if (!('stage' in result)) return { failures: [] };
    const inCopy = (file: string) => (file.startsWith(`${copy.dir}${path.sep}`) ? path.relative(copy.dir, file) : file);
    return { stage: result.stage, failures: result.failures.map((failure) => ({ ...failure, file: inCopy(failure.file) })) };
  } finally {
    await copy.remove();
  }
}
