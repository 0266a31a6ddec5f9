import { percentWhole } from '../../../shared/money.js';
import { LANGS, findRoute, type Lang } from '../../../shared/routes.js';
import { SAVINGS_FIGURE_FILES } from '../survey-savings.js';
import type { EditorialRule } from './rule.js';
import { plainOf, sentencesOf, stringsIn, type EditorialInput, type Finding } from './words.js';

/**
 * The rules on what the words say, in both languages: SR-22 periods and fees only as the data
 * gives them, the surveys' savings only where they fit, our own estimates said to be ours,
 * Georgia's 2025 act never dated, the Spanish twins' endings and sources, the glossary's fixed
 * terms, and the sample quote marked lowest.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The English path of a page of either language. */
const englishPath = (pagePath: string) => {
  const route = findRoute(pagePath);
  return route && route.lang !== 'en' ? route.twin : pagePath;
};
/** Every built text of a language a reader reads as words: its reading pages and its home strings, each with its file. */
function textsOf(input: EditorialInput, lang: Lang): Finding[] {
  return [
    ...input.pages(lang).map(({ file, page }) => ({ file, message: plainOf(page.html) })),
    ...stringsIn(input.site[lang].home).map(([where, text]) => ({ file: `${input.homeFile(lang, where)} (${where})`, message: text })),
  ];
}

/** The five guides about drivers no survey priced, by their English path. */
const UNSURVEYED = ['dui-insurance', 'non-owner-insurance', 'insurance-without-license', 'no-deposit-insurance', 'high-risk-drivers'].map(
  (slug) => `/articles/${slug}`,
);
/** The guides whose words may quote the surveys' spread, by English path (the home page's hero too). */
const SAVINGS_PAGES = SAVINGS_FIGURE_FILES.filter((file) => file.startsWith('guides/')).map(
  (file) => `/articles/${file.slice('guides/'.length, -'.md'.length)}`,
);

/** Price ranges and a credit-score threshold no source we could verify supports: each sentence that gives one says it is our estimate, with its year. */
const UNSOURCED = [/\$20–\$40/, /\$3–\$10/, /\$150–\$300/, /\b600\b/];
const LABELLED = /\bour (?:own )?(?:estimate|rule of thumb|2026 estimate)\b[^.]*\b2026\b|\b2026 estimate\b/;

/** The Spanish endings of the English pages' last sections. */
const SPANISH_ENDINGS: Record<string, string> = { 'Frequently Asked Questions': 'Preguntas frecuentes', 'The Bottom Line': 'En resumen', Sources: 'Fuentes' };

