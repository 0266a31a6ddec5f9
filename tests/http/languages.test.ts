import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANG_TAGS, findRoute, siteRoutes, routesIn, twinOf, type Lang } from '../../shared/routes.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { renderErrorPage } from '../../client/entry-server.js';
import { EN } from '../../shared/messages/en.js';
import { ES } from '../../shared/messages/es.js';
import { TestPartnerRoutes, loadBuiltManifest, testApp } from '../support/app.js';
import { foreignWords, visibleText } from '../support/language-text.js';
import { DONE_WHEN, routesFile, routesFrom, ZIPS } from '../support/partner-routes.js';

/**
 * The two languages over HTTP (decision 045): every page names itself and its twin in hreflang
 * links (x-default the English page), absolutely; a visible switch links the twin; the sitemap
 * lists both; nothing redirects or changes by Accept-Language; no page shows the other
 * language's interface words; a Spanish state page shows its English twin's figures.
 */

const SITE = 'https://www.quoteowl.example';
const { app } = testApp({ SITE_URL: SITE });
const pages = new Map<string, string>();

beforeAll(async () => {
  for (const route of siteRoutes()) pages.set(route.path, (await request(app).get(route.path).expect(200)).text);
}, 120_000);

const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);
const switchOf = (html: string) => /<a class="language-switch__link" href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html);

describe('every page and its twin', () => {
  it('pairs every English route with one Spanish route and the reverse', () => {
    expect(routesIn('en')).toHaveLength(routesIn('es').length);
    for (const route of siteRoutes()) {
      const twin = findRoute(route.twin)!;
      expect(twin.lang, route.path).not.toBe(route.lang);
      expect(twin.twin, route.path).toBe(route.path);
      expect(twin.kind, route.path).toBe(route.kind);
      expect(route.path.startsWith('/es/'), route.path).toBe(route.lang === 'es');
    }
  });

  it.each(siteRoutes().map((route) => [route.path, route] as const))('%s: lang, canonical, hreflang pair with x-default, switch', (path, route) => {
    const html = pages.get(path)!;
    const twin = twinOf(route);
    const english = route.lang === 'en' ? route : twin;
    expect(html.startsWith(`<!doctype html><html lang="${LANG_TAGS[route.lang]}">`)).toBe(true);
    expect(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]).toBe(`${SITE}${path}`);
    expect(alternates(html).sort()).toEqual(
      [
        [LANG_TAGS[route.lang], `${SITE}${route.path}`],
        [LANG_TAGS[twin.lang], `${SITE}${twin.path}`],
        ['x-default', `${SITE}${english.path}`],
      ].sort(),
    );
    const link = switchOf(html)!;
    expect(link[1]).toBe(twin.path);
    expect(link[2]).toBe(route.lang === 'en' ? 'Español' : 'English');
  });

  it('answers an unknown path under /es/ with the Spanish 404, and any other with the English one', async () => {
    const spanish = await request(app).get('/es/no-existe').expect(404);
    expect(spanish.text).toContain('<html lang="es-US">');
    expect(spanish.text).toContain('¡Uy! No encontramos esta página');
    expect(switchOf(spanish.text)![1]).toBe('/');
    const english = await request(app).get('/no-such-page').expect(404);
    expect(english.text).toContain('<html lang="en-US">');
    expect(switchOf(english.text)![1]).toBe('/es/');
    // The Spanish home answers without its slash too.
    expect((await request(app).get('/es').expect(200)).text).toContain('<html lang="es-US">');
  });
});

describe('no redirect by language or region', () => {
  const LANGUAGES = [undefined, 'es-US,es;q=0.9', 'es', 'en-US,en;q=0.8', 'fr-CA', '*'];
  it.each(['/', '/es/', '/privacy', '/es/privacidad', '/car-insurance/texas', '/es/seguro-de-auto/texas', '/es/nada', '/nothing'])(
    '%s is the same page whatever Accept-Language says',
    async (path) => {
      const answers = [];
      for (const language of LANGUAGES) {
        const call = request(app).get(path).set('X-Forwarded-For', '8.8.8.8');
        const response = await (language ? call.set('Accept-Language', language) : call);
        expect(response.headers.location, `${path} ${language}`).toBeUndefined();
        expect(response.headers.vary ?? '', path).not.toMatch(/accept-language/i);
        answers.push(`${response.status} ${response.text}`);
      }
      expect(new Set(answers).size, path).toBe(1);
    },
  );
});

