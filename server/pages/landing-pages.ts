import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderedPage } from '../../client/entry-server.js';
import { chooseGzipOrIdentity } from '../http/encoding.js';
import { DENSE } from '../http/precompressed.js';
import type { Logger } from '../logger.js';
import type { PageCache } from '../page-cache.js';
import { TEMPLATE_MARKER, TEMPLATE_PROBE, fillTemplate, landingTemplate, type LandingTemplate } from './landing-template.js';

/**
 * The landing store (server/pages/policy.ts): per page variant, its landing template — or the
 * note that the page cannot be made from one, so each text is rendered — never a visitor's
 * text. The memory any number of texts takes is the store's byte budget; a new text costs a
 * fill, not a render.
 */

export interface LandingEntry {
  status: number;
  /** Undefined: the probe showed the template would not give the render's bytes. */
  template: LandingTemplate | undefined;
  bytes: number;
}

export interface LandingPages {
  /** The kept entry of a variant, if any (a hit for the cache front when it has a template). */
  kept(key: string): LandingEntry | undefined;
  /** The entry of a variant, made on a miss from two renders (the marker and the probe); concurrent misses share them. */
  obtain(key: string, render: (text: string) => Promise<RenderedPage>): Promise<LandingEntry>;
  /** Send a template filled with a text: gzip or the bytes as they are. Returns the status sent. */
  write(
    req: IncomingMessage,
    res: ServerResponse,
    template: LandingTemplate,
    status: number,
    text: string,
    headers: readonly [string, string][],
    leading: readonly string[],
  ): number;
}

export function createLandingPages(store: PageCache<LandingEntry>, logger: Logger): LandingPages {
  const making = new Map<string, Promise<LandingEntry>>();

  async function make(key: string, render: (text: string) => Promise<RenderedPage>): Promise<LandingEntry> {
    const [marked, probed] = await Promise.all([render(TEMPLATE_MARKER), render(TEMPLATE_PROBE)]);
    const template = landingTemplate(marked.html, probed.html, DENSE.gzipLevel);
    if (!template) logger.warn({ key: key.slice(0, 200) }, 'landing template does not match its render: this page renders each landing text');
    const entry: LandingEntry = { status: marked.status, template, bytes: template?.bytes ?? key.length };
    store.put(key, entry);
    return entry;
  }

  return {
    kept: (key) => store.peek(key),
    obtain(key, render) {
      const kept = store.peek(key);
      if (kept) return Promise.resolve(kept);
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, render).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    write(req, res, template, status, text, headers, leading) {
      const encoding = chooseGzipOrIdentity(req.headers['accept-encoding']);
      const body = fillTemplate(template, text, encoding);
      res.writeHead(status, [
        ...leading,
        ...headers.flat(),
        'Content-Type',
        'text/html; charset=utf-8',
        ...(encoding === 'gzip' ? ['Content-Encoding', 'gzip'] : []),
        'Content-Length',
        String(body.length),
      ]);
      res.end(req.method === 'HEAD' ? undefined : body);
      return status;
    },
  };
}
