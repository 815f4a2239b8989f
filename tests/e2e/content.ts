// Content entries published for one test run through the emulator's editor controls
// (PUT /__emulator/content), each at a path of its own: the storefront caches content
// by path, so a path used by an earlier run could still answer with that run's entry.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Distinguishes this run's paths and ids from earlier runs' (the e2e state persists). */
export const RUN = Date.now().toString(36);

export type Entry = { id: string; model: string; name: string; query: { property: string; operator: string; value: string }[]; data: Record<string, unknown> };

export const targeted = (id: string, model: string, path: string, data: Record<string, unknown>): Entry => ({
  id,
  model,
  name: id,
  query: [{ property: 'urlPath', operator: 'is', value: path }],
  data,
});

/** A page at `path` tall enough to scroll through: a heading and `paragraphs` paragraphs. */
export function textPage(id: string, path: string, paragraphs = 30): Entry {
  const body = Array.from({ length: paragraphs }, (_, i) => `<p>Paragraph ${i + 1} of a page about the estate, its vines and the wines they make, long enough to scroll.</p>`).join('');
  return targeted(id, 'page', path, { title: id, url: path, blocks: [{ id: `${id}-text`, component: { name: 'Text', options: { text: `<h1>Test page</h1>${body}` } } }] });
}

export async function publish(request: APIRequestContext, baseURL: string, ...entries: Entry[]) {
  for (const entry of entries) {
    const response = await request.put('/__emulator/content', { data: entry, headers: { origin: baseURL } });
    expect(response.ok(), `publish ${entry.id}`).toBe(true);
  }
}

export async function unpublish(request: APIRequestContext, baseURL: string, ...ids: string[]) {
  for (const id of ids) await request.delete(`/__emulator/content/${id}`, { headers: { origin: baseURL } });
}
