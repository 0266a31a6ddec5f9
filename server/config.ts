import { isIP } from 'node:net';
import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import type { PartnerConfig } from '../shared/partner-link.js';
import { PRIVACY_CHOICES_PATH } from '../shared/privacy-choice.js';

/**
 * Configuration from the environment, validated once at start-up. Every variable has a
 * working local default; a bad value stops the server with one line per bad variable naming
 * it and saying what is wrong (never a stack, never the value: some come from secrets).
 */

/** `new URL` that never throws: a refinement must not crash on a value an earlier check rejected. */
const parseUrl = (value: string): URL | undefined => (URL.canParse(value) ? new URL(value) : undefined);

const httpUrl = z
  .string()
  .refine((value) => /^https?:$/.test(parseUrl(value)?.protocol ?? '') && Boolean(parseUrl(value)?.hostname), {
    message: 'must be an absolute http(s) URL such as https://www.example.com/path',
    abort: true,
  })
  .refine((value) => !parseUrl(value)?.search && !parseUrl(value)?.hash, 'must have no query or fragment');

const sitePathOrUrl = z
  .string()
  .refine(
    (value) => (/^\/(?!\/)/.test(value) && !value.includes('\\')) || /^https?:\/\/[^/\s]+/.test(value),
    'must be an absolute http(s) URL or a site path starting with a single /',
  );

/** A whole number in a range, with one message for every way of missing it. */
const wholeNumber = (min: number, max: number, what = 'a whole number') => {
  const message = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });
const port = wholeNumber(0, 65535, 'a port number');

/** An IP address or a host name to listen on (whether it resolves is checked when listening). */
const host = z
  .string()
  .refine(
    (value) => isIP(value) !== 0 || /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(value),
    'must be an IP address or a host name',
  );

/** Express's own parser decides; an unparseable value is a start-up error, not a request-time one. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === '') return false;
    const parsed: boolean | number | string = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
    try {
      express().set('trust proxy', parsed);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a trust proxy value' });
      return z.NEVER;
    }
    return parsed;
  });

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
  .transform((value) => value.toLowerCase());
const partnerId = z.string().regex(/^[\w-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -');
/** `name=value`: the parameter an opted-out hand-off adds for the partner (shared/privacy-choice.ts). */
const partnerParam = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,32}=[\w.~-]{1,64}$/, 'must be name=value (name: letters, digits, _; value: letters, digits, _ . ~ -)')
  .transform((value): [string, string] => {
    const [name = '', flag = ''] = value.split('=');
    return [name, flag];
  });

/** The names the hand-off link already uses (shared/partner-link.ts): the placement code cannot take one. */
const LINK_PARAMS = ['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode'];
const placementParam = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a parameter name: 1 to 32 letters, digits or _')
  .refine((value) => !LINK_PARAMS.includes(value), `must not be a name the hand-off link already uses (${LINK_PARAMS.join(', ')})`);
/** A secret in the postback URL the network calls: URL-safe, and long enough not to be guessed. */
const postbackToken = z.string().regex(/^[A-Za-z0-9._~-]{16,256}$/, 'must be 16 to 256 letters, digits, or . _ ~ - (it travels in the postback URL)');

/**
 * The closing part of a stop, after the drain: in-flight requests finish and idle connections
 * close within this, or are cut (server/shutdown.ts). A stop takes at most drain + this + ~1 s.
 */
export const SHUTDOWN_CLOSE_MS = 9000;

/**
 * After the last readiness failure the drain waits for, how long the server keeps answering:
 * the balancer acts on that check's answer and stops sending, and a request it had already
 * sent still arrives on an open connection (decision 057).
 */
export const SHUTDOWN_SETTLE_MS = 1000;

