import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ClientEntry } from '../../shared/asset-manifest.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import type { SiteRoute } from '../../shared/routes.js';
import type { DocumentHead } from '../document.js';
import type { PageContextValue } from '../page-context.js';

/**
 * One kind of page, the way a route module works in React Router's framework mode: its data
 * (the loader), its metadata, how caches may keep it, which browser entry hydrates it, and its
 * component. client/routes/tree.tsx turns each into a React Router route object; the server
 * matches and renders that tree (decision 024).
 */
export interface PageModule<Data = unknown> {
  /** The HTTP status the page is served with. */
  status: 200 | 404;
  /** Who may keep a copy of the page, and what it varies with: one of CACHE_CLASSES. */
  cache: CacheClass;
  /** The browser entry that hydrates its islands. */
  entry: ClientEntry;
  /**
   * The route's loader: the content this page needs, picked and checked once per render. The
   * only reader of the content: components get their words from its data, never elsewhere.
   * `content` is the page's language's.
   */
  load(page: PageContextValue, content: BuiltContent): Data;
  head(data: Data, page: PageContextValue): Omit<DocumentHead, 'siteName' | 'lang' | 'locale' | 'alternates'>;
  /** The day the page's words or figures last changed (sitemap lastmod), from its language's content. */
  lastModified(route: SiteRoute, content: BuiltContent): string;
  Component: ComponentType;
}

/** The newest review date of the reading pages: the last-modified date of pages made of many. */
export function newestReview(content: BuiltContent): string {
  return Object.values(content.pages)
    .map((page) => page.reviewed)
    .sort()
    .at(-1)!;
}

/**
 * A page's cache class as one object (decision 025): its flags say what the page varies with,
 * and the page pipeline (what to look up, what goes into the key), the cache policy
 * (server/pages/policy.ts: headers, store) and the render (what goes into the page's state)
 * read the flags, never the class's name.
 */
export interface CacheClass {
  /** For logs and tests only. */
  name: string;
  /** The page names the visitor's state: the region is looked up, keyed, written into the page's state, and a shared cache needs the region header to keep it. */
  region: boolean;
  /** The page shows the home page's topic and brand choices from the query, so known ones are in the key. */
  topicAndBrand: boolean;
  /** The page shows the visitor's own privacy choice (the opt-out cookie): the cookie is read and keyed, and no shared cache may keep it. */
  privacyChoice: boolean;
  /** How long a shared cache may keep it (`s-maxage`), when the other flags let one keep it at all. */
  sharedSeconds: number;
}

export const CACHE_CLASSES = {
  /** The home page: the visitor's state and the topic and brand choices. */
  perRegion: { name: 'per-region', region: true, topicAndBrand: true, privacyChoice: false, sharedSeconds: 300 },
  /** The same for everyone: guides, reviews, legal and state pages. */
  shared: { name: 'shared', region: false, topicAndBrand: false, privacyChoice: false, sharedSeconds: 600 },
  /** Every unknown path: one page, shared briefly. */
  notFound: { name: 'not-found', region: false, topicAndBrand: false, privacyChoice: false, sharedSeconds: 60 },
  /** /privacy-choices: the visitor's own choice, theirs alone. */
  perChoice: { name: 'per-choice', region: false, topicAndBrand: false, privacyChoice: true, sharedSeconds: 0 },
} as const satisfies Record<string, CacheClass>;

/** The current route's loader data, typed by the module whose loader made it (the one rendering). */
export function usePageData<Data>(_module: PageModule<Data>): Data {
  return useLoaderData() as Data;
}
