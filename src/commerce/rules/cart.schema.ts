// What the storefront accepts from a shopper for the cart (spec 3 "Add-item payload",
// spec 5 "Gift card"). Quantities the backend would refuse for a product (its limits,
// its stock) are the backend's to refuse with its own message (422).
import * as v from 'valibot';

export const CART_INPUT_MESSAGES = {
  sku: 'Please choose a product.',
  quantity: 'Quantity must be a whole number from 1 to 999.',
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid email address',
  giftMessageRequired: 'Gift message is required',
  giftMessageTooLong: 'Gift message must be at most 500 characters.',
} as const;

export const MAX_LINE_QUANTITY = 999;
export const MAX_GIFT_MESSAGE = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const Sku = v.pipe(
  v.optional(v.string(CART_INPUT_MESSAGES.sku), ''),
  v.trim(),
  v.nonEmpty(CART_INPUT_MESSAGES.sku),
  v.maxLength(100, CART_INPUT_MESSAGES.sku),
  v.regex(/^[A-Za-z0-9._-]+$/, CART_INPUT_MESSAGES.sku),
);

export const QuantitySchema = v.pipe(
  v.optional(v.number(CART_INPUT_MESSAGES.quantity), 0),
  v.integer(CART_INPUT_MESSAGES.quantity),
  v.minValue(1, CART_INPUT_MESSAGES.quantity),
  v.maxValue(MAX_LINE_QUANTITY, CART_INPUT_MESSAGES.quantity),
);

export const GiftMessageSchema = v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(MAX_GIFT_MESSAGE, CART_INPUT_MESSAGES.giftMessageTooLong));

/** A gift card's recipient: both fields required (spec 5). */
export const RecipientSchema = v.object({
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(CART_INPUT_MESSAGES.emailRequired),
    v.maxLength(254, CART_INPUT_MESSAGES.emailInvalid),
    v.regex(EMAIL, CART_INPUT_MESSAGES.emailInvalid),
  ),
  giftMessage: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(CART_INPUT_MESSAGES.giftMessageRequired), v.maxLength(MAX_GIFT_MESSAGE, CART_INPUT_MESSAGES.giftMessageTooLong)),
});

export const AddItemSchema = v.object({
  sku: Sku,
  quantity: QuantitySchema,
  itemData: v.optional(v.object({ recipients: v.optional(v.pipe(v.array(RecipientSchema), v.minLength(1), v.maxLength(10))) })),
});

export const UpdateItemSchema = v.object({ quantity: QuantitySchema });
export const GiftMessageBodySchema = v.object({ giftMessage: GiftMessageSchema });
export const SkuParamSchema = Sku;
