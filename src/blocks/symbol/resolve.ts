// Symbols by reference are fetched before rendering, so the render stays synchronous
// and a page's status is known before the first byte is sent.

export type SymbolContent = { id: string; data: Record<string, unknown> };
export type FetchSymbol = (model: string, id: string) => Promise<SymbolContent | null>;

const MAX_DEPTH = 4;

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Cached content is shared between requests: each tree is searched once.
const searched = new WeakMap<object, boolean>();

/** True when some Symbol in the tree names an entry whose content is not inline yet. */
export function hasUnresolvedSymbols(node: Json): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const known = searched.get(node);
  if (known !== undefined) return known;
  const found = search(node);
  searched.set(node, found);
  return found;
}

function search(node: Json): boolean {
  if (Array.isArray(node)) return node.some(hasUnresolvedSymbols);
  if (!isRecord(node)) return false;
  const component = node.component;
  if (isRecord(component) && component.name === 'Symbol' && isRecord(component.options)) {
    const symbol = component.options.symbol;
    if (isRecord(symbol) && !isRecord(symbol.content) && typeof symbol.entry === 'string') return true;
  }
  return Object.values(node).some(hasUnresolvedSymbols);
}

/**
 * Returns `node` with every referenced Symbol's content filled in. The content API
 * usually inlines symbols already (includeRefs), so the common case walks the tree
 * once, synchronously, and returns it untouched.
 */
export async function resolveSymbols(node: Json, fetchSymbol: FetchSymbol, seen: readonly string[] = []): Promise<Json> {
  if (seen.length === 0 && !hasUnresolvedSymbols(node)) return node;
  return resolveInto(node, fetchSymbol, seen);
}

async function resolveInto(node: Json, fetchSymbol: FetchSymbol, seen: readonly string[]): Promise<Json> {
  if (Array.isArray(node)) return Promise.all(node.map((item) => resolveInto(item, fetchSymbol, seen)));
  if (!isRecord(node)) return node;

  const component = node.component;
  if (isRecord(component) && component.name === 'Symbol' && isRecord(component.options)) {
    const symbol = component.options.symbol;
    if (isRecord(symbol) && !isRecord(symbol.content) && typeof symbol.entry === 'string') {
      const id = symbol.entry;
      // A symbol that contains itself, or nests too deep, renders empty rather than looping.
      if (seen.includes(id) || seen.length >= MAX_DEPTH) return node;
      const model = typeof symbol.model === 'string' ? symbol.model : 'symbol';
      const content = await fetchSymbol(model, id);
      if (!content) return node;
      const resolvedContent = await resolveInto(content, fetchSymbol, [...seen, id]);
      return { ...node, component: { ...component, options: { ...component.options, symbol: { ...symbol, content: resolvedContent } } } };
    }
  }

  const entries = await Promise.all(Object.entries(node).map(async ([key, value]) => [key, await resolveInto(value, fetchSymbol, seen)] as const));
  return Object.fromEntries(entries);
}
