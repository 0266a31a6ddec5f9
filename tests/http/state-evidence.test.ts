import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountsIn, yearsIn } from '../../scripts/build/quoted-figures.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { EN } from '../../shared/messages/en.js';
import { ES } from '../../shared/messages/es.js';
import { STATE_ROUTES } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import { decodeEntities } from '../content/html-text.js';
import { testApp } from '../support/app.js';

/**
 * All 51 state pages as served: every figure shown is read back from the HTML and held to the
 * official sentence quoted on the same page and to content/data read here on its own; each
 * quote is a <blockquote cite> with its source and who checked it; the credits are there.
 */

const data = (name: string): unknown => JSON.parse(readFileSync(path.join(ROOT, 'content', 'data', name), 'utf8'));
type Flag = boolean | string | null;
interface RulesRecord {
  biPerPerson: number | null;
  biPerAccident: number | null;
  pd: number | null;
  combinedSingleLimit: number | null;
  pipRequired: Flag;
  medPayRequired: Flag;
  umRequired: Flag;
  uimRequired: Flag;
  scheduledChanges: { from: string; biPerPerson: number; biPerAccident: number; pd: number }[];
}
const rules = (data('state-rules.json') as { states: Record<string, RulesRecord> }).states;
const quotes = (data('state-minimum-quotes.json') as { states: Record<string, { amountsUsd: { combinedSingleLimit: number | null } }> }).states;
const sr22 = (data('sr22-durations.json') as { states: Record<string, { requiredDurationYears: number; quote: string }[]> }).states;

const { app } = testApp();
const pages = new Map<StateCode, string>();
beforeAll(async () => {
  for (const route of STATE_ROUTES) pages.set(route.state!, (await request(app).get(route.path).expect(200)).text);
});

const decode = (html: string) => decodeEntities(html.replaceAll('&#x27;', "'"));
const text = (html: string) => decode(html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ''));
const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!.replaceAll('<!-- -->', '');
const dollars = (value: string) => Number(value.replace(/[$,]/g, ''));
const blockquotes = (body: string) =>
  [...body.matchAll(/<figure class="evidence"><blockquote cite="([^"]+)"><p>([\s\S]*?)<\/p><\/blockquote><figcaption>([\s\S]*?)<\/figcaption><\/figure>/g)].map(
    (match) => ({ cite: decode(match[1]!), quote: decode(match[2]!), caption: match[3]! }),
  );
const row = (body: string, header: string) => new RegExp(`<th scope="row">${header.replace(/[()]/g, '\\$&')}</th><td>([\\s\\S]*?)</td></tr>`).exec(body)?.[1];

/** The page's words for the data's flag, written out again here so the test does not borrow the page's table. */
const KIND_WORDS: Record<string, string> = {
  true: 'Required',
  'required-unless-written-rejection': 'Included unless you reject it in writing',
  'required-unless-written-deletion': 'Included unless you reject it in writing',
  'required-unless-rejected': 'Included unless you reject it',
  null: 'Not confirmed',
};

