// The read-only MCP endpoint, driven by the MCP SDK's own client over Streamable HTTP: the
// tool list, each tool, a bad argument (MCP's invalid-params error with a clear message), the
// per-client limit, no Commerce7 call when the data is warm, and no use from another site.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { commerceCalls, ORIGIN, recordedRequests, startRecording, stopRecording } from './helpers.ts';

const ENDPOINT = new URL(`${ORIGIN}/api/mcp`);
const clients: Client[] = [];

afterEach(async () => {
  await stopRecording();
  for (const client of clients.splice(0)) await client.close();
});

/** The SDK's client on the worker under test; `vars` override the store's settings, `ip` names the client. */
async function connect({ vars, ip = '198.51.100.7' }: { vars?: Record<string, string>; ip?: string } = {}): Promise<Client> {
  const send = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('cf-connecting-ip', ip);
    if (!vars) return SELF.fetch(request);
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...(env as unknown as Record<string, unknown>), ...vars } as never, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  const client = new Client({ name: 'store-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(ENDPOINT, { fetch: send }));
  clients.push(client);
  return client;
}

type Wine = { name: string; url: string; varietal: string | null; offers: { sku: string; price: string; clubPrice: string | null; availability: string }[] };

describe('/api/mcp', () => {
  it('lists its read-only tools, each with an input schema', async () => {
    const { tools } = await (await connect()).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_wines', 'get_wine', 'list_clubs', 'get_club', 'get_visiting_info', 'build_cart_link']);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.description?.length).toBeGreaterThan(20);
    }
    expect(Object.keys(tools[0]!.inputSchema.properties ?? {})).toEqual(['text', 'varietal', 'minPrice', 'maxPrice', 'inStockOnly', 'limit']);
  });

  it('answers each tool from the catalogue, with no members-only wine', async () => {
    const client = await connect();
    const search = (await client.callTool({ name: 'search_wines', arguments: { varietal: 'cabernet sauvignon', maxPrice: 100, inStockOnly: true } })).structuredContent as { wines: Wine[] };
    expect(search.wines.map((wine) => wine.name)).toEqual(['Estate Cabernet Sauvignon 2022', 'Estate Cabernet Sauvignon 2022 Half Bottle']);
    expect(search.wines[0]!.offers).toEqual([expect.objectContaining({ sku: 'CS22-750', price: '95.00', clubPrice: '76.00', availability: 'InStock' })]);
    const all = (await client.callTool({ name: 'search_wines', arguments: { limit: 50 } })).structuredContent as { wines: Wine[] };
    expect(all.wines.map((wine) => wine.name)).not.toContain('Isosceles Reserve 2021');
    expect(all.wines.map((wine) => wine.name)).not.toContain('Apex Block Cabernet Sauvignon 2021');

    const wine = await client.callTool({ name: 'get_wine', arguments: { slug: 'estate-cabernet-sauvignon-2022' } });
    expect(wine.structuredContent).toMatchObject({ name: 'Estate Cabernet Sauvignon 2022', url: `${ORIGIN}/product/estate-cabernet-sauvignon-2022`, vintage: 2022, ratings: [{ points: 94 }] });
    const hidden = await client.callTool({ name: 'get_wine', arguments: { slug: 'isosceles-reserve-2021' } });
    expect(hidden.isError).toBe(true);
    expect(JSON.stringify(hidden)).not.toContain('225');

    const clubs = (await client.callTool({ name: 'list_clubs', arguments: {} })).structuredContent as { clubs: { slug: string; bottles: number; estimatedPrice: string; joinUrl: string }[] };
    expect(clubs.clubs).toContainEqual(expect.objectContaining({ slug: '6-bottle-red-wines', bottles: 6, estimatedPrice: '$260–$280', joinUrl: `${ORIGIN}/join?club=6-bottle-red-wines` }));
    expect(clubs.clubs.some((club) => club.slug.includes('subscription'))).toBe(true);
    const club = await client.callTool({ name: 'get_club', arguments: { slug: '6-bottle-red-wines' } });
    expect((club.structuredContent as { about: string }).about).toContain('Six estate reds');

    const visit = (await client.callTool({ name: 'get_visiting_info', arguments: {} })).structuredContent as { pickupAddress: string; shipping: string; visitPages: { url: string }[] };
    expect(visit.pickupAddress).toContain('3 Ridge Road, Napa');
    expect(visit.shipping).toContain('California');
    expect(visit.visitPages.map((page) => page.url)).toContain(`${ORIGIN}/visit`);

    const link = await client.callTool({
      name: 'build_cart_link',
      arguments: {
        items: [
          { sku: 'CS22-750', quantity: 2 },
          { sku: 'ISO21-750', quantity: 1 },
        ],
      },
    });
    expect(link.structuredContent).toMatchObject({ url: `${ORIGIN}/add-to-cart?items=CS22-750:2,ISO21-750:1` });
    const refused = await client.callTool({ name: 'build_cart_link', arguments: { items: [{ sku: 'ISOR21-750', quantity: 1 }] } });
    expect(refused.isError).toBe(true);
    expect(refused.content).toEqual([{ type: 'text', text: 'No cart link: ISOR21-750 is not a wine anyone can buy here.' }]);
  });

  it("answers bad arguments with MCP's invalid-params error naming the argument, never a 500", async () => {
    const client = await connect();
    const refusal = async (name: string, args: Record<string, unknown>) => {
      const error = await client.callTool({ name, arguments: args }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
      return (error as McpError).message;
    };
    expect(await refusal('search_wines', { maxPrice: 'cheap' })).toContain('Invalid arguments for search_wines: maxPrice: Invalid type: Expected number but received "cheap"');
    expect(await refusal('search_wines', { limit: 500 })).toContain('limit: must be at most 50');
    expect(await refusal('get_wine', { slug: '../admin' })).toContain('slug: must be a page slug');
    expect(await refusal('build_cart_link', { items: [] })).toContain('items: must name at least one wine');
    expect(await refusal('list_clubs', { secret: 1 })).toContain('secret is not an argument of list_clubs');
    expect(await refusal('place_order', {})).toContain('Unknown tool: place_order');
  });

  it('makes no Commerce7 call for 100 tool calls once the catalogue is warm', async () => {
    const client = await connect({ ip: '198.51.100.8' });
    const calls = [
      { name: 'search_wines', arguments: { text: 'isosceles' } },
      { name: 'get_wine', arguments: { slug: 'merlot-2022' } },
      { name: 'list_clubs', arguments: {} },
      { name: 'get_club', arguments: { slug: '6-bottle-red-wines' } },
      { name: 'build_cart_link', arguments: { items: [{ sku: 'CS22-750', quantity: 1 }] } },
    ];
    for (const call of calls) await client.callTool(call);
    await startRecording();
    for (let i = 0; i < 100; i++) expect((await client.callTool(calls[i % calls.length]!)).isError).toBe(false);
    expect(commerceCalls(await recordedRequests())).toEqual([]);
  });

  it('limits tool calls per client (429 with Retry-After), other clients unaffected', async () => {
    const vars = { AGENT_TOOL_CALLS_PER_CLIENT: '3' };
    const client = await connect({ vars, ip: '203.0.113.9' });
    for (let i = 0; i < 3; i++) await client.callTool({ name: 'list_clubs', arguments: {} });
    const error = await client.callTool({ name: 'list_clubs', arguments: {} }).then(
      () => null,
      (thrown: unknown) => thrown as Error,
    );
    expect(error?.message).toContain('Too many tool calls from this client; try again in 15 minutes.');
    const raw = await worker.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', 'cf-connecting-ip': '203.0.113.9' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'list_clubs', arguments: {} } }),
      }),
      { ...(env as unknown as Record<string, unknown>), ...vars } as never,
      createExecutionContext(),
    );
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('900');
    expect(await raw.json()).toEqual({ jsonrpc: '2.0', error: { code: -32000, message: 'Too many tool calls from this client; try again in 15 minutes.' }, id: 7 });
    // Listing the tools is not a tool call, and another client has its own count.
    expect((await client.listTools()).tools.length).toBe(6);
    const other = await connect({ vars, ip: '203.0.113.10' });
    expect((await other.callTool({ name: 'list_clubs', arguments: {} })).isError).toBe(false);
  });

  it("refuses a page of another site (its Origin), ignores the visitor's cookies, and is off with AGENT_MCP=off", async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    const foreign = await SELF.fetch(ENDPOINT, { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await SELF.fetch(ENDPOINT, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    await preflight.body?.cancel();
    const own = await SELF.fetch(ENDPOINT, { method: 'POST', headers: { ...headers, origin: ORIGIN, cookie: 'customerToken=x; cartId=y' }, body });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toBeNull();
    expect(((await own.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(6);
    const notJson = await SELF.fetch(ENDPOINT, { method: 'POST', headers, body: '{' });
    expect(notJson.status).toBe(400);
    const off = await worker.fetch(new Request(ENDPOINT, { method: 'POST', headers, body }), { ...(env as unknown as Record<string, unknown>), AGENT_MCP: 'off' } as never, createExecutionContext());
    expect(off.status).toBe(404);
  });
});
