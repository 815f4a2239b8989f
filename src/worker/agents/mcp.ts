// POST /api/mcp: the read-only MCP endpoint (Streamable HTTP, stateless: a server per request,
// JSON answers, no session; MCP spec 2025-11-25 "Transports"), on the MCP SDK's web-standard
// transport (docs/decisions/0015-mcp-on-the-reference-sdk.md). Tools: tools.ts.
// - Not a browser's: a request with an Origin header other than the store's is refused (the
//   spec asks servers to validate Origin against DNS rebinding), one with none (every MCP
//   client outside a browser) passes; no CORS header lets another site read an answer, and no
//   cookie is read, so a visitor's session is never in play.
// - Each tool call counts against its client (the attempt limit's KV count, 15 minutes);
//   past AGENT_TOOL_CALLS_PER_CLIENT a 429 with Retry-After and a JSON-RPC error.
// - Bad arguments are MCP's "invalid params" error (-32602) naming the argument and the rule.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Context } from 'hono';
import * as v from 'valibot';
import { isStoreBusy } from '../../commerce/index.ts';
import type { AppEnv } from '../context.ts';
import { clientOf, readCapped } from '../http/request.ts';
import { createAttemptLimit, WINDOW_SECONDS } from '../session/attempt-limit.ts';
import { runTool, TOOL_DESCRIPTIONS, TOOL_INPUTS, type ToolName } from './tools.ts';

/** A JSON-RPC batch of a few calls fits easily; anything larger is not an agent's question. */
const MAX_BODY_BYTES = 64 * 1024;
const RATE_SCOPE = 'mcp-tool-calls';

export const MCP_MESSAGES = {
  foreignOrigin: 'This endpoint does not answer pages of other sites.',
  tooLarge: `An MCP request may be at most ${MAX_BODY_BYTES / 1024} kB.`,
  notJson: 'Parse error: the body is not JSON.',
  tooMany: 'Too many tool calls from this client; try again in 15 minutes.',
  unavailable: 'The store cannot answer just now; please try again in a minute.',
} as const;

/** The tools' input schemas, as JSON Schema (draft 2020-12 is MCP's default dialect), made once. */
const TOOLS = (Object.keys(TOOL_INPUTS) as ToolName[]).map((name) => ({
  name,
  ...TOOL_DESCRIPTIONS[name],
  inputSchema: toJsonSchema(TOOL_INPUTS[name], { target: 'draft-2020-12', errorMode: 'ignore' }) as { type: 'object'; [key: string]: unknown },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
}));

/**
 * The SDK's default validator is Ajv, which compiles schemas with `new Function` (refused on
 * Workers). The server never asks the client for input (elicitation), the one thing it
 * validates with it, so this refuses rather than compiles.
 */
const NO_ELICITATION: jsonSchemaValidator = {
  getValidator: () => () => ({ valid: false, data: undefined, errorMessage: 'This server asks no questions of its client.' }),
};

const rpcError = (c: Context<AppEnv>, status: 400 | 403 | 405 | 413 | 429, code: number, message: string, id: unknown = null) =>
  c.json({ jsonrpc: '2.0', error: { code, message }, id }, status, { 'cache-control': 'no-store' });

function argumentsProblem(name: string, issues: v.BaseIssue<unknown>[]): string {
  const problems = issues.map((issue) => {
    const path = v.getDotPath(issue);
    if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined) return `${path ?? 'an argument'} is not an argument of ${name}`;
    return `${path ?? 'the arguments'}: ${issue.message}`;
  });
  return `Invalid arguments for ${name}: ${problems.join('; ')}`;
}

function buildServer(c: Context<AppEnv>): Server {
  const { config, report } = c.get('app');
  const server = new Server(
    { name: `${config.brandName} store`, version: '1.0.0' },
    {
      capabilities: { tools: {} },
      jsonSchemaValidator: NO_ELICITATION,
      instructions: `Read-only questions about ${config.brandName}'s wines, clubs and visits. Prices are US dollars. Buyers must be 21 or older. build_cart_link gives a URL for a person to open; no tool buys anything.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const name = request.params.name;
    if (!Object.hasOwn(TOOL_INPUTS, name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${String(name).slice(0, 60)}. The tools are ${TOOLS.map((tool) => tool.name).join(', ')}.`);
    const parsed = v.safeParse(TOOL_INPUTS[name as ToolName], request.params.arguments ?? {});
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, argumentsProblem(name, parsed.issues));
    try {
      const answer = await runTool(c, name as ToolName, parsed.output as Record<string, unknown>);
      return { content: [{ type: 'text' as const, text: answer.text }], structuredContent: answer.structured, isError: answer.notFound === true };
    } catch (error) {
      if (!isStoreBusy(error)) report(error, { section: 'agents', tool: name });
      return { content: [{ type: 'text' as const, text: MCP_MESSAGES.unavailable }], isError: true };
    }
  });
  return server;
}

const isToolCall = (message: unknown) => typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'tools/call';

/** The endpoint: the setting, the origin check, then POST (JSON-RPC) or 405. */
export async function answerMcp(c: Context<AppEnv>): Promise<Response> {
  if (!c.get('app').config.agents.mcp) return c.json({ message: `No such API route: ${c.req.method} /api/mcp` }, 404);
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return rpcError(c, 403, ErrorCode.InvalidRequest, MCP_MESSAGES.foreignOrigin);
  if (c.req.method === 'POST') return post(c);
  // Stateless: no stream to open and no session to end (the transport's spec: 405 for GET and DELETE then).
  c.header('Allow', 'POST');
  return rpcError(c, 405, ErrorCode.InvalidRequest, 'Method not allowed: this endpoint takes POST only (no sessions, no streams).');
}

async function post(c: Context<AppEnv>): Promise<Response> {
  const text = await readCapped(c.req.raw, MAX_BODY_BYTES);
  if (text === null) return rpcError(c, 413, ErrorCode.InvalidRequest, MCP_MESSAGES.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return rpcError(c, 400, ErrorCode.ParseError, MCP_MESSAGES.notJson);
  }
  const messages = Array.isArray(body) ? body : [body];
  const calls = messages.filter(isToolCall).length;
  if (calls > 0) {
    const app = c.get('app');
    const limit = createAttemptLimit(app.bindings.kv, RATE_SCOPE, undefined, { max: app.config.agents.toolCallsPerClient });
    const client = clientOf(c);
    if (await limit.isLocked(client)) {
      c.header('Retry-After', String(WINDOW_SECONDS));
      const first = messages.find(isToolCall) as { id?: unknown };
      return rpcError(c, 429, -32000, MCP_MESSAGES.tooMany, first.id ?? null);
    }
    // Counting must not fail the call (KV refuses a second write to one key within a second).
    for (let i = 0; i < calls; i++) await limit.recordFailure(client).catch((error: unknown) => console.warn('[mcp] could not count a tool call', error));
  }

  const server = buildServer(c);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  const response = await transport.handleRequest(c.req.raw, { parsedBody: body });
  c.executionCtx.waitUntil(server.close().catch(() => {}));
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}
