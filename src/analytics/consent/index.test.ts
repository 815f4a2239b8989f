// The browser side of the seam in Node: a document with a cookie jar, a navigator with or
// without Global Privacy Control, and a window that dispatches events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let jar: string[];
let gpc: boolean | undefined;

beforeEach(() => {
  jar = [];
  gpc = undefined;
  vi.resetModules();
  vi.stubGlobal('document', {
    get cookie() {
      return jar.join('; ');
    },
    set cookie(value: string) {
      const pair = value.split(';')[0]!;
      const name = pair.split('=')[0];
      jar = [...jar.filter((entry) => !entry.startsWith(`${name}=`)), pair];
    },
  });
  vi.stubGlobal('navigator', {
    get globalPrivacyControl() {
      return gpc;
    },
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { protocol: 'https:' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./index.ts');

describe('readConsent', () => {
  it('is null until the visitor decides, and for a malformed or older cookie', async () => {
    const { readConsent } = await load();
    expect(readConsent()).toBeNull();
    jar = ['other=1', 'consent=v0.a1.m1.p1'];
    expect(readConsent()).toBeNull();
    jar = ['consent=v1.a1.m1'];
    expect(readConsent()).toBeNull();
  });

  it('reads the decision from the cookie', async () => {
    const { readConsent } = await load();
    jar = ['age_gate=false', 'consent=v1.a1.m1.p0'];
    expect(readConsent()).toEqual({ analytics: true, marketing: true, personalisation: false });
  });

  it('turns marketing (sale and sharing) off when the browser sends Global Privacy Control', async () => {
    const { readConsent } = await load();
    jar = ['consent=v1.a1.m1.p1'];
    gpc = true;
    expect(readConsent()).toEqual({ analytics: true, marketing: false, personalisation: true });
  });
});

describe('saveConsent', () => {
  it('sets the cookie at once, tells listeners, and sends it to the Worker, GPC applied', async () => {
    const { onConsentChange, saveConsent, ACCEPT_ALL } = await load();
    gpc = true;
    const heard: unknown[] = [];
    const stop = onConsentChange((consent) => heard.push(consent));
    await saveConsent(ACCEPT_ALL);
    stop();
    expect(jar).toContain('consent=v1.a1.m0.p1');
    expect(heard).toEqual([{ analytics: true, marketing: false, personalisation: true }]);
    expect(fetch).toHaveBeenCalledWith('/api/consent', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ analytics: true, marketing: false, personalisation: true }) }));
  });

  it('refreshConsent announces a decision a sign-in brought, and only a new one', async () => {
    const { onConsentChange, refreshConsent } = await load();
    const heard: unknown[] = [];
    onConsentChange((consent) => heard.push(consent));
    refreshConsent();
    expect(heard).toEqual([]);
    jar = ['consent=v1.a0.m0.p1'];
    refreshConsent();
    expect(heard).toEqual([{ analytics: false, marketing: false, personalisation: true }]);
  });
});
