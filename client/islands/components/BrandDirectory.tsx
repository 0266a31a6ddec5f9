import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { brandSlug } from '../../../shared/brands.js';
import { BRAND_SCROLL_DELAY_MS } from '../../../shared/constants.js';
import type { Brand } from '../../../shared/content-schema.js';
import { sitePath, type PREMIUM_SUB_ID } from '../../../shared/landing.js';
import { useIslandMessages } from '../island-messages.js';

/**
 * Top Brands: a grid of names; choosing one highlights it and shows its panel, which
 * scrolls into view after 100 ms, with a link to the brand's insurer page where it has one.
 * Each name is a link that renders the choice on the server, so the directory works with
 * JavaScript off too.
 */
export interface BrandDirectoryProps {
  brands: Brand[];
  initialSlug?: string;
  /** The landing headline (QS) and `ds`, kept across the no-JavaScript choice links. */
  headline: string;
  subId?: typeof PREMIUM_SUB_ID;
  /** The home page's path in the page's language, where the choice links go. */
  homePath: string;
  /** The index of insurers in the page's language: a brand's insurer page is under it. */
  insurersPath: string;
}

const BRAND_PANEL_ID = 'brand-panel';

export function BrandDirectory({ brands, initialSlug, headline, subId, homePath, insurersPath }: BrandDirectoryProps) {
  const words = useIslandMessages().brands;
  const [selectedSlug, setSelectedSlug] = useState(initialSlug);
  const [scrollRequest, setScrollRequest] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const selected = brands.find((brand) => brandSlug(brand.name) === selectedSlug);

  useEffect(() => {
    if (scrollRequest === 0) return undefined;
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panelRef.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
    }, BRAND_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollRequest]);

  const choose = (slug: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedSlug(slug);
    setScrollRequest((count) => count + 1);
  };

  return (
    <div className="brands">
      <ul className="brands__grid" aria-label={words.grid}>
        {brands.map((brand) => {
          const slug = brandSlug(brand.name);
          return (
            <li key={slug}>
              <a
                className="brands__item"
                href={sitePath(homePath, { headline, subId }, [['brand', slug]], BRAND_PANEL_ID)}
                aria-current={slug === selectedSlug ? 'true' : undefined}
                aria-controls={BRAND_PANEL_ID}
                onClick={choose(slug)}
              >
                {brand.name}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="brands__panel" id={BRAND_PANEL_ID} ref={panelRef} aria-live="polite">
        {selected ? (
          <>
            <h3 className="brands__name">{selected.name}</h3>
            <p>{selected.description}</p>
            {selected.insurerPage && (
              <p>
                <a href={`${insurersPath}/${selected.insurerPage}`}>{words.records(selected.name)}</a>
              </p>
            )}
          </>
        ) : (
          <p className="brands__hint">{words.hint}</p>
        )}
      </div>
    </div>
  );
}
