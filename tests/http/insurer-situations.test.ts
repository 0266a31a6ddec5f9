import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { InsurerGroups } from '../../shared/insurer-group-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { LANGS, siteRoutes, twinOf, type Lang, type SiteRoute } from '../../shared/routes.js';
import { DATA_DIR } from '../support/data-pack.js';
import { testApp } from '../support/app.js';
import { CA_FOOTNOTED, compare, decodeHtml, fieldsThatDiffer, medianOf, printedPlaces, profilesOf, shareText, changeText } from '../support/situation-data.js';

/**
 * An insurer page's "How prices change with a driver's situation" and the situation pages'
 * links back (decision 093), held to the data pack read the tests' own way: the group map as
 * JSON, the premiums and profiles CSVs by tests/support/situation-data.ts. Each situation page's
 * pair of sample drivers is the one it prints (and must differ in exactly the fields
 * content/situations.yaml declares); every company's change and both medians are worked out
 * here from the CSVs, and found on sample insurer pages in both languages; the links go both
 * ways, from exactly the pages that list a group's company, and every one resolves.
 */

const { app } = testApp();
const get = async (pagePath: string) => (await request(app).get(pagePath).expect(200)).text;
const map = JSON.parse(readFileSync(path.join(DATA_DIR, 'compiled', 'insurer-groups.json'), 'utf8')) as InsurerGroups;
const declared = (
  parseYaml(readFileSync(path.join(ROOT, 'content', 'situations.yaml'), 'utf8')) as { situations: { id: string; slug: string; change: { field: string }[] }[] }
).situations;
const surveyOfState = new Map(
  (parseYaml(readFileSync(path.join(ROOT, 'content', 'prices', 'surveys.yaml'), 'utf8')) as { surveys: { id: string; code: string }[] }).surveys.map(
    (survey) => [survey.code, survey.id],
  ),
);
const situationRoutes = (lang: Lang) => siteRoutes().filter((route) => route.kind === 'situation' && route.lang === lang);
const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!);

/** What one English situation page compares, worked out from the CSVs for the pair of drivers it prints. */
interface Measured {
  route: SiteRoute;
  id: string;
  surveyId: string;
  places: ReturnType<typeof compare>;
  /** The first place's label as the page captions it. */
  firstPlace: string;
  /** Company → its printed [without, with, change] in the first place that compares it. */
  printed: Map<string, string[]>;
}

/** The group each survey carrier counts for in the map (a county mutual's program for the program's group). */
const groupOf = (surveyId: string, carrier: string) => {
  const entry = map.carriers.find((candidate) => candidate.survey === surveyId && candidate.carrier === carrier);
  return entry ? (entry.program?.group ?? entry.group) : null;
};

/** Every carrier a page lists: compared in some place, or priced for one driver there. */
const listed = (page: Measured) => new Set(page.places.flatMap((place) => [...place.rows, ...place.onlyWithout, ...place.onlyWith].map((row) => row.carrier)));

/** The row the insurer page must print for a carrier of the page: [change or "priced only…", the place's median, the page's median]. */
function expectedRow(page: Measured, carrier: string, lang: Lang): { place: string; cells: string[] } {
  const words = MESSAGES[lang].insurers.situations;
  const overall = shareText(medianOf(page.places.flatMap((place) => place.rows.map((row) => row.change))));
  const compared = page.places.find((place) => place.rows.some((row) => row.carrier === carrier));
  if (compared) {
    const row = compared.rows.find((candidate) => candidate.carrier === carrier)!;
    return { place: compared.place, cells: [changeText(row.without.annual, row.with.annual), shareText(compared.median), overall] };
  }
  const once = page.places.find((place) => [...place.onlyWithout, ...place.onlyWith].some((premium) => premium.carrier === carrier))!;
  const side = once.onlyWithout.some((premium) => premium.carrier === carrier) ? 'without' : 'with';
  return { place: once.place, cells: [words.pricedOnly(side), shareText(once.median), overall] };
}

const measured: Measured[] = [];
beforeAll(async () => {
  for (const route of situationRoutes('en')) {
    const html = await get(route.path);
    const [without, withSituation] = [...html.matchAll(/\(profile ([^)]+)\)<\/strong>/g)].map((match) => match[1]!);
    const situation = declared.find((candidate) => candidate.slug === route.slug)!;
    const surveyId = surveyOfState.get(route.state!)!;
    // The pair the page prints is one the declaration isolates: the two drivers differ in exactly its fields.
    const profiles = profilesOf(surveyId);
    expect(fieldsThatDiffer(profiles.get(without!)!, profiles.get(withSituation!)!), route.path).toEqual(
      situation.change.map((changed) => changed.field).sort(),
    );
    const places = compare(surveyId, without!, withSituation!, route.state === 'CA' ? CA_FOOTNOTED : []);
    const tables = printedPlaces(html);
    const printed = new Map<string, string[]>();
    for (const rows of tables.values()) for (const [carrier, cells] of rows) if (!printed.has(carrier)) printed.set(carrier, cells);
    measured.push({ route, id: situation.id, surveyId, places, firstPlace: [...tables.keys()][0]!, printed });
  }
});

/** The insurer page's rows for a group, in its order: state by state (by code, as the indexes list the states), situation by situation in the declarations' order. */
function expectedFor(groupId: string, lang: Lang) {
  const order = (page: Measured) => [page.route.state!, declared.findIndex((situation) => situation.id === page.id)] as const;
  return measured
    .filter((page) => [...listed(page)].some((carrier) => groupOf(page.surveyId, carrier) === groupId))
    .sort((a, b) => order(a)[0].localeCompare(order(b)[0]) || order(a)[1] - order(b)[1])
    .flatMap((page) =>
      [...listed(page)]
        .filter((carrier) => groupOf(page.surveyId, carrier) === groupId)
        .sort((a, b) => a.localeCompare(b, 'en'))
        .map((carrier) => ({ page, carrier, ...expectedRow(page, carrier, lang) })),
    );
}