export const WORD_RULES: readonly EditorialRule[] = [
  {
    code: 'QO-SR22-001',
    check: (input) => {
      const years = new Set(input.site.en.states.flatMap((state) => state.evidence.filingDurations.map((duration) => duration.years)));
      const periods: Record<Lang, RegExp> = { en: /\b(\d+) (?:or (\d+) )?years?\b/g, es: /\b(\d+) (?:o (\d+) )?años?\b/g };
      return LANGS.flatMap((lang) =>
        textsOf(input, lang).flatMap(({ file, message: text }): Finding[] => {
          const findings: Finding[] = [];
          const unbacked = /\$15\s?[–-]\s?\$?50|up to 5\b|hasta 5\b/.exec(text);
          if (unbacked) findings.push({ file, excerpt: unbacked[0], message: `"${unbacked[0]}": no file backs this SR-22 fee or period (decision 069)` });
          for (const sentence of sentencesOf(text).filter(
            (candidate) => /SR-22|FR-44/.test(candidate) && /(keep|kept|need|lasts|period|mantener|mantenerse|dura|período)/i.test(candidate),
          ))
            for (const match of sentence.matchAll(periods[lang]))
              for (const figure of [match[1], match[2]].filter((value): value is string => value !== undefined))
                if (!years.has(Number(figure)))
                  findings.push({
                    file,
                    excerpt: match[0],
                    message: `"${sentence}": ${figure} years is no SR-22 or FR-44 period content/data records (${[...years].sort().join(', ')})`,
                  });
          return findings;
        }),
      );
    },
  },
  {
    code: 'QO-SR22-002',
    check: (input) =>
      LANGS.flatMap((lang) => [
        ...input
          .pages(lang)
          .filter(({ route }) => route.kind === 'guide')
          .map(({ file }) => file),
        ...input.homeSources(lang),
      ]).flatMap((file) =>
        input
          .sourceOf(file)
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => /SR-22/.test(sentence))
          .flatMap((sentence) => {
            const typed = /\b\d+\s+(?:or|o|to|a)?\s*\d*\s*(?:years?|años?)\b/.exec(sentence);
            return typed
              ? [
                  {
                    file,
                    excerpt: typed[0],
                    message: `"${typed[0]}": an SR-22 period is written {sr22YearsLow}, {sr22YearsHigh} or {XX.sr22Years}, from content/data`,
                  },
                ]
              : [];
          }),
      ),
  },
  {
    code: 'QO-SAVE-003',
    check: (input) => {
      const { lowestMedian, highestMedian } = input.site.en.prices.savingsClaim;
      const spread: Record<Lang, string> = {
        en: `${percentWhole(lowestMedian)} to ${percentWhole(highestMedian)}`,
        es: `entre un ${percentWhole(lowestMedian)} y un ${percentWhole(highestMedian)}`,
      };
      return LANGS.flatMap((lang) => {
        const findings: Finding[] = [];
        for (const { file, page } of input.pages(lang)) {
          const text = plainOf(page.html);
          const allowed = SAVINGS_PAGES.includes(englishPath(page.path));
          const quotes = text.includes(spread[lang]);
          if (quotes && !allowed) findings.push({ file, message: `"${spread[lang]}": the surveys' spread belongs only on ${SAVINGS_FIGURE_FILES.join(', ')}` });
          if (allowed && !quotes) findings.push({ file, message: `the page must say the surveys' spread, "${spread[lang]}", beside the method` });
          if (quotes) {
            const at = page.html.indexOf(spread[lang].split(' ').at(-1)!);
            const paragraph = page.html.slice(page.html.lastIndexOf('<p', at), page.html.indexOf('</p>', at));
            if (!/href="(?:\/es\/fuentes-de-datos|\/data-sources)#savings"/.test(paragraph))
              findings.push({ file, message: `the paragraph that says "${spread[lang]}" must link the method (the data sources page, #savings)` });
          }
          const ceiling = /\bup to \d+\s?%|\bhasta (?:un|el) \d+\s?%/i.exec(text);
          if (ceiling) findings.push({ file, excerpt: ceiling[0], message: `"${ceiling[0]}" promises a saving by a ceiling (decision 066)` });
          const percent = UNSURVEYED.includes(englishPath(page.path)) ? /[^.]*\d\s?%[^.]*/.exec(text) : null;
          if (percent) findings.push({ file, message: `"${percent[0].trim()}": no survey priced the drivers this page is about, so it gives no percentage` });
        }
        const heroFile = input.homeFile(lang, 'page');
        if (!input.site[lang].home.page.hero.savings.text.includes(spread[lang]))
          findings.push({ file: heroFile, message: `the hero's savings words must say the surveys' spread, "${spread[lang]}"` });
        const ceiling = /up to \d+\s?%|hasta (?:un|el) \d+\s?%/i.exec(JSON.stringify(input.site[lang].home));
        if (ceiling) findings.push({ file: heroFile, excerpt: ceiling[0], message: `"${ceiling[0]}" promises a saving by a ceiling (decision 066)` });
        return findings;
      });
    },
  },
  {
    code: 'QO-EST-001',
    check: (input) =>
      [
        ...input.pages('en').map(({ file, sentences }) => ({ file, sentences })),
        ...input.site.en.home.topics.map((topic, index) => ({
          file: `${input.homeFile('en', 'topics')} (topics[${index}])`,
          sentences: sentencesOf(topic.content),
        })),
      ].flatMap(({ file, sentences }) =>
        sentences
          .filter((sentence) => UNSOURCED.some((figure) => figure.test(sentence)) && !/Tables? \d|\d{3}-\d{4}|\$600\b|600,000/.test(sentence))
          .filter((sentence) => !LABELLED.test(sentence))
          .map((sentence) => ({
            file,
            excerpt: UNSOURCED.map((figure) => figure.exec(sentence)?.[0]).find(Boolean),
            message: `"${sentence}": a figure no source we checked supports is said to be our 2026 estimate, in the same sentence`,
          })),
      ),
  },
  {
    code: 'QO-DATE-002',
    check: (input) => {
      const ask: Record<Lang, string> = { en: 'whether it applies to your conviction date', es: 'si se aplica a la fecha de su condena' };
      return LANGS.flatMap((lang) =>
        input.pages(lang).flatMap(({ file, page }): Finding[] => {
          const sources = page.html.indexOf('<h2 id="sources">');
          const words = page.html.slice(0, sources < 0 ? undefined : sources).replace(/<[^>]+>/g, '');
          if (!/Georgia.{0,200}(?:50\/100\/50|100\/300\/100)/.test(words)) return [];
          const findings: Finding[] = [];
          if (!words.includes(ask[lang]))
            findings.push({
              file,
              message: `a page that gives Georgia's DUI minimums says to ask ${ask[lang]} (no official sentence dates 2025 SB 121, decision 082)`,
            });
          const dated = /July 1, 2025|1 de julio de 2025|April 9, 2025/.exec(words);
          if (dated)
            findings.push({
              file,
              excerpt: dated[0],
              message: `"${dated[0]}": no official sentence in content/data dates Georgia's 2025 SB 121 (decision 082)`,
            });
          return findings;
        }),
      );
    },
  },
  {
    code: 'QO-SPANISH-001',
    check: (input) => {
      const english = new Map(input.pages('en').map((words) => [words.route.path, words]));
      const headings = (html: string) =>
        [...html.matchAll(/<h2 id="([^"]*)">(.*?)<\/h2>/g)].map((match) => ({ id: match[1]!, text: plainOf(match[2]!).trim() }));
      const links = (html: string) => [...html.matchAll(/href="(https:[^"]+)"/g)].map((match) => match[1]!).sort();
      return input.pages('es').flatMap(({ file, page, route }): Finding[] => {
        const twin = english.get(route.twin);
        if (!twin) return [];
        const findings: Finding[] = [];
        const spanish = headings(page.html);
        for (const heading of headings(twin.page.html)) {
          const expected = SPANISH_ENDINGS[heading.text];
          const said = spanish.find((candidate) => candidate.id === heading.id)?.text;
          if (expected && said !== expected)
            findings.push({ file, excerpt: said, message: `the section "${heading.text}" is "${expected}" in Spanish, not "${said ?? ''}"` });
        }
        if (links(page.html).join('\n') !== links(twin.page.html).join('\n'))
          findings.push({ file, message: `the outside links must be those of ${twin.file.slice(input.contentDir.length + 1)}, the same sources` });
        return findings;
      });
    },
  },
  {
    code: 'QO-GLOSS-001',
    check: (input) => {
      const fixed = input.site.es.glossary.filter((entry) => entry.avoid);
      // The brands' descriptions name kinds of insurer: «intercambio recíproco» is one (a reciprocal exchange), not a word for sharing data.
      const texts = textsOf(input, 'es').filter(({ file }) => !file.includes('(brands['));
      return texts.flatMap(({ file, message: text }) =>
        fixed.flatMap((entry) =>
          (entry.avoid ?? []).flatMap((stem) => {
            const found = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}\\p{L}*`, 'iu').exec(text);
            return found
              ? [
                  {
                    file,
                    excerpt: found[0],
                    message: `«${found[0]}»: the glossary fixes the term «${entry.term}» (content/es/glossary.yaml, ${entry.id}); never «${stem}…»`,
                  },
                ]
              : [];
          }),
        ),
      );
    },
  },
  {
    code: 'QO-QUOTE-001',
    check: (input) =>
      LANGS.flatMap((lang) => {
        const cards = input.site[lang].home.sampleQuotes;
        const lowest = Math.min(...cards.map((card) => card.monthlyRate));
        return cards
          .filter((card) => /lowest|más baja/i.test(card.ribbon ?? '') && card.monthlyRate !== lowest)
          .map((card) => ({
            file: input.homeFile(lang, 'sampleQuotes'),
            excerpt: card.ribbon,
            message: `"${card.ribbon ?? ''}" is on a $${card.monthlyRate} sample; the lowest is $${lowest}`,
          }));
      }),
  },
];
