import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { handOffOrigins, type Config } from '../config.js';

/**
 * Scripts and styles from our own origin only: the hydration state is a JSON data block
 * and no element carries a style attribute, so no 'unsafe-inline' is needed — which is
 * also what lets rendered pages be cached and shared. Forms may post to us and be
 * redirected to the partner links (form-action applies to redirects too).
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const secureOrigin = config.production && config.siteUrl.startsWith('https:');
  const csp = helmet({
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
        formAction: ["'self'", ...handOffOrigins(config)],
        ...(secureOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secureOrigin ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [csp, permissions];
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'encrypted-media=()',
  'fullscreen=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()',
  'midi=()', 'payment=()', 'picture-in-picture=()', 'publickey-credentials-get=()',
  'screen-wake-lock=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ');
