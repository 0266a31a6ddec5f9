import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The data pack (content/data) read the tests' own way, apart from the build's readers, so a
 * test can hold what the build made and what the pages show to the files themselves.
 */

export const DATA_DIR = path.join(ROOT, 'content', 'data');

type NaicField = 'combinedAveragePremium' | 'averageExpenditure' | 'liabilityAveragePremium';

export interface NaicFile {
  source: { dataYear: number; report: string; url: string; announcementUrl: string };
  countrywide: Record<NaicField, number>;
  states: Record<string, Record<NaicField, number>>;
  cpi: { url: string; annualAverages: Record<string, number>; latest: { period: string; value: number } };
}

export function readNaicFile(): NaicFile {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'naic-2023-average-premiums.json'), 'utf8')) as NaicFile;
}

export function surveyFile(id: string, kind: 'premiums' | 'profiles'): string {
  return path.join(DATA_DIR, 'premium-surveys', `${id}-${kind}.csv`);
}

/** A line-by-line reader: the pack's CSVs have no line breaks inside fields (tests/content/prices.test.ts proves the row counts). */
export function readCsvLines(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const split = (line: string) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => match[1]!.replace(/^"([\s\S]*)"$/, '$1').replaceAll('""', '"'));
  const names = split(header!);
  return lines.map((line, index) => {
    const cells = split(line);
    if (cells.length !== names.length) throw new Error(`${file}: line ${index + 2} has ${cells.length} fields, the header ${names.length}`);
    return Object.fromEntries(names.map((name, column) => [name, cells[column]!]));
  });
}

/** NAIC's figures as the pages print them: $1,281.92. */
export const cents = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
