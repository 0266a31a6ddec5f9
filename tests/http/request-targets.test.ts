import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_FORM_WORDS, noticeText } from '../../shared/zip-form-words.js';
import { testApp, type TestApp } from '../support/app.js';
import { logLines, until } from '../support/logs.js';
import { listen, RawConnection, type Listening, type RawResponse } from '../support/http.js';

/**
 * Odd but legal request targets (decision 025), sent byte for byte over a bare socket (an HTTP
 * client would resolve the dot segments itself): dot segments, percent-encoded dots, doubled
 * slashes and the absolute form, on a cold app (nothing rendered yet) and a warm one, plain,
 * with Global Privacy Control and with a landing headline. None may answer 5xx or log an error.
 */

interface Served extends Listening {
  site: TestApp;
}

async function serve(warm: boolean): Promise<Served> {
  const site = testApp({ PARTNER_BASE_URL: 'https://partner.example/aff_c' });
  if (warm) await site.warm();
  return { site, ...(await listen(site.app)) };
}

async function send(port: number, head: string, body = ''): Promise<RawResponse> {
  const connection = await RawConnection.open(port);
  try {
    connection.write(`${head}\r\n${body}`);
    return await connection.response();
  } finally {
    connection.destroy();
  }
}

const get = (port: number, target: string, extra = '', method = 'GET') =>
  send(port, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\nConnection: close\r\n${extra}`);

const canonical = (body: string) => /<link rel="canonical" href="([^"]+)">/.exec(body)?.[1];

/** Each odd target, and the page it is (a route's path), or undefined for the not-found page. */
const ODD_TARGETS: [target: string, page: string | undefined][] = [
  ['/./', '/'],
  ['/.', '/'],
  ['/..', '/'],
  ['/a/../privacy', '/privacy'],
  ['/a/./../privacy', '/privacy'],
  ['/%2e/', '/'],
  ['/%2E%2E/privacy', '/privacy'],
  ['/a/.%2e/privacy', '/privacy'],
  ['/a/%2e%2E/terms/', '/terms'],
  ['/car-insurance/texas/..', '/car-insurance'],
  ['//', '/'],
  ['//x', undefined],
  ['//privacy', undefined],
  ['/articles//dui-insurance', undefined],
  ['/articles/dui-insurance//', '/articles/dui-insurance'],
  ['/a\\..\\privacy', '/privacy'],
  ['/assets/../package.json', undefined],
  ['/assets/%2e%2e/%2e%2e/package.json', undefined],
  ['/no-such-page/..', '/'],
  ['/%70rivacy', '/privacy'],
];

const VARIANTS: Record<string, { header: string; query: string }> = {
  plain: { header: '', query: '' },
  'Sec-GPC: 1': { header: 'Sec-GPC: 1\r\n', query: '' },
  '?qs=': { header: '', query: '?qs=Cheap%20quotes' },
};

describe.each([
  ['a cold app', false],
  ['a warm app', true],
])('odd request targets on %s', (_name, warm) => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(warm);
  });
  afterAll(() => served.close());

  describe.each(Object.entries(VARIANTS))('%s', (_variant, { header, query }) => {
    it.each(ODD_TARGETS)('GET %s is the page %s, never a 5xx', async (target, page) => {
      const response = await get(served.port, `${target}${query}`, header);
      expect(response.status, target).toBe(page ? 200 : 404);
      if (page) expect(canonical(response.body)).toBe(`http://localhost:3000${page}`);
      else expect(response.body).toContain('Oops! Page not found');
      // The home page's ZIP forms show what the variant changed.
      if (header && page === '/') expect(response.body.replace(/<[^>]+>/g, '')).toContain(noticeText(ZIP_FORM_WORDS.optedOut.signal));
      if (query && page === '/') expect(response.body).toContain('Cheap quotes');
      expect(response.body).not.toContain('"name": "quoteowl"');
    });

    it('serves absolute-form targets as their origin form (RFC 9112 §3.2.2)', async () => {
      for (const [target, page] of [
        ['http://localhost:3000/', '/'],
        ['http://example.test/privacy', '/privacy'],
        ['http://localhost/a/../terms', '/terms'],
        ['https://localhost:3000/car-insurance/texas/', '/car-insurance/texas'],
      ] as const) {
        const response = await get(served.port, `${target}${query}`, header);
        expect(response.status, target).toBe(200);
        expect(canonical(response.body), target).toBe(`http://localhost:3000${page}`);
      }
      expect((await get(served.port, 'http://localhost/no-such-page', header)).status).toBe(404);
    });

    it('logs no error for any of them', () => {
      const errors = logLines(served.site.logs).filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
    });
  });

  it('answers every door in absolute form: assets, endpoints, POST /zip, 405s', async () => {
    const { port } = served;
    const home = await get(port, 'http://localhost/');
    const script = /<script type="module" src="(\/assets\/[^"]+)"/.exec(home.body)![1]!;
    expect((await get(port, `http://localhost${script}`)).status).toBe(200);
    const health = await get(port, 'http://localhost/healthz');
    expect([health.status, health.body]).toEqual([200, 'ok']);
    expect((await get(port, 'http://localhost/./robots.txt')).body).toContain('Sitemap:');
    expect((await get(port, 'http://localhost/.well-known/gpc.json')).status).toBe(200);
    const notAllowed = await get(port, 'http://localhost/zip');
    expect([notAllowed.status, notAllowed.headers.allow]).toEqual([405, 'POST']);
    const body = 'zip=22201&source=hero&page=%2F';
    const handOff = await send(
      port,
      `POST http://localhost/zip HTTP/1.1\r\nHost: elsewhere.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`,
      body,
    );
    expect(handOff.status).toBe(303);
    expect(new URL(handOff.headers.location!).searchParams.get('zipcode')).toBe('22201');
  });

  it('takes the host of an absolute-form target over the Host header (RFC 9112 §3.2.2)', async () => {
    const body = 'zip=22201&source=hero&page=%2F';
    // The Referer is same-origin with the target's host, not with the Host header: its click id counts.
    const handOff = await send(
      served.port,
      `POST http://our.test/./zip HTTP/1.1\r\nHost: other.test\r\nReferer: http://our.test/?gclid=abs-1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`,
      body,
    );
    expect(new URL(handOff.headers.location!).searchParams.get('aff_sub2')).toBe('abs-1');
  });

  it('answers targets no page can have with a 4xx, never a 5xx', async () => {
    for (const target of ['*', 'ftp://localhost/', 'http://[::1/']) {
      const response = await get(served.port, target, '', 'OPTIONS');
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
    }
    expect((await get(served.port, '/%E0%A4%A/..')).status).toBe(200);
    expect((await get(served.port, '/%E0%A4%A')).status).toBe(400);
  });
});

