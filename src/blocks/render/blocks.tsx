// Renders content JSON (Builder's data.blocks[]) to React through the block registry.
// A block with an unknown component, invalid options or a place it may not sit in is
// skipped and logged; in preview the editor sees a warning in its place. It never breaks
// the page.
import { createElement, Fragment, Suspense, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { isValidLink } from '../../ui/link/href.ts';
import { isTrackingPixel, PIXEL_SRC_ATTRIBUTE } from '../../analytics/tracking-pixels.ts';
import { getBlock } from '../registry.ts';
import { isVisibleTo } from '../../commerce/rules/audience.ts';
import { EMPTY_PAGE_DATA, loaded, PageDataContext, productsPromise, usePageData, type PageData, type PageSettings } from '../../page-data/index.ts';
import { askImagePreloads, rendersAlikeForEveryone, reusedMarkup, sameSettings } from '../../page-data/reuse.tsx';
import { useSymbolData } from '../kit/contract/slot.context.ts';
import type { BlockDefinition, BlockEmbeds, BlockPageMeta, BlocksPlace, RenderBlocks } from '../kit/contract/define-block.ts';
import { checkOptions, describeProblems } from '../kit/contract/options.ts';
import { placementProblems, repeatedProblem } from './placement.ts';
import { RawBlockSchema } from './raw-block.ts';
import { splitImagePreloads, type ImagePreload } from './static-preloads.ts';
import { cssForBlock, type ResponsiveStylesSchema } from '../kit/contract/styles.ts';

/** Tags an element may take from content; any other tagName renders as a div. */
const TAGS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'span',
  'figure',
  'figcaption',
  'nav',
  'main',
  'li',
  'ul',
  'ol',
  'p',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);

/** The HTML attributes an element takes from Builder's `properties`: a safe few. */
type ElementAttributes = Record<string, string | undefined>;

const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;

function elementAttributes(tag: string, properties: Record<string, unknown>, blockId: string | null): ElementAttributes {
  const text = (name: string) => (typeof properties[name] === 'string' || typeof properties[name] === 'number' ? String(properties[name]) : undefined);
  const attributes: ElementAttributes = {
    id: text('id')?.replace(/[^a-zA-Z0-9_-]/g, '') || undefined,
    title: text('title'),
    role: text('role'),
    'aria-label': text('aria-label'),
    'aria-hidden': text('aria-hidden') === 'true' ? 'true' : undefined,
  };
  if (tag === 'img') {
    // A tracking pixel or a plain image: https or a site path only; no alt text reads as decorative.
    const src = text('src');
    attributes.src = src && SAFE_SRC.test(src.trim()) ? src.trim() : undefined;
    attributes.alt = text('alt') ?? '';
    attributes.width = text('width');
    attributes.height = text('height');
    attributes.loading = 'lazy';
    // Builder's tracking pixel loads only with consent to analytics: the address
    // waits in an attribute the browser reads once it is allowed (analytics/tracking-pixels.ts).
    if (isTrackingPixel(blockId, attributes.src)) {
      attributes[PIXEL_SRC_ATTRIBUTE] = attributes.src;
      attributes.src = undefined;
    }
  }
  if (tag === 'a' && text('target') === '_blank') {
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer';
  }
  return attributes;
}

/** A block checked once: what to render, or why it is skipped. */
type Prepared =
  | { kind: 'skip'; name: string; blockId: string; reason: string; warning: string }
  | {
      kind: 'render';
      definition: BlockDefinition | undefined;
      options: unknown;
      /** Null when the block has no usable id: one is made per render. */
      blockId: string | null;
      css: string;
      styles: v.InferOutput<typeof ResponsiveStylesSchema> | undefined;
      tag: string;
      /** The element's own attributes: its link, its id, an image's source. */
      attributes: ElementAttributes;
      children: readonly unknown[];
      /** A static block's markup, once rendered for visitors. */
      html?: string;
      /** The image preloads React put in front of that markup: asked for again on every render, so they reach the head. */
      preloads?: ImagePreload[];
      /** The site's settings that markup was rendered with (one object per deployment's configuration). */
      renderedWith?: PageSettings['images'];
      /** Options read from the symbol's data, with the options as written to check them against. */
      bound?: { option: string; name: string }[];
      rawOptions?: Record<string, unknown>;
      /** Images whose address broke its rule, left out: the block shows without them. */
      dropped?: string;
    };

