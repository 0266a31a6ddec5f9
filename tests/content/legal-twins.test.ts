import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownSections, paragraphDifferences } from '../../scripts/build/twins.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { routeLookup, routeTable } from '../../shared/routes.js';

/**
 * The legal pages and their Spanish twins in step, paragraph by paragraph (decision 090): each
 * section has as many paragraphs in both, and each pair carries the same dates, figures,
 * amounts, e-mail addresses, links, tokens and defined names, whatever the words. The build's
 * twins stage refuses the rest (QO-TWIN-003, tests/content/build-stages.test.ts).
 */

const routes = routeLookup(routeTable({}));
const differences = (english: string, spanish: string) => paragraphDifferences(english, spanish, 'es', routes);

const ENGLISH = `---
title: "A page"
---

Effective date: November 28, 2026

## Contact Us

Write to [hello@example.com](mailto:hello@example.com) or see our [Terms of Use](/terms). We answer within 45 days.

- Under the CCPA, you may opt out.
- {{siteName}} keeps logs for no more than 30 days.

| Right | Days |
|---|---|
| Delete | 45 |
`;

const SPANISH = `---
title: "Una página"
---

Fecha de vigencia: 28 de noviembre de 2026

## Comuníquese con nosotros

Escriba a [hello@example.com](mailto:hello@example.com) o lea nuestros [Términos de uso](/es/terminos). Respondemos en un plazo de 45 días.

- Según la CCPA (California Consumer Privacy Act), usted puede excluirse.
- {{siteName}} guarda los registros por no más de 30 días.

| Derecho | Días |
|---|---|
| Eliminar | 45 |
`;

describe('a legal page and its twin, paragraph by paragraph', () => {
  it('reads a list item and a table row as a paragraph each, under their heading, without the front matter', () => {
    expect(markdownSections(ENGLISH).map((section) => [section.heading, section.paragraphs.map((paragraph) => paragraph.line)])).toEqual([
      ['', [5]],
      ['Contact Us', [9, 11, 12, 14, 16]],
    ]);
  });

  it('accepts a twin that says the same with the same facts, in its own words and with glosses of its own', () => {
    expect(differences(ENGLISH, SPANISH)).toEqual([]);
  });

  it.each([
    [
      'a figure',
      SPANISH.replace('más de 30 días', 'más de 60 días'),
      12,
      'paragraph 4 (under "Comuníquese con nosotros" (the English "Contact Us"), its paragraph 3)',
      'figures without 30 with 60',
    ],
    ['a date', SPANISH.replace('28 de noviembre', '29 de noviembre'), 5, 'paragraph 1 (before the first heading', 'dates without 2026-11-28 with 2026-11-29'],
    [
      'an e-mail address',
      SPANISH.replace('[hello@example.com](mailto:hello@example.com)', '[hola@example.com](mailto:hola@example.com)'),
      9,
      'paragraph 2',
      'emails without hello@example.com',
    ],
    ['a link', SPANISH.replace('(/es/terminos)', '(/es/privacidad)'), 9, 'paragraph 2', 'links without /terms with /privacy'],
    ['a token', SPANISH.replace('{{siteName}} guarda', 'El sitio guarda'), 12, 'paragraph 4', 'tokens without {{siteName}}'],
    ['a defined name', SPANISH.replace('la CCPA (California Consumer Privacy Act)', 'la ley de California'), 11, 'paragraph 3', 'names without CCPA'],
    ['an amount in a table row', SPANISH.replace('| Eliminar | 45 |', '| Eliminar | 40 |'), 16, 'paragraph 6', 'figures without 45 with 40'],
  ])('refuses a twin with another %s, naming the line and the paragraph', (_label, spanish, line, where, what) => {
    const found = differences(ENGLISH, spanish);
    expect(found.map((difference) => difference.line)).toEqual([line]);
    expect(found[0]!.reason).toContain(where);
    expect(found[0]!.reason).toContain(what);
  });

  it('refuses a section with a paragraph more or fewer, at its heading, and a page with another number of sections', () => {
    const merged = SPANISH.replace('- Según la CCPA (California Consumer Privacy Act), usted puede excluirse.\n', '');
    expect(differences(ENGLISH, merged)).toEqual([
      { line: 7, reason: 'under "Comuníquese con nosotros" (the English "Contact Us"): 4 paragraphs, the English page 5' },
    ]);
    expect(differences(ENGLISH, `${SPANISH}\n## Otra sección\n\nTexto.\n`)).toEqual([{ line: 1, reason: 'has 3 sections, the English page 2' }]);
  });

  it('does not read the words of a sentence in capitals as names, and lets Spanish say "ZIP code" in its own words', () => {
    const english = '## Disclaimers\n\nTHE SERVICE IS PROVIDED "AS IS." Enter your ZIP code in the US.\n';
    const spanish = '## Exenciones\n\nEL SERVICIO SE PROPORCIONA "TAL CUAL". Escriba su código postal en EE. UU.\n';
    expect(differences(english, spanish)).toEqual([]);
  });
});

describe('the real legal pages', () => {
  it.each(['privacy', 'terms', 'advertiser-disclosure', 'editorial-standards'])('content/es/legal/%s.md is in step with its English twin', (name) => {
    const read = (...parts: string[]) => readFileSync(path.join(ROOT, 'content', ...parts, 'legal', `${name}.md`), 'utf8');
    expect(markdownSections(read()).flatMap((section) => section.paragraphs).length).toBeGreaterThan(10);
    expect(differences(read(), read('es'))).toEqual([]);
  });
});
