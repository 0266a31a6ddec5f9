import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The README tells the truth about what the project depends on and where things live. */

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function table(): Map<string, string> {
  const section = readme.slice(readme.indexOf('## Dependencies'), readme.indexOf('\n## ', readme.indexOf('## Dependencies') + 1));
  return new Map([...section.matchAll(/^\| `([^`]+)` \| (runtime|development) \| .+ \|$/gm)].map((row) => [row[1]!, row[2]!]));
}

describe("the README's dependency table", () => {
  it('lists every runtime and development dependency of package.json, as that kind, and nothing else', () => {
    const rows = table();
    const expected = new Map([
      ...Object.keys(pkg.dependencies).map((name): [string, string] => [name, 'runtime']),
      ...Object.keys(pkg.devDependencies).map((name): [string, string] => [name, 'development']),
    ]);
    expect([...rows].sort()).toEqual([...expected].sort());
  });
});

/**
 * The architecture map: the README's "Architecture" section. Its table's first column names a
 * file or a folder; the text beside it names files in backticks, either from the root
 * (`client/routes/tree.tsx`) or from that row's folder (`listen.ts` in the `server/index.ts` row).
 */
function architecture() {
  const start = readme.indexOf('## Architecture');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const rows = [...section.matchAll(/^\| (.+?) \| (.+) \|$/gm)]
    .map(([, paths, text]) => ({ paths: [...paths!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!), text: text! }))
    .filter((row) => row.paths.length > 0);
  return { section, rows };
}

/** The folder a row speaks from: the folder it names, or the folder of the file it names. */
const folderOf = (named: string) => (named.endsWith('/') ? named : `${path.posix.dirname(named)}/`);

/** A backticked name that means a file or folder of ours: a path with a slash, or a file name with a source extension; not a URL path or code. */
const PATH_LIKE = /^(?![/.])[\w./-]*(?:\/|\.(?:ts|tsx|mjs|js|css|svg|ya?ml|md|json))$/;

describe("the README's architecture map", () => {
  it('names only files and folders that exist', () => {
    const { section, rows } = architecture();
    const exists = (named: string, folders: string[]) =>
      [ROOT, ...folders.map((folder) => path.join(ROOT, folder))].some((base) => existsSync(path.join(base, named)));
    const missing: string[] = [];
    for (const row of rows) {
      for (const named of row.paths) if (!existsSync(path.join(ROOT, named))) missing.push(named);
      const folders = row.paths.map(folderOf);
      for (const [, named] of row.text.matchAll(/`([^`]+)`/g))
        if (PATH_LIKE.test(named!) && !exists(named!, folders)) missing.push(`${named!} (row ${row.paths.join(', ')})`);
    }
    for (const [, named] of section.replace(/^\|.*\|$/gm, '').matchAll(/`([^`]+)`/g)) if (PATH_LIKE.test(named!) && !exists(named!, [])) missing.push(named!);
    expect(missing).toEqual([]);
  });

  it.each(['server/routes', 'client/routes'])("names every file in %s/, by its path or in its folder's row", (folder) => {
    const { section, rows } = architecture();
    const folderRows = rows.filter((row) => row.paths.includes(`${folder}/`));
    const unnamed = readdirSync(path.join(ROOT, folder)).filter((file) => {
      const names = [file, file.replace(/\.[^.]+$/, '')].map((name) => `\`${name}\``);
      return !section.includes(`\`${folder}/${file}\``) && !folderRows.some((row) => names.some((name) => row.text.includes(name)));
    });
    expect(unnamed).toEqual([]);
  });
});
