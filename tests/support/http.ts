import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * The tests' one HTTP client and one listening helper. The client is HTTP/1.1 over a bare
 * socket: the target goes out byte for byte (dot segments, the absolute form), only the headers
 * the test names are sent (no Referer, no Accept-Encoding a library adds), bodies arrive as the
 * server sent them (nothing decompresses), and nothing pools, retries or reconnects behind the
 * test's back, so tests about connections themselves (keep-alive reuse, stalled requests) use it too.
 */

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  /** Every header line as sent, in order: [name as sent, value]. */
  rawHeaders: [name: string, value: string][];
  /** The body's bytes, as sent (without the chunked framing). */
  bytes: Buffer;
  /** The body's bytes read as UTF-8. */
  body: string;
}

export class RawConnection {
  readonly socket: net.Socket;
  // Latin-1 maps each byte to one character, so the buffer is the bytes exactly, and searchable as text.
  private buffered = '';
  private waiters: (() => void)[] = [];
  /** When the server ended the connection (ms since epoch), if it has. */
  closedAt: number | undefined;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffered += chunk;
      this.wake();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.closedAt ??= Date.now();
      this.wake();
    });
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string | Buffer): void {
    if (typeof data === 'string') this.socket.write(data, 'latin1');
    else this.socket.write(data);
  }

  get closed(): boolean {
    return this.closedAt !== undefined;
  }

  /** Resolves once the server has ended the connection, or after `timeoutMs` with false. */
  async waitForClose(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < until) await this.next(until - Date.now());
    return this.closed;
  }

  /**
   * Reads one whole response (a Content-Length or chunked body), or rejects if the connection
   * closes first. `bodiless`: the answer to a HEAD, whose Content-Length describes no body.
   */
  async response(timeoutMs = 5000, { bodiless = false }: { bodiless?: boolean } = {}): Promise<RawResponse> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take(bodiless);
      if (parsed) return parsed;
      if (this.closed) throw new Error(`connection closed before a whole response: ${JSON.stringify(this.buffered)}`);
      if (Date.now() >= until) throw new Error(`no whole response within ${timeoutMs} ms: ${JSON.stringify(this.buffered)}`);
      await this.next(until - Date.now());
    }
  }

  /** Whatever the server sent that was not read as a response. */
  get unread(): string {
    return this.buffered;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private take(bodiless: boolean): RawResponse | undefined {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffered.slice(0, end).split('\r\n');
    const rawHeaders = lines.map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of rawHeaders) {
      const key = name.toLowerCase();
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
    }
    const status = Number(statusLine.split(' ')[1]);
    const start = end + 4;
    const framed = bodiless || status === 204 || status === 304 ? { body: '', next: start } : this.body(start, headers);
    if (!framed) return undefined;
    this.buffered = this.buffered.slice(framed.next);
    const bytes = Buffer.from(framed.body, 'latin1');
    return { status, headers, rawHeaders, bytes, body: bytes.toString('utf8') };
  }

  /** The body that starts at `start`, and where the next response starts; undefined until all of it is here. */
  private body(start: number, headers: Record<string, string>): { body: string; next: number } | undefined {
    if (!/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      // Neither a length nor chunks: the body ends where the connection does.
      if (headers['content-length'] === undefined) return this.closed ? { body: this.buffered.slice(start), next: this.buffered.length } : undefined;
      const length = Number(headers['content-length']);
      return this.buffered.length < start + length ? undefined : { body: this.buffered.slice(start, start + length), next: start + length };
    }
    const chunks: string[] = [];
    for (let at = start; ;) {
      const lineEnd = this.buffered.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(this.buffered.slice(at, lineEnd), 16);
      if (size === 0) {
        // No trailers are sent here: the last chunk is followed by one empty line.
        return this.buffered.length < lineEnd + 4 ? undefined : { body: chunks.join(''), next: lineEnd + 4 };
      }
      if (this.buffered.length < lineEnd + 2 + size + 2) return undefined;
      chunks.push(this.buffered.slice(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }

  private next(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, timeoutMs));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as it goes on the request line. */
  target: string;
  /** The only headers sent besides Host and Connection: close (and Content-Length for a body). */
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request on a connection of its own, and its whole response. */
export async function request(port: number, { method = 'GET', target, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  }
  const connection = await RawConnection.open(port);
  try {
    connection.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (body !== undefined) connection.write(typeof body === 'string' ? Buffer.from(body) : body);
    return await connection.response(5000, { bodiless: method === 'HEAD' });
  } finally {
    connection.destroy();
  }
}

export interface Listening {
  server: Server;
  port: number;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  close(): Promise<void>;
}

/** A request listener (the app, or a stand-in partner) on a free port of 127.0.0.1. */
export async function listen(listener: RequestListener): Promise<Listening> {
  const server = createServer(listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps its connections open: without this, close would wait for them to idle out.
        server.closeAllConnections();
      }),
  };
}
