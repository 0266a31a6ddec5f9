import { open } from 'node:fs/promises';
import path from 'node:path';

/** About 1 MiB per read: the .dat files are never held in memory whole. */
const CHUNK_BYTES = 1 << 20;

export class GeoDataError extends Error {
  override name = 'GeoDataError';
}

export interface RecordChunk {
  /** A view of the chunk's bytes; the buffer behind it is reused for the next chunk. */
  view: DataView;
  /** Records in this chunk. */
  records: number;
  /** Index in the file of the chunk's first record. */
  first: number;
  /** Records in the file. */
  total: number;
}

/**
 * Reads a file of fixed-size records in chunks of whole records, the next chunk being read
 * while the caller works through the current one (two buffers, used in turn). An empty file or
 * one whose size is not a whole number of records (a copy still in progress, say) is an error;
 * so is a file that shrinks while it is read.
 */
export async function* recordChunks(file: string, recordSize: number): AsyncGenerator<RecordChunk> {
  const handle = await open(file, 'r');
  let next: Promise<void> | undefined;
  try {
    const { size } = await handle.stat();
    const name = path.basename(file);
    if (size === 0) throw new GeoDataError(`${name} is empty`);
    if (size % recordSize !== 0) throw new GeoDataError(`${name}: ${size} bytes is not a whole number of ${recordSize}-byte records`);
    const chunkBytes = Math.min(size, recordSize * Math.max(1, Math.floor(CHUNK_BYTES / recordSize)));
    const buffers = [Buffer.allocUnsafe(chunkBytes), Buffer.allocUnsafe(Math.min(chunkBytes, size - chunkBytes))];
    const fill = async (buffer: Buffer, position: number, want: number): Promise<void> => {
      for (let filled = 0; filled < want;) {
        const { bytesRead } = await handle.read(buffer, filled, want - filled, position + filled);
        if (bytesRead === 0) throw new GeoDataError(`${name} ended at ${position + filled} of ${size} bytes while being read`);
        filled += bytesRead;
      }
    };
    const chunks = Math.ceil(size / chunkBytes);
    const wantOf = (chunk: number) => Math.min(chunkBytes, size - chunk * chunkBytes);
    next = fill(buffers[0]!, 0, wantOf(0));
    for (let chunk = 0; chunk < chunks; chunk += 1) {
      await next;
      if (chunk + 1 < chunks) {
        next = fill(buffers[(chunk + 1) % 2]!, (chunk + 1) * chunkBytes, wantOf(chunk + 1));
        next.catch(() => {}); // awaited on the next turn, or abandoned with the generator
      }
      const want = wantOf(chunk);
      const buffer = buffers[chunk % 2]!;
      yield {
        view: new DataView(buffer.buffer, buffer.byteOffset, want),
        records: want / recordSize,
        first: (chunk * chunkBytes) / recordSize,
        total: size / recordSize,
      };
    }
  } finally {
    await next?.catch(() => {});
    await handle.close();
  }
}
