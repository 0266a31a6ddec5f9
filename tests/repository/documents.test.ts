import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT } from '../../scripts/lib/server-process.js';
import { ConfigError, envSchema, loadConfig } from '../../server/config.js';
import { checkLaunch, placeholdersInUse } from '../../server/launch-check.js';
import { createLogger } from '../../server/logger.js';
import type { Operator } from '../../shared/content-schema.js';
import { singlePartnerRoutes } from '../../shared/partner-routes.js';
import { OPT_OUT_COOKIE, OPT_OUT_COOKIE_MAX_AGE_S, OPT_OUT_COOKIE_VALUE, PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';
import { logLines } from '../support/logs.js';

/**
 * The documents state facts the code decides, so these tests read the facts from the code:
 * the variables and their defaults, the cookie the server sets, what a launch with sample
 * details does, the commands CI runs, and the decision notes each document points to.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const readme = read('README.md');
const operations = read('docs/operations.md');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A section of a Markdown document: from its heading to the next heading of its level or above. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0].length;
  const rest = text.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

/** Every source file of ours under the given folders. */
function sources(...folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) found.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return found;
}

describe("docs/operations.md's table of variables", () => {
  const table = section(operations, '## Configuration');
  const rows = [...table.matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \| .+ \| (.+) \|$/gm)].flatMap(([, names, defaults]) => {
    const variables = [...names!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
    const cells = variables.length > 1 ? defaults!.split(/, (?=`)/) : [defaults!];
    expect(cells, names).toHaveLength(variables.length);
    return variables.map((name, index) => [name, cells[index]!.trim()] as const);
  });
  const documented = new Map(rows);

  /** Every variable the server reads: the config schema's, and any other `env.NAME` in server/. */
  const readByServer = new Set([
    ...Object.keys(envSchema.shape),
    ...sources('server').flatMap((file) => [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!)),
  ]);

  it('has a row for every variable the server reads, and none it does not', () => {
    expect([...documented.keys()].sort()).toEqual([...readByServer].sort());
  });

  it('gives each variable the default the schema gives it', () => {
    const defaults = loadConfig({});
    // Defaults the schema leaves to loadConfig, said in words.
    const derived: Record<string, { words: string; holds: boolean }> = {
      PRIVACY_RIGHTS_URL: {
        words: `\`SITE_URL\` + \`${PRIVACY_CHOICES_PATH}\``,
        holds: defaults.privacyRightsUrl === `${defaults.siteUrl}${PRIVACY_CHOICES_PATH}`,
      },
      TRUST_PROXY: { words: 'trust nothing', holds: defaults.trustProxy === false },
    };
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      const value: unknown = schema.parse(undefined);
      const cell = documented.get(name);
      if (name in derived) {
        expect(cell, name).toBe(derived[name]!.words);
        expect(derived[name]!.holds, name).toBe(true);
      } else if (value === undefined) expect(cell, name).toBe('unset');
      else {
        // Every default is a string, a number, or the opt-out parameter's name and value.
        const written = Array.isArray(value) ? value.join('=') : z.union([z.string(), z.number()]).parse(value);
        expect(cell, name).toBe(`\`${written}\``);
      }
    }
  });
});

