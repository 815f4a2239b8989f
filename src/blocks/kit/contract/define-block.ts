// The block contract: everything the worker needs to know about a block is declared on
// its definition, so adding a block is one folder plus one registry line, never an edit
// of the worker's core (docs/architecture.md, "The seams every feature plugs into").
import type { ComponentType, ReactNode } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import type { Audience } from '../../../commerce/rules/audience.ts';
import type { IslandLoaders } from '../../../ui/island/loaders.ts';
import type { PageData } from '../../../page-data/index.ts';

export type BlockGroup = 'General' | 'Layout' | 'Product' | 'Collection' | 'Special' | 'Hero components';

/** The content models whose entries carry blocks (content spec section 2, "Content types"). */
export const BLOCK_MODELS = ['page', 'product', 'blog', 'recipes', 'collection', 'campaign', 'symbol'] as const;
export type BlockModel = (typeof BLOCK_MODELS)[number];

/** A nesting rule: the components allowed, and what the editor is told otherwise. */
export type NestingRule = { components: readonly string[]; message: string };

/**
 * Where a list of blocks sits in its entry, as Builder's SDK names it on the list's wrapper
 * (BuilderIO/builder packages/sdks/src/components/blocks/blocks-wrapper.lite.tsx): `parent`
 * the id of the block holding the list, `path` the list's place in that block
 * (`component.options.columns.0.blocks`; `this.children` for the block's own children).
 * The entry's own blocks have neither. Only Builder's editing frame renders the wrapper.
 */
export type BlocksPlace = { parent?: string | undefined; path?: string | undefined };

/** Renders raw content blocks: handed to container blocks so they never import the renderer. */
export type RenderBlocks = (blocks: readonly unknown[] | undefined, place?: BlocksPlace) => ReactNode;

export type BlockProps<Options> = {
  options: Options;
  /** The block's rendered `children` blocks, when it has any. */
  children?: ReactNode;
  /** The content block id, safe for use in class names and DOM ids. */
  blockId: string;
  /** Renders other content blocks (a symbol's, a tab's) through the page's renderer. */
  renderBlocks: RenderBlocks;
};

/** Origins a block embeds, by CSP directive; collected into the CSP of the page that shows it. */
export type BlockEmbeds = {
  frame?: readonly string[];
  script?: readonly string[];
  connect?: readonly string[];
  /** Video and audio sources (Builder's Video block plays files from its CDN). */
  media?: readonly string[];
};

/** What a block says about the page it sits on. */
export type BlockPageMeta = {
  /** Keep the page out of search engines. */
  noindex?: boolean;
  nofollow?: boolean;
  /** The page's canonical URL (absolute, or a path on this site); the first block to give one wins. */
  canonical?: string | undefined;
};

export type BlockDefinition<S extends GenericSchema = GenericSchema> = {
  /** The page-builder component name, e.g. "Text" or "Hero". */
  name: string;
  /** Other names the page builder has used for the same component. */
  aliases?: readonly string[];
  /** The name editors see in the insert menu, when the component name would mislead them. */
  friendlyName?: string;
  group: BlockGroup;
  /**
   * Turns raw editor options into clean props with defaults. It also describes the
   * block's editor inputs (the component manifest reads it, with its `input()` metadata),
   * and options that break one of its rules hide the block from visitors.
   */
  schema: S;
  component: ComponentType<BlockProps<InferOutput<S>>>;
  /**
   * True when the block's markup depends on its options alone (not on the visitor,
   * the session or children): it is rendered once per content version and reused.
   */
  static?: boolean;
  /**
   * True when the block renders nothing but its options and the blocks it holds (a layout
   * box): when every block it holds renders from content alone too, the whole box is
   * rendered once per content version and reused.
   */
  frame?: boolean;
  /**
   * For a visitor who brings nothing of their own (no customer, no cart, not an editor): what
   * the block's markup follows from besides its options and the site's settings, when it is at
   * hand without waiting (objects, compared by identity: a product is replaced when its cached
   * data changes); null to render it as usual. The markup is rendered once and reused while
   * they stay the same.
   */
  reusedFor?: (options: InferOutput<S>, page: PageData) => readonly unknown[] | null;
  /** Content models the block may not be placed on (content spec section 2: no product hero on pages). */
  excludedModels?: readonly BlockModel[];
  /** The block renders the blocks placed inside it (`children`). */
  canHaveChildren?: boolean;
  /** The only components the block accepts as children (content spec section 5, nesting). */
  childRequirements?: NestingRule;
  /** The components the block may only be placed inside (content spec section 5: accordion items). */
  requiresParent?: NestingRule;
  /** At most one on a page, with what the editor is told (content spec: one lead form per page). */
  onePerPage?: string;
  /** Third-party origins the block loads, given its options (https origins only). */
  embeds?: (options: InferOutput<S>) => BlockEmbeds;
  /** Content blocks the block renders besides its children (a symbol's), for page-wide needs. */
  nestedBlocks?: (options: InferOutput<S>) => readonly unknown[] | undefined;
  /**
   * Who may see the block. The renderer leaves it out of the page for anyone else (at
   * the edge: nothing flashes in or out in the browser); preview always shows it.
   */
  audience?: (options: InferOutput<S>) => Audience;
  /** The block's contribution to its page's metadata. */
  pageMeta?: (options: InferOutput<S>) => BlockPageMeta;
  /**
   * The islands the block hydrates in the browser: the client's loader map is generated
   * from these (scripts/build-client.mjs), so there is no second list to keep in step.
   */
  islands?: IslandLoaders;
  /**
   * The block may stream after the shell: the page does not wait for its data, the
   * fallback stands in until it arrives. Without it a block that loads data holds the
   * shell back (no layout shift, complete HTML for crawlers).
   */
  deferred?: {
    fallback: ComponentType<{ options: InferOutput<S> }>;
    /**
     * The product slugs the block loads, in the order it asks for them (`productsPromise`):
     * the page starts these loads beside the visitor's session, so products the isolate
     * already holds are there when React reaches the block and it renders in place.
     */
    products?: (options: InferOutput<S>) => readonly string[];
  };
};

/** Any block, whatever its options: what the registry, the manifest and content:check take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block's options type is its own
export type AnyBlockDefinition = BlockDefinition<any>;

/** Keeps the options type of `schema` and `component` tied together. */
export function defineBlock<S extends GenericSchema>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
