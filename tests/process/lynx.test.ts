import { execFile } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LYNX, requirePrograms } from '../../scripts/lib/debian-packages.js';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { listen, type Listening } from '../support/http.js';

/**
 * Real lynx (Debian's, installed by npm test's first stage) from /?ds=FStarsPM: it sends no
 * Referer for a page with a query, so `ds` reaches the partner only because the page's form
 * carries it (decision 025). lynx types a ZIP into the hero form, submits, follows the 303,
 * and the partner (a local stand-in) sees aff_sub=FStarsPM.
 */

const run = promisify(execFile);
const LYNX_ENV = { ...process.env, TERM: 'vt100', HOME: tmpdir() };

let partner: Listening;
let partnerUrl = '';
const handOffs: string[] = [];
let site: RunningServer;
let scratch = '';

beforeAll(async () => {
  requirePrograms([LYNX], 'The lynx hand-off test');
  partner = await listen((req, res) => {
    handOffs.push(req.url ?? '');
    res.end('partner');
  });
  partnerUrl = `${partner.origin}/aff_c`;
  site = await startServer({ PARTNER_BASE_URL: partnerUrl });
  scratch = await mkdtemp(path.join(tmpdir(), 'lynx-'));
});
afterAll(async () => {
  await site.stop();
  await partner.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('lynx', () => {
  it('reaches the partner with aff_sub=FStarsPM from /?ds=FStarsPM', { timeout: 60_000 }, async () => {
    const landing = `${site.url}/?ds=FStarsPM`;
    // Where the hero's ZIP field is among the page's links and fields, as lynx numbers them.
    const { stdout: dump } = await run(LYNX.path, ['-dump', '-number_fields', '-width=400', landing], { env: LYNX_ENV });
    const field = Number(/\[(\d+)\]_{4,}/.exec(dump)![1]);
    const keys = [...Array<string>(field - 1).fill('Down Arrow'), '2', '2', '2', '0', '1', 'Down Arrow', '^J', 'q', 'y'];
    const script = path.join(scratch, 'keys');
    await writeFile(script, keys.map((key) => `key ${key}\n`).join(''));
    await run(LYNX.path, [`-cmd_script=${script}`, landing], { env: LYNX_ENV, timeout: 30_000 });
    expect(handOffs).toHaveLength(1);
    const handOff = new URL(handOffs[0]!, partnerUrl);
    expect(handOff.searchParams.get('aff_sub')).toBe('FStarsPM');
    expect(handOff.searchParams.get('zipcode')).toBe('22201');
  });

  it('shows the Spanish home page its ZIP field, and a Spanish message for an empty ZIP', { timeout: 60_000 }, async () => {
    const home = `${site.url}/es/`;
    const { stdout: dump } = await run(LYNX.path, ['-dump', '-number_fields', '-width=400', home], { env: LYNX_ENV });
    expect(dump).toContain(ISLANDS_ES.zip.consent);
    const field = Number(/\[(\d+)\]_{4,}/.exec(dump)![1]);
    // Nothing typed: from the field down to its button (Comenzar), and press it. Back on the page, lynx stands in the
    // form's field (the #form-hero anchor): a Down Arrow leaves it, so that q quits rather than being typed.
    const keys = [...Array<string>(field - 1).fill('Down Arrow'), 'Down Arrow', '^J', 'Down Arrow', 'q', 'y'];
    const script = path.join(scratch, 'keys-es');
    await writeFile(script, keys.map((key) => `key ${key}\n`).join(''));
    const before = site.logs.length;
    await run(LYNX.path, [`-cmd_script=${script}`, home], { env: LYNX_ENV, timeout: 30_000 });
    // The post went back to the Spanish home page, not to the partner.
    const requests = site.logs
      .slice(before)
      .map((line) => JSON.parse(line) as { method?: string; path?: string; status?: number })
      .filter((entry) => entry.method);
    expect(requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`).slice(-2)).toEqual(['POST /zip 303', 'GET /es/ 200']);
    expect(handOffs).toHaveLength(1);
    // What lynx shows there: the Spanish message by the form.
    const { stdout: back } = await run(LYNX.path, ['-dump', '-width=400', `${home}?zip_error=required&zip_form=hero&zip_value=#form-hero`], { env: LYNX_ENV });
    expect(back).toContain(`${ISLANDS_ES.zip.messages.required.title} ${ISLANDS_ES.zip.messages.required.description}`);
  });
});