describe('a lynx-like visitor from /?ds=FStarsPM', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(false);
  });
  afterAll(() => served.close());

  it('posts the form with no Referer and reaches the partner with aff_sub=FStarsPM', async () => {
    const page = await get(served.port, '/?ds=FStarsPM', 'User-Agent: Lynx/2.9.0dev.12 libwww-FM/2.14\r\n');
    const form = /<form[^>]*action="\/zip"[\s\S]*?<\/form>/.exec(page.body)![0];
    // What lynx submits: every named field of the form, the typed ZIP, and no Referer.
    const fields = [...form.matchAll(/<input[^>]*type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]): [string, string] => [name!, value!]);
    expect(fields).toContainEqual(['ds', 'FStarsPM']);
    const body = new URLSearchParams([...fields, ['zip', '22201']]).toString();
    const handOff = await send(
      served.port,
      `POST /zip HTTP/1.1\r\nHost: localhost\r\nUser-Agent: Lynx/2.9.0dev.12 libwww-FM/2.14\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`,
      body,
    );
    expect(handOff.status).toBe(303);
    expect(new URL(handOff.headers.location!).searchParams.get('aff_sub')).toBe('FStarsPM');
  });

  it('keeps ds across the no-JavaScript topic and brand links and a failed post', async () => {
    const page = await get(served.port, '/?ds=FStarsPM');
    expect(page.body).toMatch(/href="\/\?ds=FStarsPM&amp;topic=[a-z0-9-]+#topics"/);
    const body = 'zip=12&source=hero&page=%2F&ds=FStarsPM';
    const back = await send(
      served.port,
      `POST /zip HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`,
      body,
    );
    const retry = await get(served.port, back.headers.location!.replace(/#.*/, ''));
    expect(retry.body).toContain('<input type="hidden" name="ds" value="FStarsPM"/>');
  });
});

