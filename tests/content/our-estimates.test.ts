import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { sentencesOf } from '../support/privacy-words.js';
import { decodeEntities as decode } from './html-text.js';

/**
 * The price ranges and the credit-score threshold that no source we could verify
 * supports are labelled as ours, with their year, in every sentence that gives them (guides,
 * reviews and the home topics alike), so a reader can tell a figure no source backs from one
 * that a source does.
 */

const UNSOURCED = [/\$20–\$40/, /\$3–\$10/, /\$150–\$300/, /\b600\b/];
const LABELLED = /\bour (?:own )?(?:estimate|rule of thumb|2026 estimate)\b[^.]*\b2026\b|\b2026 estimate\b/;

let content: BuiltContent;
beforeAll(async () => {
  content = (await buildContent(path.join(ROOT, 'content'))).en;
});

describe('our estimates are said to be ours', () => {
  it('every sentence with one of the unsourced figures labels it as our estimate, with its year', () => {
    const texts: [string, string][] = [
      ...Object.values(content.pages).map((page): [string, string] => [
        page.path,
        decode(page.html.replace(/<\/(p|li|h[1-6]|td|th|tr)>/g, '\n').replace(/<[^>]+>/g, ' ')),
      ]),
      ...content.home.topics.map((topic): [string, string] => [`topic ${topic.id}`, topic.content]),
    ];
    let found = 0;
    for (const [where, words] of texts)
      for (const sentence of sentencesOf(words))
        if (UNSOURCED.some((figure) => figure.test(sentence)) && !/Tables? \d|\d{3}-\d{4}|\$600\b|600,000/.test(sentence)) {
          found += 1;
          expect(sentence, where).toMatch(LABELLED);
        }
    expect(found).toBeGreaterThan(5);
  });
});