describe.each(STATE_ROUTES.map((route) => [route.path, route.state!] as const))('%s', (_path, code) => {
  const body = () => main(pages.get(code)!);
  const record = () => rules[code]!;

  it('shows the minimums the data gives, each in the official sentence quoted beside them', () => {
    const limits = row(body(), 'Minimum liability')!;
    const shown = [...text(limits).matchAll(/(?:per person|per crash|Property damage): (\$[\d,]+|none required)/g)].map((match) =>
      match[1] === 'none required' ? 0 : dollars(match[1]!),
    );
    expect(shown).toEqual([record().biPerPerson ?? 0, record().biPerAccident ?? 0, record().pd ?? 0]);
    const minimumsQuote = /<h3 id="minimums-quote">[^<]+<\/h3>([\s\S]*?)<\/figure>/.exec(body())![1]! + '</figure>';
    const [quote] = blockquotes(minimumsQuote);
    for (const figure of shown.filter((value) => value > 0)) expect(amountsIn(quote!.quote).has(figure), `${figure} in "${quote!.quote}"`).toBe(true);

    const single = /Or a combined single limit of (\$[\d,]+)\./.exec(text(limits));
    if (single) {
      const amount = dollars(single[1]!);
      expect([quotes[code]!.amountsUsd.combinedSingleLimit, record().combinedSingleLimit]).toContain(amount);
      expect(blockquotes(body()).some((item) => amountsIn(item.quote).has(amount))).toBe(true);
    } else {
      expect(quotes[code]!.amountsUsd.combinedSingleLimit).toBeNull();
    }
    if (record().combinedSingleLimit !== null && !single) expect(text(body())).toContain('so we do not show it as a minimum');
  });

  it('says what the data says of PIP, MedPay, UM and UIM, and never claims UMPD', () => {
    for (const [header, flag] of [
      ['Personal injury protection (PIP)', record().pipRequired],
      ['Medical payments (MedPay)', record().medPayRequired],
      ['Uninsured motorist (UM)', record().umRequired],
      ['Underinsured motorist (UIM)', record().uimRequired],
    ] as const) {
      const cell = text(row(body(), header)!);
      if (flag === false) expect(cell, header).toMatch(/^(Not required|Insurers must offer it; buying it is up to you)/);
      else expect(cell, header).toMatch(new RegExp(`^${KIND_WORDS[String(flag)]!}`));
      // An amount beside a kind: each of its dollar figures is in a quote on the page.
      for (const figure of [...cell.matchAll(/\$([\d,]+)/g)].map((match) => dollars(match[1]!)))
        expect(
          blockquotes(body()).some((item) => amountsIn(item.quote).has(figure)),
          `${header} ${figure}`,
        ).toBe(true);
    }
    expect(text(row(body(), 'Uninsured motorist property damage (UMPD)')!)).toMatch(/^Not confirmed/);
  });

  it('shows scheduled changes and SR-22 or FR-44 durations from the data, with their quotes', () => {
    const changes = [...body().matchAll(/<th scope="row">Scheduled change<\/th><td>From <time dateTime="([\d-]+)">[^<]+<\/time>: <strong>([\d/]+)<\/strong>/g)];
    expect(changes.map((match) => [match[1], match[2]])).toEqual(
      record().scheduledChanges.map((change) => [change.from, [change.biPerPerson, change.biPerAccident, change.pd].map((value) => value / 1000).join('/')]),
    );
    for (const match of changes) {
      const figures = match[2]!.split('/').map((value) => Number(value) * 1000);
      const year = match[1]!.slice(0, 4);
      const quote = blockquotes(body()).find((item) => item.quote.includes(year));
      expect(quote, `a quote dated ${year}`).toBeDefined();
      // Where the sentence does not state every new limit, the page says whose reading the limits are.
      if (!figures.every((figure) => amountsIn(quote!.quote).has(figure))) expect(text(body())).toContain("is the compilation's reading of the law");
    }
    const durations = [...body().matchAll(/on file for <strong>(\d+) years<\/strong>/g)].map((match) => Number(match[1]));
    expect(durations).toEqual((sr22[code] ?? []).map((item) => item.requiredDurationYears));
    for (const years of durations) expect(blockquotes(body()).some((item) => yearsIn(item.quote).has(years))).toBe(true);
    if (durations.length === 0 && body().includes('An SR-22 is a form')) expect(text(body())).toContain('The sources we quote give no duration');
  });

  it('quotes with <blockquote cite>, each naming its official page, its date and who checked it', () => {
    const items = blockquotes(body());
    expect(items.length).toBeGreaterThanOrEqual(1);
    for (const item of items) {
      const url = new URL(item.cite);
      expect(url.protocol).toBe('https:');
      expect(url.pathname.replace(/\/+$/, ''), `${item.cite} is not a home page`).not.toBe('');
      // An amending act's quote says first that its struck-through words are deleted.
      const caption = item.caption.replace(`${EN.officialQuote.deletedNote} `, '');
      expect(decode(/^Quoted from <a href="([^"]+)" rel="noopener noreferrer">/.exec(caption)?.[1] ?? '')).toBe(item.cite);
      // Who read it: a compilation, or we ourselves (content/data/compiled/state-law-dates.json).
      expect(item.caption).toMatch(
        /(?:, as checked on <time dateTime="\d{4}-\d{2}-\d{2}">[^<]+<\/time> by (Reference Source|notaquote-fyi)|, as read by QuoteOwl in a stored copy of the page on <time dateTime="\d{4}-\d{2}-\d{2}">[^<]+<\/time>)\.$/,
      );
    }
    // No quote twice.
    expect(new Set(items.map((item) => item.quote)).size).toBe(items.length);
  });

  it('dates the page by its newest quote, in the header line and the JSON-LD, and credits both compilations', () => {
    const html = pages.get(code)!;
    const dates = [...body().matchAll(/(?:as checked on|in a stored copy of the page on) <time dateTime="([\d-]+)">/g)].map((match) => match[1]!);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as
      { dateModified: string }[] | { dateModified: string };
    const article = Array.isArray(jsonLd) ? jsonLd[0]! : jsonLd;
    expect(article.dateModified).toBe(dates.sort().at(-1));
    expect(body()).toMatch(/<p class="article__meta">Minimums quoted from <a href="https:\/\/[^"]+" rel="noopener noreferrer">[^<]+<\/a>, as checked on <time/);
    expect(body()).not.toMatch(/We last checked|Last checked/);
    const sources = body().slice(body().indexOf('<h2 id="sources">'));
    expect(sources).toContain('<a href="https://referencesource.org/">referencesource.org</a>');
    expect(sources).toContain('<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>');
    expect(text(sources)).toContain('adapted');
    expect(sources.includes('notaquote-fyi, compiled by Bolewood Group, LLC')).toBe(body().includes('by notaquote-fyi.'));
    // Sentences we read ourselves are said to be ours, and not yet checked by a second person; elsewhere no page claims a reading of ours.
    const ours = body().includes('as read by QuoteOwl in a stored copy');
    expect(text(sources).includes('The quotes marked “as read by QuoteOwl” we read ourselves')).toBe(ours);
    expect(text(sources).includes('We did not read these official pages ourselves')).toBe(!ours);
    expect(sources).toContain('<a href="/data-sources">');
    const listed = sources.slice(0, sources.indexOf('</ul>'));
    for (const match of listed.matchAll(/href="(https:[^"]+)"/g)) expect(new URL(decode(match[1]!)).pathname.replace(/\/+$/, ''), match[1]).not.toBe('');
  });
});

