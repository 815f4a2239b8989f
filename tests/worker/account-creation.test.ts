// Creating an account: Commerce7 documents no API way to set a new
// customer's login password (skynet-watcher/Commerce7 docs/developer/resources/customers.md:
// POST /customer takes none, and no call sets one). With the platform's widget (production:
// no PAYMENT_TOKENIZER_SCRIPT_URL) the store creates no account itself: its API says that
// accounts are created on the widget's account page (the profile route of COMMERCE_WIDGET_ROUTES, default /account)
// and sends nothing to Commerce7.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '../../src/commerce/rules/register.schema.ts';
import worker from '../../src/worker/index.ts';
import { commerceCalls, ORIGIN, recordedRequests, startRecording, stopRecording, PRODUCTION_VARS } from './helpers.ts';

const PRODUCTION = PRODUCTION_VARS;
const SIGN_UP = { firstName: 'Ada', lastName: 'Lovelace', email: 'widget-only@example.com', password: 'Vintage-2026', birthDate: '1990-05-01' };

function register(vars: Record<string, string>) {
  const request = new Request(`${ORIGIN}/api/customer/register`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(SIGN_UP) });
  return worker.fetch(request, { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());
}

afterEach(stopRecording);

describe('POST /api/customer/register with the platform widget', () => {
  it('creates nothing and says the account is created on the widget’s account page', async () => {
    await startRecording();
    const response = await register(PRODUCTION);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: REGISTER_MESSAGES.createInWidget, accountUrl: '/account' });
    expect(commerceCalls(await recordedRequests())).toEqual([]);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('customerToken='))).toBe(false);
  });

  it("points to the account page Commerce7's routing names", async () => {
    const response = await register({ ...PRODUCTION, COMMERCE_WIDGET_ROUTES: 'profile=/my-account' });
    expect(await response.json()).toMatchObject({ accountUrl: '/my-account' });
  });
});