// Content objects come from the cache and are shared by every request that renders
// them, so each block is validated once and its result kept beside it.
const prepared = new WeakMap<object, Prepared>();

// The one binding Builder writes for a symbol's input: `state.name`, wrapped as
// `var _virtual_index=state.name;return _virtual_index`. Read as data, never run.
const STATE_READ = /^\s*(?:var _virtual_index\s*=\s*)?state\.([A-Za-z_$][\w$]*)\s*;?\s*(?:return _virtual_index\s*;?\s*)?$/;

/** The options a block takes from its symbol's data: any other binding is script and is not run. */
function stateBindings(bindings: Record<string, unknown> | null | undefined): { option: string; name: string }[] | undefined {
  if (!bindings) return undefined;
  const bound: { option: string; name: string }[] = [];
  for (const [path, code] of Object.entries(bindings)) {
    const option = /^component\.options\.([A-Za-z_$][\w$]*)$/.exec(path)?.[1];
    const name = typeof code === 'string' ? STATE_READ.exec(code)?.[1] : undefined;
    if (option && name) bound.push({ option, name });
  }
  return bound.length > 0 ? bound : undefined;
}

function cleanId(id: string | undefined): string | null {
  return (id ?? '').replace(/[^a-zA-Z0-9_-]/g, '') || null;
}

function prepare(raw: unknown): Prepared {
  const cacheable = typeof raw === 'object' && raw !== null;
  const known = cacheable ? prepared.get(raw) : undefined;
  if (known) return known;
  const result = check(raw);
  if (cacheable) prepared.set(raw, result);
  return result;
}

function check(raw: unknown): Prepared {
  const parsedBlock = v.safeParse(RawBlockSchema, raw);
  if (!parsedBlock.success) {
    return { kind: 'skip', name: '(unknown)', blockId: '', reason: `malformed block: ${v.summarize(parsedBlock.issues)}`, warning: 'A block could not be read and is hidden from visitors.' };
  }
  const block = parsedBlock.output;
  const blockId = cleanId(block.id ?? undefined);
  let definition: BlockDefinition | undefined;
  let options: unknown;
  let dropped: string | undefined;
  if (block.component) {
    const { name } = block.component;
    definition = getBlock(name);
    if (!definition) {
      return { kind: 'skip', name, blockId: blockId ?? '', reason: 'unknown component', warning: `Unknown block "${name}" is hidden from visitors.` };
    }
    const checked = checkOptions(definition, block.component.options);
    if (!checked.success) {
      // The rule's own message (content spec section 5), where the editor will look for it.
      const reason = describeProblems(checked.problems);
      return { kind: 'skip', name, blockId: blockId ?? '', reason: `invalid options: ${reason}`, warning: `Block "${name}" has invalid options and is hidden from visitors: ${reason}` };
    }
    options = checked.output;
    if (checked.dropped && checked.dropped.length > 0) dropped = describeProblems(checked.dropped);
  }
  const bound = definition ? stateBindings(block.bindings) : undefined;
  const properties = block.properties ?? {};
  // A Builder link carries its target twice (linkUrl and properties.href): either will do.
  const href = [block.linkUrl, properties.href].find((link): link is string => typeof link === 'string' && isValidLink(link));
  const tag = href ? 'a' : block.tagName && TAGS.has(block.tagName) && block.tagName !== 'a' ? block.tagName : 'div';
  const styles = block.responsiveStyles ?? undefined;
  return {
    kind: 'render',
    definition,
    options,
    blockId,
    css: blockId ? cssForBlock(`.b-${blockId}`, styles) : '',
    styles,
    tag,
    // Only the attributes set: the element's props stay small on every render.
    attributes: Object.fromEntries(Object.entries({ ...elementAttributes(tag, properties, blockId), href }).filter(([, value]) => value !== undefined)),
    children: block.children ?? [],
    ...(bound ? { bound, rawOptions: block.component?.options ?? {} } : {}),
    ...(dropped ? { dropped } : {}),
  };
}

/**
 * The block's options with the values its bindings read from the symbol instance's data,
 * checked again; the options as written when the data has none or they break a rule.
 */
