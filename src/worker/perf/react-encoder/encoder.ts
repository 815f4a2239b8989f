// React's streaming renderer turns every dynamic string it writes (attribute names and
// values, text) into bytes with its module-level TextEncoder: about 900 calls for the home
// page. Each call into the runtime's encoder costs about a microsecond under workerd, and
// the same few hundred strings ("class", "aria-label", the same class names) recur on
// every page. React's encoder is therefore an instance of this class, which encodes short
// ASCII strings in JavaScript and remembers them.
//
// Remembered results are shared, which is safe only for a caller that copies them and never
// transfers them: React copies any chunk of 4 kB or less into its own buffer and hands over
// only longer ones, and a remembered string is at most 96 characters. So this class is
// React's alone: it is the global TextEncoder only while React's server module is evaluated
// (see ./open.ts and ./close.ts, imported around it by the Worker entry).

const SHORT = 96;
const MEMO_LIMIT = 4096;

const NativeTextEncoder = globalThis.TextEncoder;
const native = new NativeTextEncoder();

// Remembered bytes by string: module state, looked up with one Map.get.
const remembered = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * A plain JavaScript object, not a subclass of the runtime's encoder: calls on a runtime API
 * object go through its wrapper, which profiled at several hundred nanoseconds a call.
 */
export class ReactTextEncoder {
  static instances = 0;
  readonly encoding = 'utf-8';

  constructor() {
    ReactTextEncoder.instances++;
  }

  encode(input = ''): Uint8Array<ArrayBuffer> {
    if (input.length > SHORT) return native.encode(input);
    const known = remembered.get(input);
    if (known) return known;
    const bytes = asciiBytes(input) ?? native.encode(input);
    // A bound, not an eviction policy: the strings of a storefront's pages number in the
    // hundreds, so the map only fills when text varies without limit.
    if (remembered.size >= MEMO_LIMIT) remembered.clear();
    remembered.set(input, bytes);
    return bytes;
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
  if (ReactTextEncoder.instances === instancesAtOpen) {
    // React's server module was evaluated before the window opened: pages still render
    // correctly, only without the faster encoder.
    console.warn('[perf] React server renderer loaded outside the encoder window; check the Worker entry imports');
  }
}
