// React's streaming renderer makes its response body with `new ReadableStream({ type: 'bytes',
// pull, cancel })`, and both functions close over its render request: the element tree, the
// render state, every segment and chunk it wrote. Under workerd a ReadableStream is an object of
// the runtime's, which V8's young-generation collections do not free: it lives until the next
// full collection, however soon the response has ended, and so does everything its source
// reaches. Each rendered page's request was therefore copied out of the young generation and
// into the old one (13.5 kB a request on the product page), which made the young collections
// slow (5 to 14 ms pauses, every request in flight waiting through each) and the full ones
// frequent: the rendered pages' slowest responses. Measured with `npm run bench:profile --
// <path> alloc` and `MINIFLARE_WORKERD_V8_FLAGS=--trace-gc` (docs/decisions/0002-render-speed.md).
//
// So byte streams are made by a subclass that hands the runtime a source of its own, which
// forwards to the given one and lets go of it once the stream has closed, errored or been
// cancelled: what the runtime then keeps is a few small closures. React is the only maker of
// byte streams in the Worker; any other stream is made exactly as before.

/** Forwards to `source` until the stream ends, then holds nothing of it. */
export function releasingByteSource(source: UnderlyingByteSource): UnderlyingByteSource {
  let held: UnderlyingByteSource | null = source;
  const release = () => {
    held = null;
  };
  // What the given source sees as its controller: closing or erroring the stream also lets go.
  // Made at each call, not kept: kept here, the runtime's stream would hold it (and its
  // closures) to the next full collection, which profiled as more moved out of the young
  // generation (6.5 against 5.4 kB a request on the product page, one sampled profile each).
  const forwarding = (controller: ReadableByteStreamController): ReadableByteStreamController => ({
    enqueue: (chunk) => controller.enqueue(chunk),
    close: () => {
      release();
      controller.close();
    },
    error: (reason) => {
      release();
      controller.error(reason);
    },
    get desiredSize() {
      return controller.desiredSize;
    },
    get byobRequest() {
      return controller.byobRequest;
    },
  });
  const releasing: UnderlyingByteSource = {
    type: 'bytes',
    pull: (controller) => held?.pull?.(forwarding(controller)),
    cancel: (reason) => {
      const given = held;
      release();
      return given?.cancel?.(reason);
    },
  };
  if (source.start) releasing.start = (controller) => held?.start?.(forwarding(controller));
  if (source.autoAllocateChunkSize !== undefined) releasing.autoAllocateChunkSize = source.autoAllocateChunkSize;
  return releasing;
}

// The runtime's own class, kept where a module evaluated again finds it (the worker tests
// evaluate the Worker's modules anew for each file in one runtime): a second install must
// subclass the runtime's class, not the first install's.
const RUNTIME_CLASS = Symbol.for('winery.runtime-readable-stream');
const runtimeGlobal = globalThis as typeof globalThis & { [RUNTIME_CLASS]?: typeof ReadableStream };
const RuntimeReadableStream = (runtimeGlobal[RUNTIME_CLASS] ??= globalThis.ReadableStream);

function isByteSource(source: unknown): source is UnderlyingByteSource {
  return typeof source === 'object' && source !== null && (source as { type?: unknown }).type === 'bytes';
}

/** A ReadableStream in every respect (the runtime's own object), whose byte source is let go when it ends. */
export class ReleasingReadableStream<R = Uint8Array> extends RuntimeReadableStream<R> {
  /** How many byte sources it has taken over: a test sees React's stream counted (a later React could make another kind). */
  static byteSources = 0;

  constructor(source?: UnderlyingSource<R> | UnderlyingByteSource, strategy?: QueuingStrategy<R>) {
    const bytes = isByteSource(source);
    if (bytes) ReleasingReadableStream.byteSources++;
    // The runtime's overloads take a byte source or a default one; one call site takes either.
    super((bytes ? releasingByteSource(source) : source) as UnderlyingSource<R>, strategy);
  }
}

/**
 * Makes `new ReadableStream(...)` anywhere in the Worker this subclass. React looks the global
 * up each time it renders, so this need only run before the first render; the Worker's entry
 * runs it before it loads React, in case a later React looked it up once, when loaded.
 */
export function installReleasingReadableStream(): void {
  Object.defineProperty(globalThis, 'ReadableStream', { value: ReleasingReadableStream, writable: true, configurable: true, enumerable: false });
}
