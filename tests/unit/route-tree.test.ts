import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, NOT_FOUND_PATHS, NOT_FOUND_ROUTE_ID, matchedPage, pageForPath, pageTree } from '../../client/routes/tree.js';
import { requestTarget } from '../../server/http/request-target.js';
import { siteRoutes } from '../../shared/routes.js';
import '../support/built-site.js';

/**
 * One matcher (decision 025): the lookup decides which page a request's resolved path is, and
 * the render gives React Router that page's own path. So React Router only ever matches the
 * route paths and NOT_FOUND_PATH, and this holds every one of them to the lookup's answer;
 * on odd paths the lookup also answers as React Router would have.
 */

describe('the route tree and its lookup', () => {
  it('has one child route per table entry, then the Spanish and the English not-found routes', () => {
    const children = pageTree()[0]!.children!;
    expect(children.map((route) => route.path)).toEqual([...siteRoutes().map((route) => route.path), 'es/*', '*']);
    expect(children.at(-1)!.id).toBe(NOT_FOUND_ROUTE_ID);
  });

  it.each([
    ['/es/no-existe', NOT_FOUND_PATHS.es],
    ['/es', '/es/'],
    ['/es/', '/es/'],
    ['/es/seguro-de-auto/nueva-york/', '/es/seguro-de-auto/nueva-york'],
    ['/esx', NOT_FOUND_PATH],
    ['/nothing', NOT_FOUND_PATH],
  ])('gives %s the page rendered through %s, in its language', (path, rendered) => {
    const entry = pageForPath(path);
    expect(entry.path).toBe(rendered);
    expect(entry.lang).toBe(path === '/es' || path.startsWith('/es/') ? 'es' : 'en');
    expect(matchedPage(entry.path).id).toBe(entry.id);
  });

  it.each([...siteRoutes().map((route) => route.path), NOT_FOUND_PATH, NOT_FOUND_PATHS.es])(
    'renders %s through a path React Router matches to the same page',
    (path) => {
      const entry = pageForPath(path);
      const leaf = matchRoutes(pageTree(), entry.path)!.at(-1)!;
      expect(leaf.route.id).toBe(entry.id);
      expect(entry.path).toBe(path);
      expect(entry.route?.path ?? NOT_FOUND_PATHS[entry.lang]).toBe(path);
    },
  );

  it('gives the render only those paths, whatever the request target', () => {
    const renderPaths = new Set([...siteRoutes().map((route) => route.path), NOT_FOUND_PATH, NOT_FOUND_PATHS.es]);
    const pieces = [
      '',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      'privacy',
      'car-insurance',
      'texas',
      'Texas',
      '%74exas',
      '',
      'a%2Fb',
      '\\',
      '%',
      '%E0%A4%A',
      'é',
      ' ',
      'es',
      'seguro-de-auto',
      'ES',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    // React Router's answer for each render path, asked once: a match ranks the whole tree (about 1.4 ms), and 5,000 targets give fewer than 200 paths.
    const routerAnswers = new Map<string, string>();
    for (let i = 0; i < 5000; i += 1) {
      const segments = Array.from({ length: 1 + (next() % 4) }, () => pieces[next() % pieces.length]);
      const target = requestTarget(`/${segments.join('/')}`)!;
      const entry = pageForPath(target.path);
      expect(renderPaths.has(entry.path), target.path).toBe(true);
      if (!routerAnswers.has(entry.path)) routerAnswers.set(entry.path, matchedPage(entry.path).id);
      expect(routerAnswers.get(entry.path), target.path).toBe(entry.id);
    }
  });

  it.each([
    ['/./', '/'],
    ['/a/../privacy', '/privacy'],
    ['/%2E%2E/car-insurance/texas/', '/car-insurance/texas'],
    ['//x', undefined],
    // A broken escape: the pipeline answers 400 first; React Router would only warn about it.
    ['/%E0%A4%A', undefined],
    ['http://host/a/.%2e/terms?qs=1', '/terms'],
  ])('resolves the request target %s to the page %s', (raw, expected) => {
    expect(pageForPath(requestTarget(raw)!.path).route?.path).toBe(expected);
  });

  it.each([
    ['/car-insurance/virginia/', '/car-insurance/virginia'],
    ['/car-insurance/%76irginia', '/car-insurance/virginia'],
    ['/articles/dui-insurance//', '/articles/dui-insurance'],
    ['/car-insurance/Virginia', undefined],
    ['/CAR-INSURANCE', undefined],
    ['/car-insurance/virginia/extra', undefined],
    ['/no-such-page', undefined],
    ['/car-insurance%2Fvirginia', undefined],
    ['/', '/'],
    ['//', '/'],
    ['/car-insurance/new%20york', undefined],
    ['/articles/dui%2Dinsurance/', '/articles/dui-insurance'],
  ])('sends %s where React Router would: %s', (path, expected) => {
    const page = pageForPath(path);
    expect(page.route?.path).toBe(expected);
    expect(page.id).toBe(matchedPage(path).id);
    if (!expected) expect(page.id).toBe(NOT_FOUND_ROUTE_ID);
  });
});
