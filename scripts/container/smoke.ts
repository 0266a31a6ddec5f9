import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config.js';
import { parseLanding } from '../../shared/landing-query.js';
import { buildPartnerLink } from '../../shared/partner-link.js';
import { stateName, type StateCode } from '../../shared/us-states.js';
import { ROOT, waitForReadyLine } from '../lib/server-process.js';
import { usAddressesByState } from '../lib/us-addresses.js';
import { BASE_IMAGE, ensureBaseImage } from './base-image.js';
import { Buildah, type ImageConfig } from './buildah.js';

/**
 * The container smoke test (`scripts/container-smoke`, run by `.ci/run`): builds the real
 * Dockerfile with buildah on a locally made stand-in for its base image, starts the image's
 * own entrypoint and command from the built image, and checks it the way an orchestrator and a
 * visitor would: health and readiness, the HEALTHCHECK, a page, the ZIP hand-off, metrics,
 * a non-root read-only app, and a graceful stop on SIGTERM.
 */

const WORK_DIR = process.env.CONTAINER_SMOKE_DIR ?? '/var/tmp/quoteowl-container-smoke';
const IMAGE = 'localhost/quoteowl:smoke';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** What an operator would set; the checks compute the expected hand-off from the same values. */
const CONTAINER_ENV: Record<string, string> = {
  PORT: '0',
  METRICS_PORT: '0',
  TRUST_PROXY: 'loopback',
  SITE_URL: 'https://smoke.quoteowl.example',
  PARTNER_BASE_URL: 'https://partner.smoke.example/aff_c',
  PARTNER_OFFER_ID: '31',
  PARTNER_AFFILIATE_ID: '77',
};

const started = Date.now();
const timings: [string, number][] = [];
const failures: string[] = [];

function log(line: string): void {
  process.stdout.write(`[container-smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`);
}

function check(condition: boolean, what: string, detail = ''): void {
  log(`${condition ? 'ok  ' : 'FAIL'} ${what}${condition || !detail ? '' : ` — ${detail}`}`);
  if (!condition) failures.push(what);
}

async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  log(`— ${name}`);
  const t0 = Date.now();
  try {
    return await run();
  } finally {
    timings.push([name, Date.now() - t0]);
  }
}

const buildah = new Buildah(WORK_DIR);

async function main(): Promise<void> {
  if (process.argv.includes('--rebuild-base') && buildah.hasImage(BASE_IMAGE)) buildah.run(['rmi', '--force', BASE_IMAGE]);
  await step('stand-in base image', () => ensureBaseImage(buildah, WORK_DIR, log));
  await step('build the Dockerfile', buildImage);
  const config = buildah.imageConfig(IMAGE);
  checkImageConfig(config);

  const container = buildah.run(['from', '--pull=never', '--name', `quoteowl-smoke-${process.pid}`, IMAGE]);
  let server: StartedServer | undefined;
  try {
    await step('image contents', () => checkContents(container, config.WorkingDir || '/'));
    server = await step('start the image command', () => startContainer(container, config));
    await step('HTTP checks', () => checkHttp(server!));
    await step('HEALTHCHECK and file permissions', () => checkInsideContainer(container, config, server!));
    await step('graceful stop', () => checkGracefulStop(server!));
  } finally {
    if (server && server.exitCode === undefined) server.kill();
    buildah.run(['rm', container], { quiet: true });
    // Earlier builds of the smoke image, now untagged, would otherwise pile up in WORK_DIR.
    buildah.run(['rmi', '--prune'], { quiet: true });
  }
}

function buildImage(): void {
  const args = ['bud', '--isolation', 'chroot', '--pull=never', '--format', 'docker', '--layers=false', '-t', IMAGE, '-f', path.join(ROOT, 'Dockerfile')];
  // This machine reaches the npm registry through a TLS-inspecting proxy: the build's RUN
  // steps get its CA bundle as a build argument and a read-only mount, never in the image.
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (ca && existsSync(ca)) args.push('--build-arg', 'NODE_EXTRA_CA_CERTS=/run/build-ca.crt', '--volume', `${ca}:/run/build-ca.crt:ro`);
  // The host's npm cache (filled by `npm ci` before this runs in CI) spares a second download.
  const npmCache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  if (npmCache && existsSync(npmCache)) args.push('--volume', `${npmCache}:/root/.npm`);
  buildah.stream([...args, ROOT]);
  log(`image ${IMAGE}: ${buildah.run(['images', '--format', '{{.Size}}', IMAGE])}`);
}

