// The isolate's tier, in front of the data centre's Cache API (store.ts).
import type { Stored } from './stored.ts';

// The isolate's tier: a page read or stored here is kept at most a second, so a purge
// anywhere reaches every isolate within a second; it saves a Cache API read per view.
const MEMORY_MS = 1000;
const MEMORY_LIMIT = 200;
const memory = new Map<string, { stored: Stored; at: number }>();

/** This isolate's copy of `key`, while it is at most MEMORY_MS old. */
export function recall(key: string): Stored | undefined {
  const held = memory.get(key);
  return held && Date.now() - held.at < MEMORY_MS ? held.stored : undefined;
}

export function remember(key: string, stored: Stored) {
  memory.delete(key);
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
  memory.set(key, { stored, at: Date.now() });
}

/** Forgets this isolate's copy of one page. */
export function forgetPage(key: string): void {
  memory.delete(key);
}

/** Forgets this isolate's copies (the webhook does, on a publish). */
export function forgetPages(): void {
  memory.clear();
}
