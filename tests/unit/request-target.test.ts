import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../server/http/request-target.js';
import { canonicalPath } from '../../shared/canonical-path.js';

/** The request target every door reads (decisions 025, 083): origin and absolute form, the path resolved as WHATWG URL resolves it, and the path a route would have. */

const WHATWG = (path: string) => new URL(`http://x.invalid${path}`).pathname;

describe('the request target', () => {
  it.each([
    ['/', { path: '/', routePath: '/', search: '' }],
    ['/privacy?qs=a%20b&ds=FStarsPM', { path: '/privacy', routePath: '/privacy', search: 'qs=a%20b&ds=FStarsPM' }],
    ['/./?qs=a', { path: '/', routePath: '/', search: 'qs=a' }],
    ['/a/../privacy', { path: '/privacy', routePath: '/privacy', search: '' }],
    ['/%2e%2E/privacy', { path: '/privacy', routePath: '/privacy', search: '' }],
    ['//x', { path: '//x', routePath: '//x', search: '' }],
    ['/a#fragment?not-a-query', { path: '/a', routePath: '/a', search: '' }],
    ['/a?b#c', { path: '/a', routePath: '/a', search: 'b' }],
    ['/a\\b', { path: '/a/b', routePath: '/a/b', search: '' }],
  ])('reads the origin form %s', (raw, expected) => {
    expect(requestTarget(raw)).toEqual(expected);
  });

  it.each([
    ['http://localhost:3000/', { path: '/', routePath: '/', search: '', host: 'localhost:3000' }],
    ['http://Example.test/privacy?qs=1', { path: '/privacy', routePath: '/privacy', search: 'qs=1', host: 'example.test' }],
    ['https://example.test/a/../terms', { path: '/terms', routePath: '/terms', search: '', host: 'example.test' }],
    ['http://example.test', { path: '/', routePath: '/', search: '', host: 'example.test' }],
    ['http://example.test?qs=1', { path: '/', routePath: '/', search: 'qs=1', host: 'example.test' }],
    ['HTTP://example.test//x', { path: '//x', routePath: '//x', search: '', host: 'example.test' }],
  ])('reads the absolute form %s as its origin form and host', (raw, expected) => {
    expect(requestTarget(raw)).toEqual(expected);
  });

  it.each([
    ['/privacy/', '/privacy'],
    ['/es', '/es'],
    ['/es/', '/es'],
    ['/', '/'],
    ['//', '/'],
    ['/car-insurance/%76irginia', '/car-insurance/virginia'],
    ['/a%2Fb/', '/a%2Fb'],
    ['/Privacy', '/Privacy'],
    ['/%E0%A4%A', undefined],
  ])('reads %s as the route path %s (undefined: a broken escape)', (raw, routePath) => {
    expect(canonicalPath(raw).routePath).toBe(routePath);
  });

  it.each(['*', 'example.test:443', 'ftp://example.test/', 'http://[::1/', 'mailto:a@b.test', ''])('has no target for %j', (raw) => {
    expect(requestTarget(raw)).toBeUndefined();
  });

  it('resolves every path exactly as WHATWG URL does, the parser skipped only where it would change nothing', () => {
    const alphabet = ['/', '.', '%2e', '%2E', 'a', '%', '%41', '\\', ' ', 'é', '"', '{', '|', '~', ':', '@', "'"];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 20000; i += 1) {
      const path = `/${Array.from({ length: next() % 9 }, () => alphabet[next() % alphabet.length]).join('')}`;
      expect(canonicalPath(path).path, path).toBe(WHATWG(path));
    }
  });
});
