import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { parseCsv } from './csv.js';
import type { FailureCode } from './failure-codes.js';

/**
 * The content build's one way to read its sources (content/, content/es/, content/data): one
 * error class that names the file and the reason, one validator (zod), and one reader per build
 * that reads each file once, whichever module or language asks for it. Each source module
 * returns its data and its warnings (a `Sourced`); scripts/build.ts prints the warnings.
 */

/** A source's problem, naming the file, its code (scripts/build/failure-codes.ts) and the line when known: the build stops with it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly code: FailureCode = 'QO-DATA-001',
    readonly line?: number,
  ) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${reason}`);
  }
}

/** Something the build goes on with but an editor should look at (a figure getting old). */
export interface Warning {
  file: string;
  reason: string;
}

/** What a source module gives: its data, and what an editor should look at. */
export interface Sourced<T> {
  data: T;
  warnings: Warning[];
}

/** The reason of any thrown value, for a ContentError that names the file. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `work`'s result, or a ContentError naming `file` for anything it throws that is not one already. */
export function inFile<T>(file: string, work: () => T, code?: FailureCode): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, reasonOf(error), code);
  }
}

/** Where a parser's error says it stopped: YAML gives the line, JSON the line or the character. */
function lineOfParseError(error: unknown, text: string): number | undefined {
  const yamlLine = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
  if (yamlLine !== undefined) return yamlLine;
  const message = reasonOf(error);
  const line = /\bline (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /\bposition (\d+)/.exec(message);
  return position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
}

export function validate<T extends z.ZodType>(schema: T, file: string, value: unknown, code: FailureCode = 'QO-SCHEMA-001'): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentError(file, reasons.join('; '), code);
  }
  return result.data;
}

/** One build's reader: each file is read and parsed once, and a broken one is a ContentError naming it. */
export interface SourceReader {
  text: (file: string) => Promise<string>;
  yaml: (file: string) => Promise<unknown>;
  json: (file: string) => Promise<unknown>;
  csv: (file: string) => Promise<Record<string, string>[]>;
}

export function sourceReader(): SourceReader {
  const read = new Map<string, Promise<unknown>>();
  const once = <T>(kind: string, file: string, parse: (text: string) => T): Promise<T> => {
    const key = `${kind}\u0000${file}`;
    let found = read.get(key) as Promise<T> | undefined;
    if (!found) {
      found = readFile(file, 'utf8').then(
        (text) => {
          try {
            return parse(text);
          } catch (error) {
            if (error instanceof ContentError) throw error;
            throw new ContentError(file, reasonOf(error), 'QO-READ-001', lineOfParseError(error, text));
          }
        },
        (error: unknown) => {
          throw new ContentError(file, reasonOf(error), 'QO-READ-001');
        },
      );
      read.set(key, found);
    }
    return found;
  };
  return {
    text: (file) => once('text', file, (text) => text),
    yaml: (file) => once('yaml', file, (text) => parseYaml(text) as unknown),
    json: (file) => once('json', file, (text) => JSON.parse(text) as unknown),
    csv: (file) => once('csv', file, (text) => parseCsv(text)),
  };
}
