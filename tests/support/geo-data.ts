import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GEO_FILES } from '../../server/geo/data-dir.js';

/**
 * Small data directories in geoip-lite's file format (the format its updatedb script writes),
 * for the region table's edge cases and for reloads. Addresses are numbers (IPv4) or bigints
 * (the first 64 bits of IPv6); locations are [country, region].
 */
export interface GeoData {
  locations: [country: string, region: string][];
  v4: [start: number, end: number, location: number][];
  v6: [start: bigint, end: bigint, location: number][];
}

export const NO_LOCATION = 0xffffffff;

export function encodeGeoData(data: GeoData): Record<string, Buffer> {
  const names = Buffer.alloc(88 * data.locations.length);
  data.locations.forEach(([country, region], i) => {
    names.write(country, i * 88, 2, 'latin1');
    names.write(region, i * 88 + 2, 3, 'latin1');
  });
  const v4 = Buffer.alloc(24 * data.v4.length);
  data.v4.forEach(([start, end, location], i) => {
    v4.writeUInt32BE(start, i * 24);
    v4.writeUInt32BE(end, i * 24 + 4);
    v4.writeUInt32BE(location, i * 24 + 8);
  });
  const v6 = Buffer.alloc(48 * data.v6.length);
  data.v6.forEach(([start, end, location], i) => {
    v6.writeBigUInt64BE(start, i * 48);
    v6.writeBigUInt64BE(end, i * 48 + 16);
    v6.writeBigUInt64BE((1n << 64n) - 1n, i * 48 + 24);
    v6.writeUInt32BE(location, i * 48 + 32);
  });
  return { [GEO_FILES.locations]: names, [GEO_FILES.ipv4]: v4, [GEO_FILES.ipv6]: v6 };
}

/** Writes the files into `dir`, each through a temporary file and a rename (as an operator should). */
export async function writeGeoData(dir: string, data: GeoData): Promise<void> {
  for (const [name, bytes] of Object.entries(encodeGeoData(data))) {
    await writeFile(path.join(dir, `.${name}.tmp`), bytes);
    await rename(path.join(dir, `.${name}.tmp`), path.join(dir, name));
  }
}

const created: string[] = [];

/** A new temporary directory, with these data files when given. */
export async function tempGeoDir(data?: GeoData): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'geodata-'));
  created.push(dir);
  if (data) await writeGeoData(dir, data);
  return dir;
}

export async function removeTempGeoDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export const ip4 = (text: string): number => text.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
