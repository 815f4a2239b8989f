// Builder's editing protocol, as its SDK speaks it (BuilderIO/builder packages/sdks/src/):
// scripts/init-editing.ts (builder.sdkInfo, builder.updateContent, builder.evaluate answered
// with builder.evaluateResult or builder.evaluateError), functions/register-component.ts and
// blocks/util.ts (builder.registerComponent, functions serialised as text),
// functions/register.ts (builder.register, insert menus), components/blocks/blocks-wrapper.lite.tsx
// (builder.clickEmptyBlocks, builder.hoverEmptyBlocks), helpers/subscribe-to-editor.ts and
// functions/is-from-trusted-host.ts (builder.contentUpdate; every message accepted from
// Builder's hosts only). Every message of the Gen2 SDK, handled or not, is listed in the
// docs/editors.md ("Editing inside Builder"). Our own code over the same rules; pure, for tests.
import { trustedEditorScript } from '../../platform/trusted-types/index.ts';

/** The hosts the SDK accepts editor messages from (is-from-trusted-host.ts, DEFAULT_TRUSTED_HOSTS). */
export const TRUSTED_HOSTS = ['*.beta.builder.io', 'beta.builder.io', 'builder.io', 'localhost', 'qa.builder.io'] as const;

/** A message's origin is Builder's: http(s) and a trusted host name, `*.` matching subdomains. */
export function isFromTrustedHost(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return TRUSTED_HOSTS.some((host) => (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host));
}

export type EditorMessage = { type: string; data: unknown };

/**
 * What the SDK says first (init-editing.ts, setupBrowserForEditing). `target` names the
 * SDK's framework: ours renders React's markup on the server; what the editor does with
 * the value is unverified. No patch updates: the editor sends the whole content each time.
 */
export const HELLO: readonly EditorMessage[] = [
  { type: 'builder.sdkInfo', data: { target: 'react', supportsPatchUpdates: false, supportsAddBlockScoping: true, supportsCustomBreakpoints: false } },
  { type: 'builder.updateContent', data: { options: {} } },
];

type Input = { onChange?: unknown; subFields?: Input[] } & Record<string, unknown>;
type Registration = { inputs?: Input[] } & Record<string, unknown>;
export type Manifest = { components: Registration[]; insertMenus: Record<string, unknown>[] };

/**
 * The SDK sends an input's onChange as a function body (blocks/util.ts serializeFn:
 * `return (<the function>).apply(this, arguments)`); the manifest holds the function's source.
 */
export function asFunctionBody(source: string): string {
  return source.startsWith('return ') ? source : `return (${source}).apply(this, arguments)`;
}

function input(field: Input): Input {
  const sent: Input = { ...field };
  if (typeof field.onChange === 'string') sent.onChange = asFunctionBody(field.onChange);
  if (field.subFields) sent.subFields = field.subFields.map(input);
  return sent;
}

/** One builder.registerComponent per block, then one builder.register per insert menu. */
export function registrationMessages(manifest: Manifest): EditorMessage[] {
  return [
    ...manifest.components.map((component) => ({ type: 'builder.registerComponent', data: { ...component, inputs: (component.inputs ?? []).map(input) } })),
    ...manifest.insertMenus.map((menu) => ({ type: 'builder.register', data: { type: 'insertMenu', info: menu } })),
  ];
}

/**
 * The content of a builder.contentUpdate for `model` (subscribe-to-editor.ts: the key is the
 * first of key, alias, entry, modelName; the data is the whole content), or null for any
 * other message. Only the blocks are taken: the server checks each one.
 */
export function contentUpdate(message: unknown, model: string): { blocks: unknown[] } | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, data } = message as { type?: unknown; data?: unknown };
  if (type !== 'builder.contentUpdate' || typeof data !== 'object' || data === null) return null;
  const update = data as Record<string, unknown>;
  const key = update.key || update.alias || update.entry || update.modelName;
  if (key !== model) return null;
  const content = update.data as { data?: { blocks?: unknown } } | null | undefined;
  const blocks = content?.data?.blocks;
  return { blocks: Array.isArray(blocks) ? blocks : [] };
}

/** The class of Builder's wrapper around every list of blocks, and of an empty one (blocks-wrapper.lite.tsx). */
export const BLOCKS_CLASS = 'builder-blocks';
export const NO_BLOCKS_CLASS = 'no-blocks';

/**
 * What the SDK's wrapper posts when an editor clicks or points at an empty list: the id of
 * the block holding it and the list's path in that block, both absent for the entry's own
 * list (blocks-wrapper.lite.tsx onClick, onMouseEnter).
 */
export function emptyBlocksMessage(type: 'builder.clickEmptyBlocks' | 'builder.hoverEmptyBlocks', list: { getAttribute(name: string): string | null }): EditorMessage {
  return { type, data: { parentElementId: list.getAttribute('builder-parent-id') ?? undefined, dataPath: list.getAttribute('builder-path') ?? undefined } };
}

/**
 * The answer to a builder.evaluate, as init-editing.ts gives it: the text run as a function
 * body with the message's arguments; its value (awaited when it is a promise) as
 * builder.evaluateResult, a throw as builder.evaluateError with the error's message. A
 * rejected promise is only logged, as the SDK does. Null for anything that is not one.
 */
export async function evaluateAnswer(message: unknown): Promise<EditorMessage | null> {
  if (typeof message !== 'object' || message === null) return null;
  const { type, data } = message as { type?: unknown; data?: unknown };
  if (type !== 'builder.evaluate' || typeof data !== 'object' || data === null) return null;
  const { text, id } = data as { text?: unknown; id?: unknown };
  const args = (data as { arguments?: unknown }).arguments;
  if (typeof text !== 'string') return null;
  let result: unknown;
  try {
    // The editor's own code, in its own frame: the editing response alone allows it (CSP 'unsafe-eval').
    result = new Function(trustedEditorScript(text)).apply(null, Array.isArray(args) ? args : []);
  } catch (error) {
    return { type: 'builder.evaluateError', data: { id, error: error instanceof Error ? error.message : String(error) } };
  }
  if (result !== null && typeof result === 'object' && typeof (result as { then?: unknown }).then === 'function') {
    try {
      return { type: 'builder.evaluateResult', data: { id, result: await (result as Promise<unknown>) } };
    } catch (error) {
      console.error(error);
      return null;
    }
  }
  return { type: 'builder.evaluateResult', data: { result, id } };
}
