import type { StateCode } from '../../shared/us-states.js';
import { amountsIn, yearsIn } from './quoted-figures.js';
import type { StateFacts } from './state-facts.js';
import { MONTH_NAMES, monthNumber } from './month-names.js';

/**
 * Reads words for what they say of a state and holds it to content/data: a state's minimum
 * ("Texas requires 30/60/25"), a past one ("from 15/30/5"), a date it took effect, FR-44 and
 * DUI limits, SR-22 periods, "no pay, no play" amounts, the day a DUI or "no pay, no play" act
 * took effect (only one an official sentence gives), no-fault and at-fault states, states
 * that do not use the SR-22, and who requires higher limits after a DUI. A figure typed by
 * hand that the data no longer supports is a contradiction, so a change in the data fails every
 * page that still says the old fact. The words of each language are a ClaimLanguage: English
 * is below, Spanish in spanish-claims.ts; each reads its own language's content.
 */

export interface ClaimLanguage {
  /** Each state's name as the language writes it. */
  names: Readonly<Record<StateCode, string>>;
  dui: RegExp;
  fr44: RegExp;
  sr22: RegExp;
  /** "higher limits": with a DUI and two or more states, the words list who requires more after a DUI. */
  higherLimits: RegExp;
  /** Words that put a figure in the past: "from", "was", "up from", "until", "applied". */
  history: RegExp;
  noPayNoPlay: RegExp;
  noFaultState: RegExp;
  atFaultState: RegExp;
  negation: RegExp;
  notUsingSr22: RegExp;
  /** "minimums states have set": examples that must each be some state's minimum today. */
  statesHaveSet: RegExp;
  /** "its", "the state's": the clause speaks of the state named before it. */
  pronoun: RegExp;
  /** "other states", "some states": the clause speaks of no state in particular. */
  genericStates: RegExp;
  /** What joins two clauses of a sentence (";", ":", a comma not before a year, "and", "but"…): a figure belongs to its own clause. */
  clauseBreaks: RegExp;
  /** Calendar dates the words write, as YYYY-MM-DD, and bare years ("from 2025"). */
  datesIn: (text: string) => { dates: string[]; years: string[] };
  yearsIn: (text: string) => Set<number>;
}