describe("docs/operations.md's cookies", () => {
  it('names the one cookie the server sets, with its value and lifetime, and never says there are none', () => {
    const setters = sources('server').filter((file) => /\bres\.cookie\(|\bclearCookie\(|['"]set-cookie['"]/i.test(read(file)));
    expect(setters).toEqual(['server/routes/privacy-choices.ts']);
    const whatItIs = oneLine(section(operations, '## What it is'));
    expect(whatItIs).toContain(`\`${OPT_OUT_COOKIE}=${OPT_OUT_COOKIE_VALUE}\``);
    expect(whatItIs).toContain(`kept ${OPT_OUT_COOKIE_MAX_AGE_S / 86400} days`);
    expect(whatItIs).toContain('`POST /privacy-choices`');
    expect(oneLine(operations)).not.toMatch(/no cookies/i);
  });
});

describe("content/README.md's launch check", () => {
  const replace = oneLine(section(read('content/README.md'), '## The operator: `operator.yaml`'));
  const sample: Operator = { sample: true, name: 'Sample Operator LLC', address: '1 Example Way', email: 'privacy@operator.example' };
  // Every placeholder the check knows, PRIVACY_RIGHTS_URL on an example domain included.
  const config = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.owlquotes.com', PRIVACY_RIGHTS_URL: 'https://privacy.example/form' });
  const placeholders = placeholdersInUse(config, sample, singlePartnerRoutes(config.partner));

  it('names every placeholder the check refuses', () => {
    expect(placeholders.length).toBe(5);
    for (const placeholder of placeholders)
      expect(replace, placeholder).toContain(placeholder.replace(/ \(.+\)$/, '').replace(/^(contact email|postal address)$/, '**$1**'));
    expect(replace).toContain('**`PARTNER_ROUTES`**');
  });

  it('says a public production start refuses, in the words the server prints, and a local one warns', () => {
    let refusal = '';
    try {
      checkLaunch(createLogger('silent'), config, sample, singlePartnerRoutes(config.partner));
    } catch (error) {
      if (error instanceof ConfigError) refusal = error.message.split('\n')[0]!;
    }
    expect(refusal).toMatch(/^SITE_URL https:\/\/www\.owlquotes\.com is public, but /);
    expect(replace).toContain('**refuses to start**');
    expect(replace).toContain(`("${refusal.replace(config.siteUrl, '…')}")`);

    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...logLines(chunk.toString().split('\n')));
        callback();
      },
    });
    const local = loadConfig({ NODE_ENV: 'production' });
    checkLaunch(createLogger('info', sink), local, sample, singlePartnerRoutes(local.partner));
    const warning = String(lines[0]?.msg);
    expect(warning).toMatch(/^sample operator details in use: replace .+ before launch$/);
    expect(replace).toContain(`("${warning.replace(/replace .+ before/, 'replace … before')}")`);
  });
});

describe("the README's commands", () => {
  const block = /^## Two commands\n\n```sh\n([^]*?)\n```/m.exec(readme)?.[1] ?? '';
  const command = (word: string) =>
    block
      .split('\n')
      .find((line) => line.includes(`npm ${word}`))
      ?.replace(/\s+#.*$/, '');

  it('are the set-up and test commands CI runs, in that order', () => {
    expect(command('start')).toBe('npm ci && npm start');
    expect(command('test')).toBe('npm ci && npm test');
    const ci = read('.ci/run')
      .split('\n')
      .filter((line) => /^npm /.test(line))
      // Flags that only quieten npm ci's report change nothing it installs.
      .map((line) => line.replace(/ --no-audit| --no-fund/g, ''));
    expect(ci).toEqual(command('test')!.split(' && '));
  });

  it('run the scripts the README says they run', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toBe('tsx scripts/test.ts');
    expect(scripts.start).toMatch(/ dist\/server\/index\.js$/);
    expect(readme).toContain('`npm test` (`scripts/test.ts`)');
  });
});

describe('decision notes as history', () => {
  const DIR = path.join(ROOT, 'docs/decisions');
  const notes = new Map(
    readdirSync(DIR)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .map((name) => [name.slice(0, 3), readFileSync(path.join(DIR, name), 'utf8')] as const),
  );
  const successor = (text: string) => /^Date: .+ Status: superseded by (\d{3})\./m.exec(text)?.[1];

  it('each superseded note names its successor at its top, and the successor names it back', () => {
    for (const [number, text] of notes) {
      const next = successor(text);
      if (!next) continue;
      // Below the status line, before the context: a line that links the successor.
      const top = text.slice(text.indexOf('Status:'), text.indexOf('## Context'));
      expect(top, number).toMatch(new RegExp(`\\]\\(${next}-[\\w-]+\\.md\\)`));
      expect(notes.get(next), `${number} → ${next}`).toMatch(new RegExp(`\\b${number}\\b`));
    }
  });

  it('every chain of successors ends in an accepted note', () => {
    for (const number of notes.keys()) {
      const seen = new Set<string>();
      let current = number;
      while (successor(notes.get(current)!)) {
        expect(seen.has(current), `a cycle through ${current}`).toBe(false);
        seen.add(current);
        current = successor(notes.get(current)!)!;
        expect(notes.has(current), current).toBe(true);
      }
      expect(notes.get(current), current).toMatch(/Status: accepted\./);
    }
  });

  it('every decision a document or a comment names exists', () => {
    const files = ['README.md', 'docs/operations.md', 'content/README.md', ...sources('server', 'client', 'shared', 'scripts', 'tests')];
    const missing: string[] = [];
    for (const file of files)
      for (const [, list] of read(file).matchAll(/\b[Dd]ecisions? ((?:\d{3}(?:, | and |–))*\d{3})\b/g))
        for (const number of list!.match(/\d{3}/g)!) if (!notes.has(number)) missing.push(`${file}: ${number}`);
    expect(missing).toEqual([]);
  });
});

