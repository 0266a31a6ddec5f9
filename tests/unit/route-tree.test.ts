import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE_ID, matchedPage, pageForPath, pageTree } from '../../client/routes/tree.js';
import { ROUTES } from '../../shared/routes.js';

/**
 * The start-up lookup the page pipeline resolves hits with must give React Router's answer
 * for every path (decision 024): the same page for every route, and for the paths only
 * React Router's matching knows what to do with.
 */

describe('the route tree and its lookup', () => {
  it('has one child route per table entry, then the not-found route', () => {
    const children = pageTree[0]!.children!;
    expect(children.map((route) => route.path)).toEqual([...ROUTES.map((route) => route.path), '*']);
    expect(children.at(-1)!.id).toBe(NOT_FOUND_ROUTE_ID);
  });

  it.each(ROUTES.map((route) => route.path))('resolves %s as React Router matches it', (path) => {
    const leaf = matchRoutes(pageTree, path)!.at(-1)!;
    expect(pageForPath(path).id).toBe(leaf.route.id);
    expect(pageForPath(path).route?.path).toBe(path);
  });

  it.each([
    ['/car-insurance/virginia/', '/car-insurance/virginia'],
    ['/car-insurance/%76irginia', '/car-insurance/virginia'],
    ['/articles/dui-insurance//', '/articles/dui-insurance'],
    ['/car-insurance/Virginia', undefined],
    ['/CAR-INSURANCE', undefined],
    ['/car-insurance/virginia/extra', undefined],
    ['/no-such-page', undefined],
    ['/%E0%A4%A', undefined],
    ['/car-insurance%2Fvirginia', undefined],
    ['/', '/'],
    ['//', '/'],
    ['/car-insurance/new%20york', undefined],
    ['/articles/dui%2Dinsurance/', '/articles/dui-insurance'],
  ])('sends %s where React Router does: %s', (path, expected) => {
    // React Router's matchRoutes warns about a path it cannot decode, and only then.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = pageForPath(path);
    expect(page.route?.path).toBe(expected);
    expect(page.id).toBe(matchedPage(path).id);
    if (!expected) expect(page.id).toBe(NOT_FOUND_ROUTE_ID);
    expect(warn.mock.calls.map(([message]) => String(message).includes('malformed URL segment'))).toEqual(path === '/%E0%A4%A' ? [true] : []);
    warn.mockRestore();
  });
});
