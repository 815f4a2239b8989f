// Where a block may sit (content spec section 5): not on a model that excludes it, only
// inside the container it needs, only the children a container accepts, and at most one
// of a one-per-page block. The page builder enforces these while an editor works, but
// content also arrives by API and by import, so content:check names each break and the
// renderer hides the block from visitors (a warning in preview). One set of messages for both.
import type { BlockDefinition } from '../kit/contract/define-block.ts';

type Definition = Pick<BlockDefinition, 'name' | 'excludedModels' | 'requiresParent' | 'childRequirements' | 'onePerPage'>;

export const excludedModelMessage = (name: string, model: string) => `${name} cannot be placed on a ${model} entry`;

/** Why `definition` may not sit here, each rule it breaks; empty when it may. `parent` is the nearest enclosing block. */
export function placementProblems(definition: Definition, parent: Definition | undefined, model: string | undefined): string[] {
  const problems: string[] = [];
  if (model && definition.excludedModels?.includes(model as never)) problems.push(excludedModelMessage(definition.name, model));
  const required = definition.requiresParent;
  if (required && !(parent && required.components.includes(parent.name))) problems.push(`${definition.name}: ${required.message}`);
  const accepted = parent?.childRequirements;
  if (accepted && !accepted.components.includes(definition.name)) problems.push(`${definition.name} inside ${parent.name}: ${accepted.message}`);
  return problems;
}

/** A one-per-page block after the first of its kind: why it is left out, or null. */
export function repeatedProblem(definition: Definition, seen: Set<string>): string | null {
  if (!definition.onePerPage) return null;
  if (seen.has(definition.name)) return `${definition.name}: ${definition.onePerPage}`;
  seen.add(definition.name);
  return null;
}
