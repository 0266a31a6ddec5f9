import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the built server (dist/server/index.js) as a real process on a free port and
 * resolves when it logs "ready". Used by browser tests, benchmarks and scripts.
 *
 * Nothing outlives the caller: a server that does not become ready is killed before the error
 * is thrown, and every server still running when the calling process exits is killed then
 * (tests/process/no-orphans.test.ts).
 *
 * Unless the caller says otherwise, the server stops without a drain (SHUTDOWN_DRAIN_MS=0):
 * nothing balances traffic to it here, and the production default (5 s) would add 5 s to
 * every test file and script that stops a server. Tests of the drain pass their own value.
 */

/** Node flags the server runs with everywhere (npm start, the Dockerfile): a smaller young
 * generation keeps RSS flat under load at no measurable cost in throughput (decision 007). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * How long a start may take before it counts as failed: a bound for a server that never
 * becomes ready, never a wait. About a second on a quiet machine, but several servers starting
 * at once beside other work can take tens of seconds, and that must not fail a test.
 */
export const SERVER_START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  url: string;
  port: number;
  /** Where its Prometheus metrics listen (METRICS_PORT, a free one by default here). */
  metricsPort: number;
  process: ChildProcess;
  /** Every log line the server printed so far (JSON lines). */
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = SERVER_START_TIMEOUT_MS,
  options: {
    keepLogs?: boolean;
    nodeArgs?: string[];
    /** Another checkout whose build to run (the bench's older commit); this one by default. */ root?: string;
  } = {},
): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running.add(child);
  void exited.then(() => running.delete(child));
  let ready: ReadyLine;
  try {
    ready = await waitForReadyLine(child, logs, timeoutMs, options.keepLogs === false ? 200 : Infinity);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw new ServerStartError((error as Error).message, child.pid);
  }
  const { port, metricsPort } = ready;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    metricsPort,
    process: child,
    logs,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A server that did not become ready; it has been stopped (its `pid` is gone). */
class ServerStartError extends Error {
  constructor(
    message: string,
    readonly pid: number | undefined,
  ) {
    super(message);
  }
}

/** Servers started here and not yet exited: killed when this process exits, however it exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** What the server's "ready" log line says: where it listens. */
export interface ReadyLine {
  port: number;
  metricsPort: number;
}

/**
 * Resolves with the server's "ready" line; rejects if the process exits first or the time runs
 * out. Every line the process prints, before and after, is appended to `lines` (the first
 * `keep` of them), so callers can look for later lines such as "stopped".
 */
export function waitForReadyLine(child: ChildProcess, lines: string[], timeoutMs: number, keep = Infinity): Promise<ReadyLine> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready within ${timeoutMs} ms:\n${lines.join('\n')}`)), timeoutMs);
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        if (lines.length < keep) lines.push(line);
        if (!line.includes('"msg":"ready"')) continue;
        const ready = JSON.parse(line) as ReadyLine;
        clearTimeout(timer);
        resolve({ port: ready.port, metricsPort: ready.metricsPort });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before ready:\n${lines.join('\n')}`));
    });
  });
}
