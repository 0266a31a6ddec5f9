import net from 'node:net';

/**
 * HTTP/1.1 over a bare socket, for tests about connections themselves (keep-alive reuse,
 * stalled requests): nothing pools, retries or reconnects behind the test's back.
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  readonly socket: net.Socket;
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

  write(text: string): void {
    this.socket.write(text, 'latin1');
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

  /** Reads one whole response (Content-Length bodies only), or rejects if the connection closes first. */
  async response(timeoutMs = 5000): Promise<RawResponse> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take();
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

  private take(): RawResponse | undefined {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffered.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < end + 4 + length) return undefined;
    const body = this.buffered.slice(end + 4, end + 4 + length);
    this.buffered = this.buffered.slice(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
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