describe('POST /zip bodies that cannot be read', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(false);
  });
  afterAll(() => served.close());

  const failures = async (reason: string) => {
    const metric = await served.site.metrics.registry.getSingleMetric('zip_body_failures_total')!.get();
    return metric.values.find((value) => value.labels.reason === reason)?.value ?? 0;
  };
  const bodyFailureLines = (reason: string) => logLines(served.site.logs).filter((line) => line.msg === 'request' && line.bodyFailure === reason);
  const post = (body: Buffer | string, length = Buffer.byteLength(body)) =>
    `POST /zip HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\nConnection: close\r\n`;

  it.each([
    ['a broken percent-escape', 'zip=%E0%A4%A&source=hero'],
    ['an escape of bytes that are not UTF-8', 'zip=%FF22201&source=hero'],
    ['a stray percent sign', 'zip=22201%&source=hero'],
    ["a UTF-8 sequence cut at a field's end and resumed in the next", 'zip=22201%C3&source=%A9hero'],
  ])('refuses %s with 400, a log line and a count', async (_what, body) => {
    const before = await failures('malformed');
    const linesBefore = bodyFailureLines('malformed').length;
    const response = await send(served.port, post(body), body);
    expect(response.status).toBe(400);
    expect(await failures('malformed')).toBe(before + 1);
    expect(bodyFailureLines('malformed').length).toBe(linesBefore + 1);
  });

  it('refuses bytes that are not UTF-8 with 400, a log line and a count', async () => {
    const before = await failures('malformed');
    const connection = await RawConnection.open(served.port);
    const body = Buffer.from([0x7a, 0x69, 0x70, 0x3d, 0xff, 0xfe, 0x32]);
    connection.socket.write(post(body) + '\r\n');
    connection.socket.write(body);
    const response = await connection.response();
    connection.destroy();
    expect(response.status).toBe(400);
    expect(await failures('malformed')).toBe(before + 1);
  });

  it('logs and counts a body whose client went away before its end', async () => {
    const before = await failures('aborted');
    const connection = await RawConnection.open(served.port);
    connection.write(`${post('', 200)}\r\nzip=222`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.destroy();
    await until(async () => (await failures('aborted')) === before + 1, 'the aborted body counted');
    // The count comes first; the line, when the server sees the connection close.
    await until(() => bodyFailureLines('aborted').length > 0, 'the aborted body logged');
    expect(bodyFailureLines('aborted').length).toBe(1);
  });

  it('counts the refusals it already answered: the wrong type, too large', async () => {
    const unsupported = await failures('unsupported');
    const response = await send(
      served.port,
      `POST /zip HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 9\r\nConnection: close\r\n`,
      'zip=22201',
    );
    expect(response.status).toBe(415);
    expect(await failures('unsupported')).toBe(unsupported + 1);
    const tooLarge = await failures('too-large');
    const big = `zip=22201&pad=${'x'.repeat(5000)}`;
    expect((await send(served.port, post(big), big)).status).toBe(413);
    expect(await failures('too-large')).toBe(tooLarge + 1);
  });
});
