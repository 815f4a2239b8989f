// The browser's small store keeps jotai's behaviour for what the islands do with it.
import { describe, expect, it } from 'vitest';
import { atom, createStore } from './atoms.ts';

describe('the islands’ store', () => {
  it('holds a primitive atom’s value, set with a value or an updater, one store apart from another', () => {
    const count = atom(1);
    const store = createStore();
    expect(store.get(count)).toBe(1);
    store.set(count, 5);
    store.set(count, (value: number) => value + 1);
    expect(store.get(count)).toBe(6);
    expect(createStore().get(count)).toBe(1);
  });

  it('reads a derived atom from the atoms it reads, after any change, and keeps it until the next', () => {
    const items = atom<{ quantity: number }[]>([]);
    const total = atom((get) => ({ sum: get(items).reduce((sum, item) => sum + item.quantity, 0) }));
    const store = createStore();
    const first = store.get(total);
    expect(first).toEqual({ sum: 0 });
    expect(store.get(total)).toBe(first);
    store.set(items, [{ quantity: 2 }, { quantity: 3 }]);
    expect(store.get(total)).toEqual({ sum: 5 });
  });

  it('runs a write with get and set; setting the atom itself inside its own write sets its value; it returns what the write returns', async () => {
    const customer = atom<string | null>(null);
    const seed = atom(null, (_get, set, name: string) => {
      set(customer, name);
    });
    const last = atom('', (get, set, next: string) => {
      set(last, `${get(customer)}:${next}`);
      return Promise.resolve('done');
    });
    const store = createStore();
    store.set(seed, 'Casey');
    expect(store.get(customer)).toBe('Casey');
    await expect(store.set(last, 'x')).resolves.toBe('done');
    expect(store.get(last)).toBe('Casey:x');
  });

  it('tells subscribers of a change, and of none when the value set is the same', () => {
    const open = atom(false);
    const store = createStore();
    let calls = 0;
    const stop = store.sub(open, () => (calls += 1));
    store.set(open, false);
    expect(calls).toBe(0);
    store.set(open, true);
    expect(calls).toBe(1);
    stop();
    store.set(open, false);
    expect(calls).toBe(1);
  });
});
