// Builder writes `null` into a field an editor cleared. For every block that means
// "unset": the schema's default applies, exactly as if the field were missing.
import * as v from 'valibot';

const MAX_DEPTH = 40;
const BUILDER_ELEMENT = '@builder.io/sdk:Element';

/** A copy of `value` without null-valued object properties (arrays keep their length). */
export function dropNulls(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => dropNulls(item, depth + 1));
  // A nested block (a column's, a tab's) is prepared by the renderer on its own: kept as
  // it is, so its prepared result stays attached to the same object.
  if ((value as { '@type'?: unknown })['@type'] === BUILDER_ELEMENT) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== null) out[key] = dropNulls(item, depth + 1);
  }
  return out;
}

/**
 * `schema` reading Builder's cleared fields (null) as unset. The renderer parses every
 * block's options through it, so no block spells out `nullable` for each field.
 */
export function nullAsUnset<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.unknown(), v.transform(dropNulls), schema);
}
