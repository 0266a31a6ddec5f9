import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { ISLANDS_ES } from '../../shared/messages/islands-es.js';
import { REVIEW_ROUTES } from '../../shared/routes.js';
import { BROWSER_ENV } from './browser-env.js';

/**
 * The core flows in the engines besides Chromium (WebKit, Firefox), with JavaScript on and
 * off: the ZIP hand-off, its errors, the header menus, the sample quote list, topics and
 * brands. Each engine has a small adapter (EnginePage) over its own driver; the flows are
 * written once, against real input (pointer moves, clicks and key presses the engine
 * dispatches as a visitor's), and check the outcome through the DOM and the partner server.
 *
 * The partner and inline links point at a local recorder on another loopback port (same
 * offer and affiliate ids as BROWSER_ENV): each engine really follows the hand-off, and the
 * recorder gets the exact query. Nothing leaves the machine.
 */

export interface EnginePage {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Rendered text of the first match. */
  text(selector: string): Promise<string>;
  attribute(selector: string, name: string): Promise<string | null>;
  count(selector: string): Promise<number>;
  value(selector: string): Promise<string>;
  /** Click into the field, then type (key events). */
  type(selector: string, text: string): Promise<void>;
  /** A real click at the element's centre (scrolled into view). */
  click(selector: string): Promise<void>;
  /** A real mouse move onto the element's centre. */
  hover(selector: string): Promise<void>;
  /** A real mouse move to a point of the viewport. */
  moveMouse(x: number, y: number): Promise<void>;
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** Text of the focused element. */
  focusedText(): Promise<string>;
  /** Runs in the page: JavaScript-on sessions only. */
  evaluate<T>(fn: () => T): Promise<T>;
}

interface EngineSession {
  page: EnginePage;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** Starts the engine's browser(s); resolves with its version for the log. */
  start(): Promise<string>;
  /** A fresh window with JavaScript on or off (an engine may keep one per mode and reset it). */
  open(javaScript: boolean): Promise<EngineSession>;
  /** A window of a browser whose Global Privacy Control is on (JavaScript on), where the engine has the setting. */
  openWithPrivacySignal?(): Promise<EngineSession>;
  stop(): Promise<void>;
}

interface PartnerRecorder {
  origin: string;
  /** Path and query of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function startPartnerRecorder(): Promise<PartnerRecorder> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    // Browsers ask the partner's origin for its icon on their own; that is no hand-off.
    if (request.url !== '/favicon.ico') requests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', Connection: 'close' });
    response.end('<!doctype html><title>Partner</title><h1>Partner funnel</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const POLL = { timeout: 10000, interval: 50 };

export function describeEngine(engine: Engine): void {
  let server: RunningServer;
  let partner: PartnerRecorder;

  beforeAll(async () => {
    partner = await startPartnerRecorder();
    [server] = await Promise.all([
      startServer({
        ...BROWSER_ENV,
        PARTNER_BASE_URL: `${partner.origin}/aff_c`,
        INLINE_ZIP_LINK: `${partner.origin}/auto?src=home`,
      }),
      engine.start().then((version) => console.log(`${engine.name}: ${version}`)),
    ]);
    // The engine's programs come from npm test's first stage: nothing is installed here.
  }, 60000);

  afterAll(async () => {
    // Set-up may have failed before the server or the recorder started.
    await Promise.allSettled([engine.stop(), (server as RunningServer | undefined)?.stop(), (partner as PartnerRecorder | undefined)?.close()]);
  });

  const handOff = async () => {
    await expect.poll(() => partner.requests.length, POLL).toBeGreaterThan(0);
    return partner.requests.at(-1)!;
  };

  const withSignal = engine.openWithPrivacySignal?.bind(engine);
  describe.runIf(withSignal)(`${engine.name} with Global Privacy Control on`, () => {
    it('withholds the click id and ZIP+4 at the JavaScript hand-off and tells the partner', async () => {
      const session = await withSignal!();
      try {
        const { page } = session;
        partner.requests.length = 0;
        await page.goto(`${server.url}/?gclid=Cj0-gpc_1&ds=FStarsPM`);
        expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
        await page.type('#zip-hero', '22201-1234');
        await expect.poll(() => page.attribute('#form-hero', 'data-hydrated'), POLL).toBe('');
        expect(await page.count('#form-hero .zip-form__hand-off[data-opted-out="signal"]')).toBe(1);
        await page.click('#form-hero button[data-get-started]');
        expect(await handOff()).toBe('/aff_c?offer_id=17&aff_id=42&aff_sub=FStarsPM&aff_sub2=%7Bclickid%7D&aff_sub3=SEM&zipcode=22201&aff_sub5=gpc');
      } finally {
        await session.close();
      }
    });
  });

  describe.each([
    ['JavaScript on', true],
    ['JavaScript off', false],
  ] as const)(`${engine.name} with %s`, (_mode, javaScript) => {
    let session: EngineSession;
    let page: EnginePage;
    beforeAll(async () => {
      session = await engine.open(javaScript);
      page = session.page;
    }, 60000);
    afterAll(() => (session as EngineSession | undefined)?.close());

    /** Load a page afresh; with JavaScript, hydrate it by a pointer move and wait for that. */
    const load = async (path: string, { hydrate = javaScript } = {}) => {
      partner.requests.length = 0;
      await page.goto(`${server.url}${path}`);
      if (hydrate) {
        // Two moves: a move to where the pointer already is dispatches nothing.
        await page.moveMouse(600, 480);
        await page.moveMouse(640, 500);
        await expect.poll(() => page.attribute('html', 'data-hydrated'), POLL).toBe('');
      }
    };

