// What a route reads of a request besides a JSON body (json-body.ts): who sent it, and a body
// read no further than a limit.
import type { Context } from 'hono';

/** The client a request comes from: Cloudflare names it; without it (local tools) all share one count. */
export const clientOf = (c: Context) => c.req.header('cf-connecting-ip') ?? 'unknown-client';

/** The body as text, or null once it passes `max` bytes (read no further than that). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
