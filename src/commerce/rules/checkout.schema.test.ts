import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issuesToErrors } from '../../platform/validation/index.ts';
import { BirthDateSchema, EmailFieldSchema, isExpired, PaymentSchema, shippingEstimate, ShipToSchema } from './checkout.schema.ts';

const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'CA', zipCode: '94558', phone: '(707) 555-0134' };
const PAYMENT = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
const VALID = { email: 'Ada@Example.com', birthDate: '1990-05-01', fulfillment: 'ship', shipTo: SHIP_TO, payment: PAYMENT };

// The fields the join wizard and the account ask for, with the checkout's words (the
// store's own checkout is gone: the platform's hosted checkout takes the order).
const CheckoutSchema = v.pipe(
  v.object({
    email: EmailFieldSchema,
    birthDate: BirthDateSchema,
    fulfillment: v.picklist(['ship', 'pickup'], 'Please choose shipping or pickup'),
    shipTo: v.optional(ShipToSchema),
    payment: PaymentSchema,
  }),
  v.forward(
    v.check((input) => input.fulfillment === 'pickup' || input.shipTo !== undefined, 'Please enter street address'),
    ['shipTo'],
  ),
);

const errorsOf = (input: unknown) => {
  const result = v.safeParse(CheckoutSchema, input);
  return result.success ? {} : issuesToErrors(result.issues);
};

describe('the checkout fields', () => {
  it('accepts a complete order and normalises it', () => {
    const order = v.parse(CheckoutSchema, VALID);
    expect(order.email).toBe('ada@example.com');
    expect(order.shipTo).toMatchObject({ stateCode: 'CA', zipCode: '94558', phone: '7075550134' });
    expect(order.payment.cardNumber).toBe('4242424242424242');
  });
  it("names every missing field with the content spec's messages", () => {
    expect(errorsOf({ fulfillment: 'ship', shipTo: {}, payment: {} })).toEqual({
      email: 'Please enter email address',
      birthDate: 'Please enter a valid date',
      'shipTo.firstName': 'Please enter first name',
      'shipTo.lastName': 'Please enter last name',
      'shipTo.address': 'Please enter street address',
      'shipTo.city': 'Please enter city',
      'shipTo.stateCode': 'Please select a state',
      'shipTo.zipCode': 'Please enter zip',
      'payment.cardholderName': 'Please enter the name on the card',
      'payment.cardNumber': 'Please enter a valid card number',
      'payment.expiry': 'Please enter the expiry date as MM/YY',
      'payment.cvv': 'Please enter the 3 or 4 digit security code',
    });
  });
  it('takes the 50 states and DC only', () => {
    expect(errorsOf({ ...VALID, shipTo: { ...SHIP_TO, stateCode: 'DC' } })).toEqual({});
    expect(errorsOf({ ...VALID, shipTo: { ...SHIP_TO, stateCode: 'PR' } })).toEqual({ 'shipTo.stateCode': 'Please select a state' });
  });
  it('limits a zip code to 9 characters', () => {
    expect(errorsOf({ ...VALID, shipTo: { ...SHIP_TO, zipCode: '94558-1234' } })).toEqual({});
    expect(errorsOf({ ...VALID, shipTo: { ...SHIP_TO, zipCode: '9455812345' } })).toEqual({ 'shipTo.zipCode': 'Maximum zip code characters is 9' });
    expect(errorsOf({ ...VALID, shipTo: { ...SHIP_TO, zipCode: 'ABCDE' } })).toEqual({ 'shipTo.zipCode': 'Please enter a 5 or 9 digit zip code' });
  });
  it('refuses a buyer under 21', () => {
    const year = new Date().getUTCFullYear() - 20;
    expect(errorsOf({ ...VALID, birthDate: `${year}-01-01` })).toEqual({ birthDate: 'Must be at least 21 years old' });
  });
  it('needs an address to ship, not to pick up', () => {
    expect(errorsOf({ ...VALID, shipTo: undefined })).toEqual({ shipTo: 'Please enter street address' });
    expect(errorsOf({ ...VALID, fulfillment: 'pickup', shipTo: undefined })).toEqual({});
  });
  it('checks the card number and expiry', () => {
    expect(errorsOf({ ...VALID, payment: { ...PAYMENT, cardNumber: '4242 4242 4242 4241' } })).toEqual({ 'payment.cardNumber': 'Please enter a valid card number' });
    expect(isExpired('10/26', new Date('2026-11-23T00:00:00Z'))).toBe(true);
    expect(isExpired('11/26', new Date('2026-11-23T00:00:00Z'))).toBe(false);
  });
});

describe('the shipping estimate', () => {
  it('is $15 under $150, free from $150, and nothing for pickup', () => {
    expect(shippingEstimate(14999, 'ship')).toBe(1500);
    expect(shippingEstimate(15000, 'ship')).toBe(0);
    expect(shippingEstimate(4000, 'pickup')).toBe(0);
  });
});
