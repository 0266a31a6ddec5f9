import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.js';
import { parseRoutesFile, readRoutesFile } from '../../server/partner-routes/routes-file.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { choosePartner } from '../../shared/partner-routes.js';
import { DONE_WHEN_ROUTES } from '../support/partner-routes.js';

/** The operator's routes file: checked whole at start and on reload; every problem is one line naming PARTNER_ROUTES. */

const FILE = '/etc/quoteowl/routes.yaml';
const parse = (yaml: string) => parseRoutesFile(yaml, FILE, ['aff_sub5', 'gpc']);
const problem = (yaml: string): string => {
  try {
    parse(yaml);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`Invalid configuration: PARTNER_ROUTES: ${FILE}: `), message).toBe(true);
    return message.slice(`Invalid configuration: PARTNER_ROUTES: ${FILE}: `.length);
  }
  throw new Error('the file was accepted');
};
const one = (fields: string) => `partners:\n  - { ${fields} }\n`;
const good = 'id: west, link: "https://west.partner.example/aff_c", offerId: "11", affiliateId: "22"';

let dir: string | undefined;
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe('a good routes file', () => {
  it('gives its partners in order, weight 1 and not paused unless it says otherwise', () => {
    const routes = parse(DONE_WHEN_ROUTES);
    expect(routes.optOut).toEqual(['aff_sub5', 'gpc']);
    expect(routes.partners).toEqual([
      { id: 'west', link: 'https://west.partner.example/aff_c', offerId: '11', affiliateId: '22', states: ['CA', 'OR', 'WA'], weight: 1, paused: false },
      { id: 'texas', link: 'https://texas.partner.example/aff_c', offerId: '33', affiliateId: '44', states: ['TX'], weight: 1, paused: false },
      { id: 'everywhere', link: 'https://everywhere.partner.example/aff_c', offerId: '55', affiliateId: '66', weight: 1, paused: false },
    ]);
    expect(parse(one(`${good}, weight: 2.5, paused: false, states: [CA, CA, DC]`)).partners[0]).toMatchObject({ weight: 2.5, states: ['CA', 'DC'] });
  });

  it('is the example in docs/operations.md, which routes as its comments say', () => {
    const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const example = /## Partner routes[\s\S]*?```yaml\n([\s\S]*?)```/.exec(operations)![1]!;
    const routes = parse(example);
    expect(routes.partners.map((partner) => partner.id)).toEqual(['west', 'texas-a', 'texas-b', 'everywhere']);
    expect(choosePartner(routes, 'OR', Math.random)?.id).toBe('west');
    expect(choosePartner(routes, 'NY', Math.random)?.id).toBe('everywhere');
    expect([0, 0.74, 0.76].map((draw) => choosePartner(routes, 'TX', () => draw)?.id)).toEqual(['texas-a', 'texas-a', 'texas-b']);
  });

  it('may name a Spanish funnel for a partner', () => {
    expect(parse(one(`${good}, spanishLink: "https://es.west.partner.example/aff_c"`)).partners[0]!.spanishLink).toBe('https://es.west.partner.example/aff_c');
    expect(parse(one(good)).partners[0]!.spanishLink).toBeUndefined();
  });

  it('may pause some partners, as long as one can serve a state', () => {
    expect(parse(`${one(good)}  - { id: east, link: "https://east.partner.example/c", offerId: "1", affiliateId: "2", paused: true }\n`).partners).toHaveLength(
      2,
    );
  });
});

describe('a bad routes file is one line naming PARTNER_ROUTES and the problem', () => {
  it.each([
    ['an unknown state code', one(`${good}, states: [CA, XX]`), 'partners[0].states[1] "XX" is not a code of the 50 states and DC'],
    ['a territory as a state', one(`${good}, states: [PR]`), 'partners[0].states[0] "PR" is not a code of the 50 states and DC'],
    ['a duplicate id', `${one(good)}  - { ${good} }\n`, 'partners[1].id "west" is used by another partner'],
    ['an http link', one(good.replace('https:', 'http:')), 'partners[0].link must be an https URL such as https://partner.example/aff_c'],
    ['a link with a query', one(good.replace('aff_c', 'aff_c?offer_id=1')), 'partners[0].link must have no query, fragment or credentials'],
    ['a link that is no URL', one(good.replace('https://west.partner.example/aff_c', 'west')), 'partners[0].link must be an https URL'],
    ['an http Spanish funnel', one(`${good}, spanishLink: "http://es.west.partner.example/aff_c"`), 'partners[0].spanishLink must be an https URL'],
    ['a Spanish funnel with a query', one(`${good}, spanishLink: "https://es.partner.example/c?x=1"`), 'partners[0].spanishLink must have no query'],
    ['every partner paused', one(`${good}, paused: true`), 'no partner can serve any state: every partner is paused'],
    ['no partners', 'partners: []\n', 'partners must list at least one partner'],
    ['an empty file', '', 'must be a mapping with a list of partners under "partners:"'],
    // Line 3 is the end of the file, where the ] is missing.
    ['not YAML', 'partners:\n  - id: [west\n', 'not valid YAML at line 3: Flow sequence'],
    ['a key twice', 'partners: []\npartners: []\n', 'not valid YAML at line 2: Map keys must be unique'],
    ['a misspelt key', one(`${good}, pasued: true`), 'partners[0] Unrecognized key: "pasued"'],
    ['an unquoted number for an id', one(good.replace('"11"', '11')), 'partners[0].offerId must be text: quote it, such as "11" (offer_id)'],
    ['an empty states list', one(`${good}, states: []`), 'partners[0].states must name at least one state; leave it out for a partner that takes any state'],
    ['a weight of 0', one(`${good}, weight: 0`), 'partners[0].weight must be more than 0'],
    ['an id with a space', one(good.replace('id: west', 'id: "west coast"')), 'partners[0].id must be 1 to 32 letters, digits or dashes'],
  ])('%s', (_name, yaml, expected) => {
    expect(problem(yaml)).toContain(expected);
  });

  it('a file that cannot be read', async () => {
    await expect(readRoutesFile('/nonexistent/routes.yaml', ['aff_sub5', 'gpc'])).rejects.toThrow(
      'Invalid configuration: PARTNER_ROUTES: /nonexistent/routes.yaml: cannot be read (ENOENT)',
    );
    dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    const file = path.join(dir, 'routes.yaml');
    await writeFile(file, DONE_WHEN_ROUTES);
    expect((await readRoutesFile(file, ['aff_sub5', 'gpc'])).routes.partners.map((partner) => partner.id)).toEqual(['west', 'texas', 'everywhere']);
    await expect(readRoutesFile(dir, ['aff_sub5', 'gpc'])).rejects.toThrow(`Invalid configuration: PARTNER_ROUTES: ${dir}: cannot be read (EISDIR)`);
  });
});
