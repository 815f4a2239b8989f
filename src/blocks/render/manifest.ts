// The page builder's component registrations, generated from the blocks' options schemas
// (docs/real-services.md, "Component registration"): each option becomes an input with its type,
// default, required flag, enum, regex and message, min and max, sub-fields, and the alert
// the editor sees when a limit of content spec section 5 is crossed (Builder's onChange).
// What the schema cannot say comes from its `input()` metadata (editor-input.ts).
import type * as v from 'valibot';
import { BLOCK_MODELS, type AnyBlockDefinition, type BlockGroup, type BlockModel } from '../kit/contract/define-block.ts';
import { EDITOR_INPUT, type EditorInput, type InputType } from '../../ui/editor/input.ts';
import { EDITOR_RULES, type Condition, type EditorRule } from '../kit/contract/editor-rules.ts';

export type BuilderInput = {
  name: string;
  type: InputType;
  friendlyName?: string;
  defaultValue?: unknown;
  required?: boolean;
  enum?: readonly (string | number | boolean)[];
  regex?: { pattern: string; options: string; message: string };
  min?: number;
  max?: number;
  subFields?: BuilderInput[];
  showIf?: string;
  helperText?: string;
  allowedFileTypes?: readonly string[];
  model?: string;
  advanced?: boolean;
  hideFromUI?: boolean;
  /** The editor's alert for a limit: a function's source, as Builder serialises onChange. */
  onChange?: string;
};

export type ParentRequirement = { message: string; component?: string; query?: { 'component.name': { $in: readonly string[] } } };

export type ComponentRegistration = {
  name: string;
  friendlyName?: string;
  group: BlockGroup;
  inputs: BuilderInput[];
  /** Where the block may be inserted; absent means every model. */
  models?: BlockModel[];
  canHaveChildren: boolean;
  requiresParent?: ParentRequirement;
  childRequirements?: ParentRequirement;
};

export type BlockManifest = {
  components: ComponentRegistration[];
  /** Builder's insert menu: one section per group, in the spec's order. */
  insertMenus: { name: BlockGroup; items: { name: string }[] }[];
};

// Valibot's schema objects, read structurally: only what the manifest needs.
type Node = {
  kind: string;
  type: string;
  wrapped?: Node;
  default?: unknown;
  fallback?: unknown;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
  message?: unknown;
  metadata?: Record<string, unknown>;
};

