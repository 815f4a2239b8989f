import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { combineValidators, fieldsValidator, schemaValidator } from './validate.ts';

type Values = { email: string; shipTo: { zipCode: string }; fulfillment: 'ship' | 'pickup' };
const values: Values = { email: '', shipTo: { zipCode: '' }, fulfillment: 'pickup' };

describe('validators', () => {
  it('a schema checks the values as the API takes them', () => {
    const schema = v.object({ email: v.pipe(v.string(), v.nonEmpty('Please enter email address')), shipTo: v.optional(v.object({ zipCode: v.pipe(v.string(), v.nonEmpty('Please enter zip')) })) });
    expect(schemaValidator<Values>(schema)(values)).toEqual({ email: 'Please enter email address', 'shipTo.zipCode': 'Please enter zip' });
    // Picking up: the address is not sent, so it is not checked.
    const toInput = (input: Values) => ({ email: input.email, shipTo: input.fulfillment === 'ship' ? input.shipTo : undefined });
    expect(schemaValidator<Values>(schema, toInput)(values)).toEqual({ email: 'Please enter email address' });
  });

  it('field rules are functions of the value (and all values) or schemas', () => {
    const validate = fieldsValidator<Values>({
      email: v.pipe(v.string(), v.nonEmpty('Please enter email address')),
      'shipTo.zipCode': (zip, all) => (all.fulfillment === 'ship' && !zip ? 'Please enter zip' : undefined),
    });
    expect(validate(values)).toEqual({ email: 'Please enter email address' });
    expect(validate({ ...values, fulfillment: 'ship' })).toEqual({ email: 'Please enter email address', 'shipTo.zipCode': 'Please enter zip' });
  });

  it('combined, the first message per field wins and a missing check is skipped', () => {
    const first = () => ({ email: 'first' });
    const second = () => ({ email: 'second', 'shipTo.zipCode': 'zip' });
    expect(combineValidators<Values>(first, undefined, second)(values)).toEqual({ email: 'first', 'shipTo.zipCode': 'zip' });
    expect(combineValidators<Values>()(values)).toEqual({});
  });
});
