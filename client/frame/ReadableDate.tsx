/** A calendar date ("2026-11-23") as readers and machines both read it: <time datetime> around "November 23, 2026". */
export function ReadableDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** Noon UTC, so no time zone moves the day. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
