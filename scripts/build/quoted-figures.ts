/**
 * The figures an official sentence states, however it writes them, so the build (and the tests)
 * can hold every figure a state page shows to the sentence quoted beside it.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORD = Object.keys(NUMBER_WORDS).join('|');
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
// "twenty-five thousand", "twenty - five thousand" (as South Dakota's page prints it), "one hundred thousand". Only a
// ten and a unit make one number: in "the first fifteen one hundred thousand dollars" (Louisiana's act, its struck-through
// "fifteen" printed beside the new "one hundred") the amounts are fifteen and one hundred thousand, not 1,600,000.
const WORDS_AMOUNT = new RegExp(`\\b((?:${TENS})(?:\\s*-\\s*|\\s+)(?:${UNITS})|(?:${WORD}))(?:\\s+(hundred))?(?:\\s+(thousand))?\\b`, 'gi');

function wordsValue(words: string): number {
  return words
    .toLowerCase()
    .split(/[\s-]+/)
    .reduce((sum, word) => sum + (NUMBER_WORDS[word] ?? 0), 0);
}

/** The amounts a sentence spells out in words, each with where it is: "fifteen" (15), "one hundred thousand" (100,000). */
export function spelledAmounts(text: string): { at: number; words: string; value: number }[] {
  return [...text.matchAll(WORDS_AMOUNT)].map((match) => ({
    at: match.index,
    words: match[0],
    value: wordsValue(match[1]!) * (match[2] ? 100 : 1) * (match[3] ? 1000 : 1),
  }));
}

/**
 * Every amount a sentence states, however it is written: "$25,000", "25,000", "$50,000.00",
 * "25/50/25" (thousands), "$25,000/$50,000", "twenty-five thousand dollars".
 */
export function amountsIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(/\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?/g)) found.add(Number(match[1]!.replaceAll(',', '')));
  for (const match of text.matchAll(/\b(\d{1,3})\/(\d{1,3})(?:\/(\d{1,3}))?\b/g)) for (const part of match.slice(1)) if (part) found.add(Number(part) * 1000);
  for (const match of text.matchAll(WORDS_AMOUNT)) {
    let value = wordsValue(match[1]!);
    if (match[2]) value *= 100;
    if (match[3]) value *= 1000;
    found.add(value);
  }
  return found;
}

/** Every duration in years a sentence states: "3 years", "three years", "three-year", "36 months". */
export function yearsIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(new RegExp(`\\b(\\d+|${WORD})[- ]years?\\b`, 'gi')))
    found.add(/^\d+$/.test(match[1]!) ? Number(match[1]) : wordsValue(match[1]!));
  for (const match of text.matchAll(/\b(\d+) months\b/gi)) if (Number(match[1]) % 12 === 0) found.add(Number(match[1]) / 12);
  return found;
}

/** The dollar figures in our own wording of an amount ("$15,000 per person and $30,000 per accident"). */
export function dollarFiguresIn(text: string): number[] {
  return [...text.matchAll(/\$(\d{1,3}(?:,\d{3})+|\d+)/g)].map((match) => Number(match[1]!.replaceAll(',', '')));
}
