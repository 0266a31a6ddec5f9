import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ClientEntry } from '../../shared/asset-manifest.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import type { SiteRoute } from '../../shared/routes.js';
import type { DocumentHead } from '../document.js';
import type { LoadContext, PageContextValue } from '../page-context.js';

/**
 * One kind of page, the way a route module works in React Router's framework mode: its data
 * (the loader), its metadata, which browser entry hydrates it, and its component.
 * client/routes/tree.tsx turns each into a React Router route object, with the cache class its
 * kind names in the registry (shared/page-kinds.ts); the server matches and renders that tree
 * (decisions 025, 060).
 */
export interface PageModule<Data = unknown> {
  /** The HTTP status the page is served with. */
  status: 200 | 404;
  /** The browser entry that hydrates its islands. */
  entry: ClientEntry;
  /**
   * The route's loader: the content this page needs, picked and checked once per render. The
   * only reader of the content: components get their words from its data, never elsewhere.
   * `content` is the page's language's; `page` says only which page it is (decision 084).
   */
  load(page: LoadContext, content: BuiltContent): Data;
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

/** The current route's loader data, typed by the module whose loader made it (the one rendering). */
export function usePageData<Data>(_module: PageModule<Data>): Data {
  return useLoaderData() as Data;
}
