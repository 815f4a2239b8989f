import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import { DATE_OF_BIRTH_MESSAGES } from '../../commerce/rules/date-of-birth.ts';
import { deliveryInput, DeliverySchema, emptyShipTo, JOIN_MESSAGES, maskCard, readProgress, registerSchema } from './join.rules.ts';

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('the join wizard rules', () => {
  const account = { firstName: 'Jo', lastName: 'Reyes', email: 'jo@example.com', password: 'Cellar-door-21', birthDate: '1985-04-12' };

  it('asks a visitor who has not passed the age gate to confirm their age in words, and not one who has', () => {
    expect(messagesOf(registerSchema(true), { ...account, ageConfirmed: false })).toEqual({ ageConfirmed: [JOIN_MESSAGES.ageConfirm] });
    expect(messagesOf(registerSchema(false), { ...account, ageConfirmed: false })).toEqual({});
  });

  it('still requires a date of birth 21 years ago or more', () => {
    expect(messagesOf(registerSchema(false), { ...account, birthDate: '' })).toEqual({ birthDate: [DATE_OF_BIRTH_MESSAGES.required] });
    const young = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(messagesOf(registerSchema(false), { ...account, birthDate: young })).toEqual({ birthDate: [DATE_OF_BIRTH_MESSAGES.tooYoung] });
  });

  it('needs an address to ship, with the checkout messages, and none to pick up', () => {
    const ship = { fulfillment: 'ship' as const, shipTo: emptyShipTo('Jo', 'Reyes') };
    expect(messagesOf(DeliverySchema, deliveryInput(ship))).toMatchObject({ 'shipTo.address': [CHECKOUT_MESSAGES.address], 'shipTo.zipCode': [CHECKOUT_MESSAGES.zip] });
    expect(deliveryInput({ ...ship, fulfillment: 'pickup' })).toEqual({ fulfillment: 'pickup', shipTo: undefined });
    expect(messagesOf(DeliverySchema, deliveryInput({ ...ship, fulfillment: 'pickup' }))).toEqual({});
  });

  it('shows a card by its last four digits only', () => {
    expect(maskCard('4242 4242 4242 4242')).toBe('•••• 4242');
    expect(maskCard('')).toBe('');
  });

  it('reads saved progress back without any card or password field, and rejects junk', () => {
    const raw = JSON.stringify({
      step: 3,
      delivery: { fulfillment: 'ship', shipTo: { ...emptyShipTo('Jo', 'Reyes'), address: '12 Vine Street', cardNumber: '4242424242424242' } },
      register: { firstName: 'Jo', email: 'jo@example.com', password: 'secret-secret' },
    });
    const progress = readProgress(raw);
    expect(progress?.step).toBe(3);
    expect(progress?.delivery?.shipTo.address).toBe('12 Vine Street');
    expect(JSON.stringify(progress)).not.toContain('4242');
    expect(JSON.stringify(progress)).not.toContain('secret');
    for (const junk of [null, '', '{', '{"step":7}', '"text"']) expect(readProgress(junk)).toBeNull();
  });
});
