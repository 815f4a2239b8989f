import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCLUDED_URLS, isExcludedUrl, mayShowPopup, signedUpCookie, type PopupAudience } from './eligibility.ts';

const visitor: PopupAudience = { pathname: '/', excludedUrls: DEFAULT_EXCLUDED_URLS, testCookie: false, signedUp: false, customer: null };

describe('where a pop-up may show', () => {
  it('shows to an anonymous visitor on an ordinary page', () => {
    expect(mayShowPopup(visitor)).toBe(true);
    expect(mayShowPopup({ ...visitor, pathname: '/collection/all' })).toBe(true);
  });

  it('never on a path containing an excluded fragment (defaults /privacy-policy and /terms-of-use)', () => {
    expect(isExcludedUrl('/privacy-policy', DEFAULT_EXCLUDED_URLS)).toBe(true);
    expect(isExcludedUrl('/legal/terms-of-use/2024', DEFAULT_EXCLUDED_URLS)).toBe(true);
    expect(mayShowPopup({ ...visitor, pathname: '/visit/events', excludedUrls: ['/visit'] })).toBe(false);
    expect(isExcludedUrl('/visit', ['', '  '])).toBe(false);
  });

  it('never on checkout, the account pages or the join wizard', () => {
    for (const pathname of ['/checkout', '/profile', '/profile/login', '/profile/order-receipt/1', '/join']) {
      expect(mayShowPopup({ ...visitor, pathname }), pathname).toBe(false);
    }
    expect(mayShowPopup({ ...visitor, pathname: '/joinery' })).toBe(true);
  });

  it('never to a signed-in customer already subscribed, but to one who is not', () => {
    expect(mayShowPopup({ ...visitor, customer: { subscribedToEmail: true } })).toBe(false);
    expect(mayShowPopup({ ...visitor, customer: { subscribedToEmail: false } })).toBe(true);
  });

  it('never with the test cookie, nor after a sign-up through a pop-up in this browser', () => {
    expect(mayShowPopup({ ...visitor, testCookie: true })).toBe(false);
    expect(mayShowPopup({ ...visitor, signedUp: true })).toBe(false);
    expect(signedUpCookie(true)).toBe('popup_signed_up=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it("in preview, shows whatever the editor's cookies and account say, but still keeps to the page rules", () => {
    const editor = { ...visitor, preview: true, testCookie: true, signedUp: true, customer: { subscribedToEmail: true } };
    expect(mayShowPopup(editor)).toBe(true);
    expect(mayShowPopup({ ...editor, pathname: '/privacy-policy' })).toBe(false);
    expect(mayShowPopup({ ...editor, pathname: '/checkout' })).toBe(false);
  });
});