/** The section's rows as printed: the situation link, then the cells after the row header. */
function printedRows(html: string) {
  const start = html.indexOf('<section class="review-record" aria-labelledby="driver-situations"');
  if (start < 0) return null;
  const section = html.slice(start, html.indexOf('</section>', start));
  return {
    section,
    rows: [...section.matchAll(/<tr data-situation="([^"]+)"><th scope="row"><a href="([^"]+)">[^<]*<\/a><\/th>((?:<td>.*?<\/td>)+)<\/tr>/g)].map((row) => ({
      id: row[1]!,
      href: row[2]!,
      cells: [...row[3]!.matchAll(/<td>(.*?)<\/td>/g)].map((cell) => decodeHtml(cell[1]!)),
    })),
  };
}

// USAA: a page made from the records, several companies per state; The Hartford: a written review; Travelers: companies priced for one driver only.
const SAMPLE = ['usaa', 'hartford', 'travelers'];

describe.each(SAMPLE)('the insurer page of %s', (groupId) => {
  it.each(LANGS)('prints, in %s, each situation page’s change for every company of the group and both medians, as worked out from the CSVs', async (lang) => {
    const english = siteRoutes().find((route) => route.path === `/reviews/${groupId}`)!;
    const html = await get(lang === 'en' ? english.path : twinOf(english).path);
    const printed = printedRows(html);
    const expected = expectedFor(groupId, lang);
    expect(expected.length, groupId).toBeGreaterThan(0);
    expect(printed, groupId).not.toBeNull();
    expect(printed!.rows.map((row) => [row.id, row.href, ...row.cells])).toEqual(
      expected.map((row) => [
        row.page.id,
        lang === 'en' ? row.page.route.path : twinOf(row.page.route).path,
        row.carrier,
        // Every sampled figure comes from the first place its page compares, said once above the table.
        ...row.cells,
      ]),
    );
    expect(new Set(expected.map((row) => row.place)).size, 'one place per state').toBe(new Set(expected.map((row) => row.page.route.state)).size);
    expect(html).toContain(MESSAGES[lang].insurers.situations.heading.replaceAll("'", '&#x27;'));
    expect(html).toContain('href="#driver-situations"');
    if (lang === 'en')
      for (const row of expected) {
        // Both pages say the same number: the change printed on the situation page's first table that lists the company.
        if (row.page.printed.has(row.carrier)) expect(row.cells[0], `${row.page.route.path} ${row.carrier}`).toBe(row.page.printed.get(row.carrier)![2]);
        if (row.place === row.page.places[0]!.place && row.page.places.length > 1)
          expect(decodeHtml(printed!.section), row.page.route.path).toContain(MESSAGES.en.insurers.situations.onePlace(row.page.firstPlace));
      }
  });
});

describe('the links between insurer pages and situation pages', () => {
  it.each(LANGS)('go both ways in %s, each situation page linking exactly the groups whose companies it lists, and resolve', async (lang) => {
    const insurerPaths = new Set<string>();
    const linkedFrom = new Map<string, string[]>();
    for (const page of measured) {
      const route = lang === 'en' ? page.route : twinOf(page.route);
      const html = await get(route.path);
      const list = /<p data-insurers="">(.*?)<\/p>/.exec(html)?.[1] ?? '';
      const groups = [...new Set([...listed(page)].flatMap((carrier) => groupOf(page.surveyId, carrier) ?? []))];
      const expected = map.groups
        .filter((group) => groups.includes(group.id))
        .map((group) => (lang === 'en' ? `/reviews/${group.id}` : `/es/resenas/${group.id}`));
      expect(hrefs(list).sort(), route.path).toEqual(expected.sort());
      for (const link of expected) {
        insurerPaths.add(link);
        linkedFrom.set(link, [...(linkedFrom.get(link) ?? []), route.path]);
      }
    }
    expect(insurerPaths.size).toBeGreaterThan(5);
    for (const insurer of insurerPaths) {
      const printed = printedRows(await get(insurer));
      expect(printed, insurer).not.toBeNull();
      expect([...new Set(printed!.rows.map((row) => row.href))].sort(), insurer).toEqual([...new Set(linkedFrom.get(insurer))].sort());
      // Each state's heading links its situations index, which lists the situations in the order the rows follow.
      for (const index of new Set(hrefs(printed!.section).filter((link) => siteRoutes().find((route) => route.path === link)?.kind === 'situation-index'))) {
        const order = hrefs(await get(index)).filter((link) => link.startsWith(`${index}/`));
        const shown = [...new Set(printed!.rows.map((row) => row.href).filter((link) => link.startsWith(`${index}/`)))];
        expect(shown, `${insurer} ${index}`).toEqual(order.filter((link) => shown.includes(link)));
      }
    }
  });

  it('leave out the section on the page of a group no situation page lists a company of', async () => {
    const listedGroups = new Set(measured.flatMap((page) => [...listed(page)].flatMap((carrier) => groupOf(page.surveyId, carrier) ?? [])));
    const without = [...map.groups.map((group) => group.id).filter((id) => !listedGroups.has(id)), 'direct-auto'];
    expect(without.length).toBeGreaterThan(1);
    for (const id of without) {
      const html = await get(`/reviews/${id}`);
      expect(printedRows(html), id).toBeNull();
      expect(html, id).not.toContain('#driver-situations');
    }
  });
});
