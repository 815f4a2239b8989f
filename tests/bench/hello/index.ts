// Minimal Worker for the benchmark ceiling: a small static HTML string, no bindings.
const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hello</title></head><body><h1>Hello</h1></body></html>';

// `/sized?bytes=N`: the same, padded to N bytes, so a cached page's figures can also be read
// against the runtime's cost of sending a body of its size.
const padded = new Map<number, string>();
function sized(bytes: number): string {
  let text = padded.get(bytes);
  if (text === undefined) padded.set(bytes, (text = body.replace('</body>', `<p>${'x'.repeat(Math.max(0, bytes - body.length - 7))}</p></body>`)));
  return text;
}

export default {
  fetch(request: Request): Response {
    const url = new URL(request.url);
    const bytes = url.pathname === '/sized' ? Math.min(Number(url.searchParams.get('bytes')) || 0, 1_000_000) : 0;
    return new Response(bytes > 0 ? sized(bytes) : body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
} satisfies ExportedHandler;
