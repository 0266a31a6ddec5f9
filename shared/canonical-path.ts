/**
 * How the site reads a request's path, in one place (decision 083). A path is resolved the way a
 * browser resolves a URL against our origin (WHATWG URL): dot segments removed, `%2e` counted as
 * a dot, a backslash read as a slash, other characters percent-encoded; a browser never sends a
 * dot segment, it resolves it first. The path a route would have is that, each segment
 * percent-decoded (an encoded slash stays one) and trailing slashes dropped, letter case kept:
 * routes are case-sensitive. The request target (server/http/request-target.ts), the page lookup
 * (client/routes/tree.tsx) and the page pipeline's 400 for a broken escape all read it from here.
 */

export interface CanonicalPath {
  /** The resolved path: starts with `/`, no dot segments; what the logs, Express and the metrics see. */
  path: string;
  /** The path a route would have; undefined when a percent-escape is broken (a bad request, not an unknown page). */
  routePath: string | undefined;
}

/** Any origin will do: only the path is kept. */
const RESOLVING_ORIGIN = 'http://target.invalid';
/** Characters WHATWG leaves alone in a path, and a segment it would not remove. */
const AS_SENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** A request path (starting with `/`, without its query) made canonical; anything else is no route's path. */
export function canonicalPath(raw: string): CanonicalPath {
  if (!raw.startsWith('/')) return { path: raw, routePath: undefined };
  const path = resolvedPath(raw);
  return { path, routePath: routePathOf(path) };
}

/** The path as WHATWG URL resolves it, without paying for the parser when it would change nothing. */
function resolvedPath(path: string): string {
  if (AS_SENT.test(path) && !DOT_SEGMENT.test(path)) return path;
  // Appended to the origin, not resolved against it: `//x` is a path here, not another host.
  return new URL(RESOLVING_ORIGIN + path).pathname;
}

/** A resolved path as a route's: each segment percent-decoded, trailing slashes dropped; undefined for a broken escape. */
function routePathOf(path: string): string | undefined {
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = path
        .split('/')
        .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
        .join('/');
    } catch {
      return undefined;
    }
  }
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.replace(/\/+$/, '') || '/' : decoded;
}
