import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { DATA_DIR } from '../support/data-pack.js';
import { decodeEntities } from './html-text.js';

/**
 * What the words say of the SR-22 across states, held to the data read here on its own: the
 * shortest and longest period as content/data/sr22-durations.json records them, and the list of
 * states that do not use the SR-22 as the state entries give it, in both languages. The build
 * refuses a period or fee no file backs (QO-SR22-001, tests/content/editorial-rules.test.ts).
 */

const durations = JSON.parse(readFileSync(path.join(DATA_DIR, 'sr22-durations.json'), 'utf8')) as {
  states: Record<string, { certificate: string; requiredDurationYears: number }[]>;
};
const sr22Years = Object.values(durations.states)
  .flat()
  .filter((record) => !record.certificate.includes('FR-44'))
  .map((record) => record.requiredDurationYears);
const entries = parseYaml(readFileSync(path.join(ROOT, 'content', 'states.yaml'), 'utf8')) as { code: StateCode; proofFiling: { sr22: boolean } }[];

let site: BuiltSite;
beforeAll(async () => {
  site = await buildContent(path.join(ROOT, 'content'));
});

const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('the SR-22 in the words', () => {
  it('says "the shortest or the longest period" as the data has them', () => {
    const expected = `${Math.min(...sr22Years)} or ${Math.max(...sr22Years)} years`;
    expect(Math.min(...sr22Years)).toBeLessThan(Math.max(...sr22Years));
    expect(plain(site.en.pages['/articles/sr22-insurance-guide']!.html)).toContain(`an SR-22 must be kept for ${expected}`);
    expect(plain(site.es.pages['/es/guias/guia-del-seguro-sr22']!.html)).toContain(
      `un SR-22 debe mantenerse durante ${Math.min(...sr22Years)} o ${Math.max(...sr22Years)} años`,
    );
  });

  it('names, as the states that do not use the SR-22, exactly the state entries that say so, in each language', () => {
    const without = entries.filter((entry) => !entry.proofFiling.sr22).map((entry) => entry.code);
    expect(without).toEqual(expect.arrayContaining(['MD', 'MA', 'NJ']));
    for (const [lang, page, lead] of [
      ['en', '/articles/sr22-requirements', 'According to our state pages, they are '],
      ['es', '/es/guias/requisitos-del-sr22', 'Según nuestras páginas de cada estado, son '],
    ] as const) {
      const text = plain(site[lang].pages[page]!.html);
      const list = text.slice(text.indexOf(lead) + lead.length, text.indexOf('.', text.indexOf(lead)));
      const named = list.split(/, (?:and |y )?| y | and /).map((name) => name.trim());
      expect(named, lang).toEqual(without.map((code) => stateNameIn(code, lang)));
    }
  });
});
