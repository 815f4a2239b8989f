// A block's options checked against its schema, with each broken rule said as the editor
// should read it: the option's path and the rule's own message (content spec section 5).
// The renderer (hidden from visitors, a warning in preview) and content:check share it.
import * as v from 'valibot';
import { imageIssue } from '../../../content/image-url/index.ts';
import { dropNulls } from './unset.ts';
import type { AnyBlockDefinition } from './define-block.ts';

export type OptionProblem = { path: string; message: string };

/**
 * `dropped`: images whose address broke its rule, left out so that the block still shows
 * (its other options, a product hero's Add To Cart); the renderer logs them.
 */
export type CheckedOptions = { success: true; output: unknown; dropped?: OptionProblem[] } | { success: false; problems: OptionProblem[] };

/** Enough rounds for an image, then the list item it was the source of, several times over. */
const MAX_ROUNDS = 8;

type Key = string | number;

export function checkOptions(definition: Pick<AnyBlockDefinition, 'schema'>, options: unknown): CheckedOptions {
  // Builder writes null where an editor cleared a field: read as unset, never as invalid.
  let current = dropNulls(options ?? {});
  let parsed = v.safeParse(definition.schema, current);
  if (parsed.success) return { success: true, output: parsed.output };
  const problems = problemsOf(parsed.issues);
  // An image the editor gave that breaks its rule is left out, never the block with it: an
  // image that is the source of a list item (a club's image, a listed image) takes its item,
  // one that is a background's takes the background's settings.
  const dropped: OptionProblem[] = [];
  const droppedPaths = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && !parsed.success; round += 1) {
    const removals: Key[][] = [];
    for (const issue of parsed.issues) {
      const path = keysOf(issue);
      const dotPath = path.join('.');
      if (path.length > 0 && imageIssue(issue)) {
        if (!droppedPaths.has(dotPath)) dropped.push({ path: dotPath, message: issue.message });
        droppedPaths.add(dotPath);
        removals.push(path);
      } else if (droppedPaths.has(dotPath) && path.length > 1) {
        // The image was required where it sat (a list item, a background's settings): that
        // goes too, and so on up while each is required; a required option of the block
        // itself cannot go, and the block is hidden.
        const parent = path.slice(0, -1);
        droppedPaths.add(parent.join('.'));
        removals.push(parent);
      } else {
        return { success: false, problems };
      }
    }
    // Later list items first, so that removing one does not move another still to remove.
    for (const path of uniquePaths(removals).sort(laterFirst)) current = without(current, path);
    parsed = v.safeParse(definition.schema, current);
  }
  return parsed.success ? { success: true, output: parsed.output, dropped } : { success: false, problems };
}

function problemsOf(issues: readonly v.BaseIssue<unknown>[]): OptionProblem[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: messageOf(issue) }));
}

function keysOf(issue: v.BaseIssue<unknown>): Key[] {
  return (issue.path ?? []).map((item) => item.key).filter((key): key is Key => typeof key === 'string' || typeof key === 'number');
}

function uniquePaths(paths: readonly Key[][]): Key[][] {
  return [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
}

function laterFirst(a: readonly Key[], b: readonly Key[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const [x, y] = [a[index], b[index]];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(y).localeCompare(String(x));
  }
  return b.length - a.length;
}

/** `value` without what sits at `path`, copying only the objects on the way (content is shared). */
function without(value: unknown, path: readonly Key[]): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return value;
  const [key, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(value)) {
    if (typeof key !== 'number' || key >= value.length) return value;
    const copy = [...value];
    if (rest.length === 0) copy.splice(key, 1);
    else copy[key] = without(copy[key], rest);
    return copy;
  }
  const record = value as Record<string, unknown>;
  if (!(key in record)) return value;
  const copy = { ...record };
  if (rest.length === 0) delete copy[key];
  else copy[key] = without(copy[key], rest);
  return copy;
}

/**
 * Valibot says a missing option as "Invalid key: Expected "x" but received undefined" (or
 * "Invalid type" when the key is there, empty); editors read "x is required".
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.at(-1)?.key;
  const generic = issue.message.startsWith('Invalid key:') || issue.message.startsWith('Invalid type:');
  return issue.kind === 'schema' && issue.received === 'undefined' && generic && typeof key === 'string' ? `${key} is required` : issue.message;
}

export function describeProblem(problem: OptionProblem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

export function describeProblems(problems: readonly OptionProblem[]): string {
  return problems.map(describeProblem).join('; ');
}
