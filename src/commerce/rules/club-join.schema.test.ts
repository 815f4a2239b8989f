import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../../platform/validation/index.ts';
import { ClubJoinSchema, frequencyOfSlug } from './club-join.schema.ts';
import { RegisterSchema } from './register.schema.ts';

/** The card as the gateway's tokeniser hands it over (customer-credit-cards.md's create body). */
const PAYMENT = { tokenOnFile: 'tok_abc', gateway: 'Commerce7Payments', cardBrand: 'Visa', maskedCardNumber: '************4242', expiryMo: 12, expiryYr: 2030, cardHolderName: 'Ada Lovelace' };
const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'ca', zipCode: '94558' };

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToErrors(result.issues);
};

describe('the club join form', () => {
  it('accepts a shipped join and a pickup without an address', () => {
    expect(v.parse(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: PAYMENT })).toMatchObject({
      shipTo: { stateCode: 'CA' },
      payment: { tokenOnFile: 'tok_abc', maskedCardNumber: '************4242' },
    });
    expect(errorsOf(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: PAYMENT })).toEqual({});
  });

  it('names each bad field with the checkout’s messages', () => {
    expect(errorsOf(ClubJoinSchema, { club: '', fulfillment: 'ship', payment: PAYMENT })).toEqual({
      club: 'Please choose a club',
      shipTo: 'Please enter street address',
    });
    expect(errorsOf(ClubJoinSchema, { club: '../admin', fulfillment: 'pickup', payment: PAYMENT, frequency: 'Weekly' })).toEqual({
      club: 'Please choose a club',
      frequency: 'Please choose how often you would like your subscription',
    });
  });

  it('takes the card only as a gateway token: a card number or CVV is refused, even beside a token', () => {
    const raw = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
    expect(v.safeParse(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: raw }).success).toBe(false);
    expect(v.safeParse(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: { ...PAYMENT, cardNumber: '4242424242424242' } }).success).toBe(false);
    expect(v.safeParse(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: { ...PAYMENT, cvv: '123' } }).success).toBe(false);
    expect(v.safeParse(ClubJoinSchema, { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: { ...PAYMENT, maskedCardNumber: '4242424242424242' } }).success).toBe(false);
  });

  it('reads a subscription’s frequency from its slug', () => {
    expect(frequencyOfSlug('6-bottle-isosceles-subscription-1-month')).toBe('Monthly');
    expect(frequencyOfSlug('24-bottle-sauvignon-blanc-subscription-2-month')).toBe('Every 2 Months');
    expect(frequencyOfSlug('12-bottle-cabernet-sauvignon-subscription-3-month')).toBe('Every 3 Months');
    expect(frequencyOfSlug('6-bottle-red-wines')).toBeNull();
    expect(frequencyOfSlug('6-bottle-isosceles-subscription-4-month')).toBeNull();
  });
});

describe('the account form', () => {
  const VALID = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'Vintage-2026', birthDate: '1990-05-01' };

  it('accepts a complete account, lower-casing the e-mail', () => {
    expect(v.parse(RegisterSchema, VALID).email).toBe('ada@example.com');
  });

  it('asks for every field with the checkout’s and the date of birth’s messages', () => {
    expect(errorsOf(RegisterSchema, {})).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Please enter email address',
      password: 'Please enter a password',
      birthDate: 'Please enter a valid date',
    });
    expect(errorsOf(RegisterSchema, { ...VALID, password: 'short', birthDate: '2020-01-01' })).toEqual({
      password: 'Use at least 8 characters',
      birthDate: 'Must be at least 21 years old',
    });
  });
});
