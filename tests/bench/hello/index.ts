// Minimal Worker for the benchmark ceiling: a small static HTML string, no bindings.
const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hello</title></head><body><h1>Hello</h1></body></html>';

export default {
  fetch(): Response {
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
} satisfies ExportedHandler;