const WRAPPERS = new Set(['optional', 'nullish', 'nullable', 'undefinedable', 'exact_optional']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

type Described = {
  base: Node;
  required: boolean;
  defaultValue?: unknown;
  actions: Node[];
  editor: EditorInput;
  rules: EditorRule[];
};

/** Peels a schema's wrappers and pipes down to its base type, keeping what they said. */
function describe(schema: Node): Described {
  const result: Described = { base: schema, required: true, actions: [], editor: {}, rules: [] };
  let current = schema;
  let hasDefault = false;
  const takeDefault = (value: unknown) => {
    if (hasDefault || value === undefined || typeof value === 'function') return;
    hasDefault = true;
    // An empty text is what an input starts with anyway.
    if (value !== '') result.defaultValue = value;
  };
  for (let depth = 0; depth < 50; depth += 1) {
    if ('fallback' in current) {
      result.required = false;
      takeDefault(current.fallback);
    }
    if (current.pipe) {
      for (const item of current.pipe.slice(1)) {
        if (item.type === 'metadata') {
          // Outer declarations win over inner ones (a block's helper text over a shared link's type).
          result.editor = { ...(item.metadata?.[EDITOR_INPUT] as EditorInput | undefined), ...result.editor };
          result.rules.push(...((item.metadata?.[EDITOR_RULES] as EditorRule[] | undefined) ?? []));
        } else if (item.kind === 'validation') {
          result.actions.push(item);
        }
      }
      const root = current.pipe[0];
      if (!root || root === current) break;
      current = root;
      continue;
    }
    if (WRAPPERS.has(current.type) && current.wrapped) {
      if (current.type !== 'nullable') result.required = false;
      takeDefault(current.default);
      current = current.wrapped;
      continue;
    }
    break;
  }
  result.base = current;
  return result;
}

function baseType(base: Node, rules: readonly EditorRule[]): { type: InputType; enum?: readonly (string | number | boolean)[]; subFields?: BuilderInput[] } {
  switch (base.type) {
    case 'string':
      return { type: 'text' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'date' };
    case 'picklist':
    case 'enum': {
      const values = (base.options ?? []) as (string | number | boolean)[];
      return { type: values.every((value) => typeof value === 'number') ? 'number' : 'text', enum: values };
    }
    case 'literal':
      return { type: typeof base.literal === 'number' ? 'number' : typeof base.literal === 'boolean' ? 'boolean' : 'text', enum: [base.literal as string] };
    case 'array': {
      const item = base.item ? describe(base.item) : undefined;
      return item && OBJECTS.has(item.base.type) ? { type: 'list', subFields: inputsOf(item.base, item.rules) } : { type: 'list' };
    }
    case 'union':
    case 'variant': {
      // Editors give one shape; the others are older or looser spellings of it (a number typed as text).
      const options = (base.options ?? []) as Node[];
      const described = options.map((option) => {
        const inner = describe(option);
        return baseType(inner.base, inner.rules);
      });
      return described.find((option) => option.type === 'number') ?? described[0] ?? { type: 'text' };
    }
    default:
      if (OBJECTS.has(base.type)) return { type: 'object', subFields: inputsOf(base, rules) };
      return { type: 'object' };
  }
}

const js = (value: unknown) => JSON.stringify(value);
const messageOf = (action: Node) => (typeof action.message === 'string' ? action.message : undefined);

/** The editor's alerts for one option's limits, as statements over Builder's `options` map. */
function limitStatements(name: string, type: InputType, actions: Node[]): string[] {
  const get = `options.get(${js(name)})`;
  const statements: string[] = [];
  for (const action of actions) {
    const message = messageOf(action);
    if (message === undefined) continue;
    const limit = action.requirement;
    if (action.type === 'max_length' && typeof limit === 'number' && (type === 'list' || type === 'text')) {
      const test = type === 'list' ? 'Array.isArray(value)' : "typeof value === 'string'";
      statements.push(`{ const value = ${get}; if (${test} && value.length > ${limit}) { options.set(${js(name)}, value.slice(0, ${limit})); alert(${js(message)}); } }`);
    } else if (action.type === 'integer') {
      statements.push(`{ const value = ${get}; if (typeof value === 'number' && !Number.isInteger(value)) { options.set(${js(name)}, Math.trunc(value)); alert(${js(message)}); } }`);
    } else if ((action.type === 'min_value' || action.type === 'max_value') && typeof limit === 'number') {
      const op = action.type === 'min_value' ? '<' : '>';
      statements.push(`{ const value = ${get}; if (typeof value === 'number' && value ${op} ${limit}) { alert(${js(message)}); } }`);
    }
  }
  // One alert per change, however many limits share a message (percentage: integer, 1 to 100).
  return [...new Set(statements)];
}

const condition = (when: Condition | undefined) => (when ? `options.get(${js(when.field)}) === ${js(when.equals)}` : 'true');

/** A rule between options, as the editor's alert on the option it concerns. */
function ruleStatements(name: string, rules: readonly EditorRule[]): string[] {
  const statements: string[] = [];
  for (const rule of rules) {
    if (rule.kind === 'itemCount' && rule.field === name) {
      // Going past the count is stopped at once; fewer items are shown in preview until added.
      statements.push(
        `{ const value = options.get(${js(name)}); if (${condition(rule.when)} && Array.isArray(value) && value.length > ${rule.count}) { options.set(${js(name)}, value.slice(0, ${rule.count})); alert(${js(rule.message)}); } }`,
      );
    } else if (rule.kind === 'exclusive' && rule.fields.includes(name)) {
      const other = rule.fields[0] === name ? rule.fields[1] : rule.fields[0];
      statements.push(`{ if (options.get(${js(name)}) === true && options.get(${js(other)}) === true) { options.set(${js(other)}, false); alert(${js(rule.message)}); } }`);
    }
  }
  return statements;
}

function toInput(name: string, schema: Node, rules: readonly EditorRule[]): BuilderInput {
  const described = describe(schema);
  const base = baseType(described.base, described.rules);
  const type = described.editor.type ?? base.type;
  const input: BuilderInput = { name, type };
  const { editor } = described;
  if (editor.friendlyName) input.friendlyName = editor.friendlyName;
  if (described.defaultValue !== undefined) input.defaultValue = described.defaultValue;
  if (described.required || editor.required) input.required = true;
  if (base.enum) input.enum = base.enum;
  for (const action of described.actions) {
    if (action.type === 'regex' && action.requirement instanceof RegExp && !input.regex) {
      input.regex = { pattern: action.requirement.source, options: action.requirement.flags, message: messageOf(action) ?? 'Invalid format' };
    } else if (action.type === 'min_value' && typeof action.requirement === 'number') {
      input.min = action.requirement;
    } else if (action.type === 'max_value' && typeof action.requirement === 'number') {
      input.max = action.requirement;
    }
  }
  if (base.subFields) input.subFields = base.subFields;
  if (editor.showIf) input.showIf = editor.showIf;
  if (editor.helperText) input.helperText = editor.helperText;
  if (editor.allowedFileTypes) input.allowedFileTypes = editor.allowedFileTypes;
  if (editor.model) input.model = editor.model;
  if (editor.advanced) input.advanced = true;
  if (editor.hideFromUI) input.hideFromUI = true;
  const statements = [...limitStatements(name, base.type, described.actions), ...ruleStatements(name, rules)];
  if (statements.length > 0) input.onChange = `(options) => { ${statements.join(' ')} }`;
  return input;
}

/** An object's options as inputs; `rules` are the rules declared on that object. */
function inputsOf(object: Node, rules: readonly EditorRule[]): BuilderInput[] {
  return Object.entries(object.entries ?? {}).map(([name, schema]) => toInput(name, schema, rules));
}

function requirement(rule: { components: readonly string[]; message: string } | undefined): ParentRequirement | undefined {
  if (!rule) return undefined;
  return rule.components.length === 1 ? { message: rule.message, component: rule.components[0] } : { message: rule.message, query: { 'component.name': { $in: rule.components } } };
}

/** One block's registration for the page builder. */
export function componentRegistration(definition: AnyBlockDefinition): ComponentRegistration {
  const described = describe(definition.schema as unknown as Node);
  if (!OBJECTS.has(described.base.type)) throw new Error(`Block "${definition.name}": its options schema is not an object`);
  const registration: ComponentRegistration = {
    name: definition.name,
    group: definition.group,
    inputs: inputsOf(described.base, described.rules),
    canHaveChildren: definition.canHaveChildren ?? false,
  };
  if (definition.friendlyName) registration.friendlyName = definition.friendlyName;
  if (definition.excludedModels?.length) registration.models = BLOCK_MODELS.filter((model) => !definition.excludedModels?.includes(model));
  const parent = requirement(definition.requiresParent);
  if (parent) registration.requiresParent = parent;
  const children = requirement(definition.childRequirements);
  if (children) registration.childRequirements = children;
  return registration;
}

const GROUP_ORDER: readonly BlockGroup[] = ['General', 'Layout', 'Product', 'Collection', 'Special', 'Hero components'];

/** Every registered block's registration, and the insert menu grouping them. */
export function blockManifest(blocks: readonly AnyBlockDefinition[]): BlockManifest {
  const components = blocks.map(componentRegistration);
  const insertMenus = GROUP_ORDER.map((name) => ({ name, items: components.filter((c) => c.group === name).map((c) => ({ name: c.name })) })).filter((menu) => menu.items.length > 0);
  return { components, insertMenus };
}

/** For tests: the described input of a schema, as the manifest would write it. */
export function inputOf(name: string, schema: v.GenericSchema): BuilderInput {
  return toInput(name, schema as unknown as Node, []);
}
