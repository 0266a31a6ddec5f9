import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ES } from '../../shared/messages/es.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { noticeText } from '../../shared/zip-form-words.js';
import { routesIn, siteRoutes } from '../../shared/routes.js';
import { decodeEntities } from '../content/html-text.js';
import { loadBuiltContent, testApp } from '../support/app.js';
import { readCsvLines, surveyFile } from '../support/data-pack.js';
import { foreignWords, visibleText } from '../support/language-text.js';

/**
 * The Spanish words as a reader gets them, on every Spanish page the real app renders: the
 * glossary's fixed terms and none of their wrong variants, no «de el», no English interface
 * string outside a marked quotation, and the Spanish review's findings held where they were
 * found (the survey profiles, rate dates, the glossary page, the Dataset, the law labels, the
 * notice at collection, the error pages, the privacy policy's structure).
 */

const { app } = testApp();
const spanish = loadBuiltContent('es');
const pages = new Map<string, string>();

beforeAll(async () => {
  for (const route of siteRoutes()) pages.set(route.path, (await request(app).get(route.path).expect(200)).text);
}, 120_000);

/** What a Spanish reader reads of a page: its title, its description, its JSON-LD strings and its body, without what it marks as English. */
function wordsOf(html: string): string {
  const title = /<title>(.*?)<\/title>/.exec(html)![1]!;
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => stringsIn(JSON.parse(match[1]!)));
  return [decodeEntities(title), decodeEntities(description), ...structured, visibleText(html)].join(' \n ');
}
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word, or the start of one (a stem), where a word starts. */
const startingAWord = (stem: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}`, 'iu');
const spanishPages = () => routesIn('es').map((route) => [route.path, pages.get(route.path)!] as const);

describe("the glossary's fixed terms", () => {
  const fixed = spanish.glossary.filter((entry) => entry.avoid);

  it('mark lapse, DUI and sharing as fixed, each with its wrong words', () => {
    expect(Object.fromEntries(fixed.map((entry) => [entry.id, entry.avoid]))).toMatchObject({
      lapse: expect.arrayContaining(['venc']) as unknown,
      dui: expect.arrayContaining(['bajo los efectos del alcohol)']) as unknown,
      'sale-and-sharing': expect.arrayContaining(['intercambi']) as unknown,
    });
  });

  it('appear on no Spanish page in any of their wrong variants', () => {
    const found: string[] = [];
    for (const [path, html] of spanishPages()) {
      const words = wordsOf(html);
      for (const entry of fixed) for (const stem of entry.avoid!) if (startingAWord(stem).test(words)) found.push(`${path}: «${stem}» (${entry.id})`);
    }
    expect(found).toEqual([]);
  });

  it('gloss DUI on every Spanish page as the glossary does: alcohol or drugs', () => {
    const gloss = /\(([^)]+)\)/.exec(spanish.glossary.find((entry) => entry.id === 'dui')!.term)![1]!;
    expect(gloss).toBe('manejar bajo los efectos del alcohol o de drogas');
    // A gloss says what the driver did; other brackets after "DUI" («vea debajo de la tabla») are not one.
    const glosses = spanishPages().flatMap(([path, html]) =>
      [...visibleText(html).matchAll(/\bDUI(?: [oy] DWI)? \(([^)]*\b(?:manejar|conducir|driving)\b[^)]*)\)/g)].map((match) => [path, match[1]!]),
    );
    expect(glosses.length).toBeGreaterThan(8);
    for (const [path, said] of glosses) expect(said, path).toMatch(new RegExp(`${escapeRegExp(gloss)}$`));
  });

  it('say a lapse is the coverage being interrupted where the rule matters most', () => {
    expect(visibleText(pages.get('/es/guias/guia-del-seguro-sr22')!)).toContain('No deje que su cobertura se interrumpa (lapse) mientras necesite un SR-22');
    expect(visibleText(pages.get('/es/guias/requisitos-del-sr22')!)).toContain('Dejar que su cobertura se interrumpa.');
  });
});

describe('Spanish grammar and vocabulary the templates build', () => {
  it('no Spanish page writes «de el» or «a el», and the District reads «del Distrito de Columbia»', () => {
    const found = spanishPages().flatMap(([path, html]) =>
      [...wordsOf(html).matchAll(/(?<!\p{L})[dD]e el(?!\p{L})|(?<!\p{L})[aA] el(?!\p{L})/gu)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
    const dc = pages.get('/es/seguro-de-auto/distrito-de-columbia/primas-de-muestra')!;
    expect(decodeEntities(/<meta name="description" content="([^"]*)"/.exec(dc)![1]!)).toContain('del Distrito de Columbia');
    expect(visibleText(pages.get('/es/seguro-de-auto/distrito-de-columbia')!)).toContain('Comparado con el mínimo del Distrito de Columbia');
  });

  /**
   * Where a Spanish page quotes English on purpose without marking it: the terms quote the
   * English pages' consent line; the liability guide spells out the acronym PLPD. Besides these,
   * a term's English gloss in brackets (decision 071: «conductor sin seguro (uninsured
   * motorist)») is English on purpose; a bracket with a Spanish letter in it is not a gloss.
   */
  const QUOTED: Record<string, string[]> = {
    '/es/terminos': ['I agree to submit my details in order to get quotes from auto insurance companies'],
    '/es/guias/seguro-de-responsabilidad-civil': ['property damage'],
  };

  it('no Spanish page shows an English interface string outside what it marks as English', () => {
    const english = foreignWords('es');
    expect(english.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const [path, html] of spanishPages()) {
      const text = visibleText(html).replace(/\([\x20-\x7E]{1,80}\)/g, ' ');
      for (const words of english) if (text.includes(words) && !QUOTED[path]?.includes(words)) found.push(`${path}: ${words}`);
    }
    expect(found).toEqual([]);
  });

  it('no Spanish sentence carries the English words the data files hold', () => {
    const found = spanishPages().flatMap(([path, html]) =>
      [...visibleText(html).matchAll(/\bamending\b|\bTable \d|\bprinted page\b|\bdel U\.S\. Bureau\b|\ben archivo\b/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
    expect(visibleText(pages.get('/es/seguro-de-auto/luisiana')!)).toContain('La ley HB 434 de 2025, que modificó la sección R.S. 32:866, subió estos montos');
    expect(visibleText(pages.get('/es/seguro-de-auto/georgia')!)).toContain('la ley SB 121 de 2025 (O.C.G.A. 33-7-16) fija');
    const texas = visibleText(pages.get('/es/seguro-de-auto/texas')!);
    expect(texas).toContain('Reglas de culpa en Texas: sistema de responsabilidad por culpa (at-fault)');
    expect(texas).toContain('de la Oficina de Estadísticas Laborales de EE. UU. (BLS)');
    expect(texas).toContain('gasto promedio en la tabla 4, página 24 del informe impreso');
  });
});

describe('the Spanish sample-premium pages', () => {
  /** Each shown profile in one line, from the profile file's columns; the department's own words stay below it, in English. */
  const SUMMARIES: Record<string, string[]> = {
    '/es/seguro-de-auto/distrito-de-columbia/primas-de-muestra': [
      'Perfil 1. Mujer soltera de 25 años; Toyota Camry de 3 años; sin accidentes ni infracciones; la cobertura mínima obligatoria, con responsabilidad civil de 25/50/10.',
      'Perfil 2. Pareja casada de 39 años; Toyota Camry de 3 años; sin accidentes ni infracciones; la cobertura mínima obligatoria, con responsabilidad civil de 25/50/10.',
    ],
    '/es/seguro-de-auto/texas/primas-de-muestra': [
      'Hombre soltero de 30 años; Toyota Camry de 2024; sin accidentes ni infracciones; 18,000 millas al año; solo responsabilidad civil de 30/60/25.',
    ],
    '/es/seguro-de-auto/oklahoma/primas-de-muestra': [
      'Hombre casado de 36 años; Chevrolet Malibu LS de 2018; sin accidentes ni infracciones; 12,000 millas al año; responsabilidad civil de 25/50/25 con cobertura integral y de colisión, deducibles de $500.',
    ],
    '/es/seguro-de-auto/california/primas-de-muestra': [
      'Persona soltera; Toyota Camry; sin accidentes ni infracciones; de 7,600 a 10,000 millas al año; solo responsabilidad civil de 30/60/15.',
    ],
  };

  it.each(
    siteRoutes()
      .filter((route) => route.kind === 'sample-premiums' && route.lang === 'es')
      .map((route) => [route.path] as const),
  )('%s sums up each profile in Spanish above its official English definition', (path) => {
    const html = pages.get(path)!;
    const profiles = [...html.matchAll(/<div><p>(.*?)<\/p><blockquote class="survey-profile" lang="en">/g)].map((match) =>
      decodeEntities(match[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')),
    );
    expect(profiles).toEqual(SUMMARIES[path]);
  });

  it('name the Texas places in Spanish', () => {
    const headings = [...pages.get('/es/seguro-de-auto/texas/primas-de-muestra')!.matchAll(/<h2 id="place-[^"]*">([^<]*)/g)].map((match) => match[1]);
    expect(headings).toContain('Plano 75023 (condado de Collin)');
    expect(headings.join()).not.toContain('County');
  });

  it("write DC's rate dates with the month's name, never as 11/7/2022", () => {
    const html = pages.get('/es/seguro-de-auto/distrito-de-columbia/primas-de-muestra')!;
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th>(?:<td>[^<]*<\/td>)*?<td>([^<]*)<\/td><\/tr>/g)].map((match) => [
      decodeEntities(match[1]!),
      match[2]!,
    ]);
    expect(rows.length).toBeGreaterThan(20);
    const csv = readCsvLines(surveyFile('dc-2024', 'premiums'));
    const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
    for (const [carrier, cell] of rows) {
      const printed = /\(effective (\d+)\/(\d+)\/(\d{4})\)/.exec(csv.find((row) => row.carrier === carrier)!.locator!)!;
      expect(cell, carrier).toMatch(new RegExp(`^${Number(printed[2])} ${months[Number(printed[1]) - 1]!}\\.? ${printed[3]!}$`));
    }
  });

  it.each(
    siteRoutes()
      .filter((route) => route.kind === 'sample-premiums')
      .map((route) => [route.path, route.lang] as const),
  )('%s describes its Dataset wholly in its own language', (path, lang) => {
    const dataset = [...pages.get(path)!.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Dataset')!;
    expect(dataset.inLanguage).toBe(lang === 'es' ? 'es-US' : 'en-US');
    if (lang === 'es') {
      for (const words of [dataset.name, dataset.description] as string[]) {
        expect(words).not.toMatch(/\b(?:the|by|of|and|sample|premiums|published|quotes|not)\b|\(en inglés\)/i);
        expect(words).toMatch(/^Primas /);
      }
    }
  });
});

describe('the Spanish glossary page', () => {
  it('prints each English term once, after «En inglés:», marked as English', () => {
    const html = pages.get('/es/glosario')!;
    const terms = [...html.matchAll(/<dt>(.*?)<\/dt>/g)].map((match) => match[1]!);
    expect(terms).toHaveLength(spanish.glossary.length);
    spanish.glossary.forEach((entry, index) => {
      const dt = decodeEntities(terms[index]!.replace(/<!-- -->/g, ''));
      expect(dt).toBe(`${entry.term} — ${ES.glossary.twinLabel} <span lang="en-US">${entry.twinTerm}</span>`);
      expect(entry.term.toLowerCase()).not.toContain(`(${entry.twinTerm.toLowerCase()}`);
    });
  });
});

describe('sale, sharing and the notice at collection', () => {
  it('the opt-out control and its status lines say «vender» and «compartir»', () => {
    const text = visibleText(pages.get('/es/opciones-de-privacidad')!);
    expect(text).toContain('No vender ni compartir mi información');
    expect(ES.privacyChoices.optedOut).toBe('Este navegador está excluido: no vendemos ni compartimos su información personal.');
  });

  it('the notice under every Spanish ZIP form is the catalogue’s plain line, in the words of the privacy policy', () => {
    const notice = noticeText(ISLANDS_ES.zip.handOff);
    expect(notice).not.toMatch(/va con usted|cualquier identificador/);
    // The page's text has a space where a link begins or ends.
    const plain = (text: string) => text.replace(/\(\s+/g, '(').replace(/\s+([),.])/g, '$1');
    for (const [path, html] of spanishPages()) if (html.includes('name="zip"')) expect(plain(visibleText(html)), path).toContain(notice);
    const policy = visibleText(pages.get('/es/privacidad')!);
    expect(notice).toContain('identificador de clic de anuncio');
    expect(policy).toContain('identificador de clic de anuncio');
    expect(policy).not.toMatch(/identificador de clic en anuncios/);
    // The opted-out lines say what the policy says an opt-out changes.
    const optedOut = noticeText(ISLANDS_ES.zip.optedOut.choice);
    for (const words of [
      'no enviamos el identificador de clic de anuncio ni los últimos cuatro dígitos de un ZIP+4',
      'le avisamos al socio que usted se excluyó',
    ])
      [optedOut, policy].forEach((said) => expect(said).toContain(words));
  });
});

describe('the Spanish privacy policy, block for block with the English', () => {
  /** A legal page's blocks (headings, paragraphs, list items): their kind, figures and links. */
  const blocks = (lang: 'en' | 'es', path: string) =>
    [...loadBuiltContent(lang).pages[path]!.html.matchAll(/<(p|li|h2|h3)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, kind, inner]) => ({
      kind,
      figures: [...decodeEntities(inner!.replace(/<[^>]+>/g, '')).matchAll(/\d[\d,./]*\d|\d/g)].map((match) => match[0]).sort(),
      links: [...inner!.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!),
    }));
  const TWIN_PATH: Record<string, string> = {
    '/terms': '/es/terminos',
    '/advertiser-disclosure': '/es/divulgacion-publicitaria',
    '/privacy-choices': '/es/opciones-de-privacidad',
  };

  it('has the same blocks, each with the same figures and the same links', () => {
    const english = blocks('en', '/privacy');
    const spanishBlocks = blocks('es', '/es/privacidad');
    expect(spanishBlocks.map((block) => block.kind)).toEqual(english.map((block) => block.kind));
    english.forEach((block, index) => {
      expect(spanishBlocks[index]!.links, `block ${index}`).toEqual(block.links.map((link) => TWIN_PATH[link] ?? link));
      // One Spanish sentence says the two English "not knowingly" promises about minors: "18" once less.
      if (block.figures.join() !== '18,18,18,18') expect(spanishBlocks[index]!.figures, `block ${index}`).toEqual(block.figures);
    });
  });
});

describe('pages that are no page', () => {
  it.each(['/no-such-page', '/es/no-existe'])('%s: a 404 names no canonical and no og:url', async (path) => {
    const { text } = await request(app).get(path).expect(404);
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain('og:url');
    expect(text).toContain('<meta name="robots" content="noindex">');
  });

  it('answers a bad request or method under /es/ in Spanish, with the way to the Spanish home', async () => {
    const notAllowed = await request(app).delete('/es/privacidad').expect(405);
    expect(notAllowed.text).toContain('<html lang="es-US">');
    expect(notAllowed.text).toContain('<h1>Método no permitido</h1>');
    expect(notAllowed.text).toContain('<a href="/es/">Volver al inicio</a>');
    const badAddress = await request(app).get('/es/%E0%A4%A').expect(400);
    expect(badAddress.text).toContain('<h1>Solicitud no válida</h1>');
    const english = await request(app).delete('/privacy').expect(405);
    expect(english.text).toContain('<h1>Method not allowed</h1>');
    expect(english.text).toContain('<a href="/">Return to Home</a>');
  });

  it('sends a POST /zip without its page field back in the language of its Referer', async () => {
    const post = (referer: string) => request(app).post('/zip').type('form').set('Referer', referer).send('zip=&source=hero').expect(303);
    expect((await post('http://localhost:3000/es/')).headers.location).toMatch(/^\/es\/\?zip_error=required&/);
    expect((await post('http://localhost:3000/es/guias/requisitos-del-sr22')).headers.location).toMatch(
      /^\/es\/guias\/requisitos-del-sr22\?zip_error=required&/,
    );
    expect((await post('http://localhost:3000/es/no-existe')).headers.location).toMatch(/^\/es\/\?zip_error=required&/);
    expect((await post('https://elsewhere.example/es/')).headers.location).toMatch(/^\/\?zip_error=required&/);
  });
});