export function englishClaims(names: Readonly<Record<StateCode, string>>): ClaimLanguage {
  return {
    names,
    dui: /\b(?:DUI|DWI)s?\b/,
    fr44: /FR-44/,
    sr22: /SR-22|FR-44/,
    higherLimits: /\bhigher (?:liability )?(?:limits|minimums)\b/i,
    history: /\b(?:from|was|were|earlier|previous(?:ly)?|until|before|applied|up from)\b/i,
    noPayNoPlay: /no pay, no play/i,
    noFaultState: /\bno-fault states?\b/i,
    atFaultState: /\bat-fault states?\b/i,
    negation: /\bnot\b|n't\b|\bunlike\b/i,
    notUsingSr22: /\b(?:do|does) not (?:use|accept) (?:the |an )?SR-22|\b(?:don't|doesn't) (?:use|accept) (?:the |an )?SR-22|\bnot using (?:the |an )?SR-22/i,
    statesHaveSet: /\bstates have set\b/i,
    pronoun: /\bits\b|\bthe state's\b/i,
    genericStates: /\b(?:other|some|many|most|all|several|these|those|the|a few) states\b|\bstates have\b|\beach state\b|\bevery state\b|\byour state\b/i,
    clauseBreaks: /;|\||:|,(?!\s*\d{4}\b)|\s(?:and|but|so|while)\s/g,
    datesIn: (text) => ({
      dates: [...text.matchAll(new RegExp(`\\b(${MONTH_NAMES.en.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'g'))].map(
        (match) => `${match[3]!}-${String(monthNumber('en', match[1]!)).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`,
      ),
      years: [...text.matchAll(/\b(?:from|since|in) (\d{4})\b/g)].map((match) => match[1]!),
    }),
    yearsIn,
  };
}

export interface ClaimReport {
  /** How many statements were held to the data: a check that found none would prove nothing. */
  checked: number;
  contradictions: string[];
}

// A comma is a thousands separator only before or after a digit: "25/50/25, 30/60/25" is two figures, "$25,000/50" none.
const LIMITS = /(?<![\d$/]|\d,)(\d{1,3})\/(\d{1,3})\/(\d{1,3})(?![\d/]|,\d)/g;

/** Paragraphs of Markdown or plain text; a line ending in ":" keeps the list that follows it. */
function paragraphs(text: string): string[] {
  const blocks = text
    .replace(/\*\*|__/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\n\s*\n/);
  const joined: string[] = [];
  for (const block of blocks) {
    const previous = joined.at(-1);
    if (previous !== undefined && /:\s*$/.test(previous) && /^\s*(?:[-*]|\d+\.)\s/.test(block)) joined[joined.length - 1] = `${previous}\n${block}`;
    else joined.push(block);
  }
  return joined;
}

/** Sentences; a table row or a list item is one of its own. A sentence starts with a capital of any language, or «, ¿, ¡. */
function sentences(paragraph: string): string[] {
  return paragraph.split(/\n(?=\s*(?:\||[-*] |\d+\. ))|(?<=[.!?])\s+(?=["'(«¿¡{\p{Lu}])/u).filter((sentence) => sentence.trim() !== '');
}

/** Clauses: a figure belongs to the state named in its own clause. A comma before a year ("January 1, 2025") does not cut. */
function clauses(sentence: string, language: ClaimLanguage): { text: string; start: number }[] {
  const found: { text: string; start: number }[] = [];
  let start = 0;
  for (const match of sentence.matchAll(language.clauseBreaks)) {
    found.push({ text: sentence.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  found.push({ text: sentence.slice(start), start });
  return found;
}

const namePatterns = new WeakMap<ClaimLanguage, { pattern: RegExp; byName: Map<string, StateCode> }>();

function stateNamesIn(text: string, language: ClaimLanguage): { code: StateCode; index: number }[] {
  let compiled = namePatterns.get(language);
  if (!compiled) {
    // Longest first, so "West Virginia" is read before "Virginia"; a name ends where letters end, accented ones too ("Hawái").
    const entries = (Object.entries(language.names) as [StateCode, string][]).sort((a, b) => b[1].length - a[1].length);
    const names = entries.map(([, name]) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(${names})(?![\\p{L}\\p{N}_])`, 'gu');
    compiled = { pattern, byName: new Map(entries.map(([code, name]) => [name, code])) };
    namePatterns.set(language, compiled);
  }
  const { pattern, byName } = compiled;
  return [...text.matchAll(pattern)].map((match) => ({ code: byName.get(match[1]!)!, index: match.index }));
}

/**
 * Every contradiction between the text and the facts. `defaultState` is the state a text
 * speaks of when it names none (a state page's own note).
 */
export function checkStateClaims(text: string, language: ClaimLanguage, facts: readonly StateFacts[], defaultState?: StateCode): ClaimReport {
  const byCode = new Map(facts.map((fact) => [fact.code, fact]));
  const currentMinimums = new Set(facts.flatMap((fact) => (fact.minimum ? [fact.minimum] : [])));
  const higherAfterDui = facts.filter((fact) => fact.usesFr44 || fact.duiMinimums).map((fact) => fact.code);
  const report: ClaimReport = { checked: 0, contradictions: [] };
  const flag = (sentence: string, problem: string) => report.contradictions.push(`${problem}: "${sentence.trim()}"`);

  for (const paragraph of paragraphs(text)) {
    const paragraphStates = new Set(stateNamesIn(paragraph, language).map((found) => found.code));
    const aboutFr44 = language.fr44.test(paragraph);
    const aboutDui = language.dui.test(paragraph);
    // A list of links (Sources) names each state for its own page, not as a list of who requires more.
    if (
      !/^\s*[-*] /.test(paragraph) &&
      aboutDui &&
      language.higherLimits.test(paragraph) &&
      higherAfterDui.filter((code) => paragraphStates.has(code)).length >= 2
    ) {
      report.checked += 1;
      const missing = higherAfterDui.filter((code) => !paragraphStates.has(code));
      if (missing.length > 0)
        flag(paragraph, `names the states that require higher limits after a DUI, but not ${missing.map((code) => language.names[code]).join(', ')}`);
    }
    const all = sentences(paragraph);
    for (const [index, sentence] of all.entries()) {
      const named = stateNamesIn(sentence, language);
      const { dates, years } = language.datesIn(sentence);

      if (language.statesHaveSet.test(sentence) && named.length === 0) {
        // "Here are examples of minimum limits that states have set:" and the list below it.
        // An item that names its state ("10/20/10 (Florida's minimum for drivers who must file an SR-22)") is read as that state's claim below.
        const list = /:\s*$/.test(sentence) ? all.slice(index + 1).filter((item) => /^\s*[-*] /.test(item) && stateNamesIn(item, language).length === 0) : [];
        for (const match of [sentence, ...list].join('\n').matchAll(LIMITS)) {
          report.checked += 1;
          if (!currentMinimums.has(match[0])) flag(sentence, `${match[0]} is no state's minimum in the data`);
        }
        continue;
      }

      // A day the words give for an act the pack states in its notes must be one an official sentence gives (content/data/compiled/state-law-dates.json).
      if (dates.length > 0) {
        const subjects = new Set(named.length > 0 ? named.map((found) => found.code) : defaultState ? [defaultState] : []);
        for (const fact of facts)
          for (const law of fact.lawDates) {
            const about = law.rule === 'dui' ? language.dui : language.noPayNoPlay;
            if (!sentence.includes(law.act) && !(subjects.has(fact.code) && about.test(sentence))) continue;
            for (const date of dates) {
              report.checked += 1;
              if (!law.dates.includes(date))
                flag(sentence, `${date} is a date no official sentence in content/data/compiled/state-law-dates.json gives for ${law.act}`);
            }
          }
      }

      if (language.notUsingSr22.test(sentence)) {
        for (const code of paragraphStates) {
          report.checked += 1;
          if (byCode.get(code)?.usesSr22) flag(sentence, `${language.names[code]} uses the SR-22 (content/states.yaml)`);
        }
      }

      for (const clause of clauses(sentence, language)) {
        const inClause = named.filter((found) => found.index >= clause.start && found.index < clause.start + clause.text.length);
        const subject = (position: number): StateCode | undefined => {
          if (inClause.length > 0)
            return inClause.reduce((best, found) => (Math.abs(found.index - position) < Math.abs(best.index - position) ? found : best)).code;
          if (language.genericStates.test(clause.text)) return undefined;
          const before = named.filter((found) => found.index < position);
          if (language.pronoun.test(clause.text) && before.length > 0) return before.at(-1)!.code;
          if (new Set(named.map((found) => found.code)).size === 1) return named[0]!.code;
          return named.length === 0 ? defaultState : undefined;
        };

        for (const match of clause.text.matchAll(LIMITS)) {
          const code = subject(clause.start + match.index);
          const fact = code && byCode.get(code);
          if (!fact) continue;
          report.checked += 1;
          const figure = match[0];
          const name = language.names[fact.code];
          if (aboutFr44 && fact.fr44Minimums.includes(figure)) continue;
          if (language.sr22.test(sentence) && fact.sr22Minimums.includes(figure)) continue;
          if (aboutDui && fact.duiMinimums && [fact.duiMinimums.first, fact.duiMinimums.second].includes(figure)) continue;
          const scheduled = fact.scheduledMinimums.find((change) => change.limits === figure);
          if (scheduled && sentence.includes(scheduled.from.slice(0, 4))) continue;
          if (fact.previousMinimums.includes(figure) && (language.history.test(clause.text) || language.history.test(sentence))) continue;
          if (figure === fact.minimum) {
            const said = [...dates, ...years];
            if (fact.minimumFrom && said.length > 0 && !dates.includes(fact.minimumFrom) && !years.includes(fact.minimumFrom.slice(0, 4)))
              flag(sentence, `${name}'s ${figure} took effect on ${fact.minimumFrom} in the data, not on ${said.join(' or ')}`);
            continue;
          }
          flag(sentence, `${figure} is not ${name}'s minimum in the data (${fact.minimum ?? 'no bodily injury minimum'})`);
        }

        const states = inClause.length > 0 ? inClause.map((found) => found.code) : [subject(clause.start)].filter((code) => code !== undefined);
        if (language.noFaultState.test(clause.text) && !language.negation.test(clause.text))
          for (const code of states) {
            report.checked += 1;
            if (byCode.get(code)?.noFault === false) flag(sentence, `${language.names[code]} is an at-fault state in the data`);
          }
        if (language.atFaultState.test(clause.text) && !language.negation.test(clause.text))
          for (const code of states) {
            report.checked += 1;
            if (byCode.get(code)?.noFault !== false) flag(sentence, `${language.names[code]} is not an at-fault state in the data`);
          }
        if (language.sr22.test(sentence))
          for (const years of language.yearsIn(clause.text))
            for (const code of states) {
              const fact = byCode.get(code);
              if (!fact || fact.sr22Years.length === 0) continue;
              report.checked += 1;
              if (!fact.sr22Years.includes(years))
                flag(sentence, `${language.names[code]}'s filing lasts ${fact.sr22Years.join(' or ')} years in the data, not ${years}`);
            }
      }

      if (language.noPayNoPlay.test(sentence)) {
        const code = named[0]?.code ?? defaultState;
        const rule = code && byCode.get(code)?.noPayNoPlay;
        if (!rule) continue;
        for (const amount of amountsIn(sentence)) {
          if (amount < 1000) continue;
          report.checked += 1;
          if (rule.current.includes(amount)) continue;
          if (rule.previous.includes(amount) && language.history.test(sentence)) continue;
          flag(sentence, `"no pay, no play" in ${language.names[code]} is ${rule.current.join(' and ')} in the data, not ${amount}`);
        }
      }
    }
  }
  return report;
}

/** A text the build reads for state claims: the file it came from, and the state it speaks of when it names none. */
export interface ClaimText {
  file: string;
  text: string;
  state?: StateCode;
}

/** A contradiction the claims stage reports: the file, the sentence it is in, and what the data says instead. */
export interface Contradiction {
  file: string;
  sentence: string;
  problem: string;
}

/** Every contradiction of the data in the texts, each with its file and sentence, and how many statements were checked. */
export function findContradictions(
  texts: readonly ClaimText[],
  language: ClaimLanguage,
  facts: readonly StateFacts[],
): { checked: number; contradictions: Contradiction[] } {
  const contradictions: Contradiction[] = [];
  let checked = 0;
  for (const { file, text, state } of texts) {
    const report = checkStateClaims(text, language, facts, state);
    checked += report.checked;
    for (const contradiction of report.contradictions) {
      const quoted = /^([^]*?): "([^]*)"$/.exec(contradiction);
      contradictions.push({ file, problem: quoted?.[1] ?? contradiction, sentence: quoted?.[2] ?? '' });
    }
  }
  return { checked, contradictions };
}
