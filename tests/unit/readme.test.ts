import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The README tells the truth about what the project depends on: its table is package.json's lists. */

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
