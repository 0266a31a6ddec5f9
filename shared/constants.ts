/**
 * Timing and size constants of the menus, toasts and home widgets that the components read, in
 * one place so every component moves and sizes alike. The stylesheet keeps
 * its own copies of the sizes it lays out (ticker row 70px and viewport 420px, toaster 356px).
 */

export const QUOTE_TICKER = {
  stepMs: 2500,
  slideMs: 700,
  rowPx: 70,
  copies: 3,
} as const;

export const NAV_MENU = {
  openDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const;

export const TOASTS = {
  /** The store keeps at most one toast: a new one replaces the old. */
  storeLimit: 1,
  visible: 3,
  durationMs: 4000,
  hotkey: { altKey: true, code: 'KeyT' },
} as const;

export const BRAND_SCROLL_DELAY_MS = 100;
