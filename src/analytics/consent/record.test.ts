import { describe, expect, it } from 'vitest';
import { consentCookie, formatConsent, isGpcHeader, parseConsent, withPrivacyControl } from './record.ts';

describe('the consent cookie', () => {
  it('reads each purpose from v1.a<0|1>.m<0|1>.p<0|1>', () => {
    expect(parseConsent('v1.a1.m0.p1')).toEqual({ analytics: true, marketing: false, personalisation: true });
    expect(parseConsent('v1.a0.m1.p0')).toEqual({ analytics: false, marketing: true, personalisation: false });
  });

  it('writes what it reads', () => {
    for (const value of ['v1.a0.m0.p0', 'v1.a1.m1.p1', 'v1.a1.m0.p0', 'v1.a0.m1.p1']) expect(formatConsent(parseConsent(value)!)).toBe(value);
  });

  it('counts a malformed value as no decision', () => {
    for (const value of [undefined, null, '', 'true', 'v1', 'v1.a1.m0', 'v1.a1.m0.p1.x', 'v1.a2.m0.p1', 'v1.m0.a1.p1', ' v1.a1.m0.p1', 'V1.A1.M0.P1', '{"analytics":true}']) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it('counts an older or a newer version as no decision', () => {
    expect(parseConsent('v0.a1.m1.p1')).toBeNull();
    expect(parseConsent('v2.a1.m1.p1')).toBeNull();
  });

  it('is a year-long, site-wide, Lax cookie the browser can read', () => {
    const cookie = consentCookie({ analytics: true, marketing: false, personalisation: true }, true);
    expect(cookie).toBe('consent=v1.a1.m0.p1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});

describe('Global Privacy Control', () => {
  it('opts the visitor out of sale and sharing (marketing) whatever the record says', () => {
    expect(withPrivacyControl({ analytics: true, marketing: true, personalisation: true }, true)).toEqual({ analytics: true, marketing: false, personalisation: true });
  });

  it('leaves the record alone without the signal', () => {
    expect(withPrivacyControl({ analytics: true, marketing: true, personalisation: false }, false)).toEqual({ analytics: true, marketing: true, personalisation: false });
  });

  it('makes no decision about the other purposes for the visitor', () => {
    expect(withPrivacyControl(null, true)).toBeNull();
  });

  it('is on only for a Sec-GPC header of exactly 1', () => {
    expect(isGpcHeader('1')).toBe(true);
    for (const value of [null, undefined, '', '0', 'true', '11']) expect(isGpcHeader(value)).toBe(false);
  });
});
