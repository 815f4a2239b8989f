// React's stream, as the Worker makes it: the class that lets go of the render once the
// stream ends (src/worker/perf/react-stream/releasing-stream.ts). What that saves, garbage
// collection, shows in the bench and `npm run bench:profile -- <path> alloc`, not here.
import { createExecutionContext, env } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { ReleasingReadableStream } from '../../src/worker/perf/react-stream/releasing-stream.ts';
import { ADULT, ORIGIN, viewThroughWorker } from './helpers.ts';

it("React's stream in the Worker is made by the class that lets go of its render", async () => {
  const before = ReleasingReadableStream.byteSources;
  const stream = await renderToReadableStream(createElement('p', null, 'the page'));
  expect(stream).toBeInstanceOf(ReleasingReadableStream);
  // Its source taken over, not only its class: a React that made another kind of stream would fail here.
  expect(ReleasingReadableStream.byteSources).toBe(before + 1);
  expect(await new Response(stream).text()).toBe('<p>the page</p>');
});

it('a rendered page streams whole through it, and one its visitor leaves mid-page is cancelled without a fault', async () => {
  const { response, html } = await viewThroughWorker('/collection/all', { PAGE_CACHE: 'off' });
  expect(response.status).toBe(200);
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
  const bindings = { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off' } as never;
  const left = await worker.fetch(new Request(`${ORIGIN}/product/isosceles-2021`, { headers: ADULT }), bindings, createExecutionContext());
  const reader = left.body!.getReader();
  expect((await reader.read()).done).toBe(false);
  await expect(reader.cancel('the visitor left')).resolves.toBeUndefined();
});
