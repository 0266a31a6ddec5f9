import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInsurerGroups, resolveInsurerGroups } from '../../scripts/build/insurer-groups.js';
import { ContentError, sourceReader } from '../../scripts/build/source-files.js';
import type { InsurerGroups } from '../../shared/insurer-group-schema.js';
import { DATA_DIR, readCsvLines, surveyFile } from '../support/data-pack.js';

/**
 * The map of insurance groups (content/data/compiled/insurer-groups.json) held to the data pack,
 * read here the tests' own way (JSON.parse and the pack's CSVs, not the build's readers): no DFS
 * company or survey carrier whose name or NAIC code suggests one of the groups is left out
 * unless the map says why; the ten groups the insurer pages must cover are checked for a 2023
 * DFS company; each printed share agrees with the printed premiums. Then a broken copy of the
 * map for each of the build's checks, which must stop with the file and the row.
 */

const MAP_FILE = path.join(DATA_DIR, 'compiled', 'insurer-groups.json');
const map = JSON.parse(readFileSync(MAP_FILE, 'utf8')) as InsurerGroups;
const dfsRows = readCsvLines(path.join(DATA_DIR, 'complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv'));
const SURVEYS = ['ca-2026', 'tx-2025', 'ok-2026', 'dc-2024'] as const;
const surveyCarriers = new Map(SURVEYS.map((id) => [id, [...new Set(readCsvLines(surveyFile(id, 'premiums')).map((row) => row.carrier!))]]));

