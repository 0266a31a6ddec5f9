import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { logLines, waitForLog } from './logs.js';
import { DONE_WHEN_ROUTES } from './partner-routes.js';

export interface RoutesServer {
  /** The server's origin (read after the file's beforeAll). */
  readonly url: string;
  /** Replace the routes file as an operator should (write aside, rename over it), send SIGHUP, and wait for the reload. */
  reload(yaml: string): Promise<void>;
}

/**
 * A built server of the calling file's own, reading the done-when routes file (PARTNER_ROUTES)
 * from a temporary directory: started before the file's tests, stopped after them.
 */
export function useRoutesServer(env: Record<string, string>): RoutesServer {
  let dir: string;
  let file: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    file = path.join(dir, 'routes.yaml');
    await writeFile(file, DONE_WHEN_ROUTES);
    server = await startServer({ ...env, PARTNER_ROUTES: file });
  });
  afterAll(async () => {
    await (server as RunningServer | undefined)?.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return server.url;
    },
    async reload(yaml) {
      await writeFile(`${file}.new`, yaml);
      await rename(`${file}.new`, file);
      const before = logLines(server.logs).filter((entry) => entry.msg === 'partner routes reloaded').length;
      server.process.kill('SIGHUP');
      await waitForLog(server.logs, 'partner routes reloaded', before + 1);
    },
  };
}
