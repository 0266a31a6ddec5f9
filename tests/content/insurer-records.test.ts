import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { InsurerContent } from '../../shared/insurer-record.js';
import type { InsurerGroups } from '../../shared/insurer-group-schema.js';
import { DATA_DIR, readCsvLines, surveyFile } from '../support/data-pack.js';

/**
 * The insurer records the build makes (decision 078) held to the data pack read here the
 * tests' own way: every group of the map has a record; DFS's latest lines are the file's rows
 * for the group's NAIC codes, with DFS's rank of N; every survey position, median and
 * difference is counted again from the premium files, the carriers placed by the map's entries.
 */

const map = JSON.parse(readFileSync(path.join(DATA_DIR, 'compiled', 'insurer-groups.json'), 'utf8')) as InsurerGroups;
const dfs = readCsvLines(path.join(DATA_DIR, 'complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv'));
const latestYear = Math.max(...dfs.map((row) => Number(row.Filing_Year)));
const latest = dfs.filter((row) => Number(row.Filing_Year) === latestYear);
interface SurveyWords {
  id: string;
  profiles: string[];
  apart?: { carriers: string[] };
}
const surveyWords = (parseYaml(readFileSync(path.join(ROOT, 'content', 'prices', 'surveys.yaml'), 'utf8')) as { surveys: SurveyWords[] }).surveys;

let insurers: InsurerContent;
beforeAll(async () => {
  insurers = (await buildContent(path.join(ROOT, 'content'))).en.insurers;
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('insurer records', () => {
  it('exist for every group of the map, in the market share order', () => {
    expect(insurers.records.map((record) => record.id)).toEqual([...map.groups].sort((a, b) => a.rank - b.rank).map((group) => group.id));
    expect(insurers.summary.groups).toBe(map.groups.length);
  });

  it("show DFS's latest rows for exactly the group's NAIC codes, with the rank as published", () => {
    for (const group of map.groups) {
      const record = insurers.records.find((candidate) => candidate.id === group.id)!;
      const codes = new Set(group.companies.map((company) => company.naic).filter((code) => code !== null));
      const expected = latest.filter((row) => codes.has(row.NAIC!)).sort((a, b) => Number(a.Rank) - Number(b.Rank));
      const shown = record.newYork?.lines ?? [];
      expect(
        shown.map((line) => [line.naic, line.company, line.rank, line.ranked, line.upheld]),
        group.id,
      ).toEqual(expected.map((row) => [row.NAIC, row.Company_Name, Number(row.Rank), latest.length, Number(row.Upheld_Complaints)]));
    }
  });

  it('place each group in each survey as the premium files say, counted again', () => {
    const owner = new Map(map.carriers.map((entry) => [`${entry.survey} ${entry.carrier}`, entry.program?.group ?? entry.group]));
    let placed = 0;
    for (const words of surveyWords) {
      const apart = new Set(words.apart?.carriers ?? []);
      const rows = readCsvLines(surveyFile(words.id, 'premiums')).filter((row) => row.profile_id === words.profiles[0] && !apart.has(row.carrier!));
      for (const record of insurers.records) {
        const survey = record.surveys.find((candidate) => candidate.surveyId === words.id)!;
        expect(survey.profile.id).toBe(words.profiles[0]);
        for (const place of survey.places) {
          const here = rows.filter((row) => row.territory === place.place);
          const premiums = here.map((row) => Number(row.annual_premium));
          expect(place.companies).toBe(here.length);
          expect(place.median).toBe(median(premiums));
          const own = here.filter((row) => owner.get(`${words.id} ${row.carrier!}`) === record.id).map((row) => Number(row.annual_premium));
          if (own.length === 0) {
            expect(place.cheapest, `${record.id} ${place.place}`).toBeNull();
            continue;
          }
          const cheapest = Math.min(...own);
          expect(place.cheapest?.annual).toBe(cheapest);
          expect(place.cheapest?.position).toBe(1 + premiums.filter((annual) => annual < cheapest).length);
          expect(place.cheapest?.differenceFromMedian).toBe(cheapest - median(premiums));
          expect(place.cheapest?.locator.length).toBeGreaterThan(0);
          placed++;
        }
      }
    }
    expect(placed).toBeGreaterThan(0);
  });
});
