import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issuesToErrors } from '../../platform/validation/index.ts';
import { AddItemSchema, GiftMessageBodySchema, UpdateItemSchema } from './cart.schema.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToErrors(result.issues);
};

describe('the add-item payload', () => {
  it('accepts a sku and a whole quantity', () => {
    expect(v.parse(AddItemSchema, { sku: ' SB24-750 ', quantity: 2 })).toEqual({ sku: 'SB24-750', quantity: 2 });
  });
  it('refuses quantities of 0, -1, 1e9, 1.5 and "abc" with one message', () => {
    for (const quantity of [0, -1, 1e9, 1.5, 'abc', null]) {
      expect(errorsOf(AddItemSchema, { sku: 'SB24-750', quantity })).toEqual({ quantity: 'Quantity must be a whole number from 1 to 999.' });
    }
  });
  it('refuses a missing or odd sku', () => {
    expect(errorsOf(AddItemSchema, { quantity: 1 })).toEqual({ sku: 'Please choose a product.' });
    expect(errorsOf(AddItemSchema, { sku: "'; DROP TABLE carts; --", quantity: 1 })).toEqual({ sku: 'Please choose a product.' });
  });
  it("requires a gift card recipient's e-mail and message, with the spec's messages", () => {
    expect(errorsOf(AddItemSchema, { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: '', giftMessage: 'Cheers' }] } })).toEqual({
      'itemData.recipients.0.email': 'Email address is required',
    });
    expect(errorsOf(AddItemSchema, { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: 'friend@', giftMessage: 'Cheers' }] } })).toEqual({
      'itemData.recipients.0.email': 'Invalid email address',
    });
    expect(errorsOf(AddItemSchema, { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: 'friend@example.com' }] } })).toEqual({
      'itemData.recipients.0.giftMessage': 'Gift message is required',
    });
  });
  it('keeps a valid recipient, trimmed', () => {
    expect(v.parse(AddItemSchema, { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: ' friend@example.com ', giftMessage: ' Cheers ' }] } }).itemData).toEqual({
      recipients: [{ email: 'friend@example.com', giftMessage: 'Cheers' }],
    });
  });
});

describe('cart updates', () => {
  it('takes a whole quantity of at least 1', () => {
    expect(errorsOf(UpdateItemSchema, { quantity: 0 })).toEqual({ quantity: 'Quantity must be a whole number from 1 to 999.' });
    expect(v.parse(UpdateItemSchema, { quantity: 3 })).toEqual({ quantity: 3 });
  });
  it('limits a gift message to 500 characters', () => {
    expect(errorsOf(GiftMessageBodySchema, { giftMessage: 'x'.repeat(501) })).toEqual({ giftMessage: 'Gift message must be at most 500 characters.' });
    expect(v.parse(GiftMessageBodySchema, { giftMessage: ' Happy birthday ' })).toEqual({ giftMessage: 'Happy birthday' });
  });
});
