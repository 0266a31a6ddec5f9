/**
 * Content-coding negotiation by the server's preference: brotli, then gzip, then identity.
 * A client's q-values only decide what is acceptable (q=0 never is); among acceptable
 * codings ours is the order, because every body we send is already compressed both ways
 * and brotli is the smaller. (Express's `acceptsEncodings` follows the client's order, so
 * Chrome's `gzip, deflate, br, zstd` got gzip.)
 */

export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** The best encoding for an Accept-Encoding header; identity when it says nothing usable. */
export function chooseEncoding(header: string | undefined): Encoding {
  return memoized(chosen, header, PREFERENCE);
}

/** The same, for a body that exists only as gzip or as it is (a filled landing template, server/pages/landing-template.ts). */
export function chooseGzipOrIdentity(header: string | undefined): Exclude<Encoding, 'br'> {
  return memoized(chosenWithoutBrotli, header, WITHOUT_BROTLI) as Exclude<Encoding, 'br'>;
}

const MEMO_LIMIT = 256;
const chosen = new Map<string, Encoding>();
const chosenWithoutBrotli = new Map<string, Encoding>();
const WITHOUT_BROTLI: readonly Encoding[] = ['gzip', 'identity'];

function memoized(memo: Map<string, Encoding>, header: string | undefined, offered: readonly Encoding[]): Encoding {
  if (header === undefined || header === '') return 'identity';
  const known = memo.get(header);
  if (known) return known;
  const encoding = negotiate(header, offered);
  // Browsers send a handful of distinct values; a bounded memo keeps the parse off the hot path.
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(header, encoding);
  return encoding;
}

function negotiate(header: string, offered: readonly Encoding[]): Encoding {
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // A coding listed twice keeps its highest weight.
    quality.set(coding, Math.max(q, quality.get(coding) ?? 0));
  }
  const wildcard = quality.get('*');
  const acceptable = (coding: Encoding): boolean => {
    const q = quality.get(coding);
    if (q !== undefined) return q > 0;
    if (wildcard !== undefined) return wildcard > 0;
    // RFC 9110 12.5.3: identity is acceptable unless excluded, explicitly or by "*;q=0".
    return coding === 'identity';
  };
  return offered.find(acceptable) ?? 'identity';
}
