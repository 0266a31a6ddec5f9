import { licensingStatement } from '../../shared/constants.js';
import { usePage } from '../page-context.js';

/**
 * The licensing statement at the top of every review: the same words as the advertiser
 * disclosure's (shared/constants.ts). Plain HTML, never an island.
 */
export function LicensingNote({ className = '' }: { className?: string }) {
  const { siteName } = usePage();
  return <p className={`ad-note ${className}`.trim()}>{licensingStatement(siteName)}</p>;
}