describe('the sitemap', () => {
  it('lists both languages, each URL with its hreflang pair and x-default', async () => {
    const { text } = await request(app).get('/sitemap.xml').expect(200);
    const urls = [...text.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(siteRoutes().length);
    siteRoutes().forEach((route, index) => {
      const twin = twinOf(route);
      const english = route.lang === 'en' ? route : twin;
      expect(urls[index]).toContain(`<loc>${SITE}${route.path}</loc>`);
      expect(urls[index]).toContain(`<xhtml:link rel="alternate" hreflang="${LANG_TAGS[route.lang]}" href="${SITE}${route.path}"/>`);
      expect(urls[index]).toContain(`<xhtml:link rel="alternate" hreflang="${LANG_TAGS[twin.lang]}" href="${SITE}${twin.path}"/>`);
      expect(urls[index]).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${english.path}"/>`);
    });
  });
});

/**
 * Where a page's own words use the other language's words on purpose: the Spanish terms quote the
 * English consent line, which English pages show; the liability guide spells out the English
 * acronym PLPD ("personal liability and property damage").
 */
const QUOTED: Record<string, string[]> = {
  '/es/terminos': ['I agree to submit my details in order to get quotes from auto insurance companies'],
  '/es/guias/seguro-de-responsabilidad-civil': ['property damage'],
};

describe("each language's interface words", () => {
  it.each(['en', 'es'] as Lang[])('no %s page shows an interface string of the other language', (lang) => {
    const foreign = foreignWords(lang);
    expect(foreign.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const route of routesIn(lang)) {
      // A Spanish page gives the English term in brackets on first use (the glossary's rule): those are meant.
      const text = lang === 'es' ? visibleText(pages.get(route.path)!).replace(/\([^()]*\)/g, ' ') : visibleText(pages.get(route.path)!);
      for (const words of foreign) if (text.includes(words) && !QUOTED[route.path]?.includes(words)) found.push(`${route.path}: ${words}`);
    }
    expect(found).toEqual([]);
  });
});

/** A page's figures, in order: money, percentages, numbers and dates (written as ISO dates whatever the language). */
function figures(html: string): string[] {
  const months = [
    'january|enero',
    'february|febrero',
    'march|marzo',
    'april|abril',
    'may|mayo',
    'june|junio',
    'july|julio',
    'august|agosto',
    'september|septiembre',
    'october|octubre',
    'november|noviembre',
    'december|diciembre',
  ];
  const monthOf = (name: string) => String(months.findIndex((names) => names.split('|').includes(name.toLowerCase())) + 1).padStart(2, '0');
  const text = visibleText(html.slice(html.indexOf('<main'), html.indexOf('</main>')))
    .replace(/\b([A-Z][a-z]+) (\d{1,2}), (\d{4})\b/g, (whole, month: string, day: string, year: string) =>
      monthOf(month) === '00' ? whole : `${year}-${monthOf(month)}-${day.padStart(2, '0')}`,
    )
    .replace(/\b(\d{1,2}) de ([a-z]+) de (\d{4})\b/g, (whole, day: string, month: string, year: string) =>
      monthOf(month) === '00' ? whole : `${year}-${monthOf(month)}-${day.padStart(2, '0')}`,
    );
  return [...text.matchAll(/\$?\d[\d,]*(?:\.\d+)?%?(?:-\d{2}-\d{2})?/g)].map((match) => match[0]);
}

describe('the Spanish state pages', () => {
  it.each(
    routesIn('es')
      .filter((route) => route.kind === 'state' || route.kind === 'sample-premiums' || route.kind === 'state-index')
      .map((route) => [route.path, route] as const),
  )('%s shows the figures of its English twin', (path, route) => {
    expect(figures(pages.get(path)!).sort()).toEqual(figures(pages.get(route.twin)!).sort());
  });
});

describe('the Spanish privacy choices and error page', () => {
  it('brings an opt-out made on the Spanish page back to it, in Spanish', async () => {
    const page = await request(app).get('/es/opciones-de-privacidad').expect(200);
    expect(page.text).toContain('<input type="hidden" name="lang" value="es"/>');
    const out = await request(app).post('/privacy-choices').type('form').set('Sec-Fetch-Site', 'same-origin').send('choice=opt-out&lang=es').expect(303);
    expect(out.headers.location).toBe('/es/opciones-de-privacidad');
    const after = await request(app).get('/es/opciones-de-privacidad').set('Cookie', 'qo_opt_out=1').expect(200);
    expect(after.text).toContain(ES.privacyChoices.optedOut);
  });

  it("links the legal pages' words to the choices page in their own language, as the footer does", () => {
    for (const [path, choices] of [
      ['/privacy', `${SITE}/privacy-choices`],
      ['/es/privacidad', `${SITE}/es/opciones-de-privacidad`],
      ['/es/divulgacion-publicitaria', `${SITE}/es/opciones-de-privacidad`],
    ] as const) {
      const prose = pages.get(path)!.split('class="prose"')[1]!;
      expect(prose, path).toContain(`href="${choices}"`);
      if (path.startsWith('/es/')) expect(prose, path).not.toContain(`href="${SITE}/privacy-choices"`);
    }
  });

  it('renders the error page of a Spanish path in Spanish', () => {
    const html = renderErrorPage(
      { siteName: 'QuoteOwl', siteUrl: SITE, privacyRightsUrl: `${SITE}/privacy-choices`, year: 2026, lang: 'es' },
      loadBuiltManifest(),
      { reference: '00000000-0000-0000-0000-000000000000' },
    );
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(ES.error.title);
    expect(html).toContain(ES.error.text);
    expect(html).not.toContain(EN.error.text);
  });
});

describe('the ZIP flow in Spanish without JavaScript', () => {
  const spanishFunnel = routesFrom(routesFile([{ ...DONE_WHEN.texas, spanishLink: 'https://es.texas.partner.example/aff_c' }, DONE_WHEN.everywhere]));
  const site = testApp({}, { partnerRoutes: new TestPartnerRoutes(spanishFunnel) });
  const post = (body: string) => request(site.app).post('/zip').type('form').send(body).expect(303);

  it('brings an empty ZIP back to the Spanish page with the Spanish message', async () => {
    const back = new URL((await post('zip=&source=hero&page=/es/')).headers.location!, 'http://x');
    expect(back.pathname).toBe('/es/');
    const page = await request(site.app).get(`${back.pathname}${back.search}`).expect(200);
    expect(page.text).toContain(ISLANDS_ES.zip.messages.required.title);
    expect(page.text).toContain(ISLANDS_ES.zip.messages.required.description);
  });

  it("hands a Spanish page's ZIP to the partner's Spanish funnel where it has one, with the same query", async () => {
    const spanish = new URL((await post(`zip=${ZIPS.TX}&source=hero&page=/es/`)).headers.location!);
    const english = new URL((await post(`zip=${ZIPS.TX}&source=hero&page=/`)).headers.location!);
    expect(spanish.origin).toBe('https://es.texas.partner.example');
    expect(english.origin).toBe('https://texas.partner.example');
    expect(spanish.search).toBe(english.search);
    // No Spanish funnel: the same partner link, and the page said the form may be in English.
    expect(new URL((await post(`zip=${ZIPS.NY}&source=hero&page=/es/`)).headers.location!).origin).toBe('https://everywhere.partner.example');
    expect(pages.get('/es/')).toContain(ISLANDS_ES.zip.partnerLanguageNotice);
    expect(pages.get('/')).not.toContain(ISLANDS_ES.zip.partnerLanguageNotice);
  });
});

describe('the legal pages have equal standing in both languages', () => {
  it('no Spanish page says the English version prevails, or calls itself a translation that yields to it', () => {
    for (const route of routesIn('es'))
      expect(visibleText(pages.get(route.path)!), route.path).not.toMatch(
        /prevalec|prevalez|prevail|en caso de (?:conflicto|discrepancia)|esta es una traducción/i,
      );
    for (const route of routesIn('en')) expect(visibleText(pages.get(route.path)!), route.path).not.toMatch(/\bprevails?\b/i);
  });

  it.each(
    routesIn('es')
      .filter((route) => route.kind === 'legal')
      .map((route) => route.path),
  )('%s says both versions say the same, and links its English twin', (path) => {
    const html = pages.get(path)!;
    const twin = twinOf(findRoute(path)!);
    const notice = ES.reading.twinNotice[twin.path as keyof typeof ES.reading.twinNotice];
    expect(visibleText(html)).toContain(notice);
    expect(html.toLowerCase()).toContain(`<a href="${twin.path}" hreflang="en-us">${ES.reading.twinLink.toLowerCase()}</a>`);
  });

  it('the terms themselves say the two versions have the same force, in both languages', () => {
    expect(visibleText(pages.get('/es/terminos')!)).toContain('Las versiones en inglés y en español de estos Términos tienen el mismo valor.');
    expect(visibleText(pages.get('/terms')!)).toContain('The English and Spanish versions of these Terms have equal force.');
  });
});
