// React's streaming renderer turns every string it writes (attribute names and values,
// text, and the pre-rendered HTML of the footer, static blocks and anonymous islands) into
// bytes with its module-level TextEncoder, on every request. The strings recur from page
// to page: the same attribute names and class names, and the same pre-rendered fragments,
// which are kilobytes long (encoding them was the largest single cost of rendering the
// home page). React's encoder is therefore an instance of this class, which remembers the
// bytes of what it has encoded, and encodes short ASCII strings in JavaScript (a call into
// the runtime's encoder costs about a microsecond under workerd).
//
// Remembered bytes are shared, which is safe only for a caller that copies them and never
// transfers them. React copies any chunk of 4 kB or less into its own buffer and hands
// longer ones to the stream, which takes (detaches) their buffer: those are given a fresh
// copy every time. Even so this class is React's alone: it is the global TextEncoder only
// while React's server module is evaluated (see ./open.ts and ./close.ts, imported around
// it by the Worker entry).

const SHORT = 96;
/** React copies chunks up to this size; longer ones are handed to the stream as they are. */
const REACT_COPIES_UP_TO = 4096;
/**
 * Longer strings are encoded each time, never remembered. A collection page's whole list
 * of cards, reused as one string, is over 100 kB.
 */
const MEMO_MAX_CHARS = 256 * 1024;
/** Bounds, not an eviction policy: a storefront's recurring strings fit many times over. */
const MEMO_LIMIT = 4096;
const MEMO_BUDGET_BYTES = 4 * 1024 * 1024;

const NativeTextEncoder = globalThis.TextEncoder;
const native = new NativeTextEncoder();

// Module state, looked up with one Map.get.
const remembered = new Map<string, Uint8Array<ArrayBuffer>>();
let rememberedBytes = 0;

/**
 * A plain JavaScript object, not a subclass of the runtime's encoder: React only calls
 * `encode`, and a plain object keeps that call in JavaScript.
 */
export class ReactTextEncoder {
  static instances = 0;
  readonly encoding = 'utf-8';

  constructor() {
    ReactTextEncoder.instances++;
  }

  encode(input = ''): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > MEMO_MAX_CHARS) return native.encode(input);
    let bytes = remembered.get(input);
    if (bytes === undefined) {
      bytes = (length <= SHORT ? asciiBytes(input) : null) ?? native.encode(input);
      if (remembered.size >= MEMO_LIMIT || rememberedBytes + bytes.byteLength > MEMO_BUDGET_BYTES) {
        remembered.clear();
        rememberedBytes = 0;
      }
      remembered.set(input, bytes);
      rememberedBytes += bytes.byteLength;
    }
    return bytes.byteLength > REACT_COPIES_UP_TO ? bytes.slice() : bytes;
  }

  encodeInto(source: string, destination: Uint8Array): TextEncoderEncodeIntoResult {
    return native.encodeInto(source, destination);
  }
}

function asciiBytes(input: string): Uint8Array<ArrayBuffer> | null {
  const bytes = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    if (code > 0x7f) return null;
    bytes[i] = code;
  }
  return bytes;
}

let instancesAtOpen = 0;

export function openReactEncoderWindow() {
  instancesAtOpen = ReactTextEncoder.instances;
  // It has the encoder's whole surface (encoding, encode, encodeInto); React uses encode.
  globalThis.TextEncoder = ReactTextEncoder as unknown as typeof TextEncoder;
}

export function closeReactEncoderWindow() {
  globalThis.TextEncoder = NativeTextEncoder;
  // Under Node (unit tests) React's Node build uses node:util's encoder instead, so only
  // the Workers runtime is expected to have created one.
  const workers = globalThis.navigator?.userAgent === 'Cloudflare-Workers';
  if (workers && ReactTextEncoder.instances === instancesAtOpen) {
    // React's server module was evaluated before the window opened: pages still render
    // correctly, only without the faster encoder.
    console.warn('[perf] React server renderer loaded outside the encoder window; check the Worker entry imports');
  }
}
