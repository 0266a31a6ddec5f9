import { isAscii } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/**
 * Reading a small urlencoded form body off a request, apart from what the endpoint then decides
 * with it (POST /zip). No body parser is in the way: a form of at most a few KB is read straight
 * off the request, and a body no browser would have sent is refused unread, with why.
 */

/** Why a body is refused (the `reason` of zip_body_failures_total). */
export const BODY_FAILURES = ['unsupported', 'too-large', 'malformed', 'aborted'] as const;
export type BodyFailure = (typeof BODY_FAILURES)[number];

export interface FormLimits {
  maxBytes: number;
  maxFields: number;
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Read a form body and call `done` once with its fields, or with why it was refused: the wrong
 * type or a content encoding (`unsupported`), more bytes or fields than the limits
 * (`too-large`), bytes that are not UTF-8 or a broken percent-escape (`malformed`), or a client
 * gone before the body's end (`aborted`). A refusal by the headers is called at once, unread.
 */
export function readFormBody(req: IncomingMessage, limits: FormLimits, done: (body: URLSearchParams | BodyFailure) => void): void {
  const type = req.headers['content-type'] ?? '';
  const encoding = req.headers['content-encoding'];
  if (!FORM_TYPE.test(type) || (encoding !== undefined && encoding.toLowerCase() !== 'identity')) {
    done('unsupported');
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes) {
    done('too-large');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limits.maxBytes) over = true;
    else chunks.push(chunk);
  });
  // The client went away before the body's end (or sent a broken chunk).
  req.once('error', () => done('aborted'));
  // `on`, not `once`: 'end' is emitted once, and once's wrapper is a cost on every post.
  req.on('end', () => {
    if (over) {
      done('too-large');
      return;
    }
    const body = formFields(Buffer.concat(chunks, size));
    if (!body) done('malformed');
    else done(body.size > limits.maxFields ? 'too-large' : body);
  });
}

/**
 * A form body's fields, or undefined when no browser would have sent it: bytes that are not
 * UTF-8, or a percent-escape that is broken or stands for bytes that are not (URLSearchParams
 * would quietly turn either into U+FFFD, and the visitor's ZIP into something else).
 */
function formFields(bytes: Buffer): URLSearchParams | undefined {
  let text: string;
  try {
    // A browser percent-encodes a form body, so it is nearly always ASCII: read it as such, without the decoder.
    text = isAscii(bytes) ? bytes.toString('latin1') : UTF8.decode(bytes);
    // One pass over the whole body: a field's broken escape, or bytes cut short at a field's end
    // (then followed by `&` or `=`, which no UTF-8 sequence continues with), fails it as well.
    if (text.includes('%')) decodeURIComponent(text);
  } catch {
    return undefined;
  }
  return new URLSearchParams(text);
}
