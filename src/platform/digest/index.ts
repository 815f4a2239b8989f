// SHA-256 as lower-case hex, for keys and fingerprints (Web Crypto: the same in workerd and browsers).
const encoder = new TextEncoder();

export async function sha256Hex(data: string | ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? encoder.encode(data) : data));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