    it('hands a valid ZIP to the partner link with the exact query', async () => {
      await load('/?gclid=Cj0-abc_1&ds=FStarsPM', { hydrate: false });
      // Clicking into the field is the first intent: with JavaScript it starts hydration; wait for the form to check.
      await page.type('#zip-hero', '22201');
      if (javaScript) await expect.poll(() => page.attribute('#form-hero', 'data-hydrated'), POLL).toBe('');
      await page.click('#form-hero button[data-get-started]');
      expect(await handOff()).toBe('/aff_c?offer_id=17&aff_id=42&aff_sub=FStarsPM&aff_sub2=Cj0-abc_1&aff_sub3=SEM&zipcode=22201');
      await expect.poll(() => page.text('h1'), POLL).toBe('Partner funnel');
    });

    it('sends the inline box to its own link with the ZIP added', async () => {
      await load('/');
      await page.type('#zip-inline', '10001');
      await page.click('#form-inline button[data-get-started]');
      expect(await handOff()).toBe('/auto?src=home&zipcode=10001');
    });

    it.each([
      ['an empty ZIP', '', 'ZIP Code Required', 'Please enter your ZIP code to continue.', '/articles/sr22-requirements'],
      ['an invalid ZIP', '2220x', 'Invalid ZIP Code', 'Please enter a valid US ZIP code.', '/articles/sr22-requirements'],
      // A Spanish guide: the Spanish message, in the toast and on the no-JavaScript page.
      [
        'an empty ZIP on a Spanish page',
        '',
        ISLANDS_ES.zip.messages.required.title,
        ISLANDS_ES.zip.messages.required.description,
        '/es/guias/requisitos-del-sr22',
      ],
    ])('stops %s with the spec message', async (_name, typed, title, description, path) => {
      await load(path);
      if (typed) await page.type('#zip-cta-top', typed);
      if (javaScript) {
        // The toast is the hydrated form's answer. The page hydrates on first intent (decision
        // 008), so a click that beats it is the no-JavaScript post, tested with JavaScript off:
        // reach for the button, then wait for the form, as a visitor's pointer gives it time to.
        await page.hover('#form-cta-top button[data-get-started]');
        await expect.poll(() => page.attribute('#form-cta-top', 'data-hydrated'), POLL).toBe('');
      }
      await page.click('#form-cta-top button[data-get-started]');
      if (javaScript) {
        await expect.poll(() => page.count('[data-toast="destructive"]'), POLL).toBe(1);
        expect(await page.attribute('[data-toast="destructive"]', 'role')).toBe('alert');
        const toast = await page.text('[data-toast="destructive"]');
        expect(toast).toContain(title);
        expect(toast).toContain(description);
        expect(new URL(await page.url()).search).toBe('');
      } else {
        await expect.poll(async () => new URL(await page.url()).searchParams.get('zip_error'), POLL).toBe(typed === '' ? 'required' : 'invalid');
        expect(new URL(await page.url()).pathname).toBe(path);
        expect(await page.text('#form-cta-top [role="alert"]')).toBe(`${title} ${description}`);
        expect(await page.value('#zip-cta-top')).toBe(typed);
        expect(await page.attribute('#zip-cta-top', 'aria-invalid')).toBe('true');
      }
      expect(partner.requests).toEqual([]);
    });

