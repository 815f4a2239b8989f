// How a block option appears in the page builder. The options schema already says most of
// it (type, default, required, enum, min, max, the regex and its message, the limits and
// their alerts): the manifest reads those from the schema itself. What a schema cannot say
// (a string is rich text or a file, a helper text, when an input shows) is declared here,
// inside the same schema, so nothing about an input is written twice
// (docs/decisions/0004-editor-inputs-from-schemas.md).
import * as v from 'valibot';

/** Builder's input types (docs/real-services.md, "Component registration"). */
export type InputType = 'text' | 'longText' | 'richText' | 'html' | 'number' | 'boolean' | 'file' | 'url' | 'color' | 'date' | 'email' | 'list' | 'object' | 'reference' | typeof PRODUCT_PICKER_INPUT;

/**
 * The input type of the store's own editor plugin (served at PRODUCT_PICKER_PLUGIN_PATH):
 * editors search the Commerce7 catalogue by product name and the input keeps the product's
 * page slug. Named as Builder's commerce plugins name theirs, `<Plugin><Resource>Handle`
 * for an input that stores a handle (BuilderIO/builder packages/commerce-plugin-tools
 * src/index.tsx).
 */
export const PRODUCT_PICKER_INPUT = 'Commerce7ProductHandle';
/** Where the plugin script is served; a space adds its absolute URL to its plugins. */
export const PRODUCT_PICKER_PLUGIN_PATH = '/api/editor/product-picker.system.js';

export type EditorInput = {
  /** The input's type when the schema's own type would pick the wrong one (text for rich text, a file, a url). */
  type?: InputType;
  friendlyName?: string;
  helperText?: string;
  /** Builder's showIf: an expression over `options` (e.g. `options.get('design') !== 'underline'`). */
  showIf?: string;
  allowedFileTypes?: readonly string[];
  /** The content model a reference input picks from. */
  model?: string;
  advanced?: boolean;
  hideFromUI?: boolean;
  /**
   * The editor must fill it, though the schema lets it be missing: an image the store drops
   * when it breaks its rule, rather than hide the block around it.
   */
  required?: boolean;
};

/** The metadata key the manifest reads. */
export const EDITOR_INPUT = 'editorInput';

/**
 * Declares how an option appears in the page builder, as a step of its schema's pipe:
 * `v.pipe(v.string(), input({ type: 'richText' }))`. Validation is unchanged.
 */
export function input<TInput>(editor: EditorInput) {
  return v.metadata<TInput, { [EDITOR_INPUT]: EditorInput }>({ [EDITOR_INPUT]: editor });
}

/** Image files editors upload (content spec section 5: mostly jpeg and png, some svg). */
export const IMAGE_FILE_TYPES = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_OR_SVG_FILE_TYPES = ['jpeg', 'jpg', 'png', 'svg'] as const;
