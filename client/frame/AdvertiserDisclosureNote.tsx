import { paymentSentence } from '../../shared/constants.js';
import { usePage } from '../page-context.js';

/**
 * "Advertiser disclosure: {the payment sentence}", shown where insurer names appear. Plain
 * HTML, never an island; the label is in content/home/page.yaml (the page's loader picks it), the sentence is the one said
 * everywhere (shared/constants.ts).
 */
export function AdvertiserDisclosureNote({ label, className = '' }: { label: string; className?: string }) {
  const { siteName } = usePage();
  const text = paymentSentence(siteName);
  return (
    <p className={`ad-note ${className}`.trim()}>
      <a className="ad-note__link" href="/advertiser-disclosure">
        {label}
      </a>
      {`: ${text}`}
    </p>
  );
}