    if (javaScript) {
      it('opens a menu on the first hover of the mouse, even when that hover wakes the page', async () => {
        await load('/articles/dui-insurance', { hydrate: false });
        expect(await page.attribute('html', 'data-hydrated')).toBeNull();
        // One move straight onto the trigger: the page's first intent. The pointer then rests.
        await page.hover('details[data-menu=articles] > summary');
        await expect.poll(() => page.attribute('html', 'data-hydrated'), POLL).toBe('');
        await expect.poll(() => page.attribute('details[data-menu=articles]', 'open'), POLL).toBe('');
        // Over to the other menu, which takes over; then away, and both are closed.
        await page.hover('details[data-menu=reviews] > summary');
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBe('');
        expect(await page.attribute('details[data-menu=articles]', 'open')).toBeNull();
        await page.moveMouse(20, 700);
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBeNull();
      });

      it('opens a menu on click and closes it on Escape, focus back on the trigger', async () => {
        await load('/terms');
        await page.click('details[data-menu=reviews] > summary');
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBe('');
        // The index of insurers, then the written reviews.
        expect(await page.count('details[data-menu=reviews] a')).toBe(REVIEW_ROUTES.length + 1);
        await page.press('Escape');
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBeNull();
        expect(await page.focusedText()).toBe('Reviews');
      });

      it('advances the sample quote list', async () => {
        await load('/');
        await page.evaluate(() => document.querySelector('.ticker')!.scrollIntoView({ block: 'center' }));
        const offset = () => page.evaluate(() => new DOMMatrix(getComputedStyle(document.querySelector('.ticker__track')!).transform).m42);
        expect(await offset()).toBe(0);
        await expect.poll(offset, { timeout: 8000, interval: 100 }).toBe(-70);
      });
    } else {
      it('opens the menus as native disclosures by click, and follows their links', async () => {
        await load('/terms');
        await page.click('details[data-menu=reviews] > summary');
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBe('');
        await page.click('details[data-menu=reviews] > summary');
        await expect.poll(() => page.attribute('details[data-menu=reviews]', 'open'), POLL).toBeNull();
        await page.click('details[data-menu=articles] > summary');
        await page.click('details[data-menu=articles] a[href="/articles/dui-insurance"]');
        await expect.poll(async () => new URL(await page.url()).pathname, POLL).toBe('/articles/dui-insurance');
      });

      it('shows the sample quote list still', async () => {
        await load('/');
        expect(await page.count('.ticker__row')).toBe(24);
        expect(await page.attribute('.ticker__track', 'style')).toBeNull();
        expect(await page.text('.ticker__row')).toContain('National Insurer');
      });
    }

    it('shows the first topic, then the one chosen', async () => {
      await load('/');
      expect(await page.text('.topics__title')).toBe('Young Driver Insurance');
      await page.click('.topics__item[href*="topic=sr22"]');
      await expect.poll(() => page.text('.topics__title'), POLL).toBe('SR-22 Insurance');
      expect(await page.text('.topics__item[aria-current=true]')).toBe('SR-22 Insurance');
      // Hydrated, the choice stays on the page; without JavaScript it is a link to ?topic=.
      expect(new URL(await page.url()).searchParams.get('topic')).toBe(javaScript ? null : 'sr22');
    });

    it('describes the brand chosen', async () => {
      await load('/');
      expect(await page.count('.brands__item[aria-current]')).toBe(0);
      await page.click('.brands__item[href*="brand=usaa"]');
      await expect.poll(() => page.text('.brands__name'), POLL).toBe('USAA');
      expect(await page.text('.brands__item[aria-current=true]')).toBe('USAA');
      expect(new URL(await page.url()).searchParams.get('brand')).toBe(javaScript ? null : 'usaa');
    });
  });
}
