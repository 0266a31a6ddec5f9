import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildContent } from '../../scripts/build/stages.js';
import { amendedEvidence } from '../../scripts/build/rule-notes.js';
import { spanishClaims } from '../../scripts/build/spanish-claims.js';
import { checkStateClaims, englishClaims } from '../../scripts/build/state-claims.js';
import { sourceReader } from '../../scripts/build/source-files.js';
import { composeStates, loadStateData } from '../../scripts/build/state-evidence.js';
import { stateFactTokens, stateFacts, type StateFacts } from '../../scripts/build/state-facts.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { stateRequirementsSchema, type BuiltContent, type BuiltSite } from '../../shared/content-schema.js';
import { US_STATES, stateNamesIn } from '../../shared/us-states.js';

/**
 * The words hold to content/data: every state claim a guide, a topic or a state note makes is
 * read (scripts/build/state-claims.ts) and the build refuses a contradiction; the figures the
 * words repeat are tokens filled from the data, so changing the data changes the pages.
 */

const CONTENT = path.join(ROOT, 'content');
const english = englishClaims(US_STATES);
let facts: StateFacts[];
let built: BuiltContent;
let site: BuiltSite;
beforeAll(async () => {
  const data = await loadStateData(sourceReader(), path.join(CONTENT, 'data'));
  const states = composeStates(stateRequirementsSchema.parse(parseYaml(readFileSync(path.join(CONTENT, 'states.yaml'), 'utf8'))), data);
  facts = stateFacts(states, data.rules);
  site = await buildContent(CONTENT);
  built = site.en;
});
/** The built HTML as the checker reads Markdown: paragraphs apart, list items as "- " lines under their lead, a table as one block of rows. */
const plainText = (html: string) =>
  html
    .replace(/>\s*\n\s*</g, '><')
    .replace(/<li>/g, '- ')
    .replace(/<\/li>/g, '\n')
    .replace(/<tr>/g, '| ')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<\/tr>/g, '\n')
    .replace(/<\/(?:p|ul|ol|h\d|table)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
const contradictions = (text: string, state?: keyof typeof US_STATES) => checkStateClaims(text, english, facts, state).contradictions;

describe('the state facts from content/data', () => {
  it("reads Georgia's DUI minimums and Louisiana's no pay, no play amounts from state-rules.json", () => {
    const rules = JSON.parse(readFileSync(path.join(CONTENT, 'data', 'state-rules.json'), 'utf8')) as {
      states: Record<string, { effective: { note: string } }>;
    };
    const georgia = facts.find((fact) => fact.code === 'GA')!;
    expect(rules.states.GA!.effective.note).toContain(`${georgia.duiMinimums!.first} after a first DUI conviction and ${georgia.duiMinimums!.second}`);
    expect(georgia.duiMinimums!.law).toMatch(/^2025 SB 121/);
    const louisiana = facts.find((fact) => fact.code === 'LA')!;
    expect(rules.states.LA!.effective.note).toContain(`the first $${louisiana.noPayNoPlay!.current[0]!.toLocaleString('en-US')} of bodily-injury`);
    expect(louisiana.noPayNoPlay!.previous).toEqual([15000, 25000]);
    expect(facts.filter((fact) => fact.duiMinimums).map((fact) => fact.code)).toEqual(['GA']);
    expect(facts.filter((fact) => fact.noPayNoPlay).map((fact) => fact.code)).toEqual(['LA']);
  });

  it('fills the tokens from the data, and the built words carry no token', () => {
    const tokens = stateFactTokens(facts);
    expect(tokens.get('GA.duiMinimum')).toBe(facts.find((fact) => fact.code === 'GA')!.duiMinimums!.first);
    expect(tokens.get('VA.fr44Minimum')).toBe('100/200/50');
    expect(tokens.get('TX.minimumPerPerson')).toBe('$30,000');
    const everything = JSON.stringify([built.pages, built.home, built.states.map((state) => [state.notes, state.proofFiling])]);
    expect(everything).not.toMatch(/\{[A-Z]{2}\.[A-Za-z0-9]+\}/);
  });

  it("says Virginia's FR-44 is twice its minimum, as the entry's filing detail states it", () => {
    const virginia = facts.find((fact) => fact.code === 'VA')!;
    const double = virginia
      .minimum!.split('/')
      .map((figure) => String(Number(figure) * 2))
      .join('/');
    expect(virginia.fr44Minimums).toEqual([double]);
  });
});

describe('every page that names Georgia or Louisiana says the rule the data gives', () => {
  const DUI_PASSAGES = ['dui-insurance', 'liability-insurance', 'non-owner-insurance', 'sr22-insurance-guide', 'sr22-requirements'];

  it.each(DUI_PASSAGES)("/articles/%s names Georgia's DUI minimums", (slug) => {
    const georgia = facts.find((fact) => fact.code === 'GA')!;
    const html = built.pages[`/articles/${slug}`]!.html;
    expect(html).toContain('Georgia');
    expect(html).toContain(georgia.duiMinimums!.first);
  });

  it('the DUI topic and the state pages do too', () => {
    const topic = built.home.topics.find((candidate) => candidate.id === 'dui')!;
    expect(topic.content).toContain('Georgia requires higher limits after a DUI conviction too: 50/100/50');
    expect(built.states.find((state) => state.code === 'GA')!.evidence.duiMinimums?.evidence.url).toContain('sb-121');
    const louisiana = built.states.find((state) => state.code === 'LA')!;
    expect(louisiana.evidence.noPayNoPlay).toMatchObject({ bodilyInjury: 100000, propertyDamage: 100000 });
    expect(JSON.stringify(louisiana.notes)).not.toContain('$15,000');
  });
});

describe('reading the words for state claims', () => {
  it('checks a real number of claims in the built words and finds no contradiction', () => {
    const texts = [
      ...Object.values(built.pages)
        .filter((page) => page.kind === 'guide')
        .map((page) => ({ text: plainText(page.html) })),
      ...built.home.topics.map((topic) => ({ text: topic.content })),
      ...built.states.flatMap((state) => state.notes.map((text) => ({ text, state: state.code }))),
    ];
    let checked = 0;
    for (const { text, state } of texts as { text: string; state?: keyof typeof US_STATES }[]) {
      const report = checkStateClaims(text, english, facts, state);
      checked += report.checked;
      expect(report.contradictions).toEqual([]);
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it.each([
    [
      'the old passages that name only Florida and Virginia',
      'After a DUI, Florida and Virginia require an FR-44 filing with higher limits: 100/300/50 in Florida, and 100/200/50 in Virginia.',
      'but not Georgia',
    ],
    [
      "Louisiana's old amounts",
      'Under the "No Pay, No Play" law, an uninsured owner cannot recover the first $15,000 of bodily injury and $25,000 of property damage.',
      '15000',
    ],
    ['a wrong minimum', 'Texas requires 25/50/25.', "not Texas's minimum"],
    ['a minimum with the wrong date', 'California raised its minimum to 30/60/15 on January 1, 2024.', 'took effect on 2025-01-01'],
    ['a past minimum said as today', 'Hawaii requires 20/40/10.', "not Hawaii's minimum"],
    ['a wrong SR-22 period', 'In Texas you keep an SR-22 for three years.', 'not 3'],
    ['an at-fault state called no-fault', 'Ohio is a no-fault state.', 'at-fault state in the data'],
    ['a no-fault state called at-fault', 'Florida is an at-fault state.', 'not an at-fault state'],
    ['a state that uses the SR-22 among those that do not', 'Some states do not use the SR-22, such as Delaware and Texas.', 'Texas uses the SR-22'],
    ['an example minimum no state has', 'Examples of minimums states have set include 25/50/25 and 10/20/10.', '10/20/10 is no state'],
    ['an example minimum followed by a comma', 'States have set minimums like 25/50/25, 20/40/10, and minimums change.', '20/40/10 is no state'],
    ["a state's note that names no state", 'The minimums rose from 20/40/5 to 25/50/25.', "not Massachusetts's minimum"],
  ])('finds %s', (_label, text, expected) => {
    const state = text.startsWith('The minimums rose') ? 'MA' : text.includes('No Pay') ? 'LA' : undefined;
    expect(contradictions(text, state).join('\n')).toContain(expected);
  });

  it.each([
    'California raised its minimum from 15/30/5 to 30/60/15 on January 1, 2025.',
    'Texas requires 30/60/25, and other states have set minimums such as 25/50/25 or 50/100/10.',
    'Virginia raised its minimum to 50/100/25 on January 1, 2025, so its FR-44 now requires 100/200/50. Georgia also requires 50/100/50 after a DUI.',
    'DC raises nothing here; the District of Columbia moves to 50/100/20 from 2027.',
    'Under the "no pay, no play" law in Louisiana, an uninsured owner cannot recover the first $100,000, up from $15,000.',
  ])('accepts "%s"', (text) => {
    expect(contradictions(text)).toEqual([]);
  });

  it("reads another language's state names (a Spanish page passes its own)", () => {
    const spanish = { ...english, names: { ...US_STATES, TX: 'Tejas' } };
    expect(checkStateClaims('Tejas requires 25/50/25.', spanish, facts).contradictions.join('\n')).toContain("not Tejas's minimum");
    expect(checkStateClaims('Tejas requires 30/60/25.', spanish, facts).contradictions).toEqual([]);
  });
});

describe('reading the Spanish words for state claims', () => {
  const spanish = spanishClaims(stateNamesIn('es'));
  const spanishContradictions = (text: string, state?: keyof typeof US_STATES) => checkStateClaims(text, spanish, facts, state).contradictions;

  it('checks as many claims in the built Spanish words as in the English, and finds no contradiction', () => {
    const textsOf = (content: BuiltContent) => [
      ...Object.values(content.pages)
        .filter((page) => page.kind === 'guide')
        .map((page) => ({ text: plainText(page.html) })),
      ...content.home.topics.map((topic) => ({ text: topic.content })),
      ...content.states.flatMap((state) => state.notes.map((text) => ({ text, state: state.code }))),
    ];
    const count = (content: BuiltContent, language: typeof english) => {
      let checked = 0;
      for (const { text, state } of textsOf(content) as { text: string; state?: keyof typeof US_STATES }[]) {
        const report = checkStateClaims(text, language, facts, state);
        checked += report.checked;
        expect(report.contradictions).toEqual([]);
      }
      return checked;
    };
    expect(count(site.es, spanish)).toBeGreaterThanOrEqual(count(site.en, english));
  });

  it.each([
    [
      'the old passages that name only Florida and Virginia',
      'Después de un DUI, Florida y Virginia exigen un FR-44 con límites más altos: 100/300/50 en Florida y 100/200/50 en Virginia.',
      'but not Georgia',
    ],
    [
      "Louisiana's old amounts",
      'Según la regla "no pay, no play" (si no paga, no cobra), un dueño sin seguro no puede cobrar los primeros $15,000 por lesiones y $25,000 por daños a la propiedad.',
      '15000',
    ],
    ['a wrong minimum', 'Texas exige 25/50/25.', "not Texas's minimum"],
    ['a minimum with the wrong date', 'California subió su mínimo a 30/60/15 el 1 de enero de 2024.', 'took effect on 2025-01-01'],
    ['a past minimum said as today', 'Hawái exige 20/40/10.', "not Hawái's minimum"],
    ['a state whose name ends in an accented letter', 'Míchigan exige 20/40/10.', "not Míchigan's minimum"],
    ['a longer name before the shorter one it contains', 'Virginia Occidental exige 50/100/25.', "not Virginia Occidental's minimum"],
    ['a wrong SR-22 period', 'En Texas, usted mantiene el SR-22 durante tres años.', 'not 3'],
    ['an at-fault state called no-fault', 'Ohio es un estado sin culpa.', 'at-fault state in the data'],
    ['a no-fault state called at-fault', 'Florida es un estado de responsabilidad por culpa.', 'not an at-fault state'],
    ['a state that uses the SR-22 among those that do not', 'Algunos estados no usan el SR-22, como Delaware y Texas.', 'Texas uses the SR-22'],
    ['an example minimum no state has', 'Algunos ejemplos de mínimos que han fijado los estados son 25/50/25 y 10/20/10.', '10/20/10 is no state'],
    ['an example minimum followed by a comma', 'Los estados han fijado mínimos como 25/50/25, 20/40/10, y los mínimos cambian.', '20/40/10 is no state'],
    ["a state's note that names no state", 'Los mínimos subieron de 20/40/5 a 25/50/25.', "not Massachusetts's minimum"],
    ["a date no official sentence gives for Louisiana's act", 'La ley 2025 HB 434 de Luisiana entró en vigor el 1 de julio de 2025.', '2025-07-01 is a date'],
    ["a date for Georgia's undated act", 'Georgia subió sus mínimos después de un DUI a 50/100/50 el 1 de julio de 2025.', 'gives for 2025 SB 121'],
  ])('finds %s', (_label, text, expected) => {
    const state = text.startsWith('Los mínimos subieron') ? 'MA' : text.includes('no pay') ? 'LA' : undefined;
    expect(spanishContradictions(text, state).join('\n')).toContain(expected);
  });

  it.each([
    'California subió su mínimo de 15/30/5 a 30/60/15 el 1 de enero de 2025.',
    'Texas exige 30/60/25, y otros estados han fijado mínimos como 25/50/25 o 50/100/10.',
    'Virginia subió su mínimo a 50/100/25 el 1 de enero de 2025, así que su FR-44 ahora exige 100/200/50. Georgia también exige 50/100/50 después de un DUI.',
    'El Distrito de Columbia pasa a 50/100/20 a partir de 2027.',
    'Según la regla "no pay, no play" en Luisiana, un dueño sin seguro no puede cobrar los primeros $100,000, antes $15,000.',
    'La ley 2025 HB 434 de Luisiana entró en vigor el 1 de agosto de 2025.',
    'En Míchigan, que es un estado sin culpa (no-fault), las pólizas básicas también incluyen PIP.',
  ])('accepts "%s"', (text) => {
    expect(spanishContradictions(text)).toEqual([]);
  });
});

describe('a change in the data changes or fails the pages', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const withRules = async (edit: (note: Record<string, { effective: { note: string } }>) => void) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'claims-'));
    dirs.push(dir);
    await cp(CONTENT, dir, { recursive: true });
    const file = path.join(dir, 'data', 'state-rules.json');
    const rules = JSON.parse(readFileSync(file, 'utf8')) as { states: Record<string, { effective: { note: string } }> };
    edit(rules.states);
    await writeFile(file, JSON.stringify(rules));
    return dir;
  };

  it('carries a new second-conviction minimum for Georgia into every guide that says it', async () => {
    const dir = await withRules((states) => {
      states.GA!.effective.note = states.GA!.effective.note.replace('100/300/100', '100/250/100');
    });
    const changed = (await buildContent(dir)).en;
    for (const slug of ['dui-insurance', 'liability-insurance', 'sr22-requirements'])
      expect(changed.pages[`/articles/${slug}`]!.html, slug).toContain('100/250/100');
    expect(changed.home.topics.find((topic) => topic.id === 'dui')!.content).toContain('100/250/100');
  });

  it('stops the build when a rule note can no longer be read, or its figure is in no quote', async () => {
    const reworded = await withRules((states) => {
      states.GA!.effective.note = 'A DUI now needs more coverage.';
    });
    await expect(buildContent(reworded)).rejects.toThrow('GA: the effective note mentions a DUI rule this build cannot read');
    const unquoted = await withRules((states) => {
      states.LA!.effective.note = states.LA!.effective.note.replace('first $100,000', 'first $150,000');
    });
    await expect(buildContent(unquoted)).rejects.toThrow('LA: no quoted sentence states the "no pay, no play" amount of $150000');
  });
});

describe('an amending act quoted without its strike-through', () => {
  const evidence = (quote: string) => ({
    url: 'https://example.gov/act',
    source: 'An act',
    quote,
    compilation: 'notaquote' as const,
    verified: { on: '2026-09-22', by: 'x' },
  });

  it('finds the deleted words from the old and new amounts, and refuses a note it cannot place', () => {
    const amended = amendedEvidence(evidence('no recovery for the first fifteen one hundred thousand dollars (struck-through text = deleted)'), 15000, 100000);
    expect(amended.quote).toBe('no recovery for the first fifteen one hundred thousand dollars');
    expect(amended.amended).toEqual([
      { text: 'no recovery for the first ', deleted: false },
      { text: 'fifteen', deleted: true },
      { text: ' one hundred thousand dollars', deleted: false },
    ]);
    expect(amendedEvidence(evidence('no recovery for the first one hundred thousand dollars'), 15000, 100000).amended).toBeUndefined();
    expect(() =>
      amendedEvidence(evidence('no recovery for the first twenty one hundred thousand dollars (struck-through text = deleted)'), 15000, 100000),
    ).toThrow(/does not print the old amount/);
  });
});
