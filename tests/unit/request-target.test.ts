import { describe, expect, it } from 'vitest';
import { requestTarget, resolvedPath } from '../../server/http/request-target.js';

/** The request target every door reads (decision 025): origin and absolute form, the path resolved as WHATWG URL resolves it. */

const WHATWG = (path: string) => new URL(`http://x.invalid${path}`).pathname;

describe('the request target', () => {
  it.each([
    ['/', { path: '/', search: '' }],
    ['/privacy?qs=a%20b&ds=FStarsPM', { path: '/privacy', search: 'qs=a%20b&ds=FStarsPM' }],
    ['/./?qs=a', { path: '/', search: 'qs=a' }],
    ['/a/../privacy', { path: '/privacy', search: '' }],
    ['/%2e%2E/privacy', { path: '/privacy', search: '' }],
    ['//x', { path: '//x', search: '' }],
    ['/a#fragment?not-a-query', { path: '/a', search: '' }],
    ['/a?b#c', { path: '/a', search: 'b' }],
    ['/a\\b', { path: '/a/b', search: '' }],
  ])('reads the origin form %s', (raw, expected) => {
    expect(requestTarget(raw)).toEqual(expected);
  });

  it.each([
    ['http://localhost:3000/', { path: '/', search: '', host: 'localhost:3000' }],
    ['http://Example.test/privacy?qs=1', { path: '/privacy', search: 'qs=1', host: 'example.test' }],
    ['https://example.test/a/../terms', { path: '/terms', search: '', host: 'example.test' }],
    ['http://example.test', { path: '/', search: '', host: 'example.test' }],
    ['http://example.test?qs=1', { path: '/', search: 'qs=1', host: 'example.test' }],
    ['HTTP://example.test//x', { path: '//x', search: '', host: 'example.test' }],
  ])('reads the absolute form %s as its origin form and host', (raw, expected) => {
    expect(requestTarget(raw)).toEqual(expected);
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
      expect(resolvedPath(path), path).toBe(WHATWG(path));
    }
  });
});
