import { z } from 'zod';

/**
 * content/data/compiled/state-law-dates.json: facts about the state laws the data pack states only
 * in its notes (Louisiana's 2025 "no pay, no play" act, Georgia's 2025 DUI minimums) that we read
 * ourselves in official sources, each with the verbatim sentence, where it is and when we read it;
 * and the facts we looked for and could not source, with what we tried and the unofficial leads.
 * Checked with zod here, and against its sentences and the state pages when the site is built
 * (scripts/build/state-law-dates.ts).
 */

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is a lower-case slug');
const stateCode = z.string().regex(/^[A-Z]{2}$/, 'a state is its two-letter code');
/** The act as the data pack names it in its note: "2025 HB 434". */
const law = z.string().regex(/^\d{4} [SH]B \d+$/, 'an act is written "2025 HB 434"');

const source = z
  .object({
    id: slug,
    /** The statute or page as we cite it: "La. R.S. 32:866". */
    title: text,
    publisher: text,
    url: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }),
    /** How we read it: the search corpus's stored copy of the page, and how much of it we saw. */
    readVia: z.object({ corpus: z.literal('pages'), extent: text }).strict(),
    /** The day we read it. */
    read: isoDate,
  })
  .strict();

/** A page that is not an official source (a law firm's, a blog): recorded only as a lead, never as a fact's source. */
const lead = z.object({ url: z.url(), publisher: text, kind: z.enum(['law-firm', 'blog']), says: text }).strict();

const quoted = {
  state: stateCode,
  law,
  /** The official sentence, verbatim (the page's line breaks as spaces). */
  sentence: text,
  source: slug,
  /** Where in the source the sentence is: "§866 A.(1)". */
  locator: text,
};

/** Who cannot recover under a "no pay, no play" bar, in the statute's words. */
const BARRED_PARTIES = ['owner', 'operator'] as const;
export type BarredParty = (typeof BARRED_PARTIES)[number];

const barredParties = z
  .object({
    ...quoted,
    field: z.literal('barredParties'),
    value: z.array(z.enum(BARRED_PARTIES)).min(1),
  })
  .strict();

/**
 * The day an act took effect, read in the state's general rule for its acts (its constitution or
 * code), not in the act: the rule's date for the session the act was passed in, which holds only
 * if the act sets no other date (`actTextRead: false` says we did not read the act to see).
 */
const generalRule = z
  .object({
    kind: z.literal('general-rule'),
    session: z.object({ year: z.number().int().min(1900), kind: z.literal('regular') }).strict(),
    /** Where we read the session the act was passed in. */
    sessionReadIn: text,
    actTextRead: z.literal(false),
  })
  .strict();

const effectiveFrom = z
  .object({
    ...quoted,
    field: z.literal('effectiveFrom'),
    value: isoDate,
    basis: generalRule,
    leads: z.array(lead),
  })
  .strict();

const unsourced = z
  .object({
    state: stateCode,
    law,
    /** effectiveFrom: the day the act took effect; period: how long its rule lasts for a driver. */
    field: z.enum(['effectiveFrom', 'period']),
    searched: text,
    leads: z.array(lead),
  })
  .strict();

export const stateLawDatesSchema = z
  .object({
    compiled: z.object({ on: isoDate, by: text, secondCheck: z.object({ on: isoDate, by: text }).strict().nullable() }).strict(),
    sources: z.array(source).min(1),
    facts: z.array(z.discriminatedUnion('field', [barredParties, effectiveFrom])).min(1),
    unsourced: z.array(unsourced),
  })
  .strict()
  .superRefine((file, context) => {
    const ids = new Set(file.sources.map((item) => item.id));
    if (ids.size !== file.sources.length) context.addIssue({ code: 'custom', path: ['sources'], message: 'a source id is used twice' });
    const keys = new Set<string>();
    for (const [index, fact] of file.facts.entries()) {
      if (!ids.has(fact.source)) context.addIssue({ code: 'custom', path: ['facts', index, 'source'], message: `no source "${fact.source}"` });
      const key = `${fact.state} ${fact.law} ${fact.field}`;
      if (keys.has(key)) context.addIssue({ code: 'custom', path: ['facts', index], message: `${key} is given twice` });
      keys.add(key);
    }
    for (const [index, item] of file.unsourced.entries()) {
      const key = `${item.state} ${item.law} ${item.field}`;
      if (keys.has(key)) context.addIssue({ code: 'custom', path: ['unsourced', index], message: `${key} is sourced in facts` });
    }
  });

export type StateLawDates = z.infer<typeof stateLawDatesSchema>;
export type StateLawFact = StateLawDates['facts'][number];
