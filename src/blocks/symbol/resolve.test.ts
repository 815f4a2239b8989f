import { describe, expect, it, vi } from 'vitest';
import { resolveSymbols, type FetchSymbol, type SymbolContent } from './resolve.ts';

const symbolRef = (entry: string, model?: string) => ({
  '@type': '@builder.io/sdk:Element',
  id: `sym-${entry}`,
  component: { name: 'Symbol', options: { symbol: { entry, ...(model ? { model } : {}) } } },
});

const textBlock = (text: string) => ({ id: `text-${text}`, component: { name: 'Text', options: { text } } });

const content = (id: string, blocks: unknown[]): SymbolContent => ({ id, data: { blocks } });

/** The filled-in content of a resolved Symbol node. */
function contentOf(node: unknown): unknown {
  return (node as { component: { options: { symbol: { content?: unknown } } } }).component.options.symbol.content;
}

describe('resolveSymbols', () => {
  it('fills in the content of a referenced symbol', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async (_model, id) => content(id, [textBlock('Hello')]));

    const resolved = await resolveSymbols([symbolRef('footer-promo')], fetchSymbol);

    expect(fetchSymbol).toHaveBeenCalledWith('symbol', 'footer-promo');
    expect(contentOf((resolved as unknown[])[0])).toEqual(content('footer-promo', [textBlock('Hello')]));
  });

  it('asks for the model the symbol names', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async (_model, id) => content(id, []));
    await resolveSymbols(symbolRef('banner', 'pencil-banner'), fetchSymbol);
    expect(fetchSymbol).toHaveBeenCalledWith('pencil-banner', 'banner');
  });

  it('fills in symbols nested in children and in Columns options', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async (_model, id) => content(id, [textBlock(id)]));
    const page = {
      blocks: [
        { id: 'section', component: { name: 'Section', options: {} }, children: [symbolRef('in-child')] },
        {
          id: 'columns',
          component: { name: 'Columns', options: { columns: [{ blocks: [textBlock('left')] }, { blocks: [symbolRef('in-column')] }] } },
        },
      ],
    };

    const resolved = (await resolveSymbols(page, fetchSymbol)) as typeof page;

    expect(contentOf(resolved.blocks[0]?.children?.[0])).toEqual(content('in-child', [textBlock('in-child')]));
    const columns = resolved.blocks[1]?.component.options.columns;
    expect(contentOf(columns?.[1]?.blocks[0])).toEqual(content('in-column', [textBlock('in-column')]));
    expect(columns?.[0]?.blocks[0]).toEqual(textBlock('left'));
  });

  it('leaves an inline symbol as it is', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async () => null);
    const inline = {
      component: { name: 'Symbol', options: { symbol: { entry: 'inline', content: content('inline', [textBlock('Inline')]) } } },
    };

    expect(await resolveSymbols(inline, fetchSymbol)).toEqual(inline);
    expect(fetchSymbol).not.toHaveBeenCalled();
  });

  it('stops when a symbol contains itself', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async (_model, id) => content(id, [symbolRef(id)]));

    const resolved = await resolveSymbols(symbolRef('loop'), fetchSymbol);

    expect(fetchSymbol).toHaveBeenCalledTimes(1);
    const inner = (contentOf(resolved) as SymbolContent).data.blocks as unknown[];
    expect(contentOf(inner[0])).toBeUndefined();
  });

  it('stops four symbols deep', async () => {
    let next = 0;
    const fetchSymbol = vi.fn<FetchSymbol>(async (_model, id) => content(id, [symbolRef(`level-${++next}`)]));

    await resolveSymbols(symbolRef('level-0'), fetchSymbol);

    expect(fetchSymbol).toHaveBeenCalledTimes(4);
  });

  it('leaves the node unchanged when the symbol cannot be fetched', async () => {
    const node = symbolRef('missing');
    expect(await resolveSymbols(node, async () => null)).toEqual(node);
  });

  it('returns other values as they are', async () => {
    const fetchSymbol = vi.fn<FetchSymbol>(async () => null);
    expect(await resolveSymbols('text', fetchSymbol)).toBe('text');
    expect(await resolveSymbols(null, fetchSymbol)).toBeNull();
    expect(await resolveSymbols({ blocks: [textBlock('a')] }, fetchSymbol)).toEqual({ blocks: [textBlock('a')] });
    expect(fetchSymbol).not.toHaveBeenCalled();
  });
});
