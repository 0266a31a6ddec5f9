import { z } from 'zod';

/**
 * content/data/compiled/insurer-groups.json: the largest US private passenger auto insurance
 * groups by NAIC's market share report, the legal companies a stored source places in each,
 * how every survey carrier resolves to a legal company, and the companies whose names suggest a
 * group that no source we hold places in it. Which company belongs to which group is sourced
 * company by company; a name alone places none. Checked with zod here, against the data pack when
 * the site is built (scripts/build/insurer-groups.ts).
 */

const text = z.string().trim().min(1);
const naicCode = z.string().regex(/^\d{3,6}$/, 'an NAIC company code is digits');
const groupId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a group id is a lower-case slug');
/** A document's date as far as the source gives it: a year, or a day. */
const documentDate = z.string().regex(/^\d{4}(?:-\d{2}-\d{2})?$/, 'a date is YYYY or YYYY-MM-DD');
/** A figure exactly as the report prints it, thousands separators included: no precision added or lost. */
const printedNumber = z.string().regex(/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$/, 'a figure as printed, e.g. "18.87" or "67,754,117,585"');
/** Where in a source a fact is: a page, a table row, an item. */
const locator = text;

const storedCopy = z.union([
  z.object({ repository: text, commit: z.string().regex(/^[0-9a-f]{40}$/), path: text, retrieved: documentDate }).strict(),
  z.object({ corpus: z.literal('pages'), extent: text }).strict(),
  z.object({ dataPack: text }).strict(),
]);

const SOURCE_KINDS = ['market-share', 'sec-10k-exhibit-21', 'group-list', 'regulator'] as const;

const source = z
  .object({
    id: groupId,
    /** sec-10k-exhibit-21: a listed group's subsidiaries; group-list: the group's own list of its companies; regulator: a regulator's record. */
    kind: z.enum(SOURCE_KINDS),
    title: text,
    url: z.url(),
    documentDate,
    /** What documentDate is: the filing, the publication, the date a letter or order bears, the date a report is as of, the fiscal year a list is as of, the day the stored copy was taken, the rates' date. */
    dateMeaning: z.enum(['filed', 'published', 'dated', 'as-of', 'fiscal-year-end', 'retrieved', 'rates-in-effect']),
    /** How we read it: a stored copy of the page in a repository, the search corpus's stored excerpt, or the data pack. */
    readVia: storedCopy,
  })
  .strict();

const reference = z.object({ source: groupId, locator }).strict();

const company = z
  .object({
    /** The legal name, as DFS writes it where DFS ranks the company, otherwise as the source does. */
    name: text,
    naic: naicCode.nullable(),
    /** Where the code was read: "ny-dfs" (the DFS complaint file in the data pack), or the id of the source that prints it. Null exactly when naic is. */
    naicSource: z.union([z.literal('ny-dfs'), groupId]).nullable(),
    membership: reference.extend({ nameInSource: text.optional() }).strict(),
  })
  .strict()
  .refine((entry) => (entry.naic === null) === (entry.naicSource === null), { message: 'an NAIC code has a source, and a source a code' });

const group = z
  .object({
    id: groupId,
    /** The group's name as the report prints it. */
    reportName: text,
    displayName: text,
    rank: z.number().int().min(1),
    marketShare: printedNumber,
    directPremiumsWritten: printedNumber.nullable(),
    rankSource: reference,
    naicGroupCode: naicCode.nullable(),
    /** Words in a legal company's name that suggest the group: our statement, used only to find companies that need a source. */
    nameHints: z.array(text).min(1),
    companies: z.array(company),
    /** Why a group has no sourced company, said where its companies would be. */
    companiesNote: text.optional(),
  })
  .strict()
  .refine((entry) => (entry.companies.length === 0) === (entry.companiesNote !== undefined), {
    message: 'a group lists its sourced companies, or says why it has none (companiesNote), not both',
  });

export const SURVEY_IDS = ['ca-2026', 'tx-2025', 'ok-2026', 'dc-2024'] as const;

const carrier = z
  .object({
    survey: z.enum(SURVEY_IDS),
    /** The survey file's carrier string, exactly. */
    carrier: text,
    /** The legal company: the group's company name when group is set. */
    company: text,
    /** "expanded": the survey's abbreviations written out (our reading); "as-printed": the survey's own words, no fuller name being certain. */
    companyReading: z.enum(['expanded', 'as-printed']),
    naic: naicCode.nullable(),
    naicSource: z.union([z.literal('ny-dfs'), groupId]).nullable(),
    /** The group a source places the company in, or null: no source we hold places it in one of the groups. */
    group: groupId.nullable(),
    /** A program a county mutual sells for another group (Texas "MGA:"), with the source that names whose it is. */
    program: reference.extend({ name: text, group: groupId }).strict().optional(),
  })
  .strict()
  .refine((entry) => (entry.naic === null) === (entry.naicSource === null), { message: 'an NAIC code has a source, and a source a code' });

const unresolved = z
  .object({
    /** Where the company appears: New York's complaint file, or a survey. */
    where: z.enum(['ny-dfs', ...SURVEY_IDS]),
    /** DFS's company name (latest), or the survey's carrier string. */
    name: text,
    naic: naicCode.nullable(),
    /** The groups its name suggests. */
    suggests: z.array(groupId).min(1),
    reason: text,
  })
  .strict();

export const insurerGroupsSchema = z
  .object({
    compiled: documentDate,
    compiledBy: text,
    marketShare: z
      .object({
        report: text,
        publisher: text,
        dataYear: z.number().int(),
        naicUrl: z.url(),
        naicPublicationDate: documentDate.nullable(),
        source: groupId,
        locator,
        readAs: text,
        industryTotal: z.object({ directPremiumsWritten: printedNumber, marketShare: printedNumber }).strict(),
      })
      .strict(),
    sources: z.array(source).min(1),
    groups: z.array(group).min(1),
    carriers: z.array(carrier),
    unresolved: z.array(unresolved),
  })
  .strict();

export type InsurerGroups = z.infer<typeof insurerGroupsSchema>;
export type InsurerGroup = InsurerGroups['groups'][number];
export type GroupCompany = InsurerGroup['companies'][number];
export type SurveyCarrier = InsurerGroups['carriers'][number];
