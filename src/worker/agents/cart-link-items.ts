// A cart link's wines: `/add-to-cart?items=SKU:2,SKU:1` (build_cart_link writes it, the cart
// link page reads it). Pure.
import * as v from 'valibot';
import { MAX_LINE_QUANTITY } from '../../commerce/rules/cart.schema.ts';

export const CART_LINK_PATH = '/add-to-cart';
export const CART_LINK_MAX_LINES = 20;
export const CART_LINK_MESSAGES = {
  invalid: `This cart link is not one the store made: it must name up to ${CART_LINK_MAX_LINES} wines as SKU:quantity, separated by commas.`,
} as const;

export const CartLinkLineSchema = v.strictObject({
  sku: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be a SKU (letters, digits, dot, dash, underscore)')),
  quantity: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`)),
});
export type CartLinkLine = v.InferOutput<typeof CartLinkLineSchema>;

/** The lines of an `items` value, or null when it is not SKU:quantity pairs (a SKU named twice adds up). */
export function parseCartLinkItems(value: string | undefined): CartLinkLine[] | null {
  if (!value || value.length > 2000) return null;
  const lines = new Map<string, number>();
  for (const pair of value.split(',')) {
    const match = /^([A-Za-z0-9._-]{1,100}):(\d{1,3})$/.exec(pair.trim());
    if (!match) return null;
    const parsed = v.safeParse(CartLinkLineSchema, { sku: match[1], quantity: Number(match[2]) });
    if (!parsed.success) return null;
    lines.set(parsed.output.sku, (lines.get(parsed.output.sku) ?? 0) + parsed.output.quantity);
  }
  if (lines.size === 0 || lines.size > CART_LINK_MAX_LINES) return null;
  const merged = [...lines].map(([sku, quantity]) => ({ sku, quantity }));
  return merged.every((line) => line.quantity <= MAX_LINE_QUANTITY) ? merged : null;
}

export const cartLinkItems = (lines: readonly CartLinkLine[]) => lines.map(({ sku, quantity }) => `${sku}:${quantity}`).join(',');

export const cartLinkUrl = (origin: string, lines: readonly CartLinkLine[]) =>
  `${new URL(CART_LINK_PATH, origin).href}?items=${encodeURIComponent(cartLinkItems(lines)).replace(/%3A/g, ':').replace(/%2C/g, ',')}`;
