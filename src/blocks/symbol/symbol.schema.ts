import * as v from 'valibot';

export const SymbolOptionsSchema = v.object({
  symbol: v.object({
    model: v.optional(v.string(), 'symbol'),
    /** The referenced symbol entry's id, when the symbol is not inline. */
    entry: v.optional(v.string()),
    data: v.optional(v.record(v.string(), v.unknown()), {}),
    /** Inline content, or the referenced entry once resolved. */
    content: v.optional(
      v.object({
        id: v.optional(v.string()),
        data: v.optional(v.object({ blocks: v.optional(v.array(v.unknown()), []) }), { blocks: [] }),
      }),
    ),
  }),
});
