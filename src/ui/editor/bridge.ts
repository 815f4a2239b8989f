// What the editor bridge (src/client/editor-bridge/) and the Worker's editor routes
// (src/worker/editor/) agree on: where the bridge finds its token, and the routes it calls.

/** The bridge's script element carries the render token in this attribute. */
export const EDITOR_BRIDGE_ATTRIBUTE = 'data-editor-bridge';
/** The request header the bridge sends the token in. */
export const EDITOR_TOKEN_HEADER = 'x-editor-token';
/** GET: every block's registration (the `npm run blocks:manifest` manifest). */
export const EDITOR_COMPONENTS_PATH = '/api/editor/components';
/** POST `{path, model, blocks}`: the blocks rendered by the server, as `{html, styles}`. */
export const EDITOR_RENDER_PATH = '/api/editor/render';

export type EditorRenderRequest = { path: string; model: string; blocks: unknown[] };
export type EditorRenderResponse = { html: string; styles: readonly string[] };
