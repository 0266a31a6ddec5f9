import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema } from '../../server/config.js';
import { ROOT, SERVER_NODE_FLAGS } from '../../scripts/lib/server-process.js';
import { DONE_WHEN, routesFile } from '../support/partner-routes.js';

/**
 * Every bad setting stops the real built server with exit code 1 and one line on stderr that
 * names the variable and says what is wrong, never a stack. The walk goes over the schema's
 * own shape, so a variable added to it without a bad value here fails the first test.
 */

type Variable = keyof typeof envSchema.shape;

/** At least one bad value per variable (the type makes a missing one a compile error too). */
const BAD: Partial<Record<Variable, string[]>> = {
  NODE_ENV: ['staging'],
  PORT: ['eighty', '70000'],
  HOST: ['not a host'],
  TRUST_PROXY: ['not-an-ip/99'],
  GEO_HEADER: ['bad header'],
  GEO_COUNTRY_HEADER: ['bad header'],
  PARTNER_BASE_URL: ['not-a-url', 'https://partner.example/aff_c?offer_id=1'],
  PARTNER_OFFER_ID: ['a b'],
  PARTNER_AFFILIATE_ID: ['a;b'],
  PARTNER_OPT_OUT_PARAM: ['aff_sub5', 'aff sub5=gpc', 'aff_sub5=g&p'],
  // Bad files: 'bad routes files' below.
  PARTNER_ROUTES: ['/nonexistent/routes.yaml'],
  PARTNER_PLACEMENT_PARAM: ['aff sub4', 'zipcode'],
  POSTBACK_TOKEN: ['short', 'a-long-enough-token with a space'],
  // The second: a next token without a current one.
  POSTBACK_TOKEN_NEXT: ['short', 'a-long-enough-next-token'],
  INLINE_ZIP_LINK: ['//evil.example/x'],
  PRIVACY_RIGHTS_URL: ['not-a-url'],
  SITE_URL: ['not-a-url', 'localhost:3000'],
  SITE_NAME: ['x'.repeat(41)],
  METRICS_PORT: ['ninety'],
  PAGE_CACHE_MB: ['0'],
  KEEP_ALIVE_TIMEOUT_MS: ['65s'],
  REQUEST_TIMEOUT_MS: ['-1'],
  SHUTDOWN_DRAIN_MS: ['61000'],
  SHUTDOWN_DRAIN_READY_CHECKS: ['two'],
  SHUTDOWN_DRAIN_MAX_MS: ['121000'],
  LOG_LEVEL: ['loud'],
};

interface Run {
  code: number | null;
  stderr: string;
}

/** At most this many servers at once: each costs ~0.2 s of CPU to load, and two cores are shared. */
const PARALLEL = 4;

/** Runs `task` over `items`, `PARALLEL` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

/** Runs the built server with `env` on free ports; it is expected to stop by itself. */
function run(env: Record<string, string>, timeoutMs = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist/server/index.js')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after ${timeoutMs} ms with ${JSON.stringify(env)}`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function expectOneLine(result: Run, ...needles: string[]): string {
  expect(result.code).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => line !== '');
  expect(lines, result.stderr).toHaveLength(1);
  const line = lines[0]!;
  for (const needle of needles) expect(line).toContain(needle);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(line).not.toMatch(/Error:|TypeError|\{$/);
  return line;
}

describe('configuration errors on the real server', () => {
  it('has a bad value for every variable in the schema', () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !BAD[name as Variable]?.length);
    expect(missing).toEqual([]);
  });

  it('stops with exit code 1 and one line naming the variable, no stack, for every bad value', async () => {
    const cases = Object.keys(envSchema.shape).flatMap((name) => (BAD[name as Variable] ?? []).map((value) => [name, value] as const));
    const results = await inPool(cases, async ([name, value]) => [name, value, await run({ [name]: value })] as const);
    for (const [name, , result] of results) {
      const line = expectOneLine(result, name);
      expect(line.startsWith(`Invalid configuration: ${name}: `), line).toBe(true);
    }
    const urlLines = results.filter(([, value]) => value === 'not-a-url').map(([, , result]) => result.stderr.trim());
    expect(urlLines).toEqual([
      'Invalid configuration: PARTNER_BASE_URL: must be an absolute http(s) URL such as https://www.example.com/path',
      'Invalid configuration: PRIVACY_RIGHTS_URL: must be an absolute http(s) URL such as https://www.example.com/path',
      'Invalid configuration: SITE_URL: must be an absolute http(s) URL such as https://www.example.com/path',
    ]);
  }, 120_000);

  it('a host name that does not resolve is one line naming HOST', async () => {
    expectOneLine(await run({ HOST: 'no-such-host.invalid' }), 'HOST=no-such-host.invalid');
  });
});