function boundOptions(block: Extract<Prepared, { kind: 'render' }>, data: Readonly<Record<string, unknown>> | null): unknown {
  if (!block.bound || !block.definition || !data) return undefined;
  const values = block.bound.filter(({ name }) => ['string', 'number', 'boolean'].includes(typeof data[name]));
  if (values.length === 0) return undefined;
  const options = { ...block.rawOptions, ...Object.fromEntries(values.map(({ option, name }) => [option, data[name]])) };
  const checked = checkOptions(block.definition, options);
  return checked.success ? checked.output : undefined;
}

/** The entry's own blocks: a wrapper with no parent and no path (Builder's Content renders its Blocks so). */
export const ENTRY_BLOCKS: BlocksPlace = {};

/**
 * The path Builder's wrapper carries (blocks-wrapper.lite.tsx, dataPath): `this.` names a
 * field of the block itself, `component.options.` stays, anything else is an option's.
 */
export function blocksDataPath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('this.')) return path.slice('this.'.length);
  return path.startsWith('component.options.') ? path : `component.options.${path}`;
}

// Builder's own wrapper style (blocks-wrapper.lite.tsx); an empty list keeps some height so
// that the editor has something to point at (unverified: the real editor may draw its own).
const WRAPPER_STYLE = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' } as const;
const EMPTY_WRAPPER_STYLE = { ...WRAPPER_STYLE, minHeight: '48px' } as const;

/**
 * A list of blocks. In Builder's editing frame a list with a place is wrapped as Builder's
 * SDK wraps every list (div.builder-blocks, `builder-path`, `builder-parent-id`, `no-blocks`
 * when empty): the editor finds where to drop a block by these, and the editor bridge posts
 * builder.clickEmptyBlocks / builder.hoverEmptyBlocks from an empty one. Shoppers' pages
 * never carry the wrapper: their markup (and the page cache's) is unchanged.
 */
export function Blocks({ blocks, place }: { blocks: readonly unknown[] | undefined; place?: BlocksPlace | undefined }): ReactNode {
  const { editing } = usePageData();
  const list = blocks && blocks.length > 0 ? blocks.map((raw, index) => <Block key={index} raw={raw} />) : null;
  if (!editing || !place) return list;
  const empty = list === null;
  return (
    <div
      className={empty ? 'builder-blocks no-blocks' : 'builder-blocks'}
      builder-path={blocksDataPath(place.path)}
      builder-parent-id={place.parent || undefined}
      style={empty ? EMPTY_WRAPPER_STYLE : WRAPPER_STYLE}
    >
      {list}
    </div>
  );
}

/** The renderer as a function, handed to blocks so that none of them imports it. */
export const renderBlocks: RenderBlocks = (blocks, place) => <Blocks blocks={blocks} place={place} />;

