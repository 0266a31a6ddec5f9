import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { requirePrograms } from './debian-packages.js';

/**
 * A virtual X display of our own for browsers that need one (WebKitGTK's MiniBrowser has no
 * headless mode). Xvfb picks a free display number itself (-displayfd), so parallel test
 * files and other users of the machine never collide; a desktop's own DISPLAY is left alone.
 */

export interface VirtualDisplay {
  /** The value for DISPLAY, e.g. ":99". */
  display: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startXvfb(screen = '1280x1024x24', timeoutMs = 10000): Promise<VirtualDisplay> {
  requirePrograms([{ path: '/usr/bin/Xvfb', debianPackage: 'xvfb' }], 'A virtual display (Xvfb)');
  const child = spawn('/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const number = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    let out = '';
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      resolve(out.trim());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited with ${code}: ${stderr}`));
    });
  });
  return {
    display: `:${number}`,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
