import express from 'express';
import { z } from 'zod';
import type { PartnerConfig } from '../shared/partner-link.js';

/**
 * Configuration from the environment, validated once at start-up. Every variable has a
 * working local default; a bad value stops the server with a message naming it.
 */

const httpUrl = z.url({ protocol: /^https?$/ })
  .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no query or fragment');

const sitePathOrUrl = z.string().refine(
  (value) => (/^\/(?!\/)/.test(value) && !value.includes('\\')) || /^https?:\/\/[^/\s]+/.test(value),
  'must be an absolute http(s) URL or a site path starting with a single /',
);

/** Express's own parser decides; an unparseable value is a start-up error, not a request-time one. */
const trustProxy = z.string().optional().transform((value, context) => {
  if (value === undefined || value.trim() === '') return false;
  const parsed: boolean | number | string =
    value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  try {
    express().set('trust proxy', parsed);
  } catch (error) {
    context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a trust proxy value' });
    return z.NEVER;
  }
  return parsed;
});

const headerName = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name').transform((value) => value.toLowerCase());

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  GEO_HEADER: headerName.optional(),
  GEO_COUNTRY_HEADER: headerName.optional(),
  PARTNER_BASE_URL: httpUrl.default('https://quotes.partner.example/aff_c'),
  PARTNER_OFFER_ID: z.string().regex(/^[\w-]{1,64}$/).default('1001'),
  PARTNER_AFFILIATE_ID: z.string().regex(/^[\w-]{1,64}$/).default('2002'),
  INLINE_ZIP_LINK: sitePathOrUrl.default('https://compare.partner.example/auto'),
  PRIVACY_RIGHTS_URL: httpUrl.default('https://quoteowl.example/privacy-rights'),
  SITE_URL: httpUrl.default('http://localhost:3000').transform((value) => value.replace(/\/+$/, '')),
  SITE_NAME: z.string().trim().min(1).max(40).default('QuoteOwl'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(2048).default(64),
  // At most 8 s: the drain, then in-flight requests, must end within the 9 s shutdown deadline.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  trustProxy: boolean | number | string;
  geoHeader?: string;
  geoCountryHeader?: string;
  partner: PartnerConfig;
  inlineZipLink: string;
  privacyRightsUrl: string;
  siteUrl: string;
  siteName: string;
  logLevel: string;
  pageCacheBytes: number;
  metricsPort: number;
  shutdownDrainMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    geoHeader: e.GEO_HEADER,
    geoCountryHeader: e.GEO_COUNTRY_HEADER,
    partner: { baseUrl: e.PARTNER_BASE_URL, offerId: e.PARTNER_OFFER_ID, affiliateId: e.PARTNER_AFFILIATE_ID },
    inlineZipLink: e.INLINE_ZIP_LINK,
    privacyRightsUrl: e.PRIVACY_RIGHTS_URL,
    siteUrl: e.SITE_URL,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    metricsPort: e.METRICS_PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}

/** The origins a form may post or redirect to: ours and the partner links'. */
export function handOffOrigins(config: Config): string[] {
  const origins = [new URL(config.partner.baseUrl).origin];
  if (/^https?:/.test(config.inlineZipLink)) origins.push(new URL(config.inlineZipLink).origin);
  return [...new Set(origins)];
}
