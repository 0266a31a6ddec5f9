import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/** Decision notes a successor can trust: one template for all, and an index that lists each with its status. */

const DIR = path.join(ROOT, 'docs/decisions');
const notes = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');

describe('decision notes', () => {
  it.each(notes)('%s has a date, a status and the three parts, in order', (name) => {
    const text = readFileSync(path.join(DIR, name), 'utf8');
    expect(text).toMatch(new RegExp(`^# ${name.slice(0, 3)} — .+\\n\\nDate: \\d{4}-\\d{2}-\\d{2}\\. Status: (accepted|superseded by \\d{3})\\.`));
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Context', 'Decision', 'Consequences']);
    const superseded = /Status: superseded by (\d{3})/.exec(text)?.[1];
    if (superseded) expect(notes.some((other) => other.startsWith(superseded))).toBe(true);
  });

  it('are all in the index, each with the status the note gives', () => {
    for (const name of notes) {
      const status = /Status: (accepted|superseded by \d{3})/.exec(readFileSync(path.join(DIR, name), 'utf8'))![1]!;
      expect(index).toMatch(new RegExp(`\\]\\(${name}\\) \\| ${status} \\|`));
    }
  });
});