/** Every variable the server reads. Exported so tests can walk all of them. */
export const envSchema = z.object({
  NODE_ENV: oneOf(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: host.default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  GEO_HEADER: headerName.optional(),
  GEO_COUNTRY_HEADER: headerName.optional(),
  PARTNER_BASE_URL: httpUrl.default('https://quotes.partner.example/aff_c'),
  PARTNER_OFFER_ID: partnerId.default('1001'),
  PARTNER_AFFILIATE_ID: partnerId.default('2002'),
  PARTNER_OPT_OUT_PARAM: partnerParam.default(['aff_sub5', 'gpc']),
  // The file itself is read and checked at start (server/partner-routes/routes-file.ts).
  PARTNER_ROUTES: z
    .string()
    .refine((value) => !/[\u0000-\u001f]/.test(value), 'must be a file path')
    .transform((value) => path.resolve(value))
    .optional(),
  // The sub-id the placement code goes in (decision 035); unset: the link is exactly the spec's.
  PARTNER_PLACEMENT_PARAM: placementParam.optional(),
  // Unset: no GET /postback at all (decision 036).
  POSTBACK_TOKEN: postbackToken.optional(),
  // During a rotation, the token the network is being moved to: both are accepted (decision 055).
  POSTBACK_TOKEN_NEXT: postbackToken.optional(),
  INLINE_ZIP_LINK: sitePathOrUrl.default('https://compare.partner.example/auto'),
  // Unset: our own /privacy-choices on SITE_URL, where a visitor opts out and finds how to ask for more.
  PRIVACY_RIGHTS_URL: httpUrl.optional(),
  SITE_URL: httpUrl.default('http://localhost:3000').transform((value) => value.replace(/\/+$/, '')),
  SITE_NAME: z.string().trim().min(1, 'must not be blank').max(40, 'must be at most 40 characters').default('QuoteOwl'),
  METRICS_PORT: port.default(9464),
  PAGE_CACHE_MB: wholeNumber(1, 2048).default(64),
  // Above the idle timeout of any balancer in front (AWS ALB: 60 s; GCLB: 600 s, so 620 s
  // there), so the balancer, never this server, closes an idle pooled connection (decision 020).
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 900_000).default(65_000),
  // The whole request (headers and body) must arrive within this, else 408 and close.
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000).default(30_000),
  // The drain's floor: long enough for an orchestrator's endpoint change to reach every
  // proxy (decision 057); the stop then ends within SHUTDOWN_CLOSE_MS more.
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 60_000).default(5000),
  // For balancers that poll /readyz: the drain also waits until readiness has answered 503
  // this many times (a balancer's fall × the number of balancers), then SHUTDOWN_SETTLE_MS.
  // 0: the floor alone decides.
  SHUTDOWN_DRAIN_READY_CHECKS: wholeNumber(0, 100).default(0),
  // The drain's ceiling when it waits for checks that never come (a balancer that went away).
  SHUTDOWN_DRAIN_MAX_MS: wholeNumber(0, 120_000).default(30_000),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  trustProxy: boolean | number | string;
  geoHeader?: string;
  geoCountryHeader?: string;
  /** The one partner of PARTNER_BASE_URL …, used when there is no routes file; its opt-out parameter is every partner's. */
  partner: PartnerConfig;
  /** PARTNER_ROUTES, absolute; undefined: the one partner above. */
  partnerRoutesFile?: string;
  /** PARTNER_PLACEMENT_PARAM: the sub-id every hand-off fills with its placement code; undefined: none is added. */
  placementParam?: string;
  /** POSTBACK_TOKEN: what the network's postback must carry; undefined: no /postback endpoint. */
  postbackToken?: string;
  /** POSTBACK_TOKEN_NEXT: a second token accepted beside it while the network moves to it (decision 055). */
  postbackTokenNext?: string;
  inlineZipLink: string;
  privacyRightsUrl: string;
  siteUrl: string;
  siteName: string;
  logLevel: string;
  pageCacheBytes: number;
  metricsPort: number;
  keepAliveTimeoutMs: number;
  /**
   * Derived: equal to the request timeout. Node compares the two and, when headersTimeout is
   * the larger, swaps them, so "above keep-alive" would stretch the request bound to 66 s
   * (decision 020). Idle keep-alive connections are not subject to it.
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** The drain: at least `minMs`; with `readyChecks` > 0, until that many readiness failures and a settle, at most `maxMs` (decision 057). */
  shutdownDrain: DrainRule;
}

