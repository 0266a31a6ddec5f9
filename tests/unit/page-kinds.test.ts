import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_OF_KIND, pageForPath } from '../../client/routes/tree.js';
import type { PageContextValue } from '../../client/page-context.js';
import { PAGE_CONTENT } from '../../scripts/build/page-content.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { loadConfig } from '../../server/config.js';
import { CACHE_CLASSES } from '../../shared/cache-classes.js';
import type { BuiltContent, BuiltSite } from '../../shared/content-schema.js';
import { PAGE_KINDS, PAGE_KIND_NAMES, type DataKind, type PageKind, type PageKindEntry } from '../../shared/page-kinds.js';
import { decodePlacement, encodePlacement } from '../../shared/placement.js';
import { LANGS, findRoute, siteRoutes, twinOf, type SiteRoute } from '../../shared/routes.js';
import { builtSite } from '../support/built-site.js';

/**
 * What a page kind must provide, kind by kind (decision 060): its entry in the registry
 * (shared/page-kinds.ts: pages in both languages, a cache class, a content source, samples),
 * a route module, a placement code, and content the build finds for every page. Everything
 * else is derived: the route table, the router's pages, the cache class a page is served
 * with, the placement decoder, the sitemap (tests/http/page-kinds.test.ts) and the per-kind
 * tests that visit the samples.
 */

const config = loadConfig({});
const site: BuiltSite = builtSite;

/** A render's page context for a route, as the pipeline makes one with the default configuration. */
function contextOf(route: SiteRoute): PageContextValue {
  return {
    path: route.path,
    route,
    lang: route.lang,
    year: 2026,
    region: 'TX',
    headline: '',
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    privacyRightsUrl: config.privacyRightsUrl,
    partnerOptOut: config.partner.optOut,
    inlineZipLink: config.inlineZipLink,
    privacySignal: false,
    optedOut: false,
  };
}

/** The built content with only the parts a kind declares: reading any other part throws. */
function onlyParts(content: BuiltContent, kind: PageKind): BuiltContent {
  const declared = new Set<string>(PAGE_KINDS[kind].content.parts);
  return new Proxy(content, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in target && !declared.has(key))
        throw new Error(`the ${kind} page read content.${key}, which its registry entry does not name`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

const codeOf = (kind: PageKind) =>
  encodePlacement({ page: kind, state: 'TX', partner: 'default', language: 'en', form: 'hero', variant: 'FStars' }).split('.')[0]!;

describe.each(PAGE_KIND_NAMES)('the %s kind', (kind) => {
  const entry: PageKindEntry = PAGE_KINDS[kind];
  const routes = siteRoutes().filter((route) => route.kind === kind);
  /** The registry's own pages, then for a data kind the ones the build found. */
  const pages = [...entry.pages, ...(entry.fromData ? site.en.dataPages[kind as DataKind] : [])];

  it('has pages, each in English and in Spanish, which become its routes in registry order', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(routes.map((route) => route.path)).toEqual(pages.flatMap((page) => [page.en.path, page.es.path]));
    for (const page of pages) {
      expect(page.en.path.startsWith('/') && !page.en.path.startsWith('/es/'), page.en.path).toBe(true);
      expect(page.es.path.startsWith('/es/'), page.es.path).toBe(true);
      expect(page.en.label.trim(), page.en.path).not.toBe('');
      expect(page.es.label.trim(), page.es.path).not.toBe('');
    }
    for (const route of routes) expect(twinOf(twinOf(route))).toBe(route);
  });

  it('has a route module, which the router serves its pages with, under the cache class it names', () => {
    expect(MODULE_OF_KIND[kind]).toBeDefined();
    expect(Object.keys(CACHE_CLASSES)).toContain(entry.cache);
    for (const route of routes) {
      const page = pageForPath(route.path);
      expect(page.module, route.path).toBe(MODULE_OF_KIND[kind]);
      expect(page.cache, route.path).toBe(CACHE_CLASSES[entry.cache]);
    }
  });

  it('has a placement code of at most two letters, its own, that decodes back to the kind', () => {
    const code = codeOf(kind);
    expect(code).toMatch(/^[a-z]{1,2}$/);
    expect(PAGE_KIND_NAMES.filter((other) => codeOf(other) === code)).toEqual([kind]);
    expect(decodePlacement(`${code}.TX.default.es.c.p`)?.page).toBe(kind);
  });

  it('has sample pages of its own kind for the tests that visit every kind', () => {
    expect(entry.samples.length).toBeGreaterThan(0);
    for (const sample of entry.samples) expect(findRoute(sample)?.kind, sample).toBe(kind);
  });

  it('has content the build finds for every page in both languages, in the source it names', () => {
    const { content } = entry;
    for (const lang of LANGS)
      for (const route of siteRoutes().filter((candidate) => candidate.kind === kind && candidate.lang === lang))
        expect(PAGE_CONTENT[kind](route, site[lang]), route.path).toBeDefined();
    const folder = content.markdown;
    // The pages written in the registry are Markdown; a data kind's found pages may be made from the data alone (an insurer group's page).
    if (folder !== undefined)
      for (const page of entry.pages) {
        expect(existsSync(path.join(ROOT, 'content', folder, `${page.en.slug}.md`)), page.en.path).toBe(true);
        expect(existsSync(path.join(ROOT, 'content', 'es', folder, `${page.es.slug}.md`)), page.es.path).toBe(true);
      }
  });

  it('renders its pages from the parts of the content it names, in both languages', () => {
    const module = MODULE_OF_KIND[kind];
    for (const sample of entry.samples) {
      const english = findRoute(sample)!;
      for (const route of [english, twinOf(english)]) {
        const content = onlyParts(site[route.lang], kind);
        const page = contextOf(route);
        const data = module.load(page, content);
        expect(module.head(data, page).title, route.path).toContain(page.siteName);
        expect(module.lastModified(route, content), route.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('the registry', () => {
  it('is where the route table comes from: every route is a page of a kind, every path once', () => {
    const dataPages = Object.values<readonly unknown[]>(site.en.dataPages).reduce((sum, pages) => sum + pages.length, 0);
    expect(siteRoutes()).toHaveLength(PAGE_KIND_NAMES.reduce((sum, kind) => sum + 2 * PAGE_KINDS[kind].pages.length, 2 * dataPages));
    expect(new Set(siteRoutes().map((route) => route.path)).size).toBe(siteRoutes().length);
    expect(new Set(siteRoutes().map((route) => route.kind))).toEqual(new Set(PAGE_KIND_NAMES));
  });

  it('names each Markdown folder once', () => {
    const folders = PAGE_KIND_NAMES.flatMap((kind) => {
      const { content } = PAGE_KINDS[kind];
      return 'markdown' in content ? [content.markdown] : [];
    });
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('catches a route module that reads a part of the content its kind does not name', () => {
    const glossary = findRoute('/glossary')!;
    const home = MODULE_OF_KIND.home;
    expect(() => home.load(contextOf(glossary), onlyParts(site.en, 'glossary'))).toThrow('content.home, which its registry entry does not name');
  });
});
