/**
 * A page's cache class as one object (decision 025): its flags say what the page varies with,
 * and the page pipeline (what to look up, what goes into the key), the cache policy
 * (server/pages/policy.ts: headers, store) and the render (what goes into the page's state)
 * read the flags, never the class's name. Each page kind names its class in the registry
 * (shared/page-kinds.ts); the not-found page has its own.
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

/** The classes a page kind may name: every one but the not-found page's. */
export type KindCacheClass = Exclude<keyof typeof CACHE_CLASSES, 'notFound'>;
