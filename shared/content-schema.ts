import { z } from 'zod';
import { MARKDOWN_FOLDERS, type DataPages, type MarkdownKind } from './page-kinds.js';
import type { PriceContent } from './price-schema.js';
import type { InsurerContent } from './insurer-record.js';
import type { SituationContent } from './situation-schema.js';
import { routesIn, type Lang } from './routes.js';
import type { LiabilityFacts, StateEvidence, Verified } from './state-evidence-schema.js';
import { US_STATES, type StateCode } from './us-states.js';

/**
 * The shape of everything in content/, checked with zod when the site is built.
 * The browser and server import only the inferred types.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real calendar date');

/** The kinds whose pages are Markdown files (shared/page-kinds.ts): what a page's front matter may say it is. */
const MARKDOWN_KINDS = MARKDOWN_FOLDERS.map(([kind]) => kind) as [MarkdownKind, ...MarkdownKind[]];

export const frontMatterSchema = z
  .object({
    title: z.string().min(10).max(70),
    description: z.string().min(50).max(160),
    kind: z.enum(MARKDOWN_KINDS),
    published: isoDate,
    reviewed: isoDate,
    insurer: z.string().min(2).optional(),
  })
  .strict()
  .refine((page) => page.reviewed >= page.published, {
    message: 'reviewed must not be before published',
    path: ['reviewed'],
  })
  .refine((page) => (page.kind === 'review') === (page.insurer !== undefined), {
    message: 'reviews, and only reviews, name their insurer',
    path: ['insurer'],
  });

type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface TocEntry {
  id: string;
  text: string;
}

export interface ReadingPage extends FrontMatter {
  path: string;
  html: string;
  toc: TocEntry[];
  words: number;
}

const text = z.string().trim().min(1);

/** Paths of one language's pages of a kind, for the schema's enums. */
const pathsOf = (lang: Lang, kind: 'guide') =>
  routesIn(lang)
    .filter((route) => route.kind === kind)
    .map((route) => route.path) as [string, ...string[]];

const topicSchema = (lang: Lang) =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      title: text,
      content: text,
      guide: z.enum(pathsOf(lang, 'guide'), "must be the path of a guide in the page's language").optional(),
    })
    .strict();

/**
 * Section titles the spec fixes word for word, in each language (the Spanish ones as the
 * Spanish twin of content/home/page.yaml words them).
 */
const FIXED_HOME_TITLES: Record<Lang, { compare: string; topics: string; brands: string }> = {
  en: { compare: 'Compare Cheap Quotes', topics: 'Topics and Guides', brands: 'Top Brands' },
  es: { compare: 'Compare cotizaciones económicas', topics: 'Temas y guías', brands: 'Marcas principales' },
};

/** A brand of the directory; `insurerPage` is the slug of its insurer page (/reviews/<slug>) where a group of the map or a written review is that brand's (our statement). */
const brandSchema = z
  .object({
    name: text,
    description: text,
    insurerPage: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .optional(),
  })
  .strict();

export const sampleQuoteSchema = z
  .object({
    provider: text,
    carModel: text,
    coverage: z.enum(['Full Coverage', 'Premium', 'Basic', 'Minimum']),
    monthlyRate: z.number().int().positive(),
    /** A neutral label: a sample card promises no discount or saving, which nothing measured (decision 066). */
    ribbon: text
      .refine(
        (label) => !/\d|%|\b(?:off|discount|save|savings|descuento|ahorr\w*)\b/i.test(label),
        'a sample card makes no discount or saving claim: use a neutral label',
      )
      .optional(),
  })
  .strict();

