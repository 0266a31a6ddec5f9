import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { PageContext, type PageContextValue } from '../../client/page-context.js';
import type { Lang } from '../../shared/routes.js';
import { DATA_DIR, readCsvLines, surveyFile } from './data-pack.js';

/**
 * The regulators' surveys read the tests' own way for the situation pages: profiles compared
 * column by column, premiums with their locators (California's written out from the data pack
 * README's form), and the change and median worked out here, apart from scripts/build. Plus a
 * server render of a section, for holding what a page prints to the same figures.
 */

/** California's seven footnoted companies, as the data pack's README names them. */
export const CA_FOOTNOTED = [
  'Nations Ins Co',
  'KnightBrook Ins Co',
  'Qualitas Ins Co',
  'Anchor General Ins Co',
  'Federal Ins Co (CHUBB)',
  'First Acceptance Ins Co, Inc.',
  'Incline Natl Ins Co',
];
export const README_TEXT = readFileSync(path.join(DATA_DIR, 'README.md'), 'utf8').replace(/\s+/g, ' ');

/** A profile's fields: the columns, and `other` cut at each ';' into `label: value` parts (a part without a label is itself). */
export function profilesOf(surveyId: string): Map<string, Record<string, string>> {
  const profiles = new Map<string, Record<string, string>>();
  for (const row of readCsvLines(surveyFile(surveyId, 'profiles'))) {
    const { source_id: _source, profile_id: id, description: _description, other, ...columns } = row;
    const fields: Record<string, string> = { ...columns };
    for (const part of other!.split(';')) {
      const text = part.trim();
      if (!text) continue;
      const colon = text.indexOf(':');
      if (colon < 0) fields[`other.${text}`] = 'yes';
      else fields[`other.${text.slice(0, colon).trim()}`] = text.slice(colon + 1).trim();
    }
    profiles.set(id!, fields);
  }
  return profiles;
}

export function fieldsThatDiffer(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => (a[key] ?? '') !== (b[key] ?? '')).sort();
}

export interface Premium {
  place: string;
  carrier: string;
  profile: string;
  annual: number;
  locator: string;
}

const premiumsRead = new Map<string, Premium[]>();

export function premiumsOf(surveyId: string): Premium[] {
  let premiums = premiumsRead.get(surveyId);
  if (premiums) return premiums;
  premiums = readCsvLines(surveyFile(surveyId, 'premiums')).map((row) => {
    const annual = Number(row.annual_premium);
    // The README: "each row's locator is exactly" this, the figure with thousands commas.
    const locator =
      row.locator ??
      `raw/tool/${row.source_file!}: 2026 Auto Premium Survey result table 'Survey Results', row '${row.source_row!}', column 'Annual Premium' = $${annual.toLocaleString('en-US')} (tool Profile ${row.profile_id!.slice(3)}; form values in raw/tool/manifest.json)`;
    return { place: row.territory!, carrier: row.carrier!, profile: row.profile_id!, annual, locator };
  });
  premiumsRead.set(surveyId, premiums);
  return premiums;
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  return Number.isInteger(half) ? (sorted[half - 1]! + sorted[half]!) / 2 : sorted[Math.floor(half)]!;
}

export interface Comparison {
  place: string;
  rows: { carrier: string; without: Premium; with: Premium; change: number }[];
  onlyWithout: Premium[];
  onlyWith: Premium[];
  median: number;
  cheapest: number;
}

/** Per place: each company priced for both profiles, its change; the companies priced for one; the median; the lowest premium with the situation. */
export function compare(surveyId: string, without: string, withSituation: string, leftOut: readonly string[] = []): Comparison[] {
  const premiums = premiumsOf(surveyId).filter((premium) => !leftOut.includes(premium.carrier));
  const places = [...new Set(premiums.map((premium) => premium.place))];
  return places.flatMap((place) => {
    const a = new Map(premiums.filter((premium) => premium.place === place && premium.profile === without).map((premium) => [premium.carrier, premium]));
    const b = new Map(premiums.filter((premium) => premium.place === place && premium.profile === withSituation).map((premium) => [premium.carrier, premium]));
    const rows = [...a.values()]
      .filter((premium) => b.has(premium.carrier))
      .map((premium) => ({
        carrier: premium.carrier,
        without: premium,
        with: b.get(premium.carrier)!,
        change: b.get(premium.carrier)!.annual / premium.annual - 1,
      }));
    if (rows.length === 0) return [];
    return [
      {
        place,
        rows,
        onlyWithout: [...a.values()].filter((premium) => !b.has(premium.carrier)),
        onlyWith: [...b.values()].filter((premium) => !a.has(premium.carrier)),
        median: medianOf(rows.map((row) => row.change)),
        cheapest: Math.min(...[...b.values()].map((premium) => premium.annual)),
      },
    ];
  });
}

/** How a page writes a yearly premium: "$1,234". */
export const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/**
 * How a page writes the change from one whole-dollar premium to another, worked out in integers
 * here: "+52%", "-5%", "0%", halves rounded away from zero as Intl rounds them.
 */
export function changeText(without: number, withSituation: number): string {
  const hundredfold = 100 * (withSituation - without);
  const whole = Math.sign(hundredfold) * Math.floor((2 * Math.abs(hundredfold) + without) / (2 * without));
  return whole === 0 ? '0%' : `${whole > 0 ? '+' : '-'}${Math.abs(whole)}%`;
}

/** A share (a median of changes) as the page writes it. */
export function shareText(share: number): string {
  const whole = Math.sign(share) * Math.round(Math.abs(share) * 100);
  return whole === 0 ? '0%' : `${whole > 0 ? '+' : '-'}${Math.abs(whole)}%`;
}

/** A section rendered on the server as a page of `lang` renders it. */
export function renderSection<Props extends object>(lang: Lang, section: FunctionComponent<Props>, props: Props): string {
  const page = {
    path: '/',
    route: undefined,
    lang,
    year: 2026,
    region: 'TX',
    headline: '',
    siteName: 'QuoteOwl',
    siteUrl: 'http://localhost:3000',
    privacyRightsUrl: 'http://localhost:3000/privacy-choices',
    partnerOptOut: ['aff_sub5', 'gpc'],
    inlineZipLink: 'https://compare.partner.example/auto',
    privacySignal: false,
    optedOut: false,
  } satisfies PageContextValue;
  return renderToString(createElement(PageContext.Provider, { value: page }, createElement(section, props)));
}

/** The entities React writes, back to characters. */
export const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each place's company table as printed: caption's place, then company → [without, with, change]. */
export function printedPlaces(html: string): Map<string, Map<string, string[]>> {
  const places = new Map<string, Map<string, string[]>>();
  for (const table of html.matchAll(/<caption id="place-\d+-caption">(.*?): [^<]*<\/caption>(.*?)<\/table>/g)) {
    const rows = new Map<string, string[]>();
    for (const row of table[2]!.matchAll(/<tr><th scope="row">(.*?)<\/th>((?:<td>.*?<\/td>)+)<\/tr>/g))
      rows.set(
        decodeHtml(row[1]!),
        [...row[2]!.matchAll(/<td>(.*?)<\/td>/g)].map((cell) => decodeHtml(cell[1]!)),
      );
    places.set(decodeHtml(table[1]!), rows);
  }
  return places;
}
