import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';

/**
 * The licensing statement at the top of every review: the same words as the advertiser
 * disclosure's (the message catalogue's licensingStatement). Plain HTML, never an island.
 */
export function LicensingNote({ className = '' }: { className?: string }) {
  const { siteName } = usePage();
  const { licensingStatement } = useMessages();
  return <p className={`ad-note ${className}`.trim()}>{licensingStatement(siteName)}</p>;
}
