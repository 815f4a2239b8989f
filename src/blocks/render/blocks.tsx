// Renders content JSON (Builder's data.blocks[]) to React through the block registry.
// A block with an unknown component or invalid options is skipped and logged; in
// preview the editor sees a warning in its place. It never breaks the page.
import { createElement, Fragment, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { isValidLink } from '../../ui/link/href.ts';
import { getBlock } from '../registry.ts';
import type { BlockDefinition } from './define-block.ts';
import { useContentRenderContext } from './context.ts';
import { cssForBlock, ResponsiveStylesSchema } from './styles.ts';

const RawBlockSchema = v.object({
  id: v.optional(v.string()),
  tagName: v.optional(v.picklist(['div', 'section', 'article', 'aside', 'header', 'footer', 'span', 'figure', 'nav', 'main', 'li', 'ul'])),
  component: v.optional(
    v.object({
      name: v.string(),
      options: v.optional(v.record(v.string(), v.unknown()), {}),
    }),
  ),
  children: v.optional(v.array(v.unknown()), []),
  responsiveStyles: v.optional(ResponsiveStylesSchema),
  linkUrl: v.optional(v.string()),
  properties: v.optional(v.record(v.string(), v.string()), {}),
});

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
      linkUrl: string | undefined;
      domId: string | undefined;
      children: unknown[];
      /** A static block's markup, once rendered for visitors. */
      html?: string;
    };

// Content objects come from the cache and are shared by every request that renders
// them, so each block is validated once and its result kept beside it.
const prepared = new WeakMap<object, Prepared>();

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
  const blockId = cleanId(block.id);
  let definition: BlockDefinition | undefined;
  let options: unknown;
  if (block.component) {
    const { name } = block.component;
    definition = getBlock(name);
    if (!definition) {
      return { kind: 'skip', name, blockId: blockId ?? '', reason: 'unknown component', warning: `Unknown block "${name}" is hidden from visitors.` };
    }
    const parsedOptions = v.safeParse(definition.schema, block.component.options);
    if (!parsedOptions.success) {
      const reason = v.summarize(parsedOptions.issues);
      return { kind: 'skip', name, blockId: blockId ?? '', reason: `invalid options: ${reason}`, warning: `Block "${name}" has invalid options and is hidden from visitors: ${reason}` };
    }
    options = parsedOptions.output;
  }
  const linkUrl = block.linkUrl && isValidLink(block.linkUrl) ? block.linkUrl : undefined;
  return {
    kind: 'render',
    definition,
    options,
    blockId,
    css: blockId ? cssForBlock(`.b-${blockId}`, block.responsiveStyles) : '',
    styles: block.responsiveStyles,
    tag: linkUrl ? 'a' : (block.tagName ?? 'div'),
    linkUrl,
    domId: block.properties.id?.replace(/[^a-zA-Z0-9_-]/g, '') || undefined,
    children: block.children,
  };
}

export function Blocks({ blocks }: { blocks: readonly unknown[] | undefined }): ReactNode {
  if (!blocks || blocks.length === 0) return null;
  return blocks.map((raw, index) => <Block key={index} raw={raw} />);
}

function Block({ raw }: { raw: unknown }): ReactNode {
  const { preview, onSkip } = useContentRenderContext();
  const fallbackId = useId();
  const block = prepare(raw);
  if (block.kind === 'skip') {
    onSkip({ name: block.name, blockId: block.blockId, reason: block.reason });
    return preview ? <EditorWarning>{block.warning}</EditorWarning> : null;
  }

  const blockId = block.blockId ?? `anon${fallbackId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = block.blockId ? block.css : cssForBlock(`.b-${blockId}`, block.styles);
  const element = (inner: ReactNode, html?: string) => (
    <Fragment>
      {css ? <style>{css}</style> : null}
      {createElement(
        block.tag,
        { className: `blk b-${blockId}`, id: block.domId, href: block.linkUrl, dangerouslySetInnerHTML: html === undefined ? undefined : { __html: html } },
        inner,
      )}
    </Fragment>
  );

  if (block.definition?.static && block.blockId && !preview) {
    // Rendered once per content version: the block's own markup, reused by every visitor.
    block.html ??= renderToString(createElement(block.definition.component, { options: block.options, blockId }));
    return element(undefined, block.html);
  }
  const children = block.children.length > 0 ? <Blocks blocks={block.children} /> : undefined;
  return element(block.definition ? createElement(block.definition.component, { options: block.options, blockId, children }) : children);
}

function EditorWarning({ children }: { children: ReactNode }) {
  return (
    <div className="editor-warning" role="note">
      {children}
    </div>
  );
}
