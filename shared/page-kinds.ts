import type { KindCacheClass } from './cache-classes.js';
import type { BuiltContent } from './content-schema.js';
import { PRIVACY_CHOICES_PATH } from './privacy-choice.js';
import type { Lang } from './routes.js';
import { US_STATES, stateNameIn, stateSlugIn, type StateCode } from './us-states.js';

/**
 * The page kinds, one entry each (decision 060): everything about a kind that the rest of the
 * site derives from. The route table (shared/routes.ts: the router, the sitemap, hreflang, the
 * menus), the kind type, the metrics' page kinds and the per-kind tests read it; the client's
 * module table (client/routes/tree.tsx) and the build's readers (scripts/build/page-content.ts)
 * are keyed by it, so the type-check asks for a route module and a content reader for a new
 * kind. The placement code of each kind is in shared/placement.ts: the browser encodes it, and
 * this table, with every page's path and label in both languages, stays out of the bundles.
 *
 * Adding a kind: an entry here, its route module, its words (shared/messages) and its content.
 */

/** One side of a page: its path, its label in menus and footers, and its slug (a Markdown page's file name, or a state's slug) in that language. */
interface PageSide {
  path: string;
  label: string;
  slug: string;
}

/** One page of a kind, in both languages. */
export interface KindPage {
  en: PageSide;
  es: PageSide;
  /** State pages: whose requirements (content/states.yaml) the page shows; sample-premium and situation pages: whose regulator's survey. */
  state?: StateCode;
}

/**
 * What the build reads for a kind's pages: one Markdown file per page and language
 * (`markdown`: content/FOLDER/SLUG.md and content/es/FOLDER/SLUG.md), and the parts of the built
 * content (scripts/build/content.ts) its route module reads. A test renders each kind with only
 * these parts present.
 */
interface ContentSource {
  markdown?: string;
  parts: readonly (keyof BuiltContent)[];
}

export interface PageKindEntry {
  /** The kind's pages written here, in the order the router, the sitemap and the menus list them. */
  pages: readonly KindPage[];
  /**
   * The build adds pages it finds in the data (after `pages`): a survey published for a state,
   * a group in the insurer map. Their list travels in the built content, and the server adds
   * them to the route table once, at start-up (shared/routes.ts, decision 061).
   */
  fromData?: true;
  /** Who may keep a copy of its pages (shared/cache-classes.ts). */
  cache: KindCacheClass;
  content: ContentSource;
  /** English paths of the pages the per-kind tests visit (each with its Spanish twin). */
  samples: readonly string[];
}

/** A page that is the only one of its kind. */
function single(en: string, enLabel: string, es: string, esLabel: string): KindPage[] {
  return [{ en: { path: en, label: enLabel, slug: '' }, es: { path: es, label: esLabel, slug: '' } }];
}

/** A Markdown page: its file name is the same in both languages. */
function markdownPage(slug: string, en: Omit<PageSide, 'slug'>, es: Omit<PageSide, 'slug'>): KindPage {
  return { en: { ...en, slug }, es: { ...es, slug } };
}

/** The insurers' pages: the index and each group's page (a written review or one found in the group map), in both languages. */
export const INSURER_INDEX_PATH = '/reviews';
const INSURER_INDEX_PATHS: Record<Lang, string> = { en: INSURER_INDEX_PATH, es: '/es/resenas' };
const INSURER_INDEX_LABEL: Record<Lang, string> = { en: 'All insurers', es: 'Todas las aseguradoras' };

/** A group's page, or a written review, at /reviews/<slug> and /es/resenas/<slug>: one page kind for insurers (decision 076). */
export function insurerPath(slug: string, lang: Lang = 'en'): string {
  return `${INSURER_INDEX_PATHS[lang]}/${slug}`;
}
const review = (slug: string, label: string) => markdownPage(slug, { path: insurerPath(slug, 'en'), label }, { path: insurerPath(slug, 'es'), label });

/** The page of an insurance group of the map that has no written review: its name is its label in both languages. */
export function insurerPage(slug: string, name: string): KindPage {
  return { en: { path: insurerPath(slug, 'en'), label: name, slug }, es: { path: insurerPath(slug, 'es'), label: name, slug } };
}

/**
 * The index of insurers sorted by one column: a page per order, so each is a plain link that
 * works without JavaScript and a cacheable address (decision 077). The default order (market
 * share) is the index itself; the others live one level down, where no group's slug can be.
 */
