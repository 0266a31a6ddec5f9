/**
 * The asset manifest the build writes (dist/manifest.json) and the server reads: the public,
 * content-hashed URLs of each browser entry, the stylesheet, the icon and the home widgets'
 * static props file.
 */

export const CLIENT_ENTRIES = {
  home: 'client/entries/home.tsx',
  site: 'client/entries/site.tsx',
} as const;

export type ClientEntry = keyof typeof CLIENT_ENTRIES;

export interface AssetManifest {
  /** Per entry: its module's public URL. */
  scripts: Record<ClientEntry, { src: string }>;
  stylesheet: string;
  icon: string;
  /** The islands' static props (shared/hydration.ts), content-hashed. */
  staticProps: string;
}
