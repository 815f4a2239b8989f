// Form values are nested objects (checkout's zip lives at values.shipTo.zipCode); fields
// and field errors are named by dotted paths, the keys the API's `{errors}` use.

/** The value at a dotted path, or undefined when any step is missing. */
export function getIn(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `source` with `value` at `path`; untouched branches keep their identity. */
export function setIn<T>(source: T, path: string, value: unknown): T {
  const dot = path.indexOf('.');
  const key = dot === -1 ? path : path.slice(0, dot);
  const container: unknown = source ?? {};
  const current = (container as Record<string, unknown>)[key];
  const next = dot === -1 ? value : setIn(current, path.slice(dot + 1), value);
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...(container as Record<string, unknown>), [key]: next } as T;
}

/** A DOM id for a field: the form's prefix and the path, dots as dashes (`checkout-shipTo-zipCode`). */
export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${path.replaceAll('.', '-')}`;
