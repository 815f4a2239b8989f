import { describe, expect, it, vi } from 'vitest';
import { releasingByteSource, ReleasingReadableStream } from './releasing-stream.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A controller that records what it was asked to do. */
function recordingController() {
  const calls: string[] = [];
  const controller = {
    enqueue: (chunk: ArrayBufferView) => calls.push(`enqueue ${chunk.byteLength}`),
    close: () => calls.push('close'),
    error: (reason?: unknown) => calls.push(`error ${String(reason)}`),
    desiredSize: 0,
    byobRequest: null,
  } as unknown as ReadableByteStreamController;
  return { controller, calls };
}

describe('ReleasingReadableStream', () => {
  it('streams what a byte source writes, as the runtime stream does', async () => {
    const chunks = ['<!DOCTYPE html>', '<p>the page</p>'];
    const stream = new ReleasingReadableStream<Uint8Array>(
      {
        type: 'bytes',
        pull(controller: ReadableByteStreamController) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(bytes(next));
        },
      },
      { highWaterMark: 0 },
    );
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(await readAll(stream)).toBe('<!DOCTYPE html><p>the page</p>');
  });

  it('makes any other stream exactly as given', async () => {
    const before = ReleasingReadableStream.byteSources;
    const stream = new ReleasingReadableStream<Uint8Array>({
      start(controller: ReadableStreamController<Uint8Array>) {
        controller.enqueue(bytes('plain'));
        controller.close();
      },
    });
    expect(await readAll(stream)).toBe('plain');
    expect(ReleasingReadableStream.byteSources).toBe(before);
  });
});

describe('releasingByteSource', () => {
  it('forwards to the source until it closes the stream, then lets go of it', () => {
    const pull = vi.fn((controller: ReadableByteStreamController) => {
      controller.enqueue(bytes('abc'));
      if (pull.mock.calls.length === 2) controller.close();
    });
    const releasing = releasingByteSource({ type: 'bytes', pull });
    const { controller, calls } = recordingController();
    releasing.pull?.(controller);
    releasing.pull?.(controller);
    expect(calls).toEqual(['enqueue 3', 'enqueue 3', 'close']);
    releasing.pull?.(controller);
    expect(pull).toHaveBeenCalledTimes(2);
  });

  it('lets go of the source when it errors the stream', () => {
    const pull = vi.fn((controller: ReadableByteStreamController) => controller.error('render failed'));
    const cancel = vi.fn();
    const releasing = releasingByteSource({ type: 'bytes', pull, cancel });
    const { controller, calls } = recordingController();
    releasing.pull?.(controller);
    releasing.pull?.(controller);
    releasing.cancel?.('late');
    expect(calls).toEqual(['error render failed']);
    expect(pull).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('hands a cancellation to the source once, and lets go of it', async () => {
    const pull = vi.fn();
    const cancel = vi.fn(async () => undefined);
    const releasing = releasingByteSource({ type: 'bytes', pull, cancel });
    await releasing.cancel?.('the visitor left');
    await releasing.cancel?.('again');
    releasing.pull?.(recordingController().controller);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('the visitor left');
    expect(pull).not.toHaveBeenCalled();
  });

  it('keeps what the source asks of the stream: its start and its chunk size', () => {
    const start = vi.fn();
    const releasing = releasingByteSource({ type: 'bytes', start, autoAllocateChunkSize: 4096 });
    releasing.start?.(recordingController().controller);
    expect(start).toHaveBeenCalledTimes(1);
    expect(releasing.autoAllocateChunkSize).toBe(4096);
    expect(releasingByteSource({ type: 'bytes' })).not.toHaveProperty('start');
  });
});
