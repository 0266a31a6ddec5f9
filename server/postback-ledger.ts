import { createHash } from 'node:crypto';

/**
 * The transactions a postback has counted lately, so a replay is counted once (decision 036).
 * Per partner, transaction id and goal: a network posts one transaction once per goal it
 * converts. Kept in this process's memory, in arrival order, for `windowMs` and at most
 * `capacity` of them; past either, the oldest are forgotten first. Each replica has its own,
 * and a restart empties it: docs/operations.md says what that means for the counts.
 *
 * A key is kept as 16 bytes of its SHA-256 (a 22-character string): 50,000 of them take about
 * 5 MB, where the keys as sent take three times that. Two keys sharing 128 bits do not happen.
 */
export class PostbackLedger {
  /** Key → when it stops counting as seen. A Map keeps insertion order, which is arrival order. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time a key arrives within the window (and records it); false for a replay. */
  firstTime(sent: string): boolean {
    const key = createHash('sha256').update(sent).digest().subarray(0, 16).toString('base64url');
    const now = this.now();
    for (const [oldest, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(oldest);
    }
    if (this.seen.has(key)) return false;
    this.seen.set(key, now + this.windowMs);
    if (this.seen.size > this.capacity) this.seen.delete(this.seen.keys().next().value!);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
