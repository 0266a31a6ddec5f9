import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticProps } from '../../shared/hydration.js';
import type { BuiltContent, BuiltSite } from '../../shared/content-schema.js';
import { LANGS, type Lang } from '../../shared/routes.js';

/**
 * The islands' static props as a content-hashed JSON file beside the bundles, so it is
 * cached for a year like them and a content change gives it a new name. Returns its URL.
 */
async function writeOne(content: BuiltContent, outdir: string, publicPrefix: string): Promise<string> {
  const json = JSON.stringify(staticProps(content.home));
  const name = `static-props-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  await writeFile(path.join(outdir, name), json);
  return `${publicPrefix}/${name}`;
}

/** One file per language: a Spanish page's widgets read the Spanish topics, brands and samples. */
export async function writeStaticProps(site: BuiltSite, outdir: string, publicPrefix: string): Promise<Record<Lang, string>> {
  const urls = await Promise.all(LANGS.map(async (lang) => [lang, await writeOne(site[lang], outdir, publicPrefix)] as const));
  return Object.fromEntries(urls) as Record<Lang, string>;
}
