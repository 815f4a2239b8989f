import { describe, expect, it } from 'vitest';
import { forgetSitemap, readSitemap, SITEMAP_KV_KEY, storeSitemap } from './last-good.ts';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n';

/** A KV namespace in memory: enough of get (text and json) and put for these functions. */
function memoryKv() {
  const values = new Map<string, string>();
  return {
    values,
    async get(key: string, type?: 'json') {
      const value = values.get(key);
      return value === undefined ? null : type === 'json' ? JSON.parse(value) : value;
    },
    async put(key: string, value: string) {
      values.set(key, value);
    },
  } as unknown as KVNamespace & { values: Map<string, string> };
}

describe('the last good sitemap', () => {
  it('is read back as stored, with when it was built', async () => {
    const kv = memoryKv();
    await storeSitemap(kv, XML, 1234);
    expect(await readSitemap(kv)).toEqual({ xml: XML, builtAt: 1234 });
  });

  it('is none when missing, malformed or not a sitemap', async () => {
    const kv = memoryKv();
    expect(await readSitemap(kv)).toBeNull();
    kv.values.set(SITEMAP_KV_KEY, JSON.stringify({ xml: 'Service unavailable', builtAt: 1 }));
    expect(await readSitemap(kv)).toBeNull();
    kv.values.set(SITEMAP_KV_KEY, '{not json');
    expect(await readSitemap(kv)).toBeNull();
  });

  it('is kept when forgotten, only marked out of date, so it can still answer when a rebuild fails', async () => {
    const kv = memoryKv();
    await storeSitemap(kv, XML, Date.now());
    await forgetSitemap(kv);
    expect(await readSitemap(kv)).toEqual({ xml: XML, builtAt: 0 });
  });

  it('forgetting with none stored stores nothing', async () => {
    const kv = memoryKv();
    await forgetSitemap(kv);
    expect(kv.values.size).toBe(0);
  });
});
