// The consent seam as the tracker uses it (readConsent, onConsentChange and the
// consent-change event), whichever branch's src/analytics/consent/ is merged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onConsentChange, readConsent } from './consent/index.ts';

function withCookie(cookie: string) {
  vi.stubGlobal('document', { cookie });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent seam', () => {
  it('reads the cookie v1.a<0|1>.m<0|1>.p<0|1>', () => {
    withCookie('age_gate=false; consent=v1.a1.m0.p1');
    expect(readConsent()).toEqual({ analytics: true, marketing: false, personalisation: true });
    withCookie('consent=v1.a0.m0.p0');
    expect(readConsent()).toEqual({ analytics: false, marketing: false, personalisation: false });
  });

  it('takes no cookie, a malformed one or another version as no decision', () => {
    for (const cookie of ['', 'consent=', 'consent=v2.a1.m1.p1', 'consent=v1.a1.m1', 'consent=v1.a2.m0.p0', 'consent=yes']) {
      withCookie(cookie);
      expect(readConsent(), cookie).toBeNull();
    }
  });

  it('calls its listeners on the consent-change window event, until unsubscribed', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    withCookie('consent=v1.a1.m1.p1');
    const listener = vi.fn();
    const stop = onConsentChange(listener);
    target.dispatchEvent(new Event('consent-change'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('consent-change'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