const homePageSchema = (lang: Lang) =>
  z
    .object({
      hero: z
        .object({
          eyebrow: text,
          headline: text.refine((value) => value.includes('{state}'), 'must contain {state}'),
          subheadline: text,
          trustPoints: z.array(text).min(2).max(4),
          /** The surveys' figures ({savingsLow} to {savingsHigh}: how far below the middle company the cheapest one charged), and the words of the link to the method. */
          savings: z
            .object({
              text: text.refine((value) => value.includes('{savingsLow}') && value.includes('{savingsHigh}'), 'must contain {savingsLow} and {savingsHigh}'),
              link: text,
            })
            .strict(),
        })
        .strict(),
      carrierStrip: z.object({ label: text }).strict(),
      steps: z
        .object({
          title: text,
          items: z.array(z.object({ title: text, text }).strict()).length(3),
        })
        .strict(),
      sampleQuotes: z.object({ title: text, intro: text, disclaimer: text }).strict(),
      secondZip: z.object({ title: text, text }).strict(),
      compare: z.object({ title: z.literal(FIXED_HOME_TITLES[lang].compare), text, points: z.array(text).min(2).max(5), inlineLabel: text }).strict(),
      averageSpend: z.object({ figure: text, label: text, source: text }).strict(),
      topics: z.object({ title: z.literal(FIXED_HOME_TITLES[lang].topics), intro: text }).strict(),
      brands: z.object({ title: z.literal(FIXED_HOME_TITLES[lang].brands), intro: text }).strict(),
      cta: z.object({ title: text, subtitlePrefix: text }).strict(),
      /**
       * The short note by insurer names (carrier strip, brand directory, every review, the guides
       * listed here): "{label}: {the payment sentence}", the label linking to /advertiser-disclosure
       * (the sentence is shared/constants.ts's paymentSentence, the same everywhere).
       */
      advertiserDisclosure: z
        .object({
          label: text.max(40),
          guides: z
            .array(z.enum(pathsOf(lang, 'guide'), 'must be the path of a guide'))
            .refine((paths) => new Set(paths).size === paths.length, 'guides must be listed once'),
        })
        .strict(),
    })
    .strict();

/** The home page's YAML files of one language (carMakes and carriers are names: one file for both). */
export const homeContentSchema = (lang: Lang) =>
  z
    .object({
      page: homePageSchema(lang),
      topics: z
        .array(topicSchema(lang))
        .length(20)
        .refine((topics) => new Set(topics.map((topic) => topic.id)).size === topics.length, 'topic ids must be unique'),
      brands: z
        .array(brandSchema)
        .min(70)
        .max(100)
        .refine((brands) => new Set(brands.map((brand) => brand.name)).size === brands.length, 'brand names must be unique'),
      sampleQuotes: z.array(sampleQuoteSchema).length(8),
      carMakes: z.array(text).min(10),
      carriers: z.array(text).length(5),
    })
    .strict();

export type Topic = z.infer<ReturnType<typeof topicSchema>>;
export type Brand = z.infer<typeof brandSchema>;
export type SampleQuote = z.infer<typeof sampleQuoteSchema>;
export type HomeContent = z.infer<ReturnType<typeof homeContentSchema>>;

/**
 * content/glossary.yaml and its Spanish twin: the same ids in the same order, the words translated.
 * `avoid` makes a term fixed in its language: the wrong words for it, each the start of a word,
 * that no page of that language may use (a language's own list: its twin need not have one).
 */
export const glossarySchema = z
  .array(
    z
      .object({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        term: text,
        definition: text,
        avoid: z.array(z.string().trim().min(3)).min(1).optional(),
      })
      .strict(),
  )
  .min(1)
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, 'glossary ids must be unique');

/** A glossary entry as the page shows it: with the twin language's term (printed once beside it on the Spanish page). */
export type GlossaryEntry = z.infer<typeof glossarySchema>[number] & { twinTerm: string };

export const operatorSchema = z
  .object({
    /** true while the file holds the sample operator: production start-up warns until it is replaced. */
    sample: z.boolean().default(false),
    name: text,
    address: text,
    email: z.email(),
  })
  .strict();

export type Operator = z.infer<typeof operatorSchema>;

/** A YYYY-MM-DD date that exists on the calendar (2025-02-30 is refused). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date');

/**
 * What a coverage's law sets as its amount, in our words ("$15,000 per person"): shown beside the
 * kind the data gives (required, included unless rejected...); every dollar figure in it must
 * appear in the official sentence quoted for that coverage (scripts/build/state-evidence.ts).
 */
const coverageAmountSchema = z.object({ amount: z.string().trim().min(1).optional() }).strict();

const STATE_CODES = Object.keys(US_STATES) as [StateCode, ...StateCode[]];
const FR44_STATES: readonly StateCode[] = ['FL', 'VA'];

/**
 * One state's editorial entry in content/states.yaml. The figures and what each law requires
 * (limits, single limits, PIP/UM/UIM/MedPay kinds, scheduled changes, SR-22 durations) are not
 * here: they come from content/data with their official quotes (shared/state-evidence-schema.ts).
 */
