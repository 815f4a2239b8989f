// A per-isolate memo for pure work that pages repeat on every render (a price's text, a
// sanitised rich text, a cache key): answers are kept until `limit` are held, then all are
// dropped at once. An isolate is a cache, never a store: an empty memo gives the same answers.

export type Memo<K, V> = { get(key: K, compute: (key: K) => V): V };

export function boundedMemo<K, V>(limit: number): Memo<K, V> {
  const kept = new Map<K, V>();
  return {
    get(key, compute) {
      if (kept.has(key)) return kept.get(key) as V;
      const value = compute(key);
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
      return value;
    },
  };
}
