// The islands' shared state in the browser: the part of jotai's API the islands use (atom,
// createStore, Provider, useAtom, useAtomValue, useSetAtom, useHydrateAtoms), in about a tenth
// of its bytes. scripts/build-client.mjs aliases `jotai` and `jotai/utils` to this module for
// the client's files only: the server renders with jotai itself, and the islands' source
// imports jotai, so both render the same atoms. It keeps jotai's behaviour for what the
// islands do: a primitive atom holds a value (set with a value or an updater); a derived atom
// reads others (its value is recomputed after any change, and kept until the next); a
// writable atom's write gets `get` and `set` (inside it, `set` on the atom itself sets its
// value); setting a value equal to the current one (Object.is) changes nothing; a component
// re-renders only when the value it reads changes. Not kept: async reads (suspense), onMount,
// per-atom subscriptions (store.sub is told of every change), debug labels.
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

export type Getter = <V>(atom: Atom<V>) => V;
export type Setter = <V, A extends unknown[], R>(atom: WritableAtom<V, A, R>, ...args: A) => R;
type Read<V> = (get: Getter) => V;
type Write<A extends unknown[], R> = (get: Getter, set: Setter, ...args: A) => R;

export type Atom<V> = { read: Read<V>; primitive: boolean; init?: V };
export type WritableAtom<V, A extends unknown[], R> = Atom<V> & { write: Write<A, R> };
type AnyAtom = Atom<unknown> & { write?: Write<unknown[], unknown> };

/** `atom(value)`, `atom(read)`, `atom(read, write)` or `atom(value, write)`, as jotai's. */
export function atom<V, A extends unknown[] = unknown[], R = unknown>(initial: V | Read<V>, write?: Write<A, R>): WritableAtom<V, A, R> {
  const primitive = typeof initial !== 'function';
  const self = {
    primitive,
    init: primitive ? (initial as V) : undefined,
    read: primitive ? (get: Getter) => get(self) : (initial as Read<V>),
    // A primitive atom without a write of its own takes a value or an updater of its value.
    write: write ?? (((get: Getter, set: Setter, update: unknown) => set(self, ...([typeof update === 'function' ? (update as (value: V) => V)(get(self)) : update] as A))) as unknown as Write<A, R>),
  } as WritableAtom<V, A, R>;
  return self;
}

export type Store = {
  get: Getter;
  set: Setter;
  /** Calls `listener` after every change to any atom; returns the unsubscribe. */
  sub: (atom: Atom<unknown>, listener: () => void) => () => void;
};

export function createStore(): Store {
  const values = new Map<Atom<unknown>, unknown>();
  const derived = new Map<Atom<unknown>, { version: number; value: unknown }>();
  const listeners = new Set<() => void>();
  let version = 0;

  const get = (<V>(target: Atom<V>): V => {
    if (target.primitive) return (values.has(target) ? values.get(target) : target.init) as V;
    const kept = derived.get(target);
    if (kept && kept.version === version) return kept.value as V;
    const value = target.read(get);
    derived.set(target, { version, value });
    return value;
  }) as Getter;

  function setValue(target: Atom<unknown>, value: unknown) {
    if (Object.is(get(target), value)) return;
    values.set(target, value);
    version += 1;
    for (const listener of [...listeners]) listener();
  }

  function write(target: AnyAtom, args: unknown[]): unknown {
    // Inside an atom's own write, setting that atom sets its value (jotai's rule).
    const setter = ((other: AnyAtom, ...rest: unknown[]) => (other === target && target.primitive ? setValue(target, rest[0]) : write(other, rest))) as Setter;
    return target.write?.(get, setter, ...args);
  }

  return {
    get,
    set: ((target: AnyAtom, ...args: unknown[]) => write(target, args)) as Setter,
    sub: (_atom, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let defaultStore: Store | undefined;
export const getDefaultStore = (): Store => (defaultStore ??= createStore());

const StoreContext = createContext<Store | null>(null);

export function Provider({ store, children }: { store?: Store; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store ?? getDefaultStore() }, children);
}

export const useStore = (): Store => useContext(StoreContext) ?? getDefaultStore();

export function useAtomValue<V>(target: Atom<V>): V {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(target, listener), [store, target]);
  const read = () => store.get(target);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<V, A extends unknown[], R>(target: WritableAtom<V, A, R>): (...args: A) => R {
  const store = useStore();
  return useCallback((...args: A) => store.set(target, ...args), [store, target]);
}

export function useAtom<V, A extends unknown[], R>(target: WritableAtom<V, A, R>): [V, (...args: A) => R] {
  return [useAtomValue(target), useSetAtom(target)];
}

const hydratedAtoms = new WeakMap<Store, WeakSet<Atom<unknown>>>();

/** Sets each atom to its value once per store, during the first render that asks (jotai/utils' useHydrateAtoms). */
export function useHydrateAtoms(entries: Iterable<readonly [WritableAtom<unknown, [unknown], unknown>, unknown]>): void {
  const store = useStore();
  let hydrated = hydratedAtoms.get(store);
  if (!hydrated) hydratedAtoms.set(store, (hydrated = new WeakSet()));
  for (const [target, value] of entries) {
    if (hydrated.has(target)) continue;
    hydrated.add(target);
    store.set(target, value);
  }
}
