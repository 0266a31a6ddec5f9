import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';
import { POSTBACK_FIELDS, POSTBACK_PATH } from '../../server/routes/postback.js';
import { ZIP_PATH } from '../../server/routes/zip.js';
import { decodePlacement } from '../../shared/placement.js';
import { OPT_OUT_COOKIE, PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';

/**
 * The operations guide keeps the opt-out working behind a CDN (decision 026): it names the
 * cookie and header the code reads, on the paths that read them, and keeps every log in front
 * of the server to the privacy policy's 30 days. Every CDN recipe gives `/postback` its own
 * behaviour (never cached, the whole query to the origin, out of the access logs), and the
 * networks' macros are named with their sources.
 */

const guide = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const section = (heading: string) => {
  const start = guide.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0];
  // A `# comment` in a fenced code block is not a heading: blank the blocks out before looking.
  const rest = guide.slice(start + heading.length + 2).replace(/^```[^]*?^```/gm, (block) => ' '.repeat(block.length));
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next < 0 ? guide.slice(start) : guide.slice(start, start + heading.length + 2 + next);
};

describe('docs/operations.md', () => {
  it('has the CDN forward the opt-out on the paths that read it, and keep Sec-GPC in the page cache key', () => {
    const cdn = section('### The opt-out at the CDN');
    for (const name of ['Sec-GPC', OPT_OUT_COOKIE, `\`POST ${ZIP_PATH}\``, PRIVACY_CHOICES_PATH]) expect(cdn).toContain(name);
    expect(cdn).toMatch(/keep `Sec-GPC` in\s+the cache key/);
    expect(section('### Region from the CDN')).not.toMatch(/on URL alone/);
  });

  it('keeps CDN and load-balancer access logs no longer than our own: 30 days', () => {
    const logs = section('## Logs');
    expect(logs).toMatch(/no more than 30 days/);
    for (const where of ['CloudFront', 'ALB', 'Cloudflare', 'Google Cloud load balancer', 'ingress-nginx']) expect(logs).toContain(where);
    expect(logs).toMatch(/full IP\s+address/);
  });

  it('gives /postback its own behaviour in every CDN recipe: never cached, the whole query to the origin, out of the access logs', () => {
    // Every section with a CDN recipe table, and the CDNs it names.
    const headings = [...guide.matchAll(/^(#{2,3} .+)$/gm)].map((match) => match[1]!);
    const recipes = headings.map((heading) => [heading, section(heading)] as const).filter(([, text]) => /^\| CDN \|/m.test(text));
    const cdns = new Set(recipes.flatMap(([, text]) => [...text.matchAll(/^\| (CloudFront|Cloudflare|Fastly|[A-Z][\w ]+?) \|/gm)].map((m) => m[1]!)));
    cdns.delete('CDN');
    expect([...cdns].sort()).toEqual(['CloudFront', 'Cloudflare', 'Fastly']);
    expect(recipes.length).toBeGreaterThanOrEqual(4);
    for (const [heading, text] of recipes) expect(text, heading).toContain(`\`${POSTBACK_PATH}\``);
    const postback = section('### The postback at the CDN');
    for (const cdn of cdns) {
      const row = new RegExp(`^\\| ${cdn} \\|(.+)$`, 'm').exec(postback)?.[1];
      expect(row, cdn).toBeDefined();
      expect(row, cdn).toContain(POSTBACK_PATH);
      for (const property of ['**not cached**', '**whole query**', '**not logged**']) expect(row, `${cdn}: ${property}`).toContain(property);
    }
    // CloudFront's allow list is what stripped the token: the recipe forwards every query string on /postback.
    expect(postback).toMatch(/AllViewerExceptHostHeader/);
    expect(section('### Paid landings at the CDN')).toMatch(/allow list[\s\S]+`\/postback` needs its whole query/);
  });

  it('names each network macro with a source in the network’s own help', () => {
    const postbacks = section('## Partner postbacks');
    const macros = new Set(
      [...postbacks.matchAll(/^https:\/\/www\.example\.com\/postback\?(\S+)$/gm)].flatMap((m) => [...m[1]!.matchAll(/\{\w+\}/g)].map((x) => x[0])),
    );
    expect(macros.size).toBeGreaterThanOrEqual(6);
    const sources = [...postbacks.matchAll(/^\| (`\{[^|]+) \| (TUNE|Everflow) \| \[[^\]]+\]\((https:\/\/[^)]+)\)/gm)].map((m) => ({
      macros: [...m[1]!.matchAll(/\{\w+\}/g)].map((x) => x[0]),
      network: m[2]!,
      url: new URL(m[3]!),
    }));
    for (const { network, url } of sources) expect(url.hostname, network).toMatch(network === 'TUNE' ? /(^|\.)tune\.com$/ : /(^|\.)everflow\.io$/);
    const tune = new Set(sources.filter((s) => s.network === 'TUNE').flatMap((s) => s.macros));
    const everflow = new Set(sources.filter((s) => s.network === 'Everflow').flatMap((s) => s.macros));
    for (const macro of ['{aff_sub4}', '{payout}', '{transaction_id}', '{goal_id}', '{offer_id}']) expect(tune, macro).toContain(macro);
    for (const macro of ['{sub4}', '{payout}', '{transaction_id}', '{event_id}']) expect(everflow, macro).toContain(macro);
    for (const macro of macros) expect(tune.has(macro) || everflow.has(macro), macro).toBe(true);
  });

  it('gives TUNE and Everflow a postback URL with the fields GET /postback reads, filled by each network’s macros', () => {
    const postbacks = section('## Partner postbacks');
    const urls = [...postbacks.matchAll(/^https:\/\/www\.example\.com(\/\S+)$/gm)].map((match) => new URL(match[1]!, 'https://www.example.com'));
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url.pathname).toBe(POSTBACK_PATH);
      expect(POSTBACK_FIELDS).toEqual(expect.arrayContaining([...url.searchParams.keys()]));
      expect([...url.searchParams.keys()]).toEqual(expect.arrayContaining(['placement', 'payout', 'transaction_id', 'token']));
    }
    const [tune, everflow] = urls.map((url) => Object.fromEntries(url.searchParams));
    expect(tune).toMatchObject({ placement: '{aff_sub4}', payout: '{payout}', transaction_id: '{transaction_id}', offer: '{offer_id}', goal: '{goal_id}' });
    expect(everflow).toMatchObject({ placement: '{sub4}', payout: '{payout}', transaction_id: '{transaction_id}', goal: '{event_id}' });
    // The table names every field the endpoint reads.
    for (const field of POSTBACK_FIELDS) expect(postbacks).toContain(`| \`${field}\``);
  });

  it('checks the postback with a placement code the site makes, and says what to reconcile', () => {
    const check = section('### Check it works');
    const codes = [...check.matchAll(/aff_sub4=([\w.-]+)|placement=([\w.-]+)/g)].map((match) => match[1] ?? match[2]);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) expect(decodePlacement(code), code).toMatchObject({ page: 'state', state: 'TX', partner: 'default', form: 'cta' });
    expect(check).toContain(`${POSTBACK_PATH}?`);
    const reconcile = section("### Reconcile with the network's report");
    for (const metric of ['postback_conversions_total', 'postback_payout_dollars_total', 'zip_handoffs_total', 'postbacks_total'])
      expect(reconcile).toContain(metric);
  });
});
