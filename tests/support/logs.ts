import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logger.js';

/**
 * What every tier reads from a server's logs, and how it waits for something to happen:
 * one copy of each, for every test file.
 */

/** A parsed pino line: its level and message, and whatever else it carries. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The JSON lines among `lines` (a server's stdout also carries non-JSON noise), parsed. */
export function logLines(lines: readonly string[]): LogLine[] {
  return lines.map(parsedLine).filter((line): line is LogLine => line !== undefined);
}

function parsedLine(line: string): LogLine | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    return isLogLine(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const isLogLine = (value: unknown): value is LogLine => typeof value === 'object' && value !== null && 'msg' in value && 'level' in value;

/**
 * Resolves once `condition` holds, checking every `intervalMs`; rejects after `timeoutMs`
 * with what was awaited. Waiting on an observable condition, never on a fixed sleep. The
 * default bound is for what never happens: a real process beside other work can take tens of
 * seconds to do what takes it a second on a quiet machine (npm run test:busy).
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000, intervalMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Resolves once `logs` (a server's lines, as a running server or a captured logger keeps them)
 * holds at least `count` lines whose message is `msg`.
 */
export function waitForLog(logs: readonly string[], msg: string, count = 1, timeoutMs = 10_000): Promise<void> {
  return until(() => logLines(logs).filter((entry) => entry.msg === msg).length >= count, `${count} "${msg}" lines in the logs`, timeoutMs);
}

export interface LogCapture<Line extends LogLine> {
  /** The server's own logger (server/logger.ts), writing here instead of to stdout. */
  logger: Logger;
  /** Every line written, as written. */
  raw: string[];
  /** The JSON lines among them, parsed, as the test names their fields. */
  lines: Line[];
}

/** A logger whose lines the test reads: `level` is the least level written. */
export function captureLogs<Line extends LogLine = LogLine>(level = 'info'): LogCapture<Line> {
  const raw: string[] = [];
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const written = chunk.toString().split('\n').filter(Boolean);
      raw.push(...written);
      lines.push(...(logLines(written) as Line[]));
      callback();
    },
  });
  return { logger: createLogger(level, sink), raw, lines };
}
