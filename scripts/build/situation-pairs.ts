import type { DeclaredSituation, SurveyProfile } from '../../shared/situation-schema.js';

/**
 * Which two sample drivers of a survey measure a situation: the pair of profiles that differ in
 * exactly the fields the situation declares, every other field equal. Fields are the profile
 * files' columns and the parts of their `other` column (`credit score option: Average; use:
 * commute` is two fields), so a survey added later is read the same way, with no code for it.
 */

/** Columns that name or describe a profile rather than say something about the driver. */
const NOT_COMPARED = new Set(['source_id', 'profile_id', 'description', 'other']);
const OTHER_PREFIX = 'other.';

/** A profile as the fields compared: every value as written, '' where the profile records none. */
export type ProfileFields = Record<string, string>;

/**
 * The profile's fields: its columns, and each `;`-separated part of `other` as `other.label`
 * (a part without a `label:` is a statement, its own label, with the value "yes").
 */
export function profileFields(profile: SurveyProfile): ProfileFields {
  const fields: ProfileFields = {};
  for (const [column, value] of Object.entries(profile)) if (!NOT_COMPARED.has(column)) fields[column] = value.trim();
  for (const part of profile.other.split(';').map((piece) => piece.trim())) {
    if (part === '') continue;
    const labelled = /^([^:]+):\s*(.*)$/.exec(part);
    const key = `${OTHER_PREFIX}${labelled ? labelled[1]!.trim() : part}`;
    if (key in fields) throw new Error(`profile ${profile.profile_id}: "${key}" appears twice in its other column`);
    fields[key] = labelled ? labelled[2]!.trim() : 'yes';
  }
  return fields;
}

const valueOf = (fields: ProfileFields, field: string) => fields[field] ?? '';

/** The fields in which two profiles differ, in a stable order (columns first, then the other column's parts). */
function differingFields(a: ProfileFields, b: ProfileFields): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => valueOf(a, key) !== valueOf(b, key));
}

export interface ProfilePair {
  without: string;
  with: string;
  /** Every field the two differ in, each with its two values. */
  differences: { field: string; without: string; with: string }[];
}

/** A situation the survey's profiles cannot measure as declared; the build stops with it. */
export class RefusedSituation extends Error {}

type Declaration = Pick<DeclaredSituation, 'id' | 'change' | 'holding'>;

/**
 * The pair of the survey's profiles that measures the situation, or undefined when no profile
 * of the survey is on either side of it. Refused: profiles on both sides that differ in more
 * than the declared fields, with no pair that differs in those only (the message names the
 * other fields), and several such pairs (the message names what tells them apart, to hold).
 */
export function findPair(situation: Declaration, surveyId: string, profiles: ReadonlyMap<string, ProfileFields>): ProfilePair | undefined {
  const declared = situation.change.map((changed) => changed.field);
  const holds = (fields: ProfileFields) => Object.entries(situation.holding).every(([field, allowed]) => allowed.includes(valueOf(fields, field)));
  const on = (fields: ProfileFields, side: 'from' | 'to') =>
    holds(fields) && situation.change.every((changed) => changed[side].includes(valueOf(fields, changed.field)));
  const entries = [...profiles];
  const candidates = entries.flatMap(([withoutId, without]) =>
    on(without, 'from')
      ? entries
          .filter(([, other]) => on(other, 'to'))
          .map(([withId, other]) => {
            const fields = differingFields(without, other);
            return {
              without: withoutId,
              with: withId,
              differences: fields.map((field) => ({ field, without: valueOf(without, field), with: valueOf(other, field) })),
              extra: fields.filter((field) => !declared.includes(field)),
            };
          })
      : [],
  );
  if (candidates.length === 0) return undefined;
  const isolated = candidates.filter((candidate) => candidate.extra.length === 0);
  const [only, ...others] = isolated;
  if (only && others.length === 0) return { without: only.without, with: only.with, differences: only.differences };
  const name = `situation "${situation.id}" (${declared.join(', ')}) in ${surveyId}`;
  if (isolated.length > 1) {
    const apart = differingFields(profiles.get(isolated[0]!.without)!, profiles.get(isolated[1]!.without)!);
    throw new RefusedSituation(
      `${name}: ${isolated.length} pairs differ in those fields only (${isolated.map((pair) => `${pair.without} → ${pair.with}`).join(', ')}); hold one of ${apart.join(', ')} to choose one`,
    );
  }
  const fewest = Math.min(...candidates.map((candidate) => candidate.extra.length));
  const nearest = candidates.filter((candidate) => candidate.extra.length === fewest);
  const extra = [...new Set(nearest.flatMap((candidate) => candidate.extra))];
  const example = nearest[0]!;
  throw new RefusedSituation(
    `${name}: its two drivers also differ in ${extra.join(', ')} (nearest pair ${example.without} → ${example.with}: ${example.differences
      .map((difference) => `${difference.field} "${difference.without}" → "${difference.with}"`)
      .join('; ')}); a situation changes only the fields it declares: declare or hold ${extra.length > 1 ? 'them' : 'it'}`,
  );
}

/** Every field any of the surveys' profiles records (non-empty), to catch a declared field no survey has. */
export function recordedFields(surveys: Iterable<ReadonlyMap<string, ProfileFields>>): Set<string> {
  const recorded = new Set<string>();
  for (const profiles of surveys)
    for (const fields of profiles.values()) for (const [field, value] of Object.entries(fields)) if (value !== '') recorded.add(field);
  return recorded;
}
