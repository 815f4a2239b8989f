// The tenant's Commerce7 app-call budget: "API rate limits are 100 requests per minute, per
// tenant" (skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md, "Rate limiting").
// A sliding window of the grants of the last minute, kept by the tenant's coordinator (one
// Durable Object for every isolate in every data centre), so the store as a whole never asks
// for more than the limit. Reads may use only part of it: a shopper's write (a sign-up, a club
// join) always finds room within a minute even while refreshes of shared data are due.
// Pure: time is passed in.

export const DOCUMENTED_APP_CALLS_PER_MINUTE = 100;
export const BUDGET_WINDOW_MS = 60_000;
/** Share of the window's calls reads may take; the rest is kept for writes. */
export const READ_SHARE = 0.8;

export type BudgetKind = 'read' | 'write';
export type BudgetAnswer = { granted: true } | { granted: false; retryAfterMs: number };

export class SlidingBudget {
  private readonly grants: number[] = [];
  constructor(
    readonly limit = DOCUMENTED_APP_CALLS_PER_MINUTE,
    readonly windowMs = BUDGET_WINDOW_MS,
    readonly readLimit = Math.floor(limit * READ_SHARE),
  ) {}

  private prune(now: number) {
    while (this.grants.length > 0 && now - this.grants[0]! >= this.windowMs) this.grants.shift();
  }

  /** Grants calls made in the window so far. */
  used(now: number): number {
    this.prune(now);
    return this.grants.length;
  }

  /**
   * `count` calls at once (the writes of one change, booked together so that a change is never
   * left half made: a sign-up's account without its password), or none of them.
   */
  tryTake(kind: BudgetKind, now: number, count = 1): BudgetAnswer {
    this.prune(now);
    const cap = kind === 'read' ? this.readLimit : this.limit;
    if (count > cap) return { granted: false, retryAfterMs: this.windowMs };
    if (this.grants.length + count <= cap) {
      for (let i = 0; i < count; i++) this.grants.push(now);
      return { granted: true };
    }
    // The grant that must leave the window before this kind has room for `count` again.
    const blocking = this.grants[this.grants.length + count - 1 - cap];
    return { granted: false, retryAfterMs: Math.max(1, (blocking ?? now) + this.windowMs - now) };
  }
}
