import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { findProgram } from './debian-packages.js';

/**
 * Debian's HAProxy as a real load balancer for tests (tests/process/rolling-restart.test.ts).
 * Installed by npm test's first stage (scripts/lib/debian-packages.ts); otherwise fails with
 * how to provide one.
 */

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

export function findHaproxy(): string {
  return findProgram({ envVariable: 'HAPROXY_PATH', candidates: CANDIDATES, path: '/usr/sbin/haproxy', debianPackage: 'haproxy' }, 'The rolling-restart test');
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Balancer {
  url: string;
  process: ChildProcess;
  /** What HAProxy says about each server of the backend: UP, DOWN, "DOWN 1/2", MAINT… */
  serverStatus(): Promise<Record<string, string>>;
  /** Resolves with the wait in ms once `server` has `status` in HAProxy's view; rejects after `timeoutMs`. */
  waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  /** Directory for the generated config and the admin socket. */
  dir: string;
  port: number;
  /** Backend servers by name: their loopback ports. */
  servers: Record<string, number>;
  /** Lines for the backend besides the servers. */
  backend: string[];
  /** The `check …` options of every server line. */
  check: string;
}

/** Writes an HAProxy config to `dir` and runs HAProxy in the foreground as a child process. */
export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const socket = path.join(options.dir, 'admin.sock');
  const config = [
    'global',
    `  stats socket ${socket} mode 600 level admin`,
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    '  timeout check 2s',
    'frontend site',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend app',
    'backend app',
    ...options.backend.map((line) => `  ${line}`),
    ...Object.entries(options.servers).map(([name, port]) => `  server ${name} 127.0.0.1:${port} ${options.check}`),
    '',
  ].join('\n');
  const file = path.join(options.dir, 'haproxy.cfg');
  await writeFile(file, config);
  const haproxy = findHaproxy();
  execFileSync(haproxy, ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const child = spawn(haproxy, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = net.connect(socket);
      let answer = '';
      connection.setEncoding('utf8');
      connection.on('connect', () => connection.end(`${line}\n`));
      connection.on('data', (chunk: string) => {
        answer += chunk;
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });

  const serverStatus = async () => {
    const [header = '', ...rows] = (await command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[at('pxname')] === 'app' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!))
        .map((cells) => [cells[at('svname')]!, cells[at('status')]!]),
    );
  };

  const waitFor = async (server: string, status: 'UP' | 'DOWN', timeoutMs: number) => {
    const started = Date.now();
    for (;;) {
      const now = (await serverStatus())[server] ?? '';
      if (now === status) return Date.now() - started;
      if (Date.now() - started > timeoutMs) throw new Error(`HAProxy: ${server} is "${now}", not ${status}, after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  // Ready once the admin socket answers.
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${stderr}`);
    try {
      await serverStatus();
      break;
    } catch (error) {
      if (Date.now() > until) throw new Error(`haproxy's admin socket did not answer: ${String(error)}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url: `http://127.0.0.1:${options.port}`,
    process: child,
    serverStatus,
    waitFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
