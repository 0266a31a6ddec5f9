import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';
import { CLIENT_ENTRIES, type BuiltEntry } from '../../shared/asset-manifest.js';
import { ISLANDS_EN } from '../../shared/messages/islands-en.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { loadBuiltManifest, testApp } from '../support/app.js';

/**
 * Each browser entry, with every chunk it imports (statically or on intent), carries the
 * islands' words of its own language only: the Spanish ones never ship to an English page,
 * nor the English ones to a Spanish page (decision 046: a Spanish page is as fast and light as an English one).
 */

const ASSETS = path.join(ROOT, 'dist/public/assets');

/** An entry's code and every chunk it can load, its escapes (\xF3, \u2019) read back as characters. */
function bundleText(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  const imported = [...code.matchAll(/(?:from|import\()\s*"\.\/([\w-]+\.js)"/g)].map((match) => bundleText(match[1]!, seen));
  const decoded = code.replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (_, byte?: string, unit?: string) =>
    String.fromCharCode(Number.parseInt(byte ?? unit!, 16)),
  );
  return [decoded, ...imported].join('\n');
}

/** A catalogue's words (the text of its notices' parts too), by where they are. */
function words(value: unknown, where = ''): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => words(typeof item === 'string' ? item : (item as { text: string }).text, `${where}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => words(item, `${where}.${key}`));
  return [];
}

/**
 * The words of `mine` that the other catalogue does not share at the same place (8 characters or
 * more); not an English label that is its own key (a sample quote's coverage, an enum value both carry).
 */
function ownWords(mine: object, theirs: object): string[] {
  const other = new Map(words(theirs));
  return words(mine)
    .filter(([where, text]) => text.length >= 8 && other.get(where) !== text && !where.endsWith(`.${text}`))
    .map(([, text]) => text);
}

const english = ownWords(ISLANDS_EN, ISLANDS_ES);
const spanish = ownWords(ISLANDS_ES, ISLANDS_EN);

describe.each(Object.keys(CLIENT_ENTRIES) as BuiltEntry[])('the %s entry', (entry) => {
  const isSpanish = entry.endsWith('-es');
  const text = bundleText(path.basename(loadBuiltManifest().scripts[entry].src));

  it('carries its own language’s island words', () => {
    for (const said of isSpanish ? spanish : english) expect(text, said).toContain(said);
  });

  it('carries none of the other language’s', () => {
    const foreign = (isSpanish ? english : spanish).filter((said) => text.includes(said));
    expect(foreign).toEqual([]);
  });
});

/** The chunks a built module imports statically, and theirs: what loading it fetches at once. */
function staticChunks(file: string, seen = new Set<string>()): Set<string> {
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  // Static imports only: `from"./chunk.js"` or a bare `import"./chunk.js"`, not `import("./chunk.js")`.
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) {
    if (!seen.has(match[1]!)) {
      seen.add(match[1]!);
      staticChunks(match[1]!, seen);
    }
  }
  return seen;
}

describe('module preloads', () => {
  const manifest = loadBuiltManifest();

  it.for(Object.keys(CLIENT_ENTRIES) as BuiltEntry[])('the %s entry names every chunk it imports statically, and nothing it loads on intent', (entry) => {
    const { src, imports } = manifest.scripts[entry];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.map((url) => path.basename(url)).sort()).toEqual([...staticChunks(path.basename(src))].sort());
  });

  it.for([
    ['/', 'home'],
    ['/es/', 'home-es'],
    ['/articles/sr22-requirements', 'site'],
    ['/es/privacidad', 'site-es'],
  ] as const)('%s preloads its entry’s chunks, before the entry, after the words', async ([page, entry]) => {
    const html = (await request(testApp().app).get(page)).text;
    const script = /<script type="module" src="([^"]+)"><\/script>/.exec(html);
    expect(script?.[1]).toBe(manifest.scripts[entry].src);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(manifest.scripts[entry].imports);
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(script!.index);
  });
});
