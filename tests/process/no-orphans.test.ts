import { execFile } from 'node:child_process';
import { createConnection } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * Nothing outlives a run (scripts/lib/server-process.ts): a server that never became ready is
 * stopped before the error is thrown, and a caller that exits without stopping its server
 * takes the server with it. Each case runs in a process of its own, as a failed test file would.
 */

const run = promisify(execFile);

async function inChild(source: string): Promise<{ pid?: number; port?: number; error?: string }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { cwd: ROOT, timeout: 60000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { pid?: number; port?: number; error?: string };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('no server outlives its run', () => {
  it('stops a server that did not become ready in time before throwing', async () => {
    const result = await inChild(`
      import { startServer } from './scripts/lib/server-process.ts';
      try { await startServer({}, 1); console.log(JSON.stringify({})); }
      catch (error) { console.log(JSON.stringify({ pid: error.pid, error: error.message.split('\\n')[0] })); }
    `);
    expect(result.error).toMatch(/not ready within 1 ms/);
    expect(result.pid).toBeGreaterThan(0);
    expect(alive(result.pid!)).toBe(false);
  });

  it('takes a running server down when the caller exits without stopping it', async () => {
    const result = await inChild(`
      import { startServer } from './scripts/lib/server-process.ts';
      const server = await startServer({}, undefined, { keepLogs: false });
      console.log(JSON.stringify({ pid: server.process.pid, port: server.port }));
      process.exit(1);
    `).catch((error: unknown) => JSON.parse((error as { stdout: string }).stdout.trim().split('\n').at(-1)!) as { pid: number; port: number });
    expect(result.pid).toBeGreaterThan(0);
    await expect.poll(() => alive(result.pid!), { timeout: 5000 }).toBe(false);
    expect(await listening(result.port!)).toBe(false);
  });
});
