import path from 'node:path';
import {
  insurerGroupsSchema,
  SURVEY_IDS,
  type GroupCompany,
  type InsurerGroup,
  type InsurerGroups,
  type SurveyCarrier,
} from '../../shared/insurer-group-schema.js';
import type { ComplaintLine } from '../../shared/review-record-schema.js';
import { readComplaints, type ComplaintFile } from './complaints.js';
import { ContentError, validate, type SourceReader } from './source-files.js';

/**
 * The map of insurance groups (content/data/compiled/insurer-groups.json) checked against the
 * data pack: every membership and every group rank names a source of the right kind, no company
 * is in two groups, every carrier string of every survey resolves through the map and every
 * entry of the map names a company, group and carrier that exist. A broken map stops the build
 * with the file and the row.
 */

const GROUPS_FILE = path.join('compiled', 'insurer-groups.json');
const COMPLAINTS_FILE = path.join('complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv');

/** The source kinds that may place a company in a group. */
const MEMBERSHIP_KINDS = new Set(['sec-10k-exhibit-21', 'group-list', 'regulator']);

/** A survey's carrier strings, each with the file row it first appears on. */
interface SurveyCarriers {
  file: string;
  firstRow: ReadonlyMap<string, number>;
}

export interface InsurerGroupMap {
  map: InsurerGroups;
  complaints: ComplaintFile;
}

/** A group with what the data pack holds on its companies: DFS's lines (every filing year, by NAIC code) and its survey carriers. */
export interface ResolvedGroup extends InsurerGroup {
  dfsLines: ComplaintLine[];
  surveyCarriers: { survey: SurveyCarrier['survey']; carrier: string; company: string; program: string | null }[];
}

/** Reads and checks the map; `dataDir` is content/data. */
export async function readInsurerGroups(reader: SourceReader, dataDir: string): Promise<InsurerGroupMap> {
  const file = path.join(dataDir, GROUPS_FILE);
  const map = validate(insurerGroupsSchema, file, await reader.json(file));
  const complaints = await readComplaints(reader, path.join(dataDir, COMPLAINTS_FILE));
  const surveys = new Map<string, SurveyCarriers>();
  for (const id of SURVEY_IDS) {
    const surveyFile = path.join(dataDir, 'premium-surveys', `${id}-premiums.csv`);
    const firstRow = new Map<string, number>();
    (await reader.csv(surveyFile)).forEach((row, index) => {
      if (!firstRow.has(row.carrier ?? '')) firstRow.set(row.carrier ?? '', index + 2);
    });
    surveys.set(id, { file: surveyFile, firstRow });
  }
  checkInsurerGroups(map, file, complaints, surveys);
  return { map, complaints };
}

/** Each group with its DFS lines and survey carriers, in rank order. */
export function resolveInsurerGroups({ map, complaints }: InsurerGroupMap): ResolvedGroup[] {
  return [...map.groups]
    .sort((a, b) => a.rank - b.rank)
    .map((group) => {
      const codes = new Set(group.companies.flatMap((company) => (company.naic ? [company.naic] : [])));
      return {
        ...group,
        dfsLines: complaints.lines.filter((line) => codes.has(line.naic)),
        surveyCarriers: map.carriers
          .filter((entry) => entry.group === group.id || entry.program?.group === group.id)
          .map((entry) => ({
            survey: entry.survey,
            carrier: entry.carrier,
            company: entry.company,
            program: entry.program?.group === group.id ? entry.program.name : null,
          })),
      };
    });
}

