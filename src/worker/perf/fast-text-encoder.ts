// React's streaming renderer encodes every small string it writes (tag names,
// attribute values, text) with TextEncoder.encode: one call into the runtime per
// string, which measured as about a third of a page's CPU time. Short ASCII strings
// are encoded here in JavaScript instead; anything else goes to the runtime's encoder.
// The bytes are identical either way. Imported first by the Worker entry, so React's
// module-level encoder is an instance of this class.

const SHORT = 96;

class FastTextEncoder extends TextEncoder {
  override encode(input = ''): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length <= SHORT) {
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) {
        const code = input.charCodeAt(i);
        if (code > 0x7f) return super.encode(input);
        bytes[i] = code;
      }
      return bytes;
    }
    return super.encode(input);
  }
}

globalThis.TextEncoder = FastTextEncoder;
