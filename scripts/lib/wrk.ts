import { spawn } from 'node:child_process';
import { findProgram } from './debian-packages.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * wrk (Debian's package) as the load generator: one C thread drives the load, so on this
 * two-core machine the server under test gets the other core. (autocannon, in Node, spent a
 * whole core parsing responses and capped every server near the same rate.) Debian's package,
 * installed by npm test's first stage (scripts/lib/debian-packages.ts).
 */

export interface WrkTarget {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** One request per value, in turn: e.g. X-Forwarded-For rotating over states. */
  rotate?: { header: string; values: string[] };
  /** Append the request's number to the path, so that every request asks for something new (a new landing text). */
  numbered?: true;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  bytes: number;
  /** Responses that were not 2xx or 3xx, plus socket errors and timeouts. */
  failures: number;
  p50Ms: number;
  p99Ms: number;
}

export function findWrk(): string {
  return findProgram(
    { envVariable: 'WRK_PATH', candidates: ['/usr/bin/wrk', '/usr/local/bin/wrk'], path: '/usr/bin/wrk', debianPackage: 'wrk' },
    'The benchmark',
  );
}

const lua = (value: string) => JSON.stringify(value);

function script(target: WrkTarget): string {
  return `${target.numbered ? numberedRequests(target) : requestList(target)}
done = function(summary, latency, _)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"us":%d,"bytes":%d,"failures":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

function headerTables(target: WrkTarget): string[] {
  const values = target.rotate?.values ?? [''];
  return values.map((value) => {
    const headers = { ...target.headers, ...(target.rotate ? { [target.rotate.header]: value } : {}) };
    return `{${Object.entries(headers)
      .map(([name, headerValue]) => `[${lua(name)}]=${lua(headerValue)}`)
      .join(',')}}`;
  });
}

/** Requests formatted per call: the path gets the request's number. */
function numberedRequests(target: WrkTarget): string {
  return `local headers = {}
local n = 0
init = function(args)
${headerTables(target)
  .map((table) => `  headers[#headers + 1] = ${table}`)
  .join('\n')}
end
request = function()
  n = n + 1
  return wrk.format(${lua(target.method)}, ${lua(target.path)} .. n, headers[n % #headers + 1], ${target.body === undefined ? 'nil' : lua(target.body)})
end`;
}

/** Requests formatted once and sent in turn. */
function requestList(target: WrkTarget): string {
  const requests = headerTables(target).map(
    (table) => `wrk.format(${lua(target.method)}, ${lua(target.path)}, ${table}, ${target.body === undefined ? 'nil' : lua(target.body)})`,
  );
  return `local requests = {}
local i = 0
init = function(args)
${requests.map((request) => `  requests[#requests + 1] = ${request}`).join('\n')}
end
request = function()
  i = i % #requests + 1
  return requests[i]
end`;
}

export async function runWrk(wrk: string, target: WrkTarget, seconds: number, connections: number): Promise<WrkResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wrk-'));
  const file = path.join(dir, 'target.lua');
  await writeFile(file, script(target));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', file, target.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
  }).finally(() => rm(dir, { recursive: true, force: true }));
  const line = /^WRK (.*)$/m.exec(output);
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const raw = JSON.parse(line[1]!) as { requests: number; us: number; bytes: number; failures: number; p50: number; p99: number };
  const elapsed = raw.us / 1e6;
  return {
    requests: raw.requests,
    seconds: elapsed,
    rps: raw.requests / elapsed,
    bytes: raw.bytes,
    failures: raw.failures,
    p50Ms: raw.p50 / 1000,
    p99Ms: raw.p99 / 1000,
  };
}
