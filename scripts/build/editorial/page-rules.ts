import { usdCents, usdWhole } from '../../../shared/money.js';
import { LANGS, type Lang } from '../../../shared/routes.js';
import {
  GUIDE_ENDINGS,
  GUIDE_SECTIONS,
  LEFTOVER_WORDS,
  LEGAL_SECTIONS,
  MIN_SOURCE_LINKS,
  MIN_WORDS,
  PRIVACY_SUBSECTIONS,
  REQUIRED_FIGURES,
  REVIEW_ENDINGS,
  REVIEW_SECTIONS,
  SOURCES_SECTION,
} from './required-sections.js';
import type { EditorialRule } from './rule.js';
import { decodeEntities, plainOf, stringsIn, type Finding, type PageWords } from './words.js';

/**
 * The reading pages' rules: dates, sections, figures, length, links, sources, leftover
 * template words, and what an average or a saving may say. Headings, figures and length are
 * held on the English page (its twin has the same sections, decision 047); the words in both.
 */

/** NAIC's own 2021 national figure (2020/2021 report), not in content/data: the one 2021 figure the words may give, written derived and credited. */
const NAIC_2021 = ['$1,061', '$88'];

const headingsOf = (page: PageWords, level: 2 | 3) =>
  [...page.page.html.matchAll(new RegExp(`<h${level} id="[^"]*">(.*?)</h${level}>`, 'g'))].map((match) => decodeEntities(match[1]!.replace(/<[^>]+>/g, '')));
/** Where the page's Sources section starts in its HTML, or -1. */
const sourcesStart = (page: PageWords) => page.page.html.indexOf(`<h2 id="${SOURCES_SECTION.toLowerCase()}">`);
const english = (input: Parameters<EditorialRule['check']>[0]) => input.pages('en');
const inBoth = (input: Parameters<EditorialRule['check']>[0]) => LANGS.flatMap((lang: Lang) => input.pages(lang));

