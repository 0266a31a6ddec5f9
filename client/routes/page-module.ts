import type { ComponentType } from 'react';
import type { ClientEntry } from '../../shared/asset-manifest.js';
import type { DocumentHead } from '../document.js';
import type { PageContextValue } from '../page-context.js';

/**
 * One kind of page, the way a route module works in React Router's framework mode: its
 * metadata, how caches may keep it, which browser entry hydrates it, and its component.
 * The server resolves a request's route once and renders the module of that route's kind.
 */
export interface PageModule {
  /** The HTTP status the page is served with. */
  status: 200 | 404;
  /**
   * Who may keep a copy: `per-region` pages name the visitor's state (the home page), so a
   * shared cache needs the region header to key them; `shared` pages are the same for
   * everyone; `not-found` pages are shared briefly.
   */
  cache: 'per-region' | 'shared' | 'not-found';
  /** The browser entry that hydrates its islands. */
  entry: ClientEntry;
  head(page: PageContextValue): Omit<DocumentHead, 'siteName'>;
  Component: ComponentType;
}