function Block({ raw, placed = false }: { raw: unknown; placed?: boolean }): ReactNode {
  const pageData = usePageData();
  const { preview, editing, onSkip, viewer, misplaced, settings } = pageData;
  const fallbackId = useId();
  const symbolData = useSymbolData();
  const block = prepare(raw);
  if (block.kind === 'skip') {
    onSkip({ name: block.name, blockId: block.blockId, reason: block.reason });
    return preview ? <EditorWarning>{block.warning}</EditorWarning> : null;
  }
  const misplacement = placed || typeof raw !== 'object' || raw === null ? undefined : misplaced.get(raw);
  if (misplacement) {
    const name = block.definition?.name ?? block.tag;
    onSkip({ name, blockId: block.blockId ?? '', reason: `misplaced: ${misplacement}` });
    if (!preview) return null;
    // The editor sees the block where it is, and why visitors will not.
    return (
      <Fragment>
        <EditorWarning>{`Block "${name}" is hidden from visitors: ${misplacement}`}</EditorWarning>
        <Block raw={raw} placed />
      </Fragment>
    );
  }

  const blockName = block.definition?.name ?? block.tag;
  if (block.dropped) onSkip({ name: blockName, blockId: block.blockId ?? '', reason: `image dropped, block kept: ${block.dropped}`, kept: true });

  // Only a block with bindings pays for them: its options as this symbol instance fills them.
  const bound = block.bound ? boundOptions(block, symbolData) : undefined;
  const options = bound ?? block.options;

  // Audience decided here, before the wrapper and its styles: a hidden block leaves no trace.
  const audience = block.definition?.audience?.(options);
  if (audience && !preview && !isVisibleTo(audience, viewer)) return null;

  const blockId = block.blockId ?? `anon${fallbackId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = block.blockId ? block.css : cssForBlock(`.b-${blockId}`, block.styles);
  const element = (inner: ReactNode, html?: string) => (
    <Fragment>
      {css ? <style>{css}</style> : null}
      {block.tag === 'img'
        ? createElement('img', { ...block.attributes, className: `blk b-${blockId} builder-block`, 'builder-id': block.blockId ?? undefined })
        : createElement(
            block.tag,
            {
              ...block.attributes,
              // Builder's own marks on every block element: the editor finds blocks by them.
              className: `blk b-${blockId} builder-block`,
              'builder-id': block.blockId ?? undefined,
              dangerouslySetInnerHTML: html === undefined ? undefined : { __html: html },
            },
            inner,
          )}
    </Fragment>
  );

  // A layout box whose blocks all render from content alone: its inside is rendered once per
  // content version and reused (for members too: nothing in it reads the visitor).
  if (!preview && !editing && !renderingInside && bound === undefined && (!block.definition || block.definition.frame) && rendersFromContent(raw)) {
    const inside = frameInside(block, raw as object, settings, misplaced, onSkip);
    askImagePreloads(inside.preloads);
    return element(undefined, inside.html);
  }
  // A block with children renders them per request: the static copy has none.
  if (block.definition?.static && block.blockId && !preview && block.children.length === 0 && bound === undefined) {
    // Rendered once per content version: the block's own markup, reused by every visitor.
    if (block.html === undefined || block.renderedWith !== settings.images) {
      const rendered = splitImagePreloads(
        renderToString(<StaticPageData settings={settings}>{createElement(block.definition.component, { options: block.options, blockId, renderBlocks })}</StaticPageData>),
      );
      block.preloads = rendered.preloads;
      block.html = rendered.html;
      block.renderedWith = settings.images;
    }
    askImagePreloads(block.preloads ?? []);
    return element(undefined, block.html);
  }
  // A block whose markup follows from what is at hand (the page's product): for a visitor who
  // brings nothing of their own, rendered once and reused while that stays the same.
  const definition = block.definition;
  const reusedWith =
    definition?.reusedFor && !renderingInside && bound === undefined && block.children.length === 0 && rendersAlikeForEveryone(pageData) ? definition.reusedFor(options, pageData) : null;
  if (definition && reusedWith) {
    return element(
      undefined,
      reusedMarkup(pageData, raw as object, blockId, reusedWith, () => createElement(definition.component, { options, blockId, renderBlocks })),
    );
  }
  // In the editing frame a container's children (Section, Box, a plain element) are a list the
  // editor can drop into even when empty. Builder's Gen2 SDK renders a block's children
  // without a wrapper (components/block/block.lite.tsx); its Gen1 React SDK, which the editor
  // also serves, wraps them (BuilderBlocks, dataPath "children"): without one an empty
  // Section or Box would have nothing for builder.clickEmptyBlocks to name.
  const holdsChildren = editing && block.tag !== 'img' && (!block.definition || block.definition.canHaveChildren === true);
  const childPlace = holdsChildren ? { parent: block.blockId ?? undefined, path: 'this.children' } : undefined;
  const children = block.children.length > 0 || childPlace ? <Blocks blocks={block.children} place={childPlace} /> : undefined;
  if (!block.definition) return element(children);
  const rendered = createElement(block.definition.component, { options, blockId, children, renderBlocks });
  const deferred = block.definition.deferred;
  // A deferred block streams after the shell; its fallback holds its place meanwhile. One
  // whose products are already at hand renders in place, with no boundary: React renders
  // the fallback of every finished boundary too, in case it writes the content later.
  const atHand = deferred?.products !== undefined && loaded(productsPromise(pageData.products, deferred.products(options)));
  const shown = element(deferred && !atHand ? <Suspense fallback={createElement(deferred.fallback, { options })}>{rendered}</Suspense> : rendered);
  if (!preview || !block.dropped) return shown;
  return (
    <Fragment>
      <EditorWarning>{`Block "${blockName}" shows without an image: ${block.dropped}`}</EditorWarning>
      {shown}
    </Fragment>
  );
}

// Whether a block and everything it holds render from their content alone: each a static
// block without children, or a layout box (or a plain element) holding only such blocks,
// every one with its own id (an id made per render would repeat across reused copies), no
// audience and no bindings. Kept beside the block's object, as its check is.
const fromContent = new WeakMap<object, boolean>();

function rendersFromContent(raw: unknown, depth = 0): boolean {
  if (typeof raw !== 'object' || raw === null || depth > 20) return false;
  const known = fromContent.get(raw);
  if (known !== undefined) return known;
  const block = prepare(raw);
  let result = false;
  if (block.kind === 'render' && block.blockId && !block.bound && !block.definition?.audience) {
    const definition = block.definition;
    if (definition?.static) result = block.children.length === 0;
    else if (!definition || definition.frame) {
      const held = [...block.children, ...(definition?.nestedBlocks?.(block.options) ?? [])];
      result = held.every((child) => rendersFromContent(child, depth + 1));
    }
  }
  fromContent.set(raw, result);
  return result;
}

type Inside = { html: string; preloads: ImagePreload[]; settings: PageSettings; misplaced: ReadonlyMap<object, string> };
const insides = new WeakMap<object, Inside>();
// Set while a box's inside renders on its own: the blocks in it render as usual, not reused again.
let renderingInside = false;

/**
 * A layout box's inside, rendered from its content and the site's settings (one object per
 * deployment's configuration) with nothing of the request: the visitor is anonymous to it.
 * Rendered again when either changes, or the page's placement verdicts (a new content version).
 */
function frameInside(block: Extract<Prepared, { kind: 'render' }>, raw: object, settings: PageSettings, misplaced: ReadonlyMap<object, string>, onSkip: PageData['onSkip']): Inside {
  const known = insides.get(raw);
  if (known && known.misplaced === misplaced && sameSettings(known.settings, settings)) return known;
  const children = block.children.length > 0 ? <Blocks blocks={block.children} /> : undefined;
  const content = block.definition ? createElement(block.definition.component, { options: block.options, blockId: block.blockId ?? '', children, renderBlocks }) : children;
  // A block inside that is hidden or loses an image is reported when the box is rendered (the
  // store reports each once per isolate anyway).
  const pageData: PageData = { ...EMPTY_PAGE_DATA, settings, misplaced, onSkip };
  renderingInside = true;
  let html: string;
  try {
    html = renderToString(<PageDataContext.Provider value={pageData}>{content}</PageDataContext.Provider>);
  } finally {
    renderingInside = false;
  }
  const inside = { ...splitImagePreloads(html), settings, misplaced };
  insides.set(raw, inside);
  return inside;
}

/**
 * What a static block sees: nothing of the request or the visitor, only the site's settings
 * (the same for every request of the deployment: its images' transformations, say).
 */
function StaticPageData({ settings, children }: { settings: PageSettings; children: ReactNode }) {
  return <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, settings }}>{children}</PageDataContext.Provider>;
}

// Placement depends on the whole page (the model, each block's parent, what came before),
// so it is worked out once per page's blocks and model and kept beside them.
const placements = new WeakMap<readonly unknown[], { model: string | undefined; misplaced: ReadonlyMap<object, string>; visitorNeeds?: PageNeeds }>();

/**
 * The blocks of a page that sit where they may not (content spec section 5: excluded
 * models, nesting, one per page), each with the first rule it breaks. Walks children
 * and the blocks a block renders itself (a symbol's), as the renderer will.
 */
export function misplacedBlocks(blocks: readonly unknown[], model: string | undefined): ReadonlyMap<object, string> {
  const known = placements.get(blocks);
  if (known && known.model === model) return known.misplaced;
  const misplaced = new Map<object, string>();
  const seen = new Set<string>();
  const visit = (list: readonly unknown[] | undefined, parent: BlockDefinition | undefined, depth: number) => {
    if (!list || depth > 20) return;
    for (const raw of list) {
      const block = prepare(raw);
      if (block.kind === 'skip' || typeof raw !== 'object' || raw === null) continue;
      const definition = block.definition;
      if (!definition) {
        // A plain element: its children sit inside whatever holds it.
        visit(block.children, parent, depth + 1);
        continue;
      }
      const problem = placementProblems(definition, parent, model)[0] ?? repeatedProblem(definition, seen);
      if (problem) misplaced.set(raw, problem);
      visit(block.children, definition, depth + 1);
      visit(definition.nestedBlocks?.(block.options), definition, depth + 1);
    }
  };
  visit(blocks, undefined, 0);
  placements.set(blocks, { model, misplaced });
  return misplaced;
}

/**
 * What a page render needs of its blocks: which sit where they may not, and what the
 * blocks shown declare (origins, metadata). For visitors both depend on the blocks and
 * the model alone, so they are worked out once per content version; preview shows the
 * misplaced blocks too, and is worked out each time.
 */
export function pageFacts(blocks: readonly unknown[], model: string | undefined, preview: boolean): { misplaced: ReadonlyMap<object, string>; needs: PageNeeds } {
  const misplaced = misplacedBlocks(blocks, model);
  if (preview) return { misplaced, needs: pageNeeds(blocks) };
  const known = placements.get(blocks);
  if (!known) return { misplaced, needs: pageNeeds(blocks, misplaced) };
  return { misplaced, needs: (known.visitorNeeds ??= pageNeeds(blocks, misplaced)) };
}

export type PageNeeds = {
  /** Origins by CSP directive, from every block on the page. */
  embeds: Required<{ [Directive in keyof BlockEmbeds]: string[] }>;
  meta: Required<Omit<BlockPageMeta, 'canonical'>> & Pick<BlockPageMeta, 'canonical'>;
  /** The product lists the page's deferred blocks load, each as its block asks for it. */
  deferredProducts: (readonly string[])[];
  /** The names of the blocks shown, once each: the head carries their CSS. */
  blocks: string[];
};

/**
 * What a page's blocks declare about it: the origins its CSP must allow and its metadata.
 * Walks children and the blocks a block renders itself (a symbol's content), leaving out
 * the `hidden` ones.
 */
export function pageNeeds(blocks: readonly unknown[], hidden: ReadonlyMap<object, string> = new Map()): PageNeeds {
  const needs: PageNeeds = { embeds: { frame: [], script: [], connect: [], media: [] }, meta: { noindex: false, nofollow: false }, deferredProducts: [], blocks: [] };
  const visit = (list: readonly unknown[], depth: number) => {
    if (depth > 20) return;
    for (const raw of list) {
      const block = prepare(raw);
      // A hidden block asks nothing of its page: its origins stay out of the CSP.
      if (block.kind === 'skip' || (typeof raw === 'object' && raw !== null && hidden.has(raw))) continue;
      const definition = block.definition;
      if (definition) {
        if (!needs.blocks.includes(definition.name)) needs.blocks.push(definition.name);
        const embeds = definition.embeds?.(block.options);
        for (const directive of ['frame', 'script', 'connect', 'media'] as const) {
          for (const origin of embeds?.[directive] ?? []) {
            const safe = httpsOrigin(origin);
            if (safe && !needs.embeds[directive].includes(safe)) needs.embeds[directive].push(safe);
          }
        }
        const meta = definition.pageMeta?.(block.options);
        if (meta?.noindex) needs.meta.noindex = true;
        if (meta?.nofollow) needs.meta.nofollow = true;
        if (meta?.canonical && !needs.meta.canonical) needs.meta.canonical = meta.canonical;
        const products = definition.deferred?.products?.(block.options);
        if (products?.length) needs.deferredProducts.push(products);
        const nested = definition.nestedBlocks?.(block.options);
        if (nested) visit(nested, depth + 1);
      }
      visit(block.children, depth + 1);
    }
  };
  visit(blocks, 0);
  return needs;
}

/** Only an https origin may enter a CSP: never a path, a wildcard or a keyword. */
function httpsOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.hostname.includes('*') ? url.origin : null;
  } catch {
    return null;
  }
}

function EditorWarning({ children }: { children: ReactNode }) {
  return (
    <div className="editor-warning" role="note">
      {children}
    </div>
  );
}
