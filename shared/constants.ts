/**
 * Timing and size constants of spec section 9 that the components read. The stylesheet keeps
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

/**
 * Who pays us and what we are not: one sentence, the same everywhere it is said (the footer,
 * the advertiser disclosure note and page, the terms, the privacy policy, a guide: content
 * files use it through the {{paymentSentence}} token).
 */
export function paymentSentence(siteName: string): string {
  return `${siteName} is not an insurance company, broker or agent: we are paid by the companies we send visitors to, which may affect which companies appear and in what order.`;
}

/**
 * What we are not, in law: one statement, the same wherever it is said (the advertiser
 * disclosure through the {{licensingStatement}} token, and the top of every review). We hold
 * no insurance licence, so nothing here may read as selling or soliciting insurance.
 */
export function licensingStatement(siteName: string): string {
  return `${siteName} is not a licensed insurance producer and does not sell insurance: nothing on this site is an offer to sell, or a solicitation to buy, insurance.`;
}
