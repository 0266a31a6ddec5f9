import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { z } from 'zod';

/**
 * Debian's buildah with the flags this machine needs: its own storage directory (so the smoke
 * test never touches another user's images), the vfs driver and chroot isolation (no overlay
 * mounts or user namespaces in this sandbox; `podman run` fails here for the same reason).
 */
export class Buildah {
  private readonly storage: string[];

  constructor(workDir: string) {
    this.storage = ['--root', `${workDir}/storage`, '--runroot', `${workDir}/run`, '--storage-driver', 'vfs'];
  }

  /** Runs buildah to completion and returns its trimmed stdout; stderr goes to ours. */
  run(args: string[], options: { quiet?: boolean } = {}): string {
    return execFileSync('buildah', [...this.storage, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', options.quiet ? 'ignore' : 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    }).trim();
  }

  /** Like run, with the output streamed to ours (long builds should show progress). */
  stream(args: string[]): void {
    execFileSync('buildah', [...this.storage, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  }

  spawn(args: string[]): ChildProcess {
    return spawn('buildah', [...this.storage, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  }

  hasImage(name: string): boolean {
    try {
      this.run(['inspect', '--type', 'image', name], { quiet: true });
      return true;
    } catch {
      return false;
    }
  }

  imageConfig(name: string): ImageConfig {
    const inspected = JSON.parse(this.run(['inspect', '--type', 'image', name])) as unknown;
    return inspectSchema.parse(inspected).Docker.config;
  }
}

const nullableList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** The parts of a Docker image config the smoke test starts and checks the image by. */
const imageConfigSchema = z.object({
  User: z.string().default(''),
  WorkingDir: z.string().default(''),
  Env: nullableList,
  Entrypoint: nullableList,
  Cmd: nullableList,
  ExposedPorts: z.record(z.string(), z.unknown()).nullish(),
  Healthcheck: z.object({ Test: z.array(z.string()) }).nullish(),
});

const inspectSchema = z.object({ Docker: z.object({ config: imageConfigSchema }) });

export type ImageConfig = z.infer<typeof imageConfigSchema>;
