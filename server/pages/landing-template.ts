import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page with a landing text (`?qs=…`, `QS`) made from a template instead of a render, so a text new on
 * every request costs a fill rather than a whole render (decision 031).
 * The page is rendered once with a marker text; every place the marker landed becomes a slot
 * of the kind of escaping that place uses — HTML text or attribute (as React escapes), a query
 * value (as URLSearchParams writes it, in the no-JavaScript choice links) or a JSON string (the
 * hydration data block, as client/document.ts escapes it) — and the rest becomes fixed
 * segments, each compressed once. Filling it with a text escapes the text three ways and joins
 * the pieces: the result is byte for byte the page a render with that text gives (a probe text
 * full of characters that need escaping checks this when the template is made, and
 * tests/http/landing-template.test.ts for many more), at the cost of a few copies, no render.
 *
 * Compressed as gzip: each long fixed stretch is a raw deflate stream compressed once and ended
 * with a full flush, so such streams can be joined with the runs of slots (compressed per fill,
 * quickly, with the fixed stretch right before as the dictionary: its distances are known),
 * then an empty final block and the gzip trailer (the CRC-32 of the whole). Brotli
 * streams cannot be joined that way, so a client that accepts both gets gzip; one that accepts
 * neither gets the bytes as they are.
 */

type SlotKind = 'html' | 'query' | 'json';

/**
 * A piece of the page: fixed bytes compressed once, or a run of short fixed bytes and slots
 * (the home page's choice links carry the text every hundred bytes or so), compressed per fill
 * in one go, since apart each would compress to nearly nothing.
 */
type Piece = { fixed: Buffer; deflated: Buffer } | { run: (Buffer | SlotKind)[]; dictionary: Buffer };

export interface LandingTemplate {
  pieces: readonly Piece[];
  /** What the template keeps in memory. */
  bytes: number;
}

/** A fixed stretch shorter than this joins the run of slots around it. */
const FIXED_PIECE_MIN_BYTES = 4096;
/** A run is compressed for each fill: quickly. */
const RUN_GZIP_LEVEL = 1;
/** Deflate looks back at most this far: a run's dictionary is the end of the fixed stretch right before it. */
const DEFLATE_WINDOW = 32 * 1024;
/** Where the text goes when the template is made: its three escaped forms differ, and no page holds them by chance. */
export const TEMPLATE_MARKER = 'Qx9"landing marker';

/** A text that needs every kind of escaping: a template is kept only if filling it with this gives the rendered page. */
export const TEMPLATE_PROBE = `<b>"Tom's" & Co</b> 50% off + más ✓ 🚗 \\ / ? # = ; \u00a0end`;

const ESCAPE: Record<SlotKind, (text: string) => string> = {
  // React's escapeTextForBrowser, for text and attribute values alike.
  html: (text) => text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!),
  // The application/x-www-form-urlencoded serializer, as URLSearchParams#toString writes a value.
  query: (text) => new URLSearchParams([['', text]]).toString().slice(1),
  // JSON.stringify, then what client/document.ts escapes inside a script element.
  json: (text) =>
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
};

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

const SLOT_KINDS = Object.keys(ESCAPE) as SlotKind[];
const MARKER_FORMS = new Map(SLOT_KINDS.map((kind) => [ESCAPE[kind](TEMPLATE_MARKER), kind]));
const MARKER_PATTERN = new RegExp([...MARKER_FORMS.keys()].map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/**
 * The template of a page rendered with TEMPLATE_MARKER, checked against the same page rendered
 * with TEMPLATE_PROBE; undefined when they disagree (some place changes the text in a way the
 * three escapings do not say), and the page is then rendered for each text.
 */
export function landingTemplate(markerHtml: string, probeHtml: string, gzipLevel: number): LandingTemplate | undefined {
  if (MARKER_FORMS.size !== SLOT_KINDS.length) throw new Error('the landing marker escapes the same way in two places');
  const pieces: Piece[] = [];
  let run: (Buffer | SlotKind)[] = [];
  const fixed = (text: string, alone: boolean) => {
    const bytes = Buffer.from(text);
    if (!alone && bytes.length < FIXED_PIECE_MIN_BYTES) {
      if (bytes.length > 0) run.push(bytes);
      return;
    }
    if (run.length > 0) {
      // The piece before a run is always fixed (the page's first stretch is), and the run starts right after it.
      const before = pieces.at(-1);
      if (!before || !('fixed' in before)) throw new Error('a run of landing slots with no fixed stretch before it');
      pieces.push({ run, dictionary: before.fixed.subarray(Math.max(0, before.fixed.length - DEFLATE_WINDOW)) });
    }
    run = [];
    pieces.push({ fixed: bytes, deflated: deflateRawSync(bytes, { level: gzipLevel, finishFlush: constants.Z_FULL_FLUSH }) });
  };
  let from = 0;
  for (const match of markerHtml.matchAll(MARKER_PATTERN)) {
    fixed(markerHtml.slice(from, match.index), from === 0);
    run.push(MARKER_FORMS.get(match[0])!);
    from = match.index + match[0].length;
  }
  fixed(markerHtml.slice(from), true);
  const bytes = pieces.reduce((total, piece) => total + ('fixed' in piece ? piece.fixed.length + piece.deflated.length : 0), 0);
  const template: LandingTemplate = { pieces, bytes };
  return fillTemplate(template, TEMPLATE_PROBE, 'identity').equals(Buffer.from(probeHtml)) ? template : undefined;
}

/** The page for a text, as the bytes (`identity`) or as a gzip member. */
export function fillTemplate(template: LandingTemplate, text: string, encoding: 'identity' | 'gzip'): Buffer {
  const escaped = new Map(SLOT_KINDS.map((kind) => [kind, Buffer.from(ESCAPE[kind](text))]));
  const runBytes = (run: readonly (Buffer | SlotKind)[]) => Buffer.concat(run.map((part) => (typeof part === 'string' ? escaped.get(part)! : part)));
  if (encoding === 'identity') return Buffer.concat(template.pieces.map((piece) => ('fixed' in piece ? piece.fixed : runBytes(piece.run))));
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of template.pieces) {
    const bytes = 'fixed' in piece ? piece.fixed : runBytes(piece.run);
    crc = crc32(bytes, crc);
    length += bytes.length;
    parts.push(
      'fixed' in piece ? piece.deflated : deflateRawSync(bytes, { level: RUN_GZIP_LEVEL, dictionary: piece.dictionary, finishFlush: constants.Z_FULL_FLUSH }),
    );
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** A gzip member's header: deflate, no name, no time, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty final block with the fixed Huffman code: every piece before it ends with a full flush, none final (RFC 1951 §3.2.3). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