const SORTED_SEGMENT: Record<Lang, string> = { en: 'sorted-by', es: 'ordenadas-por' };
export interface SortKey {
  /** The sort's slug in each language. */
  en: string;
  es: string;
}
export function insurerIndexPath(sort: SortKey | undefined, lang: Lang = 'en'): string {
  return sort ? `${INSURER_INDEX_PATHS[lang]}/${SORTED_SEGMENT[lang]}/${sort[lang]}` : INSURER_INDEX_PATHS[lang];
}
export function insurerIndexPage(sort: SortKey): KindPage {
  const side = (lang: Lang): PageSide => ({ path: insurerIndexPath(sort, lang), label: INSURER_INDEX_LABEL[lang], slug: sort[lang] });
  return { en: side('en'), es: side('es') };
}
const guide = (slug: string, label: string, esSlug: string, esLabel: string) =>
  markdownPage(slug, { path: `/articles/${slug}`, label }, { path: `/es/guias/${esSlug}`, label: esLabel });
const legal = (slug: string, label: string, esSlug: string, esLabel: string) =>
  markdownPage(slug, { path: `/${slug}`, label }, { path: `/es/${esSlug}`, label: esLabel });

/** The state requirements pages: the index, then one page per state and DC, in English name order. */
export const STATE_INDEX_PATH = '/car-insurance';
const STATE_INDEX_PATHS: Record<Lang, string> = { en: STATE_INDEX_PATH, es: '/es/seguro-de-auto' };

/** A state's page in a language: /car-insurance/new-york, /es/seguro-de-auto/nueva-york. */
export function statePath(code: StateCode, lang: Lang = 'en'): string {
  return `${STATE_INDEX_PATHS[lang]}/${stateSlugIn(code, lang)}`;
}

const STATE_CODES_BY_NAME = (Object.keys(US_STATES) as StateCode[]).sort((a, b) => US_STATES[a].localeCompare(US_STATES[b], 'en'));

/** A page about one state, in each language: its slug that language's state slug. */
function statePage(code: StateCode, path: (code: StateCode, lang: Lang) => string, label: (lang: Lang) => string): KindPage {
  const side = (lang: Lang): PageSide => ({ path: path(code, lang), label: label(lang), slug: stateSlugIn(code, lang) });
  return { en: side('en'), es: side('es'), state: code };
}

const SAMPLE_PREMIUMS_SEGMENT: Record<Lang, string> = { en: 'sample-premiums', es: 'primas-de-muestra' };
const SAMPLE_PREMIUMS_LABEL: Record<Lang, string> = { en: 'Sample premiums by company', es: 'Primas de muestra por compañía' };

export function samplePremiumsPath(code: StateCode, lang: Lang = 'en'): string {
  return `${statePath(code, lang)}/${SAMPLE_PREMIUMS_SEGMENT[lang]}`;
}

/** The sample-premiums page of a state whose regulator's survey the build found (content/prices/surveys.yaml). */
export function samplePremiumsPage(code: StateCode): KindPage {
  return statePage(code, samplePremiumsPath, (lang) => SAMPLE_PREMIUMS_LABEL[lang]);
}

const SITUATIONS_SEGMENT: Record<Lang, string> = { en: 'situations', es: 'situaciones' };
const SITUATIONS_LABEL: Record<Lang, string> = { en: 'Driver situations', es: 'Situaciones del conductor' };

/** A state's list of driver situations: /car-insurance/texas/situations, /es/seguro-de-auto/texas/situaciones. */
export function situationsPath(code: StateCode, lang: Lang = 'en'): string {
  return `${statePath(code, lang)}/${SITUATIONS_SEGMENT[lang]}`;
}

/** The situations index of a state whose survey isolates at least one situation (content/situations.yaml). */
export function situationIndexPage(code: StateCode): KindPage {
  return statePage(code, situationsPath, (lang) => SITUATIONS_LABEL[lang]);
}

/** A situation's page in a state, under the state's index, by the situation's slug in that language. */
export function situationPath(code: StateCode, slug: string, lang: Lang = 'en'): string {
  return `${situationsPath(code, lang)}/${slug}`;
}

