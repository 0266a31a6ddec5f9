import type { AssetManifest, BuiltEntry } from '../shared/asset-manifest.js';
import { escapeHtml } from '../shared/html.js';
import { HYDRATION_STATE_ID, type HydrationState } from '../shared/hydration.js';

/** The HTML document around a rendered page. No inline script and no inline style. */

export interface DocumentHead {
  title: string;
  description: string;
  /** The page's own absolute URL (every page's canonical is itself); none on a 404 or an error page, which is no page to point a search engine at. */
  canonical?: string;
  /** <html lang>: en-US or es-US. */
  lang: string;
  /** og:locale: en_US or es_US. */
  locale: string;
  /** hreflang alternates, absolute: the page itself, its twin, and x-default (the English page); none for a page without a twin. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  siteName: string;
  ogType: 'website' | 'article';
  structuredData: unknown[];
}

export interface DocumentParts {
  head: DocumentHead;
  body: string;
  state: HydrationState;
  entry: BuiltEntry | null;
  assets: AssetManifest;
}

export function renderDocument({ head, body, state, entry, assets }: DocumentParts): string {
  const script = entry ? assets.scripts[entry] : undefined;
  const hasIslands = state.islands.length > 0;
  return (
    `<!doctype html><html lang="${escapeHtml(head.lang)}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(head.title)}</title>` +
    `<meta name="description" content="${escapeHtml(head.description)}">` +
    (head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '') +
    head.alternates.map((link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`).join('') +
    (head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '') +
    socialTags(head) +
    head.structuredData.map((data) => `<script type="application/ld+json">${serializeState(data)}</script>`).join('') +
    '<meta name="theme-color" content="#1e3a8a">' +
    `<link rel="icon" href="${assets.icon}" type="image/svg+xml">` +
    `<link rel="stylesheet" href="${assets.stylesheet}">` +
    `</head><body>${body}` +
    (hasIslands ? `<script type="application/json" id="${HYDRATION_STATE_ID}">${serializeState(state)}</script>` : '') +
    // Last in the body and deferred by nature: no script competes with the words and styles.
    // Its chunks are named beside it, so they load in parallel with it, not one round trip later.
    (script && hasIslands
      ? script.imports.map((src) => `<link rel="modulepreload" href="${src}">`).join('') + `<script type="module" src="${script.src}"></script>`
      : '') +
    '</body></html>'
  );
}

/**
 * Open Graph tags and the Twitter card's type: how the page looks when shared. X reads
 * og:title and og:description where twitter:title and twitter:description are absent, so the
 * title and description are said once, not twice in every page's first window.
 */
function socialTags(head: DocumentHead): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', head.ogType],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ...(head.canonical ? [['property', 'og:url', head.canonical] as [string, string, string]] : []),
    ['property', 'og:locale', head.locale],
    ['name', 'twitter:card', 'summary'],
  ];
  return tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`).join('');
}

/**
 * JSON inside a script element: escape everything that could end the element or confuse
 * an HTML or JavaScript parser, so no reflected value can break out.
 */
function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
