import type { ComponentType, ReactNode } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';

export type BlockGroup = 'General' | 'Layout' | 'Product' | 'Collection' | 'Special' | 'Hero components';

export type BlockProps<Options> = {
  options: Options;
  /** The block's rendered `children` blocks, when it has any. */
  children?: ReactNode;
  /** The content block id, safe for use in class names and DOM ids. */
  blockId: string;
};

export type BlockDefinition<S extends GenericSchema = GenericSchema> = {
  /** The page-builder component name, e.g. "Text" or "Hero". */
  name: string;
  /** Other names the page builder has used for the same component. */
  aliases?: readonly string[];
  group: BlockGroup;
  /** Turns raw editor options into clean props with defaults. */
  schema: S;
  component: ComponentType<BlockProps<InferOutput<S>>>;
  /**
   * True when the block's markup depends on its options alone (not on the visitor,
   * the session or children): it is rendered once per content version and reused.
   */
  static?: boolean;
};

/** Keeps the options type of `schema` and `component` tied together. */
export function defineBlock<S extends GenericSchema>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
