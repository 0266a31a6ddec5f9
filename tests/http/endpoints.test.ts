import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../shared/routes.js';
import { testApp } from '../support/app.js';

/**
 * The endpoints that are not pages, in one table (server/endpoints.ts, decision 025): Express
 * has no route the table does not list, and the table gives each endpoint its door, its Allow
 * header and its metrics label.
 */

const site = testApp();
const { app, endpoints } = site;

const requestsByRoute = async () => {
  const metric = await site.metrics.registry.getSingleMetric('http_requests_total')!.get();
  return metric.values.map((value) => `${value.labels.method} ${value.labels.route} ${value.labels.status}`);
};

describe('the endpoint table', () => {
  it('is the only source of Express routes beside the one page route: nothing registered outside it, nothing in it left out', () => {
    const fromTable = endpoints.endpoints.flatMap(({ path, methods }) => Object.keys(methods).map((method) => ({ path, methods: [method] })));
    expect(site.expressRoutes()).toEqual([...fromTable, { path: /^\//, methods: ['GET'] }]);
  });

  it('answers every endpoint method through its door, labelled with its path in the metrics', async () => {
    for (const endpoint of endpoints.endpoints) {
      for (const method of Object.keys(endpoint.methods)) {
        const response = method === 'GET' ? await request(app).get(endpoint.path) : await request(app).post(endpoint.path).type('form').send('');
        expect(response.status, `${method} ${endpoint.path}`).toBeLessThan(500);
        expect(await requestsByRoute(), `${method} ${endpoint.path}`).toContainEqual(`${method} ${endpoint.path} ${response.status}`);
      }
    }
    expect(await requestsByRoute()).not.toContainEqual(expect.stringMatching(/ other /));
  });

  it('answers GET of the endpoints that have it with HEAD too', async () => {
    for (const endpoint of endpoints.endpoints.filter((row) => row.methods.GET)) {
      expect((await request(app).head(endpoint.path)).status, endpoint.path).toBe(200);
    }
  });

  it('lists in Allow what the table and the route table say an address answers', async () => {
    const cases: [string, string][] = [
      ['/zip', 'POST'],
      ['/events/hand-off', 'POST'],
      ['/healthz', 'GET, HEAD'],
      ['/.well-known/gpc.json', 'GET, HEAD'],
      ['/privacy-choices', 'GET, HEAD, POST'],
      ['/privacy', 'GET, HEAD'],
    ];
    for (const [path, allow] of cases) {
      const response = await request(app).delete(path);
      expect([response.status, response.headers.allow], path).toEqual([405, allow]);
    }
    expect((await request(app).get('/zip')).status).toBe(405);
    expect((await request(app).get('/events/hand-off')).headers.allow).toBe('POST');
    expect((await request(app).delete('/no-such-thing')).status).toBe(404);
  });

  it('leaves every page path to the pages: no endpoint answers GET where a page is', () => {
    for (const route of siteRoutes()) {
      const endpoint = endpoints.find(route.path);
      expect(endpoint?.methods.GET, route.path).toBeUndefined();
    }
  });

  it('matches paths exactly, as the table does: another letter case or a trailing slash is not the endpoint', async () => {
    expect((await request(app).get('/HEALTHZ')).status).toBe(404);
    expect((await request(app).get('/healthz/')).status).toBe(404);
    expect((await request(app).post('/Events/Hand-Off').type('form').send('source=hero&outcome=valid')).status).toBe(404);
  });
});
