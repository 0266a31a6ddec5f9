import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/** A content file's problem, naming the file: the build stops with it. */
export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
  }
}

export async function readYaml(file: string): Promise<unknown> {
  try {
    return parseYaml(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(file, error instanceof Error ? error.message : String(error));
  }
}

export function validate<T extends z.ZodType>(schema: T, file: string, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new ContentError(file, reasons.join('; '));
  }
  return result.data;
}