describe('the README as a reference', () => {
  it('carries no run diary: no clock times, and no dated measurement', () => {
    expect(readme).not.toMatch(/\b\d{1,2}:\d{2}\b/);
    expect(readme).not.toMatch(/\b20\d{2}-\d{2}-\d{2}\b/);
  });

  it('names only files and folders that exist, outside the architecture map too', () => {
    // The map names files from its rows' folders; tests/repository/readme.test.ts reads it that way.
    const map = section(readme, '## Architecture');
    const generated = ['dist/', 'screenshots/'];
    const named = [...readme.replace(map, '').matchAll(/`([\w.-]+(?:\/[\w.-]+)*\/?)`/g)]
      .map((match) => match[1]!)
      .filter((name) => name.includes('/') && !name.startsWith('/'));
    const missing = named.filter((name) => !generated.includes(name) && !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });
});

describe('comments', () => {
  it('say why in a sentence, never by pointing at an issue number or a section of the spec', () => {
    const pointers = sources('server', 'client', 'shared', 'scripts', 'tests').flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (/\b[Ii]ssue #?\d+|\bspec section\b/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(pointers).toEqual([]);
  });
});

describe('docs/results/', () => {
  it('holds only the kinds of record its README lists, each named as its row says', () => {
    const index = read('docs/results/README.md');
    // A row's file pattern, `<date>` and `<commit>` standing for the day and the short commit, `<n>` for a number.
    const patterns = [...index.matchAll(/^\| `([^`]+\.\w+)` \|/gm)].map(
      ([, name]) =>
        new RegExp(
          `^${name!
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace('<date>', '\\d{4}-\\d{2}-\\d{2}')
            .replace('<commit>', '[0-9a-f]{7,}')
            .replace('<n>', '\\d+')}$`,
        ),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(2);
    const unlisted = readdirSync(path.join(ROOT, 'docs/results')).filter((name) => name !== 'README.md' && !patterns.some((pattern) => pattern.test(name)));
    expect(unlisted).toEqual([]);
  });
});

describe('the other guides', () => {
  it.each(['docs/operations.md', 'content/README.md', 'docs/results/README.md'])('%s names only files and folders that exist', (file) => {
    // A path with a slash, from the root or from the guide's folder; an address range (10.0.0.0/8) is not one.
    const named = [...read(file).matchAll(/`([\w.-]+(?:\/[\w.-]+)+\/?)`/g)].map((match) => match[1]!).filter((name) => !/^\d/.test(name));
    const missing = named.filter((name) => !existsSync(path.join(ROOT, name)) && !existsSync(path.join(ROOT, path.dirname(file), name)));
    expect(missing).toEqual([]);
  });

  it('the decision index gives each note the title the note has', () => {
    const index = read('docs/decisions/README.md');
    const rows = [...index.matchAll(/\[(\d{3}) — (.+?)\]\((\d{3}-[\w-]+\.md)\)/g)];
    expect(rows.length).toBeGreaterThan(50);
    for (const [, number, title, file] of rows) expect(read(`docs/decisions/${file}`).split('\n')[0], file).toBe(`# ${number} — ${title}`);
  });
});
