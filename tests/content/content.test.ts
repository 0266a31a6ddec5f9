import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSite } from '../../scripts/build/content.js';
import { sourceReader } from '../../scripts/build/source-files.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { STATE_ROUTES } from '../../shared/routes.js';
import { US_STATES } from '../../shared/us-states.js';
import { builtSite } from '../support/built-site.js';

/**
 * The built content's shape where the routes and the home page meet it, and the content
 * build's reader and warnings. The words themselves are checked by the build (its stages and
 * editorial rules, tests/content/build-stages.test.ts and editorial-rules.test.ts).
 */

const content = builtSite.en;

describe('the whole site', () => {
  it('has 20 topics with their ids (plus classic-car) and about 84 brands', () => {
    expect(content.home.topics.map((t) => t.id)).toEqual([
      'young-driver',
      'sr22',
      'short-term',
      'senior',
      'non-owner',
      'local',
      'liability',
      'high-risk',
      'gap',
      'full-coverage',
      'dui',
      'no-license',
      'no-down-payment',
      'coverage-types',
      'quotes-rates',
      'online-quotes',
      'choose-best',
      'cheap-affordable',
      'discounts',
      'classic-car',
    ]);
    expect(content.home.brands.length).toBeGreaterThanOrEqual(80);
    expect(content.home.brands.length).toBeLessThanOrEqual(90);
    expect(content.home.sampleQuotes).toHaveLength(8);
  });
});

/** The data itself is checked in states.test.ts; here, how it meets the routes and the index page. */
describe('the state pages and content/states.yaml', () => {
  it('has one entry for each of the 51 state routes, in the same order', () => {
    expect(content.states).toHaveLength(51);
    expect(content.states.map((entry) => entry.code)).toEqual(STATE_ROUTES.map((route) => route.state));
    expect(STATE_ROUTES.map((route) => route.label)).toEqual(content.states.map((entry) => US_STATES[entry.code]));
  });
});

describe('the content build reads each source once and returns its warnings', () => {
  it('reads a file once, whoever asks again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reader-'));
    const file = path.join(dir, 'words.yaml');
    await writeFile(file, 'said: first\n');
    const reader = sourceReader();
    expect(await reader.yaml(file)).toEqual({ said: 'first' });
    await writeFile(file, 'said: second\n');
    expect(await reader.yaml(file)).toEqual({ said: 'first' });
    expect(await sourceReader().yaml(file)).toEqual({ said: 'second' });
  });

  it('gives what an editor should look at as data, naming the source', async () => {
    const naicYear = content.prices.naic.dataYear;
    // The compose stage, which gathers the warnings, on days the pages' own dates may be after.
    const buildOn = (today: string) => composeSite(sourceReader(), path.join(ROOT, 'content'), today, (failure) => expect.fail(failure.message));
    const fresh = await buildOn(`${naicYear + 1}-06-01`);
    expect(fresh.warnings.filter((warning) => warning.file.endsWith('.json'))).toEqual([]);
    const late = await buildOn(`${naicYear + 3}-06-01`);
    const naicFile = path.join(ROOT, 'content', 'data', `naic-${naicYear}-average-premiums.json`);
    expect(late.warnings.filter((warning) => warning.file === naicFile).map((warning) => warning.reason)).toEqual([
      `NAIC average premiums are for ${naicYear}, 3 years before ${naicYear + 3}: look for a newer ${content.prices.naic.publisher} Auto Insurance Database Report and update content/data`,
    ]);
    // The built content does not depend on the day it was built.
    expect(late.data).toEqual(fresh.data);
    // Two whole builds, each now with every insurance group's records: more than the default timeout on a loaded machine.
  }, 90_000);
});
