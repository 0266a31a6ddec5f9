import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * The headers helmet sets on every response, worked out once: with no nonce in the CSP and no
 * partner origin in it (see formActionSources) they are the same for every request and every
 * routes reload, so both sides of the server (server/http/exchange.ts) send this one list and
 * the rules stay single-sourced here.
 */
export function securityHeaderList(config: Config): [string, string][] {
  const recorded = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let finished = false as boolean;
  helmetFor(config)(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  recorded.set('permissions-policy', ['Permissions-Policy', PERMISSIONS_POLICY]);
  return [...recorded.values()];
}

/**
 * Where a form may be sent, or redirected after POST /zip (form-action applies to redirects):
 * our origin and any https origin (decision 030). Not the partner origins in use: a page stays
 * in browsers and CDNs for minutes, and a routes reload that adds a partner on a new origin
 * must not break the no-JavaScript hand-off from a page served before it. Partner links are
 * https (server/partner-routes/routes-file.ts); only a development inline link may be http,
 * and then it is named.
 */
function formActionSources(config: Pick<Config, 'inlineZipLink'>): string[] {
  const plainHttp = config.inlineZipLink.startsWith('http:') ? [new URL(config.inlineZipLink).origin] : [];
  return ["'self'", 'https:', ...plainHttp];
}

/**
 * Scripts and styles from our own origin only: the hydration state is a JSON data block
 * and no element carries a style attribute, so no 'unsafe-inline' is needed — which is
 * also what lets rendered pages be cached and shared. Forms may post to us and be
 * redirected to the partner links (formActionSources).
 */
function helmetFor(config: Config) {
  const secureOrigin = config.production && config.siteUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: formActionSources(config),
        ...(secureOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secureOrigin ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
