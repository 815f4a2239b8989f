// Refreshes of shared data (products, collections, clubs, content) once per freshness window
// per tenant, not once per isolate: every isolate whose copy is due asks the tenant's
// coordinator first. The first caller of a window leads (it asks the backend and settles with
// what it stored); a caller while it runs either goes on serving its stale copy (a
// stale-while-revalidate refresh) or waits for the leader's answer (a miss with nothing to
// serve); a caller after it, within the window, gets the settled text without a backend call.
// A leader that never settles loses its lease after LEASE_MS, so a crashed isolate blocks no one.

export type Claim = { lead: true } | { lead: false; text: string | null };

/** Longer than the commerce wrapper's 10 s deadline with its retries' back-off. */
export const LEASE_MS = 12_000;
/** How long a miss waits for another isolate's refresh before loading itself. */
export const WAIT_MS = 5_000;
const KEPT_KEYS = 500;

type Entry = {
  doneAt: number;
  text: string | null;
  running: { since: number; waiters: ((text: string | null) => void)[] } | null;
};

export class RefreshBoard {
  private readonly entries = new Map<string, Entry>();
  /** Leads granted per key: what a test counts as backend calls. */
  readonly leads = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  claim(key: string, freshMs: number, wait: boolean): Promise<Claim> | Claim {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry?.running && now - entry.running.since < LEASE_MS) {
      if (!wait) return { lead: false, text: null };
      const running = entry.running;
      return new Promise<Claim>((resolve) => {
        const timer = setTimeout(() => resolve({ lead: false, text: null }), WAIT_MS);
        running.waiters.push((text) => {
          clearTimeout(timer);
          resolve({ lead: false, text });
        });
      });
    }
    if (entry && entry.text !== null && now - entry.doneAt < freshMs) return { lead: false, text: entry.text };
    const next: Entry = { doneAt: entry?.doneAt ?? 0, text: entry?.text ?? null, running: { since: now, waiters: [] } };
    this.entries.delete(key);
    if (this.entries.size >= KEPT_KEYS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, next);
    this.leads.set(key, (this.leads.get(key) ?? 0) + 1);
    return { lead: true };
  }

  /** The leader's outcome: the text it stored, or null when its refresh failed (waiters then load themselves). */
  settle(key: string, text: string | null) {
    const entry = this.entries.get(key);
    if (!entry) return;
    const waiters = entry.running?.waiters ?? [];
    entry.running = null;
    if (text !== null) {
      entry.text = text;
      entry.doneAt = this.now();
    }
    for (const wake of waiters) wake(text);
  }

  /** Forgets settled copies (a publish purges shared data: the next caller leads again). */
  forget(prefix = '') {
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix)) {
        entry.text = null;
        entry.doneAt = 0;
      }
    }
  }
}
