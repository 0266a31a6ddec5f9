import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildPrices } from '../../scripts/build/prices.js';
import { buildSituations } from '../../scripts/build/situations.js';
import { ContentError, sourceReader } from '../../scripts/build/source-files.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { Survey } from '../../shared/price-schema.js';
import type { SituationsFile } from '../../shared/situation-schema.js';

/**
 * The situation build on broken copies of its sources (Texas's survey files and both
 * situations.yaml files in a temporary folder): a pair that differs in a field the situation
 * does not declare is refused and the field named; several pairs are refused with what tells
 * them apart; a Spanish declaration unlike the English one is refused; a missing premium leaves
 * its company out of the comparison, listed, and divides nothing.
 */

let texas: Survey;
const folders: string[] = [];
beforeAll(async () => {
  const content = path.join(ROOT, 'content');
  texas = (await buildPrices(sourceReader(), content, content, '2026-12-06')).data.surveys.find((survey) => survey.code === 'TX')!;
});
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

type Situations = SituationsFile['situations'];
interface Breakage {
  /** Applied to both languages' situations (the Spanish twin alone when `spanishOnly`). */
  situations?: (situations: Situations) => void;
  spanishOnly?: boolean;
  profiles?: (text: string) => string;
  premiums?: (text: string) => string;
}

/** A content folder holding Texas's survey files and both situations files, each changed as asked. */
async function brokenCopy(breakage: Breakage): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'situations-'));
  folders.push(dir);
  await mkdir(path.join(dir, 'es'));
  await mkdir(path.join(dir, 'data', 'premium-surveys'), { recursive: true });
  for (const [relative, change] of [
    ['situations.yaml', breakage.spanishOnly ? undefined : breakage.situations],
    [path.join('es', 'situations.yaml'), breakage.situations],
  ] as const) {
    const file = parse(await readFile(path.join(ROOT, 'content', relative), 'utf8')) as SituationsFile;
    change?.(file.situations);
    await writeFile(path.join(dir, relative), stringify(file));
  }
  for (const [kind, change] of [
    ['profiles', breakage.profiles],
    ['premiums', breakage.premiums],
  ] as const) {
    const relative = path.join('data', 'premium-surveys', `tx-2025-${kind}.csv`);
    if (change) await writeFile(path.join(dir, relative), change(await readFile(path.join(ROOT, 'content', relative), 'utf8')));
    else await copyFile(path.join(ROOT, 'content', relative), path.join(dir, relative));
  }
  return dir;
}

async function build(dir: string) {
  const reader = sourceReader();
  return buildSituations(reader, dir, 'en', await reader.yaml(path.join(dir, 'situations.yaml')), [texas]);
}

const situation = (situations: Situations, id: string) => situations.find((candidate) => candidate.id === id)!;

describe('the situation build', () => {
  it('builds the Texas pages from an unbroken copy', async () => {
    const built = await build(await brokenCopy({}));
    expect(built.pages.map((page) => page.id)).toContain('at-fault-accident');
  });

  it('refuses a pair that differs in a field the situation does not declare, naming the field', async () => {
    // The accident driver made a year older: the pair now differs in incidents and driver_age.
    const dir = await brokenCopy({ profiles: (text) => text.replace(/^(tx-2025,tx-accident,"[^"]*",)30,/m, '$131,') });
    const refusal = build(dir);
    await expect(refusal).rejects.toThrow(ContentError);
    await expect(refusal).rejects.toThrow(
      /situation "at-fault-accident" \(incidents\) in tx-2025: its two drivers also differ in driver_age \(nearest pair tx-\S+ → tx-accident: driver_age "\d+" → "31"; incidents "0" → "1"\)/,
    );
  });

  it('refuses a situation declared by one of the two fields its survey’s form changes together', async () => {
    const dir = await brokenCopy({ situations: (situations) => situation(situations, 'pleasure-use').change.splice(1, 1) });
    await expect(build(dir)).rejects.toThrow(/situation "pleasure-use" \(other\.use\) in tx-2025: its two drivers also differ in annual_miles/);
  });

  it('refuses a situation that several pairs measure, naming what tells them apart', async () => {
    // Without marital held, the single and the married driver each turn 65.
    const dir = await brokenCopy({ situations: (situations) => delete situation(situations, 'drivers-65-and-older').holding.marital });
    await expect(build(dir)).rejects.toThrow(/situation "drivers-65-and-older" \(driver_age\) in tx-2025: 2 pairs .*hold one of marital/);
  });

  it('refuses a field no survey records', async () => {
    const dir = await brokenCopy({ situations: (situations) => (situation(situations, 'poor-credit').change[0]!.field = 'other.credit rating') });
    await expect(build(dir)).rejects.toThrow(/situation "poor-credit": no survey's profiles have the field "other.credit rating"/);
  });

  it('refuses a Spanish declaration that changes other values than the English one', async () => {
    const dir = await brokenCopy({ spanishOnly: true, situations: (situations) => (situation(situations, 'poor-credit').change[0]!.to = ['Good']) });
    await expect(build(dir)).rejects.toThrow(/es\/situations\.yaml: situations\[2\] \("poor-credit"\) must declare the same id, change, holding and guides/);
  });

  it('refuses a guide name that is no guide, so a guide never links to a page that is not there', async () => {
    const dir = await brokenCopy({ situations: (situations) => situation(situations, 'poor-credit').guides.push('cheap-insurance') });
    await expect(build(dir)).rejects.toThrow(/situations\.yaml: situation "poor-credit": no guide is named "cheap-insurance"/);
  });

  it('refuses a slug used twice in one language', async () => {
    const dir = await brokenCopy({ spanishOnly: true, situations: (situations) => (situations[1]!.slug = situations[0]!.slug) });
    await expect(build(dir)).rejects.toThrow(/es\/situations\.yaml: the slug "accidente-con-culpa" is used twice/);
  });

  it('leaves out and lists a company whose premium for one driver is missing, and divides nothing by it', async () => {
    const whole = await build(await brokenCopy({}));
    const before = whole.pages.find((page) => page.id === 'at-fault-accident')!;
    const plano = before.places.find((place) => place.name.startsWith('Plano'))!;
    const dropped = plano.rows[0]!;
    // The accident driver's premium of the cheapest company in Plano, removed.
    const broken = await build(
      await brokenCopy({
        premiums: (text) => text.replace(new RegExp(`^.*${dropped.with.locator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\r?\\n`, 'm'), ''),
      }),
    );
    const after = broken.pages.find((page) => page.id === 'at-fault-accident')!;
    const place = after.places.find((candidate) => candidate.name === plano.name)!;
    expect(place.rows.map((row) => row.carrier)).not.toContain(dropped.carrier);
    expect(place.pricedOnce).toEqual([{ carrier: dropped.carrier, priced: 'without', figure: dropped.without }]);
    expect(after.overall.comparisons).toBe(before.overall.comparisons - 1);
    expect(after.places.flatMap((candidate) => candidate.rows).every((row) => Number.isFinite(row.change))).toBe(true);
  });
});