describe("Louisiana's amending act", () => {
  it.each(['/car-insurance/louisiana', '/es/seguro-de-auto/luisiana'])(
    '%s: strikes through the word the act deletes, found from the old amount, and keeps the compiler’s note out of the quotation',
    async (page) => {
      const html = (await request(app).get(page).expect(200)).text;
      const { quote, url } = (data('state-rules.json') as { states: Record<string, { evidence: { quote: string; url: string }[] }> }).states.LA!.evidence.find(
        (item) => item.quote.includes('no recovery'),
      )!;
      expect(quote).toContain('(struck-through text = deleted)');
      const blockquote = new RegExp(`<blockquote cite="${url.replace(/[.?]/g, '\\$&')}"[^>]*><p>(There shall be no recovery[\\s\\S]*?)</p></blockquote>`).exec(
        html,
      )![1]!;
      expect(blockquote).toMatch(/the first <del><span class="visually-hidden"[^>]*>[^<]+<\/span>fifteen<\/del> one hundred thousand dollars/);
      expect(blockquote).not.toContain('struck-through');
      // The quotation is the file's sentence, word for word, once the marks are taken out.
      expect(decodeEntities(blockquote.replace(/<span class="visually-hidden"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ''))).toBe(
        quote.replace(/\s*\(struck-through text = deleted\)$/, ''),
      );
      expect(html).not.toContain('amending R.S. 32:866 subió');
    },
  );
});

