// Renders content JSON (Builder's data.blocks[]) to React through the block registry.
// A block with an unknown component or invalid options is skipped and logged; in
// preview the editor sees a warning in its place. It never breaks the page.
import { createElement, Fragment, useId, type ReactNode } from 'react';
import * as v from 'valibot';
import { isValidLink } from '../../ui/link/href.ts';
import { getBlock } from '../registry.ts';
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

function safeId(id: string | undefined, fallback: string): string {
  const clean = (id ?? '').replace(/[^a-zA-Z0-9_-]/g, '');
  return clean || `anon${fallback.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function Blocks({ blocks }: { blocks: readonly unknown[] | undefined }): ReactNode {
  if (!blocks || blocks.length === 0) return null;
  return blocks.map((raw, index) => <Block key={index} raw={raw} />);
}

function Block({ raw }: { raw: unknown }): ReactNode {
  const { preview, onSkip } = useContentRenderContext();
  const fallbackId = useId();
  const parsedBlock = v.safeParse(RawBlockSchema, raw);
  if (!parsedBlock.success) {
    onSkip({ name: '(unknown)', blockId: '', reason: `malformed block: ${v.summarize(parsedBlock.issues)}` });
    return preview ? <EditorWarning>A block could not be read and is hidden from visitors.</EditorWarning> : null;
  }
  const block = parsedBlock.output;
  const blockId = safeId(block.id, fallbackId);
  const className = `blk b-${blockId}`;
  const css = cssForBlock(`.b-${blockId}`, block.responsiveStyles);

  let inner: ReactNode = null;
  if (block.component) {
    const { name, options } = block.component;
    const definition = getBlock(name);
    if (!definition) {
      onSkip({ name, blockId, reason: 'unknown component' });
      return preview ? <EditorWarning>{`Unknown block "${name}" is hidden from visitors.`}</EditorWarning> : null;
    }
    const parsedOptions = v.safeParse(definition.schema, options);
    if (!parsedOptions.success) {
      const reason = v.summarize(parsedOptions.issues);
      onSkip({ name, blockId, reason: `invalid options: ${reason}` });
      return preview ? (
        <EditorWarning>{`Block "${name}" has invalid options and is hidden from visitors: ${reason}`}</EditorWarning>
      ) : null;
    }
    inner = createElement(definition.component, {
      options: parsedOptions.output,
      blockId,
      children: block.children.length > 0 ? <Blocks blocks={block.children} /> : undefined,
    });
  } else {
    inner = <Blocks blocks={block.children} />;
  }

  const linkUrl = block.linkUrl && isValidLink(block.linkUrl) ? block.linkUrl : undefined;
  const tag = linkUrl ? 'a' : (block.tagName ?? 'div');
  const domId = block.properties.id?.replace(/[^a-zA-Z0-9_-]/g, '') || undefined;
  return (
    <Fragment>
      {css ? <style>{css}</style> : null}
      {createElement(tag, { className, id: domId, href: linkUrl }, inner)}
    </Fragment>
  );
}

function EditorWarning({ children }: { children: ReactNode }) {
  return (
    <div className="editor-warning" role="note">
      {children}
    </div>
  );
}
