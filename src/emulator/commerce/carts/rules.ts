// Whether a sku may go into a cart at a quantity, with the human message the storefront
// shows when it may not. The quantity limit itself is enforced atomically in items.ts;
// these checks are the ones that do not depend on what is already in the cart.
// Source: storefront spec sections 7-8 (the messages the storefront shows); which refusals the real
// API answers with 422 is unverified.
import type { EmulatorBindings } from '../../env.ts';
import { isActiveClubMember } from '../customers/load.ts';
import type { ProductRow, VariantRow } from '../products/load.ts';
import type { CartRow } from './load.ts';

/** No single line holds more than this, whatever the stock. */
export const LINE_MAX = 999;

export type Sellable = { variant: VariantRow; product: ProductRow; limits: Limit[] };
type Limit = { max: number; reason: 'stock' | 'perCart' | 'line' };

export const quantityMessage = (min: 0 | 1) => `Please enter a quantity from ${min} to ${LINE_MAX}.`;

export function validQuantity(quantity: unknown, min: 0 | 1): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= min && quantity <= LINE_MAX;
}

/** The variant and its limits when `sku` can be sold to this cart, else the 422 message. */
export async function sellable(env: EmulatorBindings, cart: CartRow, sku: string): Promise<Sellable | string> {
  const db = env.DB;
  const variant = await db.prepare('SELECT * FROM commerce_variants WHERE sku = ?').bind(sku).first<VariantRow>();
  const product = variant && (await db.prepare('SELECT * FROM commerce_products WHERE id = ?').bind(variant.product_id).first<ProductRow>());
  if (!variant || !product) return 'This item is no longer available.';
  if (product.web_status !== 'Available') return `Sorry, ${product.title} is not available for purchase.`;
  // Club and Allocation products (products.md securityAvailableTo) go to active members only.
  if (product.available_to !== 'Public' && !(await isActiveClubMember(db, cart.customer_id))) {
    return `${product.title} is reserved for Wine Society members. Please log in with a member account to add it.`;
  }
  const limits: Limit[] = [{ max: LINE_MAX, reason: 'line' }];
  if (variant.max_quantity_per_cart !== null) limits.push({ max: variant.max_quantity_per_cart, reason: 'perCart' });
  if (tracksStock(variant.inventory_policy, product.gift_card_type)) {
    const stock = await db
      .prepare('SELECT available_for_sale_count AS n FROM commerce_inventory WHERE variant_id = ? AND location_id = ?')
      .bind(variant.id, env.SHIPPING_LOCATION)
      .first<{ n: number }>();
    limits.push({ max: Math.max(stock?.n ?? 0, 0), reason: 'stock' });
  }
  return { variant, product, limits };
}

/** Virtual gift cards have no stock; "Back Order" sells past it. */
export const tracksStock = (policy: VariantRow['inventory_policy'], giftCardType: ProductRow['gift_card_type']) => policy === 'Dont Sell' && giftCardType !== 'Virtual';

/** The refusal when fewer than wanted are left, in Commerce7's words. */
export const stockMessage = (title: string, left: number) => (left <= 0 ? `Sorry, ${title} is sold out.` : `Only ${left} of ${title} left in stock.`);

export const limitOf = (s: Sellable) => Math.min(...s.limits.map((l) => l.max));

/** Why a cart line of `wanted` (with `current` already in the cart) is over the limit. */
export function limitMessage(s: Sellable, wanted: number, current: number): string {
  const broken = s.limits.filter((l) => wanted > l.max).sort((a, b) => a.max - b.max)[0];
  const inCart = current > 0 ? ` You already have ${current} in your cart.` : '';
  if (!broken || broken.reason === 'line') return `You can add at most ${LINE_MAX} of one item.`;
  if (broken.reason === 'perCart') return `${s.product.title} is limited to ${broken.max} per order.${inCart}`;
  return `${stockMessage(s.product.title, broken.max)}${broken.max > 0 ? inCart : ''}`;
}

type Recipient = { email: string; giftMessage: string };

/** A virtual gift card is sent by e-mail, so it needs its recipients. */
export function giftCardRecipientsMessage(s: Sellable, itemData: Record<string, unknown> | null | undefined): string | null {
  if (s.product.gift_card_type !== 'Virtual') return null;
  const recipients = itemData?.recipients;
  const valid =
    Array.isArray(recipients) &&
    recipients.length > 0 &&
    recipients.length <= 50 &&
    recipients.every(
      (r: Partial<Recipient> | null) =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.email === 'string' &&
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.email) &&
        r.email.length <= 254 &&
        typeof r.giftMessage === 'string' &&
        r.giftMessage.length <= 1000,
    );
  return valid ? null : 'Please enter the recipient’s email address and a gift message for this e-gift card.';
}
