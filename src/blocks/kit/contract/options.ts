// A block's options checked against its schema, with each broken rule said as the editor
// should read it: the option's path and the rule's own message (content spec section 5).
// The renderer (hidden from visitors, a warning in preview) and content:check share it.
import * as v from 'valibot';
import { dropNulls } from './unset.ts';
import type { AnyBlockDefinition } from './define-block.ts';

export type OptionProblem = { path: string; message: string };

export type CheckedOptions = { success: true; output: unknown } | { success: false; problems: OptionProblem[] };

export function checkOptions(definition: Pick<AnyBlockDefinition, 'schema'>, options: unknown): CheckedOptions {
  // Builder writes null where an editor cleared a field: read as unset, never as invalid.
  const parsed = v.safeParse(definition.schema, dropNulls(options ?? {}));
  if (parsed.success) return { success: true, output: parsed.output };
  const problems = parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: messageOf(issue) }));
  return { success: false, problems };
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
