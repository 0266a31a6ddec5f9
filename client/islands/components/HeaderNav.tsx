import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { NAV_MENU } from '../../../shared/constants.js';
import { useIslandMessages } from '../island-messages.js';

/**
 * The Reviews and Articles menus. Without JavaScript each is a native <details> disclosure:
 * click, tap, Enter or Space opens it and every link is in the tab order. Hydrated, the
 * menus also open on hover (with the spec's delays) and close on Escape or an outside click.
 */

type MenuId = 'reviews' | 'articles';

interface NavLink {
  href: string;
  label: string;
}

/**
 * The menus and the states link in the page's language, from the route table on the server:
 * props rather than an import, so the browser bundles carry neither language's table.
 */
export interface HeaderNavProps {
  menus: { id: MenuId; label: string; links: NavLink[] }[];
  states: NavLink;
}

export function HeaderNav(props: Partial<HeaderNavProps>) {
  // On the server, from the route table; in the browser, read back from the server's markup (the same links), so no page carries them twice.
  const [{ menus, states }] = useState<HeaderNavProps>(() => (props.menus && props.states ? { menus: props.menus, states: props.states } : linksFromMarkup()));
  const words = useIslandMessages().nav;
  const [open, setOpen] = useState<MenuId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  // The menu the mouse's hover opened, until a click on its trigger.
  const openedByHover = useRef<MenuId | null>(null);

  const clearTimer = () => window.clearTimeout(timer.current);
  const openByHover = (id: MenuId) => {
    openedByHover.current = id;
    setOpen(id);
  };
  const close = (focusSummary = false) => {
    clearTimer();
    openedByHover.current = null;
    setOpen((current) => {
      if (current) {
        lastClosedAt.current = Date.now();
        if (focusSummary) navRef.current?.querySelector<HTMLElement>(`[data-menu="${current}"] > summary`)?.focus();
      }
      return null;
    });
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
    // close() reads only refs and the state setter: subscribing again on every render would change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => clearTimer, []);

  // A menu the visitor opened as a native disclosure before hydration (the click that woke
  // the page) stays open, now known to React: one click, Escape or an outside click closes it.
  useEffect(() => {
    const opened = navRef.current?.querySelector<HTMLElement>('details[open]')?.dataset.menu;
    if (opened === 'reviews' || opened === 'articles') setOpen(opened);
  }, []);

  const onEnter = (id: MenuId) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    const skipDelay = open !== null || Date.now() - lastClosedAt.current < NAV_MENU.skipDelayMs;
    if (skipDelay) openByHover(id);
    else timer.current = window.setTimeout(() => openByHover(id), NAV_MENU.openDelayMs);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    timer.current = window.setTimeout(() => close(), NAV_MENU.closeDelayMs);
  };
  // A click opens the menu, or closes it if it was open already. A mouse reaches the trigger
  // before it clicks, so the hover has often opened the menu by then: that first click is
  // the visitor opening it too, and leaves it open.
  const onSummaryClick = (id: MenuId) => (event: MouseEvent) => {
    event.preventDefault();
    clearTimer();
    if (open === id && openedByHover.current !== id) close();
    else {
      openedByHover.current = null;
      setOpen(id);
    }
  };

  return (
    <nav ref={navRef} className="site-nav" aria-label={words.label}>
      {menus.map((menu) => (
        <details
          key={menu.id}
          className={`nav-menu nav-menu--${menu.id}`}
          data-menu={menu.id}
          open={open === menu.id}
          onPointerEnter={onEnter(menu.id)}
          onPointerLeave={onLeave}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget) && event.relatedTarget) close();
          }}
        >
          <summary className="nav-menu__trigger" onClick={onSummaryClick(menu.id)}>
            {menu.label}
            <svg className="nav-menu__chevron" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </summary>
          <ul className="nav-menu__panel">
            {menu.links.map((link) => (
              <li key={link.href}>
                <a className="nav-menu__link" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <a className="nav-link" href={states.href}>
        {states.label}
      </a>
    </nav>
  );
}

/** The menus and the states link as the server wrote them (the one header of the page), for hydration. */
function linksFromMarkup(): HeaderNavProps {
  const nav = document.querySelector<HTMLElement>('.site-nav')!;
  const link = (anchor: HTMLAnchorElement): NavLink => ({ href: anchor.getAttribute('href') ?? '', label: anchor.textContent });
  return {
    menus: [...nav.querySelectorAll<HTMLDetailsElement>('details[data-menu]')].map((menu) => ({
      id: menu.dataset.menu === 'reviews' ? 'reviews' : 'articles',
      label: menu.querySelector('summary')?.textContent ?? '',
      links: [...menu.querySelectorAll<HTMLAnchorElement>('.nav-menu__link')].map(link),
    })),
    states: link(nav.querySelector<HTMLAnchorElement>('.nav-link')!),
  };
}
