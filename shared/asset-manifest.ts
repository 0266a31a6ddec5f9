/**
 * The asset manifest the build writes (dist/manifest.json) and the server reads: the public,
 * content-hashed URLs of each browser entry, the stylesheet, the icon and the home widgets'
 * static props file.
 */

/**
 * Each entry once per language: a page names its entry ('home' or 'site') and its language
 * picks the file, so a bundle carries one language's words (shared/messages/islands-*.ts).
 */
export const CLIENT_ENTRIES = {
  home: 'client/entries/home.tsx',
  site: 'client/entries/site.tsx',
  'home-es': 'client/entries/home-es.tsx',
  'site-es': 'client/entries/site-es.tsx',
} as const;

/** What a page module names: which islands hydrate. */
export type ClientEntry = 'home' | 'site';
/** A built entry: a ClientEntry in one language. */
export type BuiltEntry = keyof typeof CLIENT_ENTRIES;

/** The built entry of a page's entry in its language ('en' | 'es', the route table's Lang). */
export function builtEntry(entry: ClientEntry, lang: 'en' | 'es'): BuiltEntry {
  return lang === 'es' ? `${entry}-es` : entry;
}

export interface AssetManifest {
  /**
   * Per built entry: its module's public URL, and the chunks it imports statically (all of
   * them, transitively), which the page names with modulepreload so that the browser fetches
   * them beside the entry instead of one round trip after it.
   */
  scripts: Record<BuiltEntry, { src: string; imports: string[] }>;
  stylesheet: string;
  icon: string;
  /** The islands' static props (shared/hydration.ts) per language ('en' | 'es'), content-hashed. */
  staticProps: Record<'en' | 'es', string>;
}
