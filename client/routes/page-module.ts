import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { ClientEntry } from '../../shared/asset-manifest.js';
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
  /**
   * Who may keep a copy: `per-region` pages name the visitor's state (the home page), so a
   * shared cache needs the region header to key them; `shared` pages are the same for
   * everyone; `not-found` pages are shared briefly; a `per-choice` page shows the visitor's own
   * privacy choice (the opt-out cookie) and no shared cache may keep it. What each class means in headers, key
   * and store is declared once, in server/pages/policy.ts.
   */
  cache: PageCacheClass;
  /** The browser entry that hydrates its islands. */
  entry: ClientEntry;
  /** The route's loader: the content this page needs, picked and checked once per render. */
  load(page: PageContextValue): Data;
  head(data: Data, page: PageContextValue): Omit<DocumentHead, 'siteName'>;
  Component: ComponentType;
}

export type PageCacheClass = 'per-region' | 'shared' | 'not-found' | 'per-choice';

/** The current route's loader data, typed by the module whose loader made it (the one rendering). */
export function usePageData<Data>(_module: PageModule<Data>): Data {
  return useLoaderData() as Data;
}
