import { describe, expect, it } from 'vitest';
import { dismissalCookie, dismissalKey } from './dismissal.ts';

describe('the dismissal key', () => {
  it('is built from the banner text: readable, and the same for the same words', () => {
    const key = dismissalKey('Complimentary ground shipping on 6 or more bottles');
    expect(key).toMatch(/^pencil_banner_complimentary_ground_shipping_on_6_or_mo_[a-z0-9]+$/);
    expect(dismissalKey('  Complimentary ground shipping on 6   or more bottles ')).toBe(key);
  });

  it('changes when the words change, even when they slug alike', () => {
    expect(dismissalKey('50% off')).not.toBe(dismissalKey('50 off'));
    expect(dismissalKey('Holiday sale')).not.toBe(dismissalKey('Holiday sale ends Sunday'));
  });

  it('is a cookie name however the text is written', () => {
    for (const text of ['Ça & là; "quoted" = yes', '🍷🍷🍷', '!!!']) {
      expect(dismissalKey(text)).toMatch(/^pencil_banner_[a-z0-9_]+$/);
    }
  });
});

describe('the dismissal cookie', () => {
  it('is remembered for 7 days', () => {
    expect(dismissalCookie('pencil_banner_x_1', false)).toBe('pencil_banner_x_1=1; Max-Age=604800; Path=/; SameSite=Lax');
    expect(dismissalCookie('pencil_banner_x_1', true)).toMatch(/; Secure$/);
  });
});
