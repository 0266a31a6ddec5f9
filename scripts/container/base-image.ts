import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Buildah } from './buildah.js';

/**
 * A local stand-in for the Dockerfile's base image, since no container registry is reachable
 * here: Debian bookworm from debootstrap plus the Node 24 binary and npm from the npm
 * registry, laid out as the official `node:24-bookworm-slim` is (node, npm and npx in
 * /usr/local/bin, a `node` user with uid 1000, the same entrypoint and CMD), and tagged with
 * that exact name so the real Dockerfile builds unchanged with `--pull=never`.
 */

export const BASE_IMAGE = 'docker.io/library/node:24-bookworm-slim';
const NODE_MAJOR = '24';
const NPM_MAJOR = '11';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';

/** The official image's docker-entrypoint.sh: a first argument that is a flag runs node. */
const ENTRYPOINT_SCRIPT = `#!/bin/sh
set -e
if [ "\${1#-}" != "\${1}" ] || [ -z "$(command -v "\${1}")" ] || { [ -f "\${1}" ] && ! [ -x "\${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
`;

export function ensureBaseImage(buildah: Buildah, workDir: string, log: (line: string) => void): void {
  if (buildah.hasImage(BASE_IMAGE)) {
    log(`base image ${BASE_IMAGE} already in ${workDir}/storage`);
    return;
  }
  const rootfs = path.join(workDir, 'rootfs');
  const downloads = path.join(workDir, 'downloads');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(downloads, { recursive: true });

  log('debootstrap: Debian bookworm (minbase)');
  sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, DEBIAN_MIRROR], { quiet: true });

  const nodePackage = `node-linux-${process.arch === 'arm64' ? 'arm64' : 'x64'}`;
  const nodeTarball = npmPack(`${nodePackage}@${NODE_MAJOR}`, downloads);
  const npmTarball = npmPack(`npm@${NPM_MAJOR}`, downloads);
  const nodeVersion = /-(\d+\.\d+\.\d+)\.tgz$/.exec(nodeTarball)?.[1] ?? NODE_MAJOR;
  log(`Node ${nodeVersion} from ${path.basename(nodeTarball)}, npm from ${path.basename(npmTarball)}`);

  const local = path.join(rootfs, 'usr/local');
  const unpacked = path.join(downloads, 'node');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  sh('tar', ['-xzf', nodeTarball, '-C', unpacked, '--strip-components=1']);
  sh('install', ['-m', '0755', path.join(unpacked, 'bin/node'), path.join(local, 'bin/node')]);
  const npmHome = path.join(local, 'lib/node_modules/npm');
  mkdirSync(npmHome, { recursive: true });
  sh('tar', ['-xzf', npmTarball, '-C', npmHome, '--strip-components=1']);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin/npx'));
  symlinkSync('node', path.join(local, 'bin/nodejs'));
  writeFileSync(path.join(local, 'bin/docker-entrypoint.sh'), ENTRYPOINT_SCRIPT);
  chmodSync(path.join(local, 'bin/docker-entrypoint.sh'), 0o755);
  sh('chroot', [
    rootfs,
    '/bin/sh',
    '-c',
    'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && node --version >/dev/null && npm --version >/dev/null',
  ]);
  // As the official slim image: no package lists or downloaded .debs.
  for (const cache of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const entry of readdirSync(path.join(rootfs, cache))) {
      if (entry.endsWith('.deb') || cache.endsWith('lists')) rmSync(path.join(rootfs, cache, entry), { recursive: true, force: true });
    }
  }

  const tarball = path.join(workDir, 'rootfs.tar');
  sh('tar', ['-C', rootfs, '--exclude=./dev/*', '--exclude=./proc/*', '--exclude=./sys/*', '-cf', tarball, '.']);
  const container = buildah.run(['from', 'scratch']);
  try {
    buildah.run(['add', container, tarball, '/'], { quiet: true });
    buildah.run([
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${nodeVersion}`,
      '--entrypoint',
      '["docker-entrypoint.sh"]',
      '--cmd',
      '["node"]',
      container,
    ]);
    buildah.run(['commit', '--quiet', '--format', 'docker', container, BASE_IMAGE]);
  } finally {
    buildah.run(['rm', container], { quiet: true });
    rmSync(tarball, { force: true });
    rmSync(rootfs, { recursive: true, force: true });
  }
  log(`base image ${BASE_IMAGE} committed`);
}

/** `npm pack` picks the newest version in the range, as `npx node@24` does for CI's Node 24 run. */
function npmPack(spec: string, into: string): string {
  const before = new Set(readdirSync(into));
  const name = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  const file = path.join(into, name);
  if (!name || !existsSync(file)) throw new Error(`npm pack ${spec} produced no tarball (had: ${[...before].join(', ')})`);
  return file;
}

/** Runs a command; a quiet one keeps its output and prints the end of it only if it fails. */
function sh(command: string, args: string[], options: { quiet?: boolean } = {}): void {
  try {
    execFileSync(command, args, { stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', 'inherit'], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const output = (error as { stdout?: Buffer | null }).stdout?.toString() ?? '';
    if (output) process.stderr.write(output.split('\n').slice(-40).join('\n'));
    throw error;
  }
}