describe('a port already in use', () => {
  let blocker: net.Server;
  let port = 0;
  beforeAll(async () => {
    blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    port = (blocker.address() as net.AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        blocker.close(() => resolve());
      }),
  );

  it.each(['PORT', 'METRICS_PORT'])('%s: one line naming the variable and the port, exit code 1', async (variable) => {
    const line = expectOneLine(await run({ [variable]: String(port) }), `${variable}=${port}`, 'already in use');
    expect(line.startsWith(`Cannot listen: ${variable}=${port} `)).toBe(true);
  });
});

describe('bad routes files (PARTNER_ROUTES)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const good = 'id: west, link: "https://west.partner.example/aff_c", offerId: "11", affiliateId: "22"';
  const FILES: [name: string, yaml: string, problem: string][] = [
    ['unknown-state', `partners:\n  - { ${good}, states: [CA, XX] }\n`, 'partners[0].states[1] "XX" is not a code of the 50 states and DC'],
    ['duplicate-id', `partners:\n  - { ${good} }\n  - { ${good} }\n`, 'partners[1].id "west" is used by another partner'],
    ['http-link', `partners:\n  - { ${good.replace('https:', 'http:')} }\n`, 'partners[0].link must be an https URL'],
    ['all-paused', `partners:\n  - { ${good}, paused: true }\n`, 'no partner can serve any state: every partner is paused'],
    ['not-yaml', 'partners:\n  - id: [west\n', 'not valid YAML at line 3'],
  ];

  it('stop the start with exit code 1 and one line naming PARTNER_ROUTES, the file and the problem', async () => {
    const results = await inPool(FILES, async ([name, yaml, problem]) => {
      const file = path.join(dir, `${name}.yaml`);
      await writeFile(file, yaml);
      return [file, problem, await run({ PARTNER_ROUTES: file })] as const;
    });
    for (const [file, problem, result] of results) {
      const line = expectOneLine(result, 'PARTNER_ROUTES');
      expect(line.startsWith(`Invalid configuration: PARTNER_ROUTES: ${file}: ${problem}`), line).toBe(true);
    }
  }, 60_000);

  it('a production start on a public SITE_URL refuses an example partner link, in one line', async () => {
    const file = path.join(dir, 'example.yaml');
    await writeFile(file, routesFile([DONE_WHEN.west, { ...DONE_WHEN.texas, link: 'https://texas.owlquotes-partner.com/aff_c' }, DONE_WHEN.everywhere]));
    const ready = {
      SITE_URL: 'https://www.owlquotes.com',
      PRIVACY_RIGHTS_URL: 'https://www.owlquotes.com/privacy-rights',
      INLINE_ZIP_LINK: 'https://compare.owlquotes-partner.com/auto',
    };
    const result = await run({ ...ready, PARTNER_ROUTES: file });
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line !== '');
    // The sample operator (content/operator.yaml) is a placeholder too: one line each.
    expect(lines).toContain(
      "SITE_URL https://www.owlquotes.com is public, but PARTNER_ROUTES partner west's link is still a placeholder: replace it before launch",
    );
    expect(lines).toContain(
      "SITE_URL https://www.owlquotes.com is public, but PARTNER_ROUTES partner everywhere's link is still a placeholder: replace it before launch",
    );
    expect(lines.join('\n')).not.toContain('partner texas');
  });
});
