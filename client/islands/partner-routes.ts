import { PARTNER_ROUTES_PATH, type PartnerRoutes } from '../../shared/partner-routes.js';

/**
 * The partner routes in use, for the browser's hand-off (decision 027). They are not in the
 * page, which caches and CDNs keep for minutes: they are fetched when a ZIP form hydrates and
 * asked for again (a revalidation, usually a 304) when a hand-off finds them older than this.
 */
const FRESH_MS = 30_000;

/** How long a hand-off waits for the routes before the form posts to /zip instead, where the server decides by the same code. */
const ROUTES_WAIT_MS = 3000;

let loaded: { at: number; routes: Promise<PartnerRoutes> } | undefined;

/** The routes, fetched at most once per FRESH_MS; a failed fetch is forgotten, so the next hand-off asks again. */
export function partnerRoutes(): Promise<PartnerRoutes> {
  if (loaded && performance.now() - loaded.at < FRESH_MS) return loaded.routes;
  const routes = fetch(PARTNER_ROUTES_PATH, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${PARTNER_ROUTES_PATH}: ${response.status}`);
    // Our own server's JSON of routes it validated at load (server/partner-routes/routes-file.ts), as with the static props.
    return response.json() as Promise<PartnerRoutes>;
  });
  const entry = { at: performance.now(), routes };
  loaded = entry;
  routes.catch(() => {
    if (loaded === entry) loaded = undefined;
  });
  return routes;
}

/** The routes within ROUTES_WAIT_MS, or a rejection. */
export function partnerRoutesInTime(): Promise<PartnerRoutes> {
  return Promise.race([
    partnerRoutes(),
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${PARTNER_ROUTES_PATH}: no answer in ${ROUTES_WAIT_MS} ms`)), ROUTES_WAIT_MS)),
  ]);
}
