import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * content/data is the official data pack (../shared/data: NAIC averages, regulators' sample
 * premiums, state minimums with their official quotes, SR-22 durations), copied byte for byte
 * so that a clone anywhere builds the same figures. Where the pack itself is at hand (beside
 * the checkout, or SHARED_DATA_DIR, which .ci/run sets for the clone it tests), the copy must
 * be identical to it: a figure edited here by hand would fail. Beside it, content/data/compiled/
 * holds data we compiled ourselves from official and public sources; it is not the pack's, so it
 * is left out of the byte-for-byte comparison, and each of its files must have its section in
 * compiled/README.md.
 */

const COPY = path.join(ROOT, 'content/data');
/** Our own compilations, beside the pack (content/data/compiled/README.md). */
const COMPILED = 'compiled';
const PACK = [process.env.SHARED_DATA_DIR, path.join(ROOT, '../shared/data')].find((dir) => dir && existsSync(path.join(dir, 'README.md')));

function files(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(dir, path.join(under, entry.name)) : [path.join(under, entry.name)]))
    .sort();
}

/** The pack's own files in the copy: everything but our compilations. */
const packFiles = () => files(COPY).filter((file) => !file.startsWith(`${COMPILED}${path.sep}`));

describe('the data pack in content/data', () => {
  it('holds the README that says where each figure came from, and every file it lists', () => {
    const readme = readFileSync(path.join(COPY, 'README.md'), 'utf8');
    for (const file of packFiles().filter((name) => name !== 'README.md')) {
      expect(readme, file).toContain(file.includes('premium-surveys') ? path.basename(file) : `\`${file}\``);
    }
  });

  it.runIf(PACK !== undefined)('is byte for byte the official pack', () => {
    expect(packFiles()).toEqual(files(PACK!));
    for (const file of files(PACK!)) {
      expect(readFileSync(path.join(COPY, file)).equals(readFileSync(path.join(PACK!, file))), file).toBe(true);
    }
  });

  it('has a section in compiled/README.md naming each file we compiled', () => {
    const dir = path.join(COPY, COMPILED);
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const compiled = files(dir).filter((name) => name !== 'README.md');
    // Each section names its file last in its heading: the files and the sections are the same set.
    const named = [...readme.matchAll(/^## .*`([^`]+)`$/gm)].map((match) => match[1]!);
    expect(compiled.sort()).toEqual(named.sort());
  });
});
