import { usePage } from '../page-context.js';

/**
 * "Advertiser disclosure: we are paid by …", shown where insurer names appear. Plain HTML,
 * never an island; the words are in content/home/page.yaml.
 */
export function AdvertiserDisclosureNote({ className = '' }: { className?: string }) {
  const { label, text } = usePage().content.home.page.advertiserDisclosure;
  return (
    <p className={`ad-note ${className}`.trim()}>
      <a className="ad-note__link" href="/advertiser-disclosure">
        {label}
      </a>
      {`: ${text}`}
    </p>
  );
}
