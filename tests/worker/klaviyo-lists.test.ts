// Production needs no Klaviyo list id: with no KLAVIYO_*_LIST_ID the store
// finds each sign-up kind's list by name with GET /api/lists (klaviyo/openapi
// openapi/stable/apis/get_lists.json), answered by the twin as Klaviyo does; a name the
// account lacks fails the sign-up with the spec's message and subscribes nobody.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { KLAVIYO_REVISION } from '../../src/marketing/client/index.ts';
import worker from '../../src/worker/index.ts';
import { expectShape } from '../contract/shape.ts';
import listsFixture from './fixtures/klaviyo/lists.response.json';
import { emulator, ORIGIN } from './helpers.ts';

const NO_LIST_IDS = { KLAVIYO_NEWSLETTER_LIST_ID: '', KLAVIYO_SMS_LIST_ID: '', KLAVIYO_POPUP_LIST_ID: '', KLAVIYO_FORMS_LIST_ID: '' };
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function newsletter(email: string, vars: Record<string, string>) {
  const request = new Request(`${ORIGIN}/api/newsletter`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, email_opt_in: true, accept_legal: true, source: 'Footer' }),
  });
  return worker.fetch(request, { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());
}

async function subscriptionsOf(email: string) {
  const answer = (await (await emulator(`/__emulator/form-submissions?email=${encodeURIComponent(email)}`)).json()) as { subscriptions: { list: { id: string } | null }[] };
  return answer.subscriptions.map((s) => s.list?.id ?? null);
}

describe('GET /api/lists (the twin)', () => {
  it('answers the documented collection, filtered by name', async () => {
    const response = await emulator(`/marketing/api/lists?filter=${encodeURIComponent('any(name,["Newsletter","Website Forms"])')}`, {
      headers: { authorization: 'Klaviyo-API-Key local-marketing-key', revision: KLAVIYO_REVISION },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string; attributes: { name: string } }[] };
    expectShape(body, listsFixture);
    expect(body.data.map((list) => [list.id, list.attributes.name]).sort()).toEqual([
      ['Fm3kZc', 'Website Forms'],
      ['RnWs7Q', 'Newsletter'],
    ]);
    expect((await emulator('/marketing/api/lists', { headers: { revision: KLAVIYO_REVISION } })).status).toBe(401);
  });
});

describe('the store without list ids', () => {
  it('finds the newsletter list by its default name and subscribes to it', async () => {
    const email = `by-name-${unique()}@example.com`;
    const response = await newsletter(email, NO_LIST_IDS);
    expect(response.status).toBe(201);
    expect(await subscriptionsOf(email)).toEqual(['RnWs7Q']);
  });

  it('fails the sign-up with the spec’s message when the account has no list of that name, and subscribes nobody', async () => {
    const email = `no-such-list-${unique()}@example.com`;
    const response = await newsletter(email, { ...NO_LIST_IDS, KLAVIYO_NEWSLETTER_LIST_NAME: 'No Such List' });
    expect(response.status).toBe(502);
    expect(await subscriptionsOf(email)).toEqual([]);
  });
});