/** How long a stopping server keeps answering with readiness failing (server/shutdown.ts). */
export interface DrainRule {
  minMs: number;
  /** Readiness failures to wait for; 0: `minMs` alone. */
  readyChecks: number;
  /** Past this the drain ends whatever the checks; equal to `minMs` when `readyChecks` is 0. */
  maxMs: number;
}

/** A start-up error an operator fixes in the environment: its message is printed as it is, one line per problem. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  // Each variable on its own, so every problem is reported against its variable, even one
  // that throws instead of failing validation.
  const problems = Object.entries(envSchema.shape).flatMap(([name, schema]) => {
    let messages: string[];
    try {
      const result = (schema as z.ZodType).safeParse(present[name]);
      messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    } catch (error) {
      messages = [error instanceof Error ? error.message : String(error)];
    }
    const unique = [...new Set(messages.map((message) => message.replace(/\s+/g, ' ').trim()))];
    return unique.length ? [`Invalid configuration: ${name}: ${unique.join('; ')}`] : [];
  });
  if (problems.length) throw new ConfigError(problems.join('\n'));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new ConfigError(`Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  const e = result.data;
  if (e.PARTNER_PLACEMENT_PARAM !== undefined && e.PARTNER_PLACEMENT_PARAM === e.PARTNER_OPT_OUT_PARAM[0]) {
    throw new ConfigError('Invalid configuration: PARTNER_PLACEMENT_PARAM: must not be the name PARTNER_OPT_OUT_PARAM uses');
  }
  if (e.POSTBACK_TOKEN_NEXT !== undefined && e.POSTBACK_TOKEN === undefined) {
    throw new ConfigError('Invalid configuration: POSTBACK_TOKEN_NEXT: is the token a rotation moves to, so POSTBACK_TOKEN must be set too');
  }
  if (e.POSTBACK_TOKEN_NEXT !== undefined && e.POSTBACK_TOKEN_NEXT === e.POSTBACK_TOKEN) {
    throw new ConfigError('Invalid configuration: POSTBACK_TOKEN_NEXT: must differ from POSTBACK_TOKEN (a rotation moves to a new token)');
  }
  if (e.SHUTDOWN_DRAIN_READY_CHECKS > 0 && e.SHUTDOWN_DRAIN_MAX_MS < e.SHUTDOWN_DRAIN_MS) {
    throw new ConfigError('Invalid configuration: SHUTDOWN_DRAIN_MAX_MS: must be at least SHUTDOWN_DRAIN_MS when the drain waits for readiness checks');
  }
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    geoHeader: e.GEO_HEADER,
    geoCountryHeader: e.GEO_COUNTRY_HEADER,
    partner: { baseUrl: e.PARTNER_BASE_URL, offerId: e.PARTNER_OFFER_ID, affiliateId: e.PARTNER_AFFILIATE_ID, optOut: e.PARTNER_OPT_OUT_PARAM },
    partnerRoutesFile: e.PARTNER_ROUTES,
    placementParam: e.PARTNER_PLACEMENT_PARAM,
    postbackToken: e.POSTBACK_TOKEN,
    postbackTokenNext: e.POSTBACK_TOKEN_NEXT,
    inlineZipLink: e.INLINE_ZIP_LINK,
    privacyRightsUrl: e.PRIVACY_RIGHTS_URL ?? `${e.SITE_URL}${PRIVACY_CHOICES_PATH}`,
    siteUrl: e.SITE_URL,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    metricsPort: e.METRICS_PORT,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeoutMs: e.REQUEST_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrain: {
      minMs: e.SHUTDOWN_DRAIN_MS,
      readyChecks: e.SHUTDOWN_DRAIN_READY_CHECKS,
      maxMs: e.SHUTDOWN_DRAIN_READY_CHECKS > 0 ? e.SHUTDOWN_DRAIN_MAX_MS : e.SHUTDOWN_DRAIN_MS,
    },
  };
}