function checkImageConfig(config: ImageConfig): void {
  const env = new Map(config.Env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  check(config.User !== '' && config.User !== 'root' && config.User !== '0', `runs as a non-root user (${config.User || 'root'})`);
  check(env.get('NODE_ENV') === 'production', 'NODE_ENV=production in the image');
  check(!env.has('NODE_EXTRA_CA_CERTS'), 'the build-time CA argument did not leak into the image');
  check(config.Cmd[0] === 'node' && config.Cmd.includes('dist/server/index.js'), `exec-form CMD runs node directly (${JSON.stringify(config.Cmd)})`);
  check(config.Healthcheck?.Test[0] === 'CMD', 'HEALTHCHECK in exec form');
  check(Object.keys(config.ExposedPorts ?? {}).includes('3000/tcp'), 'EXPOSE 3000');
}

function checkContents(container: string, workingDir: string): void {
  const root = buildah.run(['mount', container]);
  try {
    const app = path.join(root, workingDir);
    const has = (relative: string) => existsSync(path.join(app, relative));
    for (const needed of [
      'dist/server/index.js',
      'dist/content.json',
      'dist/manifest.json',
      'dist/public/assets',
      'node_modules/express',
      'node_modules/geoip-lite/data/geoip-city.dat',
    ]) {
      check(has(needed), `image has ${needed}`);
    }
    for (const unwanted of [
      'node_modules/typescript',
      'node_modules/vitest',
      'node_modules/esbuild',
      'node_modules/tsx',
      'server',
      'client',
      'content',
      'tests',
      'scripts',
      '.git',
      'Dockerfile',
    ]) {
      check(!has(unwanted), `image leaves out ${unwanted}`);
    }
    const sources = readdirSync(path.join(app, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    check(sources.length === 0, 'no TypeScript sources shipped', sources.slice(0, 3).join(', '));
  } finally {
    buildah.run(['umount', container], { quiet: true });
  }
}

interface StartedServer {
  baseUrl: string;
  metricsUrl: string;
  port: number;
  /** The node process inside the container: what an orchestrator's SIGTERM reaches. */
  pid: number;
  lines: string[];
  exitCode: number | null | undefined;
  exited: Promise<number | null>;
  kill(): void;
}

/** buildah run with the image's entrypoint and command: the container's own start-up. */
async function startContainer(container: string, image: ImageConfig): Promise<StartedServer> {
  const envArgs = Object.entries(CONTAINER_ENV).flatMap(([name, value]) => ['--env', `${name}=${value}`]);
  const command = [...image.Entrypoint, ...image.Cmd];
  log(`buildah run … ${container} -- ${command.join(' ')}`);
  const child = buildah.spawn(['run', '--isolation', 'chroot', ...envArgs, container, '--', ...command]);
  const lines: string[] = [];
  const server: Partial<StartedServer> & { lines: string[] } = { lines, exitCode: undefined };
  server.exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      server.exitCode = code;
      resolve(code);
    }),
  );
  const ready = await waitForReadyLine(child, lines, READY_TIMEOUT_MS);
  log(`ready on port ${ready.port}, metrics on ${ready.metricsPort}`);
  const pid = findServerProcess(child.pid!);
  return Object.assign(server, {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    metricsUrl: `http://127.0.0.1:${ready.metricsPort}/metrics`,
    port: ready.port,
    pid,
    kill: () => {
      for (const target of [pid, child.pid!]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  }) as StartedServer;
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * chroot isolation has no PID namespace, so the container's main process is a descendant of
 * `buildah run`; a signal to buildah itself would kill it rather than forward SIGTERM.
 */
function findServerProcess(buildahPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const queue = [...(children.get(buildahPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(commandLine[0] ?? '') === 'node' && commandLine.includes('dist/server/index.js')) return pid;
    queue.push(...(children.get(pid) ?? []));
  }
  throw new Error('no node process found under buildah run');
}

async function checkHttp(server: StartedServer): Promise<void> {
  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${pathname}`, { headers, redirect: 'manual' });

  const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  check(uid !== undefined && uid !== '0', `the server process runs as uid ${uid}, not root`);

  check((await get('/healthz')).status === 200, 'GET /healthz is 200');
  check((await get('/readyz')).status === 200, 'GET /readyz is 200');

  // geoip-lite's data in the image: an address in a state other than the default one.
  const [state, address] = [...usAddressesByState()].find(([code]) => code !== 'VA')!;
  const home = await get('/', { 'x-forwarded-for': address, 'accept-encoding': 'br' });
  const homeHtml = await home.text();
  check(home.status === 200 && (home.headers.get('content-type') ?? '').startsWith('text/html'), 'GET / is a 200 HTML page');
  check(home.headers.get('content-encoding') === 'br', 'GET / is served brotli-compressed when asked');
  check((home.headers.get('content-security-policy') ?? '').includes("script-src 'self'"), 'GET / carries the CSP');
  check(
    homeHtml.includes(`hero__state">${stateName(state as StateCode)}<`),
    `GeoIP data in the image: ${address} is shown as ${stateName(state as StateCode)}`,
  );
  const zipForms = [...homeHtml.matchAll(/<form\b[^>]*>/g)].filter(([tag]) => /\baction="\/zip"/.test(tag) && /\bmethod="post"/i.test(tag));
  check(zipForms.length > 0, 'the home page has the no-JavaScript ZIP form (POST /zip)');

  const sitemap = await (await get('/sitemap.xml')).text();
  const guide = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((pathname) => pathname.split('/').length > 2);
  check(guide !== undefined && sitemap.includes(CONTAINER_ENV.SITE_URL!), `the sitemap lists reading pages under SITE_URL (${guide})`);
  if (guide) {
    const page = await get(guide);
    const html = await page.text();
    check(
      page.status === 200 && html.includes('<h1') && html.includes(`${CONTAINER_ENV.SITE_URL}${guide}`),
      `GET ${guide} is a 200 page with its canonical URL`,
    );
  }
  check((await get('/no-such-page')).status === 404, 'an unknown path is a 404');
  check((await get('/metrics')).status === 404, 'metrics are not on the public port');

  const post = (body: string) =>
    fetch(`${server.baseUrl}/zip`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  const valid = await post('zip=22201&source=hero&page=/&ds=FStarsPM&gclid=smoke-1');
  const expected = buildPartnerLink(
    loadConfig({ NODE_ENV: 'production', ...CONTAINER_ENV }).partner,
    parseLanding({ ds: 'FStarsPM', gclid: 'smoke-1' }),
    '22201',
  );
  check(
    valid.status === 303 && valid.headers.get('location') === expected,
    'POST /zip with a valid ZIP is a 303 to the partner link',
    `${valid.status} ${valid.headers.get('location')}`,
  );
  const invalid = await post('zip=abc&source=hero&page=/');
  const back = invalid.headers.get('location') ?? '';
  check(
    invalid.status === 303 && back.startsWith('/?') && back.includes('zip_error=invalid'),
    'POST /zip with a bad ZIP is a 303 back to the page with the error',
    `${invalid.status} ${back}`,
  );

  const metrics = await (await fetch(server.metricsUrl)).text();
  check(/zip_handoffs_total\{[^}]*outcome="valid"[^}]*\} 1/.test(metrics), 'metrics count the hand-off on the metrics port');
}

function checkInsideContainer(container: string, image: ImageConfig, server: StartedServer): void {
  const [kind, ...test] = image.Healthcheck?.Test ?? [];
  const command = kind === 'CMD-SHELL' ? ['/bin/sh', '-c', test.join(' ')] : test;
  let healthy = false;
  try {
    buildah.run(['run', '--isolation', 'chroot', '--env', `PORT=${server.port}`, container, '--', ...command]);
    healthy = true;
  } catch {
    healthy = false;
  }
  check(healthy, "the image's HEALTHCHECK command passes against the running server");

  let wrote = false;
  try {
    buildah.run(['run', '--isolation', 'chroot', container, '--', '/bin/sh', '-c', 'touch dist/written-at-runtime'], { quiet: true });
    wrote = true;
  } catch {
    wrote = false;
  }
  check(!wrote, 'the runtime user cannot change the application files');
}

async function checkGracefulStop(server: StartedServer): Promise<void> {
  const t0 = Date.now();
  process.kill(server.pid, 'SIGTERM');
  // Readiness fails first, so a load balancer stops sending before the server closes.
  let notReady = false;
  while (!notReady && Date.now() - t0 < 2000 && server.exitCode === undefined) {
    try {
      notReady = (await fetch(`${server.baseUrl}/readyz`)).status === 503;
    } catch {
      break;
    }
    if (!notReady) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  check(notReady, 'after SIGTERM /readyz answers 503 while the server drains');
  const code = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS))]);
  check(code === 0, `SIGTERM stops the container with exit code 0 within ${STOP_TIMEOUT_MS / 1000} s (${code}, ${Date.now() - t0} ms)`);
  check(
    server.lines.some((line) => parseJson(line)?.msg === 'stopped'),
    'the server logged its orderly stop',
  );
}

main().then(
  () => {
    log(`timings: ${timings.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)}s`).join(', ')}`);
    if (failures.length > 0) {
      log(`${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
      process.exit(1);
    }
    log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  },
  (error: unknown) => {
    log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