const hintPatterns = new Map(
  map.groups.map((group) => [
    group.id,
    group.nameHints.map((hint) => new RegExp(`(?<![A-Za-z0-9])${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i')),
  ]),
);
const codesOf = new Map(map.groups.map((group) => [group.id, new Set(group.companies.flatMap((company) => (company.naic ? [company.naic] : [])))]));
const groupOfCode = (code: string) => [...codesOf].find(([, codes]) => codes.has(code))?.[0];
/** The groups a company's names or NAIC code suggest. */
const suggested = (names: string[], code: string | null) =>
  map.groups
    .filter(
      (group) => names.some((name) => hintPatterns.get(group.id)!.some((pattern) => pattern.test(name))) || (code !== null && codesOf.get(group.id)!.has(code)),
    )
    .map((group) => group.id);

describe('the insurer-group map against the data pack', () => {
  it('leaves out no DFS company or survey carrier that its name or NAIC code places near a group, unless it says why', () => {
    const namesByCode = new Map<string, Set<string>>();
    for (const row of dfsRows) namesByCode.set(row.NAIC!, (namesByCode.get(row.NAIC!) ?? new Set()).add(row.Company_Name!));
    const left: string[] = [];
    for (const [code, names] of namesByCode) {
      const groups = suggested([...names], code);
      const unresolved = map.unresolved.some((entry) => entry.where === 'ny-dfs' && entry.naic === code);
      if (groups.length > 0 && groupOfCode(code) === undefined && !unresolved)
        left.push(`DFS ${code} ${[...names].join(' / ')}: suggests ${groups.join(', ')}`);
    }
    for (const [survey, carriers] of surveyCarriers) {
      for (const carrier of carriers) {
        const entry = map.carriers.find((candidate) => candidate.survey === survey && candidate.carrier === carrier);
        const groups = suggested([carrier, ...(entry ? [entry.company] : [])], entry?.naic ?? null);
        const placed = entry !== undefined && (entry.group !== null || entry.program !== undefined);
        const unresolved = map.unresolved.some((candidate) => candidate.where === survey && candidate.name === carrier);
        if (groups.length > 0 && !placed && !unresolved) left.push(`${survey} "${carrier}": suggests ${groups.join(', ')}`);
      }
    }
    if (left.length > 0) console.log(`Left out of the map, with no reason given:\n${left.join('\n')}`);
    expect(left).toEqual([]);
  });

  it('places each survey carrier whose NAIC code is a group company in that group', () => {
    const misplaced = map.carriers.filter((entry) => entry.naic !== null && groupOfCode(entry.naic) !== undefined && entry.group !== groupOfCode(entry.naic));
    expect(misplaced.map((entry) => `${entry.survey} ${entry.carrier}`)).toEqual([]);
  });

  it('says which of the ten groups the insurer pages must cover have a DFS 2023 company in the map, and which have none', () => {
    const TEN = ['geico', 'state-farm', 'progressive', 'allstate', 'usaa', 'liberty-mutual', 'farmers', 'nationwide', 'travelers', 'american-family'];
    const ranked2023 = dfsRows.filter((row) => row.Filing_Year === '2023');
    const mapped = new Map(TEN.map((id) => [id, ranked2023.filter((row) => codesOf.get(id)!.has(row.NAIC!)).map((row) => row.Company_Name!)]));
    const without = TEN.filter((id) => mapped.get(id)!.length === 0);
    console.log(`Of the ten groups, without a DFS 2023 company in the map: ${without.join(', ')}`);
    expect(mapped.get('state-farm')!.sort()).toEqual(['State Farm Fire and Casualty Company', 'State Farm Mutual Automobile Insurance Company']);
    expect(mapped.get('geico')!.sort()).toEqual(['GEICO General Insurance Company', 'GEICO Indemnity Company', 'Government Employees Insurance Company']);
    expect(mapped.get('progressive')!.sort()).toEqual(['Progressive Casualty Insurance Company', 'Progressive Northwestern Insurance Company']);
    expect(mapped.get('liberty-mutual')!.sort()).toEqual([
      'First Liberty Insurance Corporation',
      'LM General Insurance Company',
      'LM Insurance Corporation',
      'Liberty Mutual Fire Insurance Company',
    ]);
    expect(mapped.get('farmers')).toEqual(['Mid-Century Insurance Company']);
    // Travelers' companies include the one whose name carries "Hartford": the Kansas record places it in Travelers' group.
    expect(mapped.get('travelers')!.sort()).toEqual([
      'Automobile Insurance Company of Hartford, Connecticut',
      'Charter Oak Fire Insurance Company',
      'Phoenix Insurance Company',
      'Standard Fire Insurance Company',
      'TravCo Insurance Company',
      'Travelers Commercial Insurance Company',
      'Travelers Home and Marine Insurance Company',
      'Travelers Property Casualty Insurance Company',
    ]);
    // The compiled README's "What is not in it": no stored source we read places American Family's companies. Sourcing one makes this fail, and the README must change with it.
    expect(without).toEqual(['american-family']);
    // Each of them has DFS 2023 companies its name suggests, and each is in `unresolved` (the first test holds that for every year).
    for (const id of without)
      expect(
        ranked2023.some((row) => suggested([row.Company_Name!], null).includes(id)),
        id,
      ).toBe(true);
  });

  it('prints shares that are each group’s premiums over the industry total, and ranks 1 to 25 by premiums', () => {
    const total = Number(map.marketShare.industryTotal.directPremiumsWritten.replaceAll(',', ''));
    const groups = [...map.groups].sort((a, b) => a.rank - b.rank);
    expect(groups.map((group) => group.rank)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    const premiums = groups.map((group) => Number(group.directPremiumsWritten!.replaceAll(',', '')));
    expect([...premiums].sort((a, b) => b - a)).toEqual(premiums);
    for (const [index, group] of groups.entries()) expect(((100 * premiums[index]!) / total).toFixed(2), group.id).toBe(group.marketShare);
  });
});

describe('a broken copy of the insurer-group map stops the build with the file and the row', () => {
  // One data directory for every copy: the pack's CSVs linked in, read once by one reader; the map is the edited copy.
  const dir = mkdtempSync(path.join(tmpdir(), 'insurer-groups-'));
  for (const folder of ['complaints', 'premium-surveys']) symlinkSync(path.join(DATA_DIR, folder), path.join(dir, folder));
  const csvReader = sourceReader();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The build's check on an edited copy of the map. */
  function readCopy(edit: (copy: InsurerGroups) => void) {
    const copy = structuredClone(map);
    edit(copy);
    // The copy is what the map file would hold; the build reads it as it reads the file.
    return readInsurerGroups({ ...csvReader, json: () => Promise.resolve(JSON.parse(JSON.stringify(copy)) as unknown) }, dir);
  }
  async function check(edit: (copy: InsurerGroups) => void): Promise<ContentError> {
    const error = await readCopy(edit).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  const group = (copy: InsurerGroups, id: string) => copy.groups.find((candidate) => candidate.id === id)!;

  it('accepts the map as it is, and resolves through it the DFS lines and survey carriers the map says', async () => {
    const resolved = resolveInsurerGroups(await readCopy(() => {}));
    const hartford = resolved.find((group) => group.id === 'hartford')!;
    const hartford2023 = dfsRows.filter((row) => row.Filing_Year === '2023' && codesOf.get('hartford')!.has(row.NAIC!)).map((row) => row.Company_Name!);
    expect(
      hartford.dfsLines
        .filter((line) => line.year === 2023)
        .map((line) => line.company)
        .sort(),
    ).toEqual(hartford2023.sort());
    const travelers = resolved.find((group) => group.id === 'travelers')!;
    expect(travelers.surveyCarriers).toEqual([
      { survey: 'ca-2026', carrier: 'Travelers Commercial Ins Co', company: 'Travelers Commercial Insurance Company', program: null },
      { survey: 'ca-2026', carrier: 'Travelers Property Casualty Insurance Co', company: 'Travelers Property Casualty Insurance Company', program: null },
      {
        survey: 'tx-2025',
        carrier: 'CONSUMERS COUNTY MUTUAL INSURANCE COMPANY / MGA: Travelers Quantum Auto 2.0 Program',
        company: 'Consumers County Mutual Insurance Company',
        program: 'Travelers Quantum Auto 2.0 Program',
      },
      { survey: 'ok-2026', carrier: 'STANDARD FIRE INS. CO.', company: 'Standard Fire Insurance Company', program: null },
      { survey: 'dc-2024', carrier: 'The Standard Fire Insurance Company', company: 'Standard Fire Insurance Company', program: null },
    ]);
  });
  it('refuses a company in two groups', async () => {
    const error = await check((copy) => group(copy, 'state-farm').companies.push(structuredClone(group(copy, 'hartford').companies[0]!)));
    expect(error.file).toMatch(/insurer-groups\.json groups\[18\] \(hartford\)\.companies\[0\] "Hartford Fire Insurance Company"$/);
    expect(error.reason).toBe('the company is in two groups: state-farm and hartford');
  });

  it('refuses a group whose rank names no source', async () => {
    const error = await check((copy) => (group(copy, 'geico').rankSource.source = 'nowhere'));
    expect(error.file).toMatch(/groups\[2\] \(geico\)\.rankSource$/);
    expect(error.reason).toContain('has no source');
  });

  it('refuses a company whose membership names no source, or a source that cannot place it', async () => {
    const missing = await check((copy) => (group(copy, 'kemper').companies[0]!.membership.source = 'nowhere'));
    expect(missing.file).toMatch(/groups\[16\] \(kemper\)\.companies\[0\] "Infinity Auto Insurance Company"\.membership$/);
    expect(missing.reason).toContain('has no source');
    const wrongKind = await check((copy) => (group(copy, 'kemper').companies[0]!.membership.source = 'agency-checklists-naic-ppa-2024'));
    expect(wrongKind.reason).toContain('cannot source it');
  });

  it('refuses a company without a membership at all', async () => {
    const error = await check(
      (copy) => delete (group(copy, 'mercury').companies[0] as Partial<InsurerGroups['groups'][number]['companies'][number]>).membership,
    );
    expect(error.reason).toMatch(/groups\.14\.companies\.0\.membership/);
  });

  it('refuses a survey carrier string that matches no carriers entry, naming the survey file and row', async () => {
    const error = await check((copy) => (copy.carriers = copy.carriers.filter((entry) => entry.carrier !== 'SHELTER MUTUAL INSURANCE CO.')));
    const row = readCsvLines(surveyFile('ok-2026', 'premiums')).findIndex((line) => line.carrier === 'SHELTER MUTUAL INSURANCE CO.') + 2;
    expect(error.file).toMatch(new RegExp(`/premium-surveys/ok-2026-premiums\\.csv row ${row}$`));
    expect(error.reason).toContain('matches no entry of carriers');
  });

  it('refuses a carriers entry naming a company or a group that does not exist', async () => {
    const index = map.carriers.findIndex((entry) => entry.carrier === 'Trumbull Insurance Company');
    const company = await check((copy) => (copy.carriers[index]!.company = 'Trumbull Indemnity Company'));
    expect(company.file).toMatch(new RegExp(`carriers\\[${index}\\] \\(dc-2024: "Trumbull Insurance Company"\\)$`));
    expect(company.reason).toBe('group hartford has no company "Trumbull Indemnity Company"');
    const missingGroup = await check((copy) => (copy.carriers[index]!.group = 'hartford-group'));
    expect(missingGroup.reason).toBe('no group "hartford-group"');
    const missingCarrier = await check((copy) => (copy.carriers[index]!.carrier = 'Trumbull Ins Co'));
    expect(missingCarrier.reason).toBe('no carrier "Trumbull Ins Co" in dc-2024');
  });

  it('refuses an unresolved company the map does place in a group', async () => {
    const error = await check((copy) =>
      copy.unresolved.push({ where: 'ny-dfs', name: 'Kemper Independence Insurance Company', naic: '10914', suggests: ['kemper'], reason: 'a test' }),
    );
    expect(error.reason).toBe('NAIC code 10914 is a company of kemper: it is not unresolved');
  });
});
