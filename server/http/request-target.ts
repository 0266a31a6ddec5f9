import { canonicalPath, type CanonicalPath } from '../../shared/canonical-path.js';

/**
 * The request target as every door reads it (decisions 025, 083). HTTP/1.1 allows two forms for
 * a request to an origin server (RFC 9112 §3.2): the origin form (`/path?query`) and the
 * absolute form (`http://host/path?query`), which a server must accept (§3.2.2) and some proxies
 * send. Both become one origin-form path and query, the path made canonical once
 * (shared/canonical-path.ts): so `/a/../privacy` is `/privacy` for the doors, the page lookup and
 * the render alike. The query is kept as sent: its values are decoded where read.
 */

export interface RequestTarget extends CanonicalPath {
  /** The query as sent, without the `?`; '' when absent. */
  search: string;
  /** An absolute-form target's authority, which the server must use in place of the Host header (§3.2.2). */
  host?: string;
}

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** The target of a request line, or undefined for one no page or endpoint can have (`*`, another scheme, a broken URL). */
export function requestTarget(raw: string): RequestTarget | undefined {
  if (raw.startsWith('/')) return originForm(raw);
  if (!ABSOLUTE_FORM.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const authorityStart = raw.indexOf('//') + 2;
  const authorityLength = raw.slice(authorityStart).search(/[/?#]/);
  const rest = authorityLength === -1 ? '' : raw.slice(authorityStart + authorityLength);
  const target = originForm(rest.startsWith('/') ? rest : `/${rest}`);
  return { ...target, host: url.host };
}

function originForm(raw: string): RequestTarget {
  const fragmentAt = raw.indexOf('#');
  const withoutFragment = fragmentAt === -1 ? raw : raw.slice(0, fragmentAt);
  const queryAt = withoutFragment.indexOf('?');
  const path = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutFragment.slice(queryAt + 1);
  const { path: resolved, routePath } = canonicalPath(path);
  return { path: resolved, routePath, search };
}

/** The origin form of a target, as Express and the logs see it. */
export function originFormOf(target: RequestTarget): string {
  return target.search ? `${target.path}?${target.search}` : target.path;
}
