import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticProps } from '../../shared/hydration.js';
import type { BuiltContent } from '../../shared/content-schema.js';

/**
 * The islands' static props as a content-hashed JSON file beside the bundles, so it is
 * cached for a year like them and a content change gives it a new name. Returns its URL.
 */
export async function writeStaticProps(content: BuiltContent, outdir: string, publicPrefix: string): Promise<string> {
  const json = JSON.stringify(staticProps(content.home));
  const name = `static-props-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  await writeFile(path.join(outdir, name), json);
  return `${publicPrefix}/${name}`;
}