describe('Georgia’s 2025 act, whose date and period the data does not give', () => {
  it.each([
    ['/car-insurance/georgia', EN.state.evidence.duiWhen],
    ['/es/seguro-de-auto/georgia', ES.state.evidence.duiWhen],
  ])('%s: says to ask whether the act applies to your date, and gives no date of its own', async (page, ask) => {
    const text = decodeEntities((await request(app).get(page).expect(200)).text.replace(/<[^>]+>/g, ''));
    expect(text).toContain(ask.trim());
    expect(text).not.toMatch(/(?:July|August|April) \d{1,2}, 2025|\d{1,2} de (?:julio|agosto|abril) de 2025|for three years from/i);
  });
});

/** content/data/compiled/state-law-dates.json, read here on its own. */
interface LawFact {
  state: string;
  law: string;
  field: 'barredParties' | 'effectiveFrom';
  value: string | string[];
  sentence: string;
  source: string;
  basis?: { session: { year: number } };
}
const lawDates = data(path.join('compiled', 'state-law-dates.json')) as {
  sources: { id: string; url: string; title: string; read: string }[];
  facts: LawFact[];
};
const lawFact = (field: LawFact['field']) => lawDates.facts.find((fact) => fact.state === 'LA' && fact.field === field)!;

describe("Louisiana's 2025 act, from the sentences we read ourselves", () => {
  it.each([
    ['/data-sources', 'Read on', ', by QuoteOwl itself, in stored copies of the official pages; not yet checked by a second person.'],
    ['/es/fuentes-de-datos', 'Leído el', ', por QuoteOwl mismo, en copias guardadas de las páginas oficiales; todavía sin revisar por una segunda persona.'],
  ])('%s lists our reading among the checks of the state pages, on the day the file gives, in the page’s words', async (page, read, who) => {
    const html = main((await request(app).get(page).expect(200)).text);
    const days = [...new Set(lawDates.sources.map((source) => source.read))];
    for (const day of days) expect(html).toContain(`<li>${read} <time dateTime="${day}">`);
    expect(text(html)).toContain(who);
    expect(html).not.toContain('stored copy of the page (content/data');
  });

  it.each([
    ['/car-insurance/louisiana', 'en', 'An owner or operator without the required insurance', 'This change has been in force since <time dateTime="'],
    ['/es/seguro-de-auto/luisiana', 'es', 'un propietario o conductor sin el seguro obligatorio', 'Este cambio rige desde el <time dateTime="'],
  ])('%s: whom the bar applies to and since when, as the JSON gives them, each beside its official sentence', async (page, lang, parties, since) => {
    const html = main((await request(app).get(page).expect(200)).text);
    const section = html.slice(html.indexOf('id="no-pay-no-play-quote"'), html.indexOf('id="coverages-quote"'));
    const barred = lawFact('barredParties');
    const effective = lawFact('effectiveFrom');
    // The words: the JSON's parties, in the page's language (the table row says it too).
    expect(barred.value).toEqual(['owner', 'operator']);
    expect(text(section)).toContain(parties);
    expect(text(html.slice(html.indexOf('“no pay, no play”') - 200, html.indexOf('id="minimums-quote"')))).toContain(parties);
    // The date: the JSON's, and the session year it rests on.
    expect(section).toContain(`${since}${String(effective.value)}">`);
    const dated = text(section.slice(section.indexOf(since)));
    expect(dated).toContain(
      lang === 'en' ? `a law of the ${effective.basis!.session.year} regular session` : `sesión ordinaria de ${effective.basis!.session.year}`,
    );
    expect(dated).not.toContain(lang === 'en' ? EN.state.evidence.noPayNoPlayWhen : ES.state.evidence.noPayNoPlayWhen);
    // Each sentence is quoted word for word from its source, with the day we read it.
    const quoted = [...section.matchAll(/<blockquote cite="([^"]+)"[^>]*><p>([\s\S]*?)<\/p><\/blockquote><figcaption>([\s\S]*?)<\/figcaption>/g)].map(
      (match) => ({ cite: decode(match[1]!), quote: decode(match[2]!), caption: match[3]! }),
    );
    for (const fact of [barred, effective]) {
      const source = lawDates.sources.find((candidate) => candidate.id === fact.source)!;
      const item = quoted.find((candidate) => candidate.cite === source.url)!;
      expect(item.quote).toBe(fact.sentence);
      expect(item.caption).toContain(`<time dateTime="${source.read}">`);
    }
  });
});
