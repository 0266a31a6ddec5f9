import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { PartnerRoutes } from '../../shared/partner-routes.js';
import { handOffOrigins, type Config } from '../config.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';

/**
 * The headers helmet sets on every response, worked out once: with no nonce in the CSP they
 * are the same for every request, so every door (server/http/exchange.ts) sends this one
 * list and the rules stay single-sourced here.
 */
export function securityHeaderList(config: Config, routes: PartnerRoutes): [string, string][] {
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
  helmetFor(config, routes)(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  recorded.set('permissions-policy', ['Permissions-Policy', PERMISSIONS_POLICY]);
  return [...recorded.values()];
}

/**
 * The list, flat ([name, value, …]), for the routes in use: a reload that adds a partner's
 * origin must let the no-JavaScript form be redirected there (form-action), so the list is
 * worked out again, once, whenever the routes change.
 */
export function liveSecurityHeaders(config: Config, routes: PartnerRoutesSource): () => readonly string[] {
  let flat = securityHeaderList(config, routes.current).flat();
  routes.onChange((changed) => {
    flat = securityHeaderList(config, changed).flat();
  });
  return () => flat;
}

/**
 * Scripts and styles from our own origin only: the hydration state is a JSON data block
 * and no element carries a style attribute, so no 'unsafe-inline' is needed — which is
 * also what lets rendered pages be cached and shared. Forms may post to us and be
 * redirected to the partner links (form-action applies to redirects too).
 */
function helmetFor(config: Config, routes: PartnerRoutes) {
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
        formAction: ["'self'", ...handOffOrigins(config, routes)],
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
