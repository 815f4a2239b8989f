import { describe, expect, it } from 'vitest';
import { deviceOf, experimentKindOf, experimentRunsOn } from './experiment-kind.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('Enumerations: experiment kinds (CRO Mobile, CRO Mobile and Desktop)', () => {
  it('CRO Mobile runs for phones only; CRO Mobile and Desktop, and a plain test, for every device', () => {
    expect(experimentRunsOn('CRO Mobile', 'mobile')).toBe(true);
    expect(experimentRunsOn('CRO Mobile', 'desktop')).toBe(false);
    expect(experimentRunsOn('CRO Mobile', 'tablet')).toBe(false);
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      expect(experimentRunsOn('CRO Mobile and Desktop', device)).toBe(true);
      expect(experimentRunsOn(null, device)).toBe(true);
    }
  });

  it('reads the kind an entry names, and nothing else', () => {
    expect(experimentKindOf({ experimentKind: 'CRO Mobile' })).toBe('CRO Mobile');
    expect(experimentKindOf({ experimentKind: 'CRO Mobile and Desktop' })).toBe('CRO Mobile and Desktop');
    expect(experimentKindOf({ experimentKind: 'cro mobile' })).toBeNull();
    expect(experimentKindOf({ experimentKind: null })).toBeNull();
    expect(experimentKindOf(undefined)).toBeNull();
  });

  it('tells phones, tablets and desktops apart from the client hint or the user agent', () => {
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(deviceOf(PIXEL)).toBe('mobile');
    expect(deviceOf(IPAD)).toBe('tablet');
    expect(deviceOf(ANDROID_TABLET)).toBe('tablet');
    expect(deviceOf(DESKTOP)).toBe('desktop');
    expect(deviceOf(DESKTOP, '?1')).toBe('mobile');
    expect(deviceOf(PIXEL, '?0')).toBe('desktop');
    expect(deviceOf(null)).toBe('desktop');
  });
});