/** One situation in one state: its slug and title in each language (the built situations carry both). */
export function situationPage(code: StateCode, situation: { slugs: Record<Lang, string>; titles: Record<Lang, string> }): KindPage {
  const side = (lang: Lang): PageSide => ({
    path: situationPath(code, situation.slugs[lang], lang),
    label: situation.titles[lang],
    slug: situation.slugs[lang],
  });
  return { en: side('en'), es: side('es'), state: code };
}

/** Every dataset the price figures come from, and how each is credited. */
export const DATA_SOURCES_PATH = '/data-sources';
/** The insurance words in both languages, each with its twin's term. */
export const GLOSSARY_PATH = '/glossary';

/** The registry. Its order is the route table's: each kind's pages, kind after kind. */
export const PAGE_KINDS = {
  home: {
    pages: single('/', 'Home', '/es/', 'Inicio'),
    // The hero names the visitor's state.
    cache: 'perRegion',
    content: { parts: ['home', 'prices', 'pages'] },
    samples: ['/'],
  },
  'insurer-index': {
    // The index in market share order; the build adds one page per other column to sort by.
    pages: single(INSURER_INDEX_PATHS.en, INSURER_INDEX_LABEL.en, INSURER_INDEX_PATHS.es, INSURER_INDEX_LABEL.es),
    fromData: true,
    cache: 'shared',
    content: { parts: ['insurers'] },
    samples: [INSURER_INDEX_PATH],
  },
  review: {
    // The same for every visitor, like every page but the home page and the privacy choices.
    // The written reviews, then a page for every other group of the map (decision 076).
    pages: [review('progressive', 'Progressive'), review('hartford', 'The Hartford'), review('kemper', 'Kemper'), review('direct-auto', 'Direct Auto')],
    fromData: true,
    cache: 'shared',
    content: { markdown: 'reviews', parts: ['pages', 'home', 'insurers', 'prices'] },
    samples: ['/reviews/progressive', '/reviews/geico'],
  },
  guide: {
    pages: [
      guide('how-to-lower-car-insurance', 'How to Lower Your Car Insurance', 'como-bajar-el-seguro-de-auto', 'Cómo bajar su seguro de auto'),
      guide('understanding-coverage-types', 'Understanding Coverage Types', 'tipos-de-cobertura', 'Tipos de cobertura'),
      guide('sr22-insurance-guide', 'SR-22 Insurance Guide', 'guia-del-seguro-sr22', 'Guía del seguro SR-22'),
      guide('first-time-driver-insurance', 'First-Time Driver Tips', 'seguro-para-conductores-nuevos', 'Consejos para conductores nuevos'),
      guide('comparing-insurance-quotes', 'Comparing Insurance Quotes', 'comparar-cotizaciones-de-seguro', 'Cómo comparar cotizaciones'),
      guide('down-payment-insurance', 'Down Payments Explained', 'pago-inicial-del-seguro', 'El pago inicial, explicado'),
      guide('short-term-insurance', 'Short-Term Car Insurance', 'seguro-de-auto-a-corto-plazo', 'Seguro de auto a corto plazo'),
      guide('cheap-affordable-insurance', 'Cheap and Affordable Insurance', 'seguro-de-auto-barato', 'Seguro de auto barato y accesible'),
      guide('sr22-requirements', 'SR-22 Requirements', 'requisitos-del-sr22', 'Requisitos del SR-22'),
      guide('gap-classic-insurance', 'Gap and Classic Car Insurance', 'seguro-gap-y-autos-clasicos', 'Seguro gap y de autos clásicos'),
      guide('non-owner-insurance', 'Non-Owner Car Insurance', 'seguro-para-no-propietarios', 'Seguro para no propietarios'),
      guide('no-deposit-insurance', 'No-Deposit Car Insurance', 'seguro-sin-deposito', 'Seguro de auto sin depósito'),
      guide('liability-insurance', 'Liability Insurance', 'seguro-de-responsabilidad-civil', 'Seguro de responsabilidad civil'),
      guide('high-risk-drivers', 'High-Risk Drivers', 'conductores-de-alto-riesgo', 'Conductores de alto riesgo'),
      guide('dui-insurance', 'Insurance After a DUI', 'seguro-despues-de-un-dui', 'Seguro después de un DUI'),
      guide('insurance-without-license', 'Insurance Without a License', 'seguro-sin-licencia-de-conducir', 'Seguro sin licencia de conducir'),
    ],
    cache: 'shared',
    content: { markdown: 'guides', parts: ['pages', 'home', 'situations'] },
    samples: ['/articles/dui-insurance'],
  },
  'state-index': {
    pages: single(STATE_INDEX_PATH, 'Car insurance by state', STATE_INDEX_PATHS.es, 'Seguro de auto por estado'),
    cache: 'shared',
    content: { parts: ['states', 'prices', 'home'] },
    samples: [STATE_INDEX_PATH],
  },
  state: {
    pages: STATE_CODES_BY_NAME.map((code) => statePage(code, statePath, (lang) => stateNameIn(code, lang))),
    cache: 'shared',
    content: { parts: ['states', 'prices', 'home', 'situations'] },
    samples: [statePath('TX')],
  },
  'sample-premiums': {
    // One page per regulator's survey we may show: a survey added to the data is a page.
    pages: [],
    fromData: true,
    cache: 'shared',
    content: { parts: ['prices', 'situations'] },
    samples: [samplePremiumsPath('CA')],
  },
  'situation-index': {
    // One per state whose survey priced two sample drivers differing in one declared situation (decision 073).
    pages: [],
    fromData: true,
    cache: 'shared',
    content: { parts: ['situations'] },
    samples: [situationsPath('TX')],
  },
  situation: {
    // One per state and situation its survey isolates: a survey added later with new pairs is new pages.
    pages: [],
    fromData: true,
    cache: 'shared',
    content: { parts: ['situations', 'prices', 'insurers'] },
    samples: [situationPath('TX', 'at-fault-accident'), situationPath('CA', 'newly-licensed-driver')],
  },
  legal: {
    pages: [
      legal('privacy', 'Privacy Policy', 'privacidad', 'Política de privacidad'),
      legal('terms', 'Terms of Use', 'terminos', 'Términos de uso'),
      legal('advertiser-disclosure', 'Advertiser Disclosure', 'divulgacion-publicitaria', 'Divulgación publicitaria'),
      legal('editorial-standards', 'Editorial Standards', 'normas-editoriales', 'Normas editoriales'),
    ],
    cache: 'shared',
    content: { markdown: 'legal', parts: ['pages', 'home'] },
    samples: ['/privacy'],
  },
  'data-sources': {
    pages: single(DATA_SOURCES_PATH, 'Data Sources', '/es/fuentes-de-datos', 'Fuentes de datos'),
    cache: 'shared',
    content: { parts: ['prices', 'states', 'insurers'] },
    samples: [DATA_SOURCES_PATH],
  },
  'privacy-choices': {
    pages: single(PRIVACY_CHOICES_PATH, 'Your Privacy Choices', '/es/opciones-de-privacidad', 'Sus opciones de privacidad'),
    // It says whether this browser opted out: the visitor's own, never a shared copy.
    cache: 'perChoice',
    content: { parts: ['operator', 'pages'] },
    samples: [PRIVACY_CHOICES_PATH],
  },
  glossary: {
    pages: single(GLOSSARY_PATH, 'Glossary', '/es/glosario', 'Glosario'),
    cache: 'shared',
    content: { parts: ['glossary', 'pages'] },
    samples: [GLOSSARY_PATH],
  },
} as const satisfies Record<string, PageKindEntry>;

export type PageKind = keyof typeof PAGE_KINDS;

/** Every kind, in the registry's order: the closed set the metrics' page_kind label and the placement code take. */
export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKind[];

/** The kinds whose pages the build finds in the data (entries with `fromData`). */
export type DataKind = { [K in PageKind]: (typeof PAGE_KINDS)[K] extends { fromData: true } ? K : never }[PageKind];

/** The pages the build found for each data kind, in its order: part of the built content, the same in both languages. */
export type DataPages = { readonly [K in DataKind]: readonly KindPage[] };

/** The kinds written as one Markdown file per page and language (reviews, guides, legal pages). */
export type MarkdownKind = { [K in PageKind]: (typeof PAGE_KINDS)[K]['content'] extends { markdown: string } ? K : never }[PageKind];

export function isMarkdownKind(kind: PageKind): kind is MarkdownKind {
  return 'markdown' in PAGE_KINDS[kind].content;
}

/** The Markdown kinds with their folders, in the registry's order. */
export const MARKDOWN_FOLDERS = PAGE_KIND_NAMES.flatMap((kind) => {
  const { content } = PAGE_KINDS[kind];
  return isMarkdownKind(kind) && 'markdown' in content ? [[kind, content.markdown] as const] : [];
});
