import { describe, expect, it } from 'vitest';
import { GTM_SCRIPT_URL, tagManagerOrigins, tagManagerSrc } from './tag-manager.ts';

describe("the tag manager's script and origins", () => {
  it("builds Google's container URL", () => {
    expect(tagManagerSrc(GTM_SCRIPT_URL, 'GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(tagManagerSrc('/__emulator/gtm/gtm.js', 'GTM-EMUL8R')).toBe('/__emulator/gtm/gtm.js?id=GTM-EMUL8R');
  });

  it("allows Google's documented origins for the container and Analytics 4", () => {
    const origins = tagManagerOrigins('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(origins.script).toEqual(['https://www.googletagmanager.com', 'https://*.googletagmanager.com']);
    expect(origins.connect).toEqual(['https://www.googletagmanager.com', 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']);
  });

  it('allows a self-served container its own origin, and nothing for the local stand-in', () => {
    expect(tagManagerOrigins('https://metrics.triangleridge.example/gtm.js?id=GTM-AB12CD3').script).toContain('https://metrics.triangleridge.example');
    expect(tagManagerOrigins('/__emulator/gtm/gtm.js?id=GTM-EMUL8R')).toEqual({ script: [], connect: [] });
  });
});

describe('loading the container', () => {
  /** Just enough of a document: querySelector, createElement, head. */
  function fakeDocument(nonce: string | null) {
    const appended: { src: string; async: boolean; attributes: Record<string, string>; dataset: Record<string, string> }[] = [];
    const doc = {
      querySelector: (selector: string) => {
        if (selector === 'script[data-tag-manager]') return appended.length > 0 ? appended[0] : null;
        if (selector === 'script[nonce]') return nonce === null ? null : { nonce, getAttribute: () => nonce };
        return null;
      },
      createElement: () => {
        const attributes: Record<string, string> = {};
        return { src: '', async: false, dataset: {}, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
      },
      head: { appendChild: (script: (typeof appended)[number]) => appended.push(script) },
    };
    return { doc: doc as unknown as Document, appended };
  }

  it("pushes gtm.start before anything else and adds the script once, with the page's nonce (Google's nonce-aware snippet)", async () => {
    const { loadTagManager } = await import('./tag-manager.ts');
    const { doc, appended } = fakeDocument('abc123');
    const host: { dataLayer?: Record<string, unknown>[] } = {};
    loadTagManager('/__emulator/gtm/gtm.js?id=GTM-EMUL8R', doc, host);
    loadTagManager('/__emulator/gtm/gtm.js?id=GTM-EMUL8R', doc, host);
    expect(host.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: '/__emulator/gtm/gtm.js?id=GTM-EMUL8R', async: true, attributes: { nonce: 'abc123' } });
  });
});
