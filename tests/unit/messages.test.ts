import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EN } from '../../shared/messages/en.js';
import { ES } from '../../shared/messages/es.js';
import { LEGAL_ROUTES, findRoute, localPath, type Lang } from '../../shared/routes.js';

/**
 * The interface words: one catalogue per language, the same keys. The Spanish catalogue's type
 * is the English one's, so a missing key fails the type-check; this also refuses, at run time,
 * an extra key, an empty Spanish word, a list of another length and a link that is not the
 * twin of the English one.
 */

/** A zod schema of a catalogue's shape, from the English one: every key required, nothing else allowed. */
function shapeOf(value: unknown): z.ZodType {
  if (typeof value === 'function') return z.function();
  if (typeof value === 'string') return z.string().min(1, 'must not be empty');
  if (Array.isArray(value)) return z.array(z.union([z.string(), z.object({ text: z.string().min(1), href: z.string() }).strict()])).length(value.length);
  if (value && typeof value === 'object') return z.strictObject(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)])));
  throw new Error(`unexpected value in the catalogue: ${String(value)}`);
}

/** Every link of a catalogue, by where it is. */
function links(value: unknown, where = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => links(item, `${where}[${index}]`));
  if (value && typeof value === 'object') {
    const { href } = value as { href?: unknown };
    if (typeof href === 'string') return [[where, href]];
    return Object.entries(value).flatMap(([key, item]) => links(item, where ? `${where}.${key}` : key));
  }
  return [];
}

describe('the message catalogues', () => {
  it('give Spanish every English key, no other, none empty', () => {
    const result = shapeOf(EN).safeParse(ES);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('refuse a missing or an extra key', () => {
    const { layout, ...missing } = ES;
    expect(shapeOf(EN).safeParse(missing).success).toBe(false);
    expect(shapeOf(EN).safeParse({ ...ES, layout: { ...layout, extra: 'palabra' } }).success).toBe(false);
  });

  it('link each language to its own pages, the Spanish link the twin of the English one', () => {
    const english = links(EN);
    const spanish = new Map(links(ES));
    expect(english.length).toBeGreaterThan(3);
    expect([...spanish.keys()]).toEqual(english.map(([where]) => where));
    for (const [where, href] of english) {
      const check = (lang: Lang, link: string) => expect(findRoute(link.split('#')[0]!)?.lang, `${lang} ${where}: ${link}`).toBe(lang);
      check('en', href);
      check('es', spanish.get(where)!);
      expect(spanish.get(where), where).toBe(localPath('es', href));
    }
  });

  it('give every legal page, in both languages, a line on its twin with equal standing, and none says one version prevails', () => {
    const legal = LEGAL_ROUTES.map((route) => route.path).sort();
    expect(Object.keys(EN.reading.twinNotice).sort()).toEqual(legal);
    expect(Object.keys(ES.reading.twinNotice).sort()).toEqual(legal);
    expect(ES.reading.twinNotice['/terms']).toBe('Las versiones en inglés y en español de estos Términos tienen el mismo valor.');
    expect(ES.reading.twinNotice['/privacy']).toBe('Esta política también está disponible en inglés. Ambas versiones tienen el mismo contenido.');
    expect(EN.reading.twinNotice['/terms']).toBe('The English and Spanish versions of these Terms have equal force.');
    for (const line of [...Object.values(EN.reading.twinNotice), ...Object.values(ES.reading.twinNotice)])
      expect(line).not.toMatch(/prevail|prevalec|traducci|translation/i);
    expect(EN.islands.zip.partnerLanguageNotice).toBe('');
    expect(ES.islands.zip.partnerLanguageNotice).toMatch(/inglés/);
    expect(ES.islands.zip.consent).toBe('Acepto enviar mis datos para obtener cotizaciones de compañías de seguros de auto');
  });
});
