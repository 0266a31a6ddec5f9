import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { remote } from 'webdriverio';
import { requirePrograms } from './debian-packages.js';
import { startXvfb, type VirtualDisplay } from './xvfb.js';

/**
 * WebKit, as Safari's engine is available on Linux: WebKitGTK's MiniBrowser driven through
 * WebKitWebDriver (WebDriver classic) from Debian's webkit2gtk-driver package, with
 * webdriverio as the client. MiniBrowser has no headless mode, so it runs on a virtual X
 * display of its own (Xvfb). Missing packages are installed when we are root with apt.
 *
 * JavaScript off is a MiniBrowser switch (--enable-javascript=false, a WebKitSettings
 * property), so each mode is its own browser session.
 */

export type WebKitBrowser = WebdriverIO.Browser;

interface WebKitSession {
  browser: WebKitBrowser;
  /** "WebKitGTK 2.50.6" or similar, from the session's capabilities. */
  version: string;
  close(): Promise<void>;
}

export interface WebKitRunner {
  display: string;
  newSession(options?: { javaScript?: boolean; width?: number; height?: number }): Promise<WebKitSession>;
  stop(): Promise<void>;
}

const DRIVER = '/usr/bin/WebKitWebDriver';

/** MiniBrowser lives in the library package's libexec folder, which has the multiarch triplet in it. */
function findMiniBrowser(): string | undefined {
  for (const base of ['/usr/lib', '/usr/libexec', '/usr/local/lib', '/usr/local/libexec']) {
    const dirs = existsSync(base) ? readdirSync(base) : [];
    for (const dir of ['', ...dirs]) {
      for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
        const candidate = path.join(base, dir, api, 'MiniBrowser');
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  return undefined;
}

function ensureWebKit(): string {
  // The driver's package depends on libwebkit2gtk-4.1-0, which ships MiniBrowser.
  requirePrograms([{ path: DRIVER, debianPackage: 'webkit2gtk-driver' }], 'The WebKit browser tests');
  const miniBrowser = findMiniBrowser();
  if (!miniBrowser) throw new Error("WebKitGTK's MiniBrowser not found (Debian: apt-get install libwebkit2gtk-4.1-0)");
  return miniBrowser;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver not listening within ${timeoutMs} ms: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts Xvfb and WebKitWebDriver; sessions (one browser window each) are opened one at a time. */
export async function startWebKit(): Promise<WebKitRunner> {
  const miniBrowser = ensureWebKit();
  const xvfb: VirtualDisplay = await startXvfb();
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=local'], {
    env: { ...process.env, DISPLAY: xvfb.display, WAYLAND_DISPLAY: '', GDK_BACKEND: 'x11', WEBKIT_DISABLE_COMPOSITING_MODE: '1', LIBGL_ALWAYS_SOFTWARE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  driver.stdout.on('data', collect);
  driver.stderr.on('data', collect);
  const driverExited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  try {
    await waitForPort(port, driver, 10000, () => output);
  } catch (error) {
    driver.kill();
    await xvfb.stop();
    throw error;
  }

  return {
    display: xvfb.display,
    async newSession({ javaScript = true, width = 1280, height = 900 } = {}) {
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'warn',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowser,
            args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])],
          },
          'wdio:enforceWebDriverClassic': true,
        } as WebdriverIO.Capabilities,
      });
      await browser.setWindowSize(width, height);
      const caps = browser.capabilities as { browserName?: string; browserVersion?: string };
      return {
        browser,
        version: `${caps.browserName ?? 'MiniBrowser'} ${caps.browserVersion ?? ''}`.trim(),
        close: () => browser.deleteSession().catch(() => undefined),
      };
    },
    async stop() {
      if (driver.exitCode === null) driver.kill('SIGTERM');
      await driverExited;
      await xvfb.stop();
    },
  };
}
