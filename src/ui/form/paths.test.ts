import { describe, expect, it } from 'vitest';
import { fieldId, getIn, setIn } from './paths.ts';

describe('getIn and setIn', () => {
  const values = { email: 'a@example.com', shipTo: { zipCode: '94558', city: 'Napa' }, recipients: [{ email: 'x' }] };

  it('read nested values by dotted path', () => {
    expect(getIn(values, 'shipTo.zipCode')).toBe('94558');
    expect(getIn(values, 'recipients.0.email')).toBe('x');
    expect(getIn(values, 'shipTo.missing.deeper')).toBeUndefined();
    expect(getIn(null, 'email')).toBeUndefined();
  });

  it('write a copy, keeping untouched branches and arrays as they were', () => {
    const next = setIn(values, 'shipTo.zipCode', '94559');
    expect(next.shipTo).toEqual({ zipCode: '94559', city: 'Napa' });
    expect(values.shipTo.zipCode).toBe('94558');
    expect(next.recipients).toBe(values.recipients);
    const recipients = setIn(values, 'recipients.0.email', 'y').recipients;
    expect(Array.isArray(recipients)).toBe(true);
    expect(recipients[0]).toEqual({ email: 'y' });
    expect(setIn({}, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });

  it('make DOM ids of the prefix and the path', () => {
    expect(fieldId('checkout', 'shipTo.zipCode')).toBe('checkout-shipTo-zipCode');
    expect(fieldId('login-page', 'email')).toBe('login-page-email');
  });
});
