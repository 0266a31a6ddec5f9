import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite } from '../../shared/content-schema.js';

/**
 * The Spanish built content beside the English: the same ids, codes and names in the same
 * order, and the same figures from the one data pack. The build refuses a Spanish file that is
 * missing or is not a twin, a page whose sections or sources differ from its English twin's
 * (tests/content/build-stages.test.ts, editorial-rules.test.ts).
 */

let site: BuiltSite;
beforeAll(async () => {
  site = await buildContent(path.join(ROOT, 'content'));
});

describe('the Spanish YAML twins', () => {
  it('keep the English ids, codes and names in the same order', () => {
    expect(site.es.home.topics.map((topic) => topic.id)).toEqual(site.en.home.topics.map((topic) => topic.id));
    expect(site.es.home.brands.map((brand) => brand.name)).toEqual(site.en.home.brands.map((brand) => brand.name));
    expect(site.es.states.map((state) => state.code)).toEqual(site.en.states.map((state) => state.code));
    expect(site.es.prices.surveys.map((survey) => survey.code)).toEqual(site.en.prices.surveys.map((survey) => survey.code));
    expect(site.es.glossary.map((entry) => entry.id)).toEqual(site.en.glossary.map((entry) => entry.id));
    expect(site.es.glossary.map((entry) => entry.twinTerm)).toEqual(site.en.glossary.map((entry) => entry.term));
  });

  it('give the Spanish state pages the same figures: the data is one for both', () => {
    expect(site.es.states.map((state) => [state.minimumLiability, state.dateModified])).toEqual(
      site.en.states.map((state) => [state.minimumLiability, state.dateModified]),
    );
    expect(site.es.prices.naic).toEqual(site.en.prices.naic);
  });
});
