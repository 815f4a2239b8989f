import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(text(value));
  }
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('coalesceChunks', () => {
  it('sends the chunks written in one burst as one chunk, with the same bytes', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<!doctype html>', '<html>', '<body>', '</body>', '</html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    expect(await readAll(coalesceChunks(source))).toEqual(['<!doctype html><html><body></body></html>']);
  });

  it('still streams: a part that waits for data goes out as soon as it arrives, after the shell', async () => {
    const received: Array<{ chunk: string; dataArrived: boolean }> = [];
    let dataArrived = false;
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<header>'));
        controller.enqueue(bytes('</header>'));
        await macrotask();
        dataArrived = true;
        controller.enqueue(bytes('<main>products</main>'));
        controller.close();
      },
    });
    const reader = coalesceChunks(source).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received.push({ chunk: text(value), dataArrived });
    }
    // The shell is sent before the slow part exists, not held back for it.
    expect(received).toEqual([
      { chunk: '<header></header>', dataArrived: false },
      { chunk: '<main>products</main>', dataArrived: true },
    ]);
  });

  it('splits a burst longer than the limit, keeping every byte in order', async () => {
    const parts = Array.from({ length: 10 }, (_, i) => String(i).repeat(30));
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const chunks = await readAll(coalesceChunks(source, 100));
    expect(chunks.join('')).toBe(parts.join(''));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(120);
  });

  it('passes a render failure on to the reader', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<html>'));
        await macrotask();
        controller.error(new Error('render failed'));
      },
    });
    const reader = coalesceChunks(source).getReader();
    expect(text((await reader.read()).value!)).toBe('<html>');
    await expect(reader.read()).rejects.toThrow('render failed');
  });

  it('cancels the render when the visitor goes away', async () => {
    let cancelled: unknown = null;
    const source = new ReadableStream<Uint8Array>({
      pull() {},
      cancel(reason) {
        cancelled = reason;
      },
    });
    await coalesceChunks(source).cancel('client closed');
    expect(cancelled).toBe('client closed');
  });
});
