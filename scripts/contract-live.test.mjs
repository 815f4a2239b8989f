// contract:live never says "no difference" when it checked nothing: against a stand-in of a
// real service that answers an empty catalogue, no Builder entry or a null where a step
// needs a value, it names the step it could not run and exits 2. (The full run, every step
// against the emulator, is npm test's "contract:live against the emulator" step.)
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Each answer by path, as a service with nothing in it would give it. */
const ANSWERS = {
  '/c7/product/for-web': { products: [], total: 0, collection: { productCount: 0 } },
  '/builder-empty/api/v3/content/page': { results: [] },
  '/builder-null/api/v3/content/page': { results: [{ id: 'a', name: 'Home', modelId: 'page', published: 'published', data: null }] },
  '/builder-null/api/v3/content/c-7-products-data': { results: null },
};

let server;
let base;
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = ANSWERS[new URL(request.url, 'http://x').pathname];
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer ?? { message: 'Not found' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** contract:live with only these variables set; its exit code and what it printed. */
async function contractLive(vars, args = []) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(C7_LIVE_|BUILDER_LIVE_|KLAVIYO_LIVE_)/.test(name)));
  try {
    const { stdout } = await run(path.join(root, 'node_modules/.bin/node'), ['scripts/contract-live.mjs', ...args], { cwd: root, env: { ...clean, ...vars } });
    return { code: 0, stdout };
  } catch (error) {
    return { code: error.code, stdout: error.stdout };
  }
}

describe('contract:live', () => {
  it('without credentials says what it needs and exits 0', async () => {
    const { code, stdout } = await contractLive({});
    expect(code).toBe(0);
    expect(stdout).toContain('C7_LIVE_TENANT, C7_LIVE_APP_ID, C7_LIVE_APP_SECRET');
    expect(stdout).toContain('None is set: nothing to check.');
  });

  it('fails on an empty catalogue, and each step that needed a product cannot run either', async () => {
    const { code, stdout } = await contractLive({ C7_LIVE_TENANT: 't', C7_LIVE_APP_ID: 'a', C7_LIVE_APP_SECRET: 's', C7_LIVE_API_URL: `${base}/c7` });
    expect(code).toBe(2);
    expect(stdout).toMatch(/FAIL {2}GET \/product\/for-web\?page=1&limit=50: cannot run: the catalogue \(\$\.products\) came back empty/);
    expect(stdout).toMatch(/FAIL {2}GET \/product\/slug\/\{slug\}\/for-web: cannot run: a product slug from GET \/product\/for-web came back missing/);
    // Reads only: the writes say why they did not run, and the summary says the check is not full.
    expect(stdout).toMatch(/skip {2}POST \/customer: writes, and the reads of what they made, run only with --write/);
    expect(stdout).toMatch(/skip {2}POST \/customer\/login: needs a test customer/);
    expect(stdout).toContain('Not a full check');
    expect(stdout).not.toContain('  ok    GET /product/for-web');
  });

  it('fails when Builder has no entry, or an entry comes back with null data', async () => {
    const empty = await contractLive({ BUILDER_LIVE_PUBLIC_KEY: 'k', BUILDER_LIVE_API_URL: `${base}/builder-empty` });
    expect(empty.code).toBe(2);
    expect(empty.stdout).toMatch(/FAIL {2}GET \/api\/v3\/content\/page\?limit=1: cannot run: \$\.results \(no published page entry\) came back empty/);
    const nulls = await contractLive({ BUILDER_LIVE_PUBLIC_KEY: 'k', BUILDER_LIVE_API_URL: `${base}/builder-null` });
    expect(nulls.code).toBe(2);
    expect(nulls.stdout).toMatch(/FAIL {2}GET \/api\/v3\/content\/page\?limit=1: cannot run: \$\.results\[0\]\.data came back null/);
    expect(nulls.stdout).toMatch(/FAIL {2}GET \/api\/v3\/content\/c-7-products-data\?limit=50: cannot run: \$\.results \(no published c-7-products-data entry\) came back null/);
  });
});