function checkInsurerGroups(map: InsurerGroups, file: string, complaints: ComplaintFile, surveys: ReadonlyMap<string, SurveyCarriers>): void {
  const at = (where: string) => `${file} ${where}`;
  const sources = new Map<string, string>();
  map.sources.forEach((source, index) => {
    if (sources.has(source.id)) throw new ContentError(at(`sources[${index}]`), `a second source with id "${source.id}"`);
    sources.set(source.id, source.kind);
  });
  const sourced = (where: string, id: string, kinds: ReadonlySet<string>, what: string) => {
    const kind = sources.get(id);
    if (kind === undefined) throw new ContentError(at(where), `${what} has no source: no source with id "${id}" in sources`);
    if (!kinds.has(kind)) throw new ContentError(at(where), `${what} names source "${id}", a ${kind}, which cannot source it (${[...kinds].join(', ')})`);
  };
  const marketShare = new Set(['market-share']);
  sourced('marketShare', map.marketShare.source, marketShare, 'the market share');

  const groups = new Map<string, InsurerGroup>();
  const ranks = new Map<number, string>();
  const owners = new Map<string, string>();
  const dfsNames = new Map<string, Set<string>>();
  for (const line of complaints.lines) dfsNames.set(line.naic, (dfsNames.get(line.naic) ?? new Set()).add(line.company));
  map.groups.forEach((group, index) => {
    const where = `groups[${index}] (${group.id})`;
    if (groups.has(group.id)) throw new ContentError(at(where), `a second group with id "${group.id}"`);
    if (ranks.has(group.rank)) throw new ContentError(at(where), `rank ${group.rank} is also ${ranks.get(group.rank)}'s`);
    groups.set(group.id, group);
    ranks.set(group.rank, group.id);
    sourced(`${where}.rankSource`, group.rankSource.source, marketShare, `group "${group.id}"`);
    group.companies.forEach((company, row) => {
      const companyWhere = `${where}.companies[${row}] "${company.name}"`;
      sourced(`${companyWhere}.membership`, company.membership.source, MEMBERSHIP_KINDS, `"${company.name}"'s membership of ${group.id}`);
      for (const key of companyKeys(company)) {
        const other = owners.get(key);
        if (other !== undefined) throw new ContentError(at(companyWhere), `the company is in two groups: ${other} and ${group.id}`);
        owners.set(key, group.id);
      }
      if (company.naicSource === 'ny-dfs' && !dfsNames.get(company.naic!)?.has(company.name))
        throw new ContentError(at(companyWhere), `NAIC code ${company.naic!} is sourced to DFS, but DFS has no "${company.name}" under it`);
      if (company.naicSource !== null && company.naicSource !== 'ny-dfs' && !sources.has(company.naicSource))
        throw new ContentError(at(companyWhere), `NAIC code ${company.naic!} has no source: no source with id "${company.naicSource}" in sources`);
    });
  });

  const entries = new Map<string, number>();
  map.carriers.forEach((entry, index) => {
    const where = `carriers[${index}] (${entry.survey}: "${entry.carrier}")`;
    const key = `${entry.survey}\u0000${entry.carrier}`;
    if (entries.has(key)) throw new ContentError(at(where), `a second entry for this carrier (carriers[${entries.get(key)!}])`);
    entries.set(key, index);
    if (!surveys.get(entry.survey)!.firstRow.has(entry.carrier)) throw new ContentError(at(where), `no carrier "${entry.carrier}" in ${entry.survey}`);
    if (entry.group !== null) {
      const group = groups.get(entry.group);
      if (!group) throw new ContentError(at(where), `no group "${entry.group}"`);
      const company = group.companies.find((candidate) => candidate.name === entry.company);
      if (!company) throw new ContentError(at(where), `group ${entry.group} has no company "${entry.company}"`);
      if (company.naic !== entry.naic)
        throw new ContentError(at(where), `NAIC code ${entry.naic ?? 'null'}, but ${entry.group}'s "${entry.company}" has ${company.naic ?? 'null'}`);
    } else if (owners.has(`name:${entry.company.toLowerCase()}`) || (entry.naic !== null && owners.has(`naic:${entry.naic}`))) {
      throw new ContentError(
        at(where),
        `"${entry.company}" is a company of ${owners.get(`name:${entry.company.toLowerCase()}`) ?? owners.get(`naic:${entry.naic!}`)}, but the entry names no group`,
      );
    }
    if (entry.program) {
      if (!groups.has(entry.program.group)) throw new ContentError(at(`${where}.program`), `no group "${entry.program.group}"`);
      sourced(`${where}.program`, entry.program.source, MEMBERSHIP_KINDS, `the program "${entry.program.name}"`);
    }
  });
  for (const [id, survey] of surveys) {
    for (const [carrier, row] of survey.firstRow)
      if (!entries.has(`${id}\u0000${carrier}`))
        throw new ContentError(`${survey.file} row ${row}`, `carrier "${carrier}" matches no entry of carriers in ${file}`);
  }

  map.unresolved.forEach((entry, index) => {
    const where = `unresolved[${index}] "${entry.name}"`;
    for (const id of entry.suggests) if (!groups.has(id)) throw new ContentError(at(where), `no group "${id}"`);
    if (entry.where === 'ny-dfs') {
      if (entry.naic === null || !dfsNames.get(entry.naic)?.has(entry.name))
        throw new ContentError(at(where), `DFS has no "${entry.name}" with NAIC code ${entry.naic ?? 'null'}`);
      if (owners.has(`naic:${entry.naic}`))
        throw new ContentError(at(where), `NAIC code ${entry.naic} is a company of ${owners.get(`naic:${entry.naic}`)!}: it is not unresolved`);
    } else {
      const carrier = map.carriers.find((candidate) => candidate.survey === entry.where && candidate.carrier === entry.name);
      if (!carrier) throw new ContentError(at(where), `no carriers entry for "${entry.name}" in ${entry.where}`);
      if (carrier.group !== null) throw new ContentError(at(where), `the carrier resolves to group ${carrier.group}: it is not unresolved`);
    }
  });
}

/** The keys one legal company answers to: its NAIC code where it has one, and its name. */
function companyKeys(company: GroupCompany): string[] {
  return [...(company.naic ? [`naic:${company.naic}`] : []), `name:${company.name.toLowerCase()}`];
}
