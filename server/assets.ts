import { readFile } from 'node:fs/promises';
import type { AssetManifest } from '../shared/asset-manifest.js';

export type { AssetManifest };

export async function loadManifest(file: string): Promise<AssetManifest> {
  return JSON.parse(await readFile(file, 'utf8')) as AssetManifest;
}
