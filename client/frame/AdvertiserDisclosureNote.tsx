import { localPath } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';

/**
 * "Advertiser disclosure: {the payment sentence}", shown where insurer names appear. Plain
 * HTML, never an island; the label is in content/home/page.yaml (the page's loader picks it), the
 * sentence is the one said everywhere (the message catalogue's paymentSentence).
 */
export function AdvertiserDisclosureNote({ label, className = '' }: { label: string; className?: string }) {
  const { siteName, lang } = usePage();
  const text = useMessages().paymentSentence(siteName);
  return (
    <p className={`ad-note ${className}`.trim()}>
      <a className="ad-note__link" href={localPath(lang, '/advertiser-disclosure')}>
        {label}
      </a>
      {`: ${text}`}
    </p>
  );
}