export const PAGE_RULES: readonly EditorialRule[] = [
  {
    code: 'QO-DATE-001',
    check: (input) =>
      english(input).flatMap(({ page, file }) =>
        page.reviewed > input.today ? [{ file, excerpt: 'reviewed:', message: `reviewed ${page.reviewed} is after today (${input.today})` }] : [],
      ),
  },
  {
    code: 'QO-SECTION-001',
    check: (input) =>
      english(input).flatMap((words) => {
        const { route, file } = words;
        const h2 = headingsOf(words, 2);
        const problems: string[] = [];
        const required =
          route.kind === 'review'
            ? REVIEW_SECTIONS
            : route.kind === 'guide'
              ? [...(GUIDE_SECTIONS[route.slug] ?? []), ...GUIDE_ENDINGS]
              : (LEGAL_SECTIONS[route.slug] ?? []);
        for (const heading of required) if (!h2.includes(heading)) problems.push(`no "## ${heading}" section`);
        const inOrder = (expected: string[]) => {
          const found = h2.filter((heading) => expected.includes(heading));
          if (found.join('\n') !== expected.join('\n'))
            problems.push(`the sections ${expected.map((heading) => `"${heading}"`).join(', ')} must come in that order`);
        };
        if (route.kind === 'review') inOrder([...REVIEW_SECTIONS, ...REVIEW_ENDINGS]);
        if (route.kind === 'guide') inOrder(GUIDE_ENDINGS);
        if (route.kind !== 'legal' && h2.at(-1) !== SOURCES_SECTION) problems.push(`the last section must be "## ${SOURCES_SECTION}"`);
        if (route.slug === 'privacy')
          for (const heading of PRIVACY_SUBSECTIONS) if (!headingsOf(words, 3).includes(heading)) problems.push(`no "### ${heading}" section`);
        if (route.slug === 'how-to-lower-car-insurance') {
          const numbered = h2.filter((heading) => /^\d+\. /.test(heading)).map((heading) => Number.parseInt(heading, 10));
          if (numbered.join() !== '1,2,3,4,5,6,7,8,9,10') problems.push('the ten ways must be the sections "1. …" to "10. …", in order');
        }
        return problems.map((message) => ({ file, message }));
      }),
  },
  {
    code: 'QO-FIGURE-001',
    check: (input) =>
      english(input).flatMap(({ route, file, page }) => {
        const body = plainOf(page.html);
        return (REQUIRED_FIGURES[route.path] ?? [])
          .filter((figure) => (typeof figure === 'string' ? !body.includes(figure) : !figure.test(body)))
          .map((figure) => ({ file, message: `the page must give ${String(figure)}` }));
      }),
  },
  {
    code: 'QO-LENGTH-001',
    check: (input) =>
      english(input).flatMap(({ route, file, page }) => {
        const findings: Finding[] = [];
        if (page.words < MIN_WORDS[page.kind]) findings.push({ file, message: `${page.words} words: a ${page.kind} has at least ${MIN_WORDS[page.kind]}` });
        const grade = route.kind === 'guide' ? readingGrade(plainOf(page.html)) : 0;
        if (grade > 10)
          findings.push({
            file,
            message: `reads at grade ${grade.toFixed(1)} (Flesch-Kincaid): a guide reads at grade 10 or below; use shorter sentences and words`,
          });
        return findings;
      }),
  },
  {
    code: 'QO-LINK-001',
    check: (input) =>
      inBoth(input).flatMap((words) => {
        const sources = words.route.kind === 'legal' ? -1 : sourcesStart(words);
        return [...words.page.html.matchAll(/href="([^"]+)"/g)].flatMap((match): Finding[] => {
          const href = decodeEntities(match[1]!);
          if (href.startsWith('#') || href.startsWith('/')) return [];
          if (sources >= 0 && match.index > sources)
            return /^https:\/\/(?!quoteowl\.example)[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(href)
              ? []
              : [{ file: words.file, excerpt: href, message: `a source is an https link to another site: ${href}` }];
          return href === input.privacyRightsUrl(words.lang) || href.startsWith('mailto:')
            ? []
            : [{ file: words.file, excerpt: href, message: `outside Sources, the only outside links are the privacy-rights page and mail: ${href}` }];
        });
      }),
  },
  {
    code: 'QO-SOURCE-001',
    check: (input) =>
      inBoth(input)
        .filter((words) => words.route.kind !== 'legal')
        .flatMap((words): Finding[] => {
          const start = words.page.html.search(/<h2 id="sources">/);
          if (start < 0) return [{ file: words.file, message: `no "## ${SOURCES_SECTION}" section` }];
          const links = [...words.page.html.slice(start).matchAll(/href="(https:\/\/[^"]+)"/g)].map((match) => decodeEntities(match[1]!));
          const findings: Finding[] = [];
          if (links.length < MIN_SOURCE_LINKS)
            findings.push({ file: words.file, message: `${links.length} https links in Sources: list at least ${MIN_SOURCE_LINKS}` });
          for (const link of new Set(links.filter((link, index) => links.indexOf(link) !== index)))
            findings.push({ file: words.file, excerpt: link, message: `${link} is listed more than once in Sources` });
          return findings;
        }),
  },
  {
    code: 'QO-WORDS-001',
    check: (input) =>
      inBoth(input).flatMap(({ file, page, lang }) =>
        [page.title, plainOf(page.html)].flatMap((text) => {
          const leftover = LEFTOVER_WORDS[lang].exec(text);
          return leftover ? [{ file, excerpt: leftover[0], message: `leftover template words: "${leftover[0]}"` }] : [];
        }),
      ),
  },
  {
    code: 'QO-SAVE-002',
    check: (input) =>
      english(input).flatMap(({ file, page }) => {
        const promise = /(?:save|saving|savings)[^.]{0,40}?\d+\s?%/i.exec(plainOf(page.html));
        return promise ? [{ file, excerpt: promise[0], message: `"${promise[0]}" promises a saving by a percentage (decision 066)` }] : [];
      }),
  },
  {
    code: 'QO-AVG-001',
    check: (input) => {
      const expenditure = input.site.en.prices.naic.countrywide.averageExpenditure;
      const averages = [usdCents(expenditure), usdWhole(Math.round(expenditure / 12)), ...NAIC_2021];
      const texts: [string, string][] = [
        ...english(input).map(({ file, page }): [string, string] => [file, plainOf(page.html)]),
        ...stringsIn(input.site.en.home).map(([where, text]): [string, string] => [`${input.homeFile('en', where)} (${where})`, text]),
        // The home page's figure, label and source are read together, as the page shows them.
        [input.homeFile('en', 'page'), Object.values(input.site.en.home.page.averageSpend).join(' ')],
      ];
      const findings: Finding[] = [];
      for (const [file, body] of texts) {
        const isPage = file.endsWith('.md');
        if (isPage)
          for (const match of body.matchAll(/average[^.]{0,60}?(\$[\d,]+(?:\.\d\d)?)/gi))
            if (!averages.includes(match[1]!))
              findings.push({
                file,
                excerpt: match[1],
                message: `"${match[0]}": an average is NAIC's, ${averages.join(', ')} (the data's year, a twelfth of it, or NAIC's 2021 figure)`,
              });
        if (/\$89\b/.test(body)) findings.push({ file, excerpt: '$89', message: "the 2021 figure is $1,061 a year, about $88 a month (NAIC's own), not $89" });
        // A dollar figure said with 2021 (just before it, or in the words after it) is NAIC's.
        for (const match of body.matchAll(/\b2021\b/g)) {
          const near = body.slice(Math.max(0, match.index - 30), match.index + 60).replace(/^[^]*\.\s|\.\s[^]*$/g, '');
          for (const figure of near.matchAll(/\$[\d,]+/g))
            if (!NAIC_2021.includes(figure[0]))
              findings.push({ file, excerpt: figure[0], message: `"${near}": the one 2021 figure is NAIC's, ${NAIC_2021.join(' a year, about ')} a month` });
        }
        // The home page's figure, label and source are each a part of the one statement read whole above.
        if (/averageSpend\.(?:figure|label|source)\)$/.test(file)) continue;
        for (const match of body.matchAll(/\baverage[^.]{0,80}?\$[\d,]+|\$[\d,]+(?:\.\d\d)?[^.]{0,80}?\baverage/gi)) {
          const near = body.slice(Math.max(0, match.index - 250), match.index + match[0].length + 250);
          if (!/\b20\d\d\b/.test(near)) findings.push({ file, excerpt: match[0], message: `"${match[0]}": an average names its year` });
          if (!/NAIC|Auto Insurance Database Report/.test(near))
            findings.push({ file, excerpt: match[0], message: `"${match[0]}": an average names its source (NAIC)` });
        }
      }
      return findings;
    },
  },
  {
    code: 'QO-OPERATOR-001',
    check: (input) =>
      inBoth(input).flatMap(({ file, page }) => {
        const { operator } = input.site.en;
        // The Markdown as written: the built page has the tokens filled.
        const source = input.sourceOf(file);
        return [operator.name, operator.email, operator.address]
          .filter((detail) => source.includes(detail))
          .map((detail) => ({
            file,
            excerpt: detail,
            message: `"${detail}" is typed: write {{operatorName}}, {{contactEmail}} or {{operatorAddress}} (content/operator.yaml)`,
          }))
          .concat(page.html.includes('{{') ? [{ file, excerpt: '{{', message: 'an operator token was left unfilled' }] : []);
      }),
  },
];

/** Flesch-Kincaid grade level with a simple syllable estimate: good enough to catch drift. */
function readingGrade(body: string): number {
  const sentences = body.split(/[.!?]+\s|\n\s*\n/).filter((sentence) => /[a-z]/i.test(sentence)).length || 1;
  const words = body.split(/\s+/).filter((word) => /[a-z]/i.test(word));
  const syllables = words.reduce((sum, word) => sum + syllableCount(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

function syllableCount(word: string): number {
  const cleaned = word.toLowerCase().replace(/[^a-z]/g, '');
  if (cleaned.length <= 3) return 1;
  const groups = cleaned
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}
