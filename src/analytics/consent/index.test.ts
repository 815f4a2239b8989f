import { describe, expect, it } from 'vitest';
import { parseConsent } from './index.ts';

describe('the consent cookie (the seam)', () => {
  it('reads v1.a<0|1>.m<0|1>.p<0|1>', () => {
    expect(parseConsent('v1.a1.m0.p1')).toEqual({ analytics: true, marketing: false, personalisation: true });
    expect(parseConsent('v1.a0.m0.p0')).toEqual({ analytics: false, marketing: false, personalisation: false });
  });

  it('takes anything else, or another version, as no decision', () => {
    for (const value of [undefined, '', 'v2.a1.m1.p1', 'v1.a1.m1', 'v1.a2.m0.p0', 'yes', ' v1.a1.m1.p1']) expect(parseConsent(value)).toBeNull();
  });
});
