import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { abTestOf } from '../../content/ab-tests/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import { abTestKeyOf, abTestSetCookies, abTestState, applyAbTestCookies, presetAbTests, variationFor, type AbTestState } from './index.ts';

const entry = {
  id: 'page-a',
  testRatio: 0.5,
  variations: { 'var-b': { id: 'var-b', name: 'Variation B', testRatio: 0.5, data: { title: 'B' } } },
};
const test = abTestOf(entry)!;

function state(cookie = '', query = '', preview = false, random = 0.25, mayPersonalise = true): AbTestState {
  const url = new URL(`https://shop.example/a${query}`);
  const made = abTestState(new Request(url, { headers: { cookie } }), url, preview, mayPersonalise);
  made.random = () => random;
  return made;
}

describe('the variation a request renders', () => {
  it('is drawn for a first visit, recorded with its ratios, and marked for a cookie', () => {
    const s = state('', '', false, 0.25);
    expect(variationFor(s, test)?.id).toBe('var-b');
    expect(s.chosen.get('page-a')).toEqual({ variationId: 'var-b', variationName: 'Variation B', ratios: test.ratios, assignedNow: true });
  });

  it("is the cookie's, with no cookie to set; the default's content is the entry's own (null)", () => {
    const s = state('builder.tests.page-a=page-a', '', false, 0.25);
    expect(variationFor(s, test)).toBeNull();
    expect(s.chosen.get('page-a')).toMatchObject({ variationId: 'page-a', variationName: 'Default', assignedNow: false });
  });

  it('records nothing for an entry without a test', () => {
    const s = state();
    expect(variationFor(s, null)).toBeNull();
    expect(s.chosen.size).toBe(0);
  });

  it('is the default in a preview or in the editor, or the variation builder.tests.<id> names; never drawn', () => {
    for (const s of [state('', '', true, 0.25), state('', '?builder.frameEditing=page', false, 0.25), state('builder.tests.page-a=var-b', '?builder.preview=page')]) {
      expect(variationFor(s, test)).toBeNull();
      expect(s.chosen.get('page-a')?.assignedNow).toBe(false);
    }
    const named = state('', '?builder.tests.page-a=var-b', true, 0.9);
    expect(variationFor(named, test)?.id).toBe('var-b');
  });
});

describe('a visitor who has not consented to personalisation', () => {
  it('sees the default content: nothing drawn, no cookie to set, a test cookie already held not read', () => {
    for (const s of [state('', '', false, 0.25, false), state('builder.tests.page-a=var-b', '', false, 0.25, false)]) {
      expect(variationFor(s, test)).toBeNull();
      expect(s.chosen.get('page-a')).toMatchObject({ variationId: 'page-a', variationName: 'Default', assignedNow: false });
      expect(abTestSetCookies(s, true)).toEqual([]);
    }
  });

  it("is preset to the default before the cache lookup, so they share the default's stored copy", () => {
    const s = state('builder.tests.page-a=var-b', '', false, 0.25, false);
    presetAbTests(s, [test.ratios]);
    expect(abTestKeyOf(s)).toBe('page-a=page-a');
    const consentedDefault = state('builder.tests.page-a=page-a');
    presetAbTests(consentedDefault, [test.ratios]);
    expect(abTestKeyOf(consentedDefault)).toBe(abTestKeyOf(s));
  });
});

describe('deciding before the page is looked up (the page cache)', () => {
  it('presets the tests a page is known to run; the render then uses exactly those', () => {
    const s = state('', '', false, 0.75);
    presetAbTests(s, [test.ratios]);
    expect(abTestKeyOf(s)).toBe('page-a=page-a');
    expect(abTestKeyOf(state())).toBe('');
    s.random = () => 0.1; // the render must not draw again
    expect(variationFor(s, test)).toBeNull();
    expect(s.chosen.get('page-a')).toMatchObject({ variationId: 'page-a', variationName: 'Default', assignedNow: true });
  });

  it("keeps a returning visitor's cookie in the preset, and draws again when the preset's variation was removed since", () => {
    const returning = state('builder.tests.page-a=var-b', '', false, 0.9);
    presetAbTests(returning, [test.ratios]);
    expect(returning.chosen.get('page-a')).toMatchObject({ variationId: 'var-b', assignedNow: false });

    const stale = state('', '', false, 0.1);
    presetAbTests(stale, [{ contentId: 'page-a', variations: [{ id: 'var-gone', ratio: 1 }] }]);
    expect(variationFor(stale, test)?.id).toBe('var-b');
    expect(stale.chosen.get('page-a')).toMatchObject({ variationId: 'var-b', assignedNow: true });
  });
});

describe('the cookies a response sets', () => {
  async function respond(prepare: (s: AbTestState) => void, protocol = 'https') {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => {
      const url = new URL(c.req.url);
      const abTests = abTestState(c.req.raw, url, false, true);
      abTests.random = () => 0.25;
      prepare(abTests);
      c.set('app', { url, abTests } as unknown as RequestContext);
      applyAbTestCookies(c);
      return c.text('ok');
    });
    return app.request(`${protocol}://shop.example/`, { headers: { cookie: 'builder.tests.page-c=page-c' } });
  }

  it('are one per test drawn now, and none for a choice the cookie already held', async () => {
    const other = abTestOf({ id: 'page-c', variations: { 'var-d': { testRatio: 0.5, data: {} } } })!;
    const response = await respond((s) => {
      variationFor(s, test);
      variationFor(s, other);
    });
    expect(response.headers.getSetCookie()).toEqual(['builder.tests.page-a=var-b; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure']);
    expect((await respond((s) => variationFor(s, test), 'http')).headers.getSetCookie()).toEqual(['builder.tests.page-a=var-b; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax']);
  });
});

describe('Enumerations: experiment kinds, at the edge', () => {
  const mobileOnly = abTestOf({ ...entry, id: 'page-m', data: { experimentKind: 'CRO Mobile' } })!;
  const everywhere = abTestOf({ ...entry, id: 'page-e', data: { experimentKind: 'CRO Mobile and Desktop' } })!;
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const visitor = (userAgent: string) => {
    const url = new URL('https://shop.example/a');
    const made = abTestState(new Request(url, { headers: { 'user-agent': userAgent } }), url, false, true);
    made.random = () => 0.25;
    return made;
  };

  it('a CRO Mobile experiment draws phones and shows desktops the default with no cookie, in the render and before a cache lookup', () => {
    expect(mobileOnly.ratios.kind).toBe('CRO Mobile');
    const phone = visitor(IPHONE);
    expect(variationFor(phone, mobileOnly)?.id).toBe('var-b');
    expect(phone.chosen.get('page-m')).toMatchObject({ assignedNow: true });
    const desktop = visitor(DESKTOP);
    expect(variationFor(desktop, mobileOnly)).toBeNull();
    expect(desktop.chosen.get('page-m')).toMatchObject({ variationId: 'page-m', assignedNow: false });
    const preset = visitor(DESKTOP);
    presetAbTests(preset, [mobileOnly.ratios]);
    expect(preset.chosen.get('page-m')).toMatchObject({ variationId: 'page-m', assignedNow: false });
  });

  it('a CRO Mobile and Desktop experiment draws every device', () => {
    expect(variationFor(visitor(DESKTOP), everywhere)?.id).toBe('var-b');
    expect(variationFor(visitor(IPHONE), everywhere)?.id).toBe('var-b');
  });
});