const stateEntrySchema = z
  .object({
    code: z.enum(STATE_CODES),
    minimumsEffective: calendarDate
      .refine((value) => value >= '2020-01-01', 'give minimumsEffective only for minimums that took effect in 2020 or later')
      .optional(),
    personalInjuryProtection: coverageAmountSchema.default({}),
    medicalPayments: coverageAmountSchema.default({}),
    /**
     * Only Kentucky, New Jersey and Pennsylvania let drivers choose no-fault (choice-no-fault);
     * an add-on state requires or offers first-party benefits (PIP) without a tort threshold.
     */
    faultSystem: z.enum(['at-fault', 'no-fault', 'choice-no-fault', 'add-on']),
    /** How the add-on benefits meet the right to sue, where the law ties them together (DC's 60-day choice). */
    addOnRightToSue: text.optional(),
    /** False where the state does not require insurance at all (New Hampshire): the page must not say drivers must carry it. */
    compulsory: z.boolean().default(true),
    /** Another kind of policy that also meets the law (New Jersey's Basic Policy), said beside the standard minimums. */
    alternativePolicy: text.optional(),
    proofFiling: z
      .object({
        sr22: z.boolean(),
        fr44: z.boolean(),
        detail: text.optional(),
      })
      .strict(),
    notes: z.array(text).max(4),
    /** Official pages behind the notes; the quoted pages are listed from content/data. */
    sources: z
      .array(
        z
          .object({
            title: text,
            url: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }),
          })
          .strict(),
      )
      .max(3),
    /** The day an editor last read the entry against content/data (the build warns when the data moves past it). */
    updated: calendarDate,
  })
  .strict()
  .refine((entry) => !entry.proofFiling.fr44 || FR44_STATES.includes(entry.code), {
    message: 'only Florida and Virginia use the FR-44',
    path: ['proofFiling', 'fr44'],
  })
  .refine((entry) => entry.addOnRightToSue === undefined || entry.faultSystem === 'add-on', {
    message: 'only an add-on state says how its benefits meet the right to sue',
    path: ['addOnRightToSue'],
  });

export const stateRequirementsSchema = z.array(stateEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<StateCode>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.code)) ctx.addIssue({ code: 'custom', message: `${entry.code} appears more than once`, path: [index, 'code'] });
    seen.add(entry.code);
  });
  const missing = STATE_CODES.filter((code) => !seen.has(code));
  if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `missing: ${missing.join(', ')}` });
  const names = entries.map((entry) => US_STATES[entry.code]);
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'));
  const misplaced = names.findIndex((name, index) => name !== sorted[index]);
  if (misplaced >= 0)
    ctx.addIssue({ code: 'custom', message: `entries must be ordered by state name; ${names[misplaced]} is out of place`, path: [misplaced, 'code'] });
});

export type StateEditorial = z.infer<typeof stateEntrySchema>;
export type Limits = Pick<LiabilityFacts, 'bodilyInjuryPerPerson' | 'bodilyInjuryPerAccident' | 'propertyDamage'>;

/** A state as the pages use it: the editorial entry, with the facts and their quotes from content/data. */
export interface StateEntry extends StateEditorial {
  minimumLiability: Limits;
  evidence: StateEvidence;
  /** Who checked the minimums' quote against the official page, and when. */
  verified: Verified;
  /** The latest check date among the quotes the page shows: the page's dateModified and sitemap lastmod. */
  dateModified: string;
}

export interface BuiltContent {
  pages: Record<string, ReadingPage>;
  home: HomeContent;
  operator: Operator;
  states: StateEntry[];
  /** What drivers pay: NAIC averages, the state map, the regulators' surveys (scripts/build/prices.ts). */
  prices: PriceContent;
  glossary: GlossaryEntry[];
  /** Each insurance group's records and the figures comparing them (scripts/build/insurer-records.ts): the same in both languages. */
  insurers: InsurerContent;
  /** The pages the build found in the data, by data kind (scripts/build/page-content.ts): the same in both languages, installed into the route table at start-up. */
  dataPages: DataPages;
  /** Driver situations the regulators' surveys isolate, per state, and each state's list of them (scripts/build/situations.ts). */
  situations: SituationContent;
}

/** dist/content.json: the built content of each language, built from content/ and content/es/ (scripts/build/content.ts). */
export type BuiltSite = Record<Lang, BuiltContent>;
