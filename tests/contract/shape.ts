// The contract check: an answer (or a request body) against a documented example object.
// Fixtures under tests/worker/fixtures/{commerce7,klaviyo,builder}/ are written from the
// services' own documentation, never from our code; each names its source in `_source`.
//
// Rules, from how the services document their objects:
// - every field of the documented example is sent (Commerce7: "If no data exists, null will
//   be returned"), and nothing else: a field the documentation does not show is an invention;
// - a documented string, number or boolean may come back as that type or null;
// - a documented null says only that the field exists (its type is not shown);
// - an array's items are each checked against the documented first item;
// - keys starting with "_" in a fixture (`_source`, `_note`) are the fixture's own;
//   `_mayBeAbsent` lists the keys a recorded answer leaves out on some objects (Commerce7's
//   for-web item has `wine` only on a wine): absent is fine, present is checked;
//   `_freeForm` lists the keys whose object holds the tenant's own fields (Commerce7's
//   `metaData`: its keys are the tenant's MetaData Config, the docs' example shows one
//   tenant's): an object or null, its keys unchecked.
// `partial` checks a request body: only documented fields, none required.

export type ShapeOptions = { partial?: boolean };

const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function shapeProblems(actual: unknown, documented: unknown, options: ShapeOptions = {}, path = '$'): string[] {
  if (documented === null || actual === null) return [];
  const want = kind(documented);
  const got = kind(actual);
  if (want !== got) return [`${path}: documented as ${want}, got ${got}`];
  if (want === 'array') {
    const [example] = documented as unknown[];
    if (example === undefined) return [];
    return (actual as unknown[]).flatMap((item, index) => shapeProblems(item, example, options, `${path}[${index}]`));
  }
  if (want !== 'object') return [];
  const doc = documented as Record<string, unknown>;
  const act = actual as Record<string, unknown>;
  const documentedKeys = Object.keys(doc).filter((key) => !key.startsWith('_'));
  const mayBeAbsent = Array.isArray(doc._mayBeAbsent) ? (doc._mayBeAbsent as string[]) : [];
  const freeForm = Array.isArray(doc._freeForm) ? (doc._freeForm as string[]) : [];
  const problems: string[] = [];
  for (const key of Object.keys(act)) {
    if (!(key in doc)) problems.push(`${path}.${key}: not in the documented object`);
  }
  for (const key of documentedKeys) {
    if (!(key in act)) {
      if (!options.partial && !mayBeAbsent.includes(key)) problems.push(`${path}.${key}: documented but missing`);
      continue;
    }
    if (freeForm.includes(key)) {
      const value = kind(act[key]);
      if (value !== 'object' && value !== 'null') problems.push(`${path}.${key}: documented as object, got ${value}`);
      continue;
    }
    problems.push(...shapeProblems(act[key], doc[key], options, `${path}.${key}`));
  }
  return problems;
}

/** Throws with every problem listed, so a failing contract test names each drifted field. */
export function expectShape(actual: unknown, documented: unknown, options: ShapeOptions = {}): void {
  const problems = shapeProblems(actual, documented, options);
  if (problems.length > 0) throw new Error(`Does not match the documented shape:\n  ${problems.join('\n  ')}`);
}
