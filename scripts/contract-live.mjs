// `npm run contract:live [-- --write]`: the twin checked against the real services. With a
// sandbox tenant's Commerce7 app credentials, a Builder space's public key and a Klaviyo
// test account's private key in the environment, it makes the store's calls against the
// real APIs and checks every answer against the same documented shapes the twin is held to
// (tests/contract/shape.ts over tests/worker/fixtures/). One line per step:
//   ok    the call answered as documented;
//   DIFF  a field, status or shape differs from the twin's (each printed with its call);
//   FAIL  the step could not run: no answer, or nothing to check (an empty catalogue, no
//         Builder entry, a null where the step needs a value). Given credentials, a step
//         that cannot run is a failure, never a silent pass;
//   skip  not asked for: the reason is printed (a write without --write, a login without a
//         test customer).
// Reads run by default. Writes run only with --write, on a throwaway test customer and
// profile it makes (contract-live+<time>@example.com): the customer, its login password,
// its consent record, a cart with one line, a Klaviyo profile import and a list
// subscription; the customer and the cart line are removed again, the Klaviyo profile
// stays in the test account (unsubscribed). Never run --write against a live tenant.
// `npm test` runs it with --write against the emulator on its own port
// (scripts/contract-emulator.mjs), so no step can rot unseen.
//
//   C7_LIVE_TENANT, C7_LIVE_APP_ID, C7_LIVE_APP_SECRET      [C7_LIVE_API_URL=https://api.commerce7.com/v1]
//   [C7_LIVE_CUSTOMER_EMAIL, C7_LIVE_CUSTOMER_PASSWORD]     a test customer to sign in as (read only)
//   [CONSENT_METADATA_FIELD=storefront-consent]             the store's consent field (docs/configuration.md)
//   BUILDER_LIVE_PUBLIC_KEY                                 [BUILDER_LIVE_API_URL=https://cdn.builder.io]
//   KLAVIYO_LIVE_PRIVATE_KEY                                [KLAVIYO_LIVE_API_URL=https://a.klaviyo.com]
//
// Exit code: 0 when every step that ran matched (or nothing is configured), 1 when a
// difference was found, 2 when a step could not run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shapeProblems } from '../tests/contract/shape.ts';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixture = (file) => JSON.parse(readFileSync(path.join(root, 'tests/worker/fixtures', file), 'utf8'));
const env = process.env;
const WRITE = process.argv.includes('--write');

const SERVICES = {
  commerce7: {
    label: "Commerce7 (a sandbox tenant's app: Customer, Product, Cart, Club, Club Membership and Inventory Location permissions)",
    vars: ['C7_LIVE_TENANT', 'C7_LIVE_APP_ID', 'C7_LIVE_APP_SECRET'],
  },
  builder: { label: "Builder (a space's public API key)", vars: ['BUILDER_LIVE_PUBLIC_KEY'] },
  klaviyo: { label: "Klaviyo (a test account's private key: lists read, profiles, lists and subscriptions write)", vars: ['KLAVIYO_LIVE_PRIVATE_KEY'] },
};
const ready = Object.entries(SERVICES).filter(([, service]) => service.vars.every((name) => env[name]?.trim()));
if (ready.length === 0) {
  console.log('contract:live checks the twin against the real services; it needs, for each service to check:');
  for (const service of Object.values(SERVICES)) console.log(`  ${service.label}: ${service.vars.join(', ')}`);
  console.log('  and, to sign in (customer/login, customer/self) without --write: a test customer, C7_LIVE_CUSTOMER_EMAIL and C7_LIVE_CUSTOMER_PASSWORD');
  console.log('None is set: nothing to check.');
  process.exit(0);
}

// The store's own code for what it sends: the consent record's format and field, Klaviyo's bodies and revision.
const [{ formatConsent }, { DEFAULT_CUSTOMER_SETTINGS }, klaviyoClient] = await Promise.all([
  importTs('src/analytics/consent/record.ts'),
  importTs('src/commerce/customers.ts'),
  importTs('src/marketing/client/klaviyo.ts'),
]);

const tally = { ok: 0, diff: 0, failed: 0, skipped: 0 };
const say = (mark, call, text) => console.log(`  ${mark.padEnd(4)}  ${call}${text ? `: ${text}` : ''}`);

/** A step that has nothing to check, or lacks what an earlier step should have given it. */
class CannotRun extends Error {}
/** A step not asked for (a write without --write). */
class Skipped extends Error {}
/** The call answered with an error status, already recorded as a difference: the step stops there. */
class Stopped extends Error {}

const WRITE_SKIP = 'writes, and the reads of what they made, run only with --write, against a sandbox tenant and test account';

/** The value a step needs: null, absent or an empty list means it cannot check anything. */
function need(value, what) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    throw new CannotRun(`${what} came back ${value === null ? 'null' : Array.isArray(value) ? 'empty' : 'missing'}`);
  }
  return value;
}

/**
 * One step: `fn` makes its calls through `ask` and adds what differs through `differ`.
 * Answers what `fn` returns, or undefined when the step did not finish.
 */
async function step(call, fn) {
  const problems = [];
  const differ = (list) => problems.push(...(Array.isArray(list) ? list : [list]));
  /** One call; a status other than the twin's is a difference, and an error status ends the step. */
  const ask = async (base, pathAndQuery, init, twinStatus) => {
    let response;
    try {
      response = await fetch(`${base}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new CannotRun(`no answer (${error.message})`);
    }
    const text = await response.text();
    let body = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (response.status !== twinStatus) {
      differ(`status ${response.status} (the twin answers ${twinStatus})${body?.message ? ` "${body.message}"` : ''}${body?.errors?.[0]?.detail ? ` "${body.errors[0].detail}"` : ''}`);
      if (!response.ok) throw new Stopped();
    }
    return body;
  };
  try {
    const value = await fn({ ask, differ });
    report(call, problems);
    return value;
  } catch (error) {
    if (error instanceof Stopped) return void report(call, problems);
    if (error instanceof Skipped) {
      tally.skipped++;
      return void say('skip', call, error.message);
    }
    if (problems.length > 0) report(call, problems);
    tally.failed++;
    say('FAIL', call, error instanceof CannotRun ? `cannot run: ${error.message}` : `cannot run: ${error.stack ?? error}`);
    return undefined;
  }
}

/** Items of one array share their problems: "$.products[3].seo" and "$.products[7].seo" are printed once, as [*]. */
function report(call, problems) {
  const unique = [...new Set(problems.map((problem) => problem.replace(/\[\d+\]/g, '[*]')))];
  if (unique.length === 0) {
    tally.ok++;
    return say('ok', call, 'matches the twin');
  }
  tally.diff++;
  for (const problem of unique) say('DIFF', call, problem);
}

/** A throwaway address no real customer or profile has. */
const throwawayEmail = () => `contract-live+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The widget keeps the login in the `customerToken` cookie and sends it back as it reads it
 * (Commerce7 design docs, "Securing a CMS Page"); the store writes that cookie through
 * encodeURIComponent (Hono's setCookie). A token with any other character would reach the
 * widget changed. Whether the widget decodes the cookie is unverified.
 */
const COOKIE_SAFE_TOKEN = /^[A-Za-z0-9._~-]+$/;

async function commerce7() {
  const base = (env.C7_LIVE_API_URL ?? 'https://api.commerce7.com/v1').replace(/\/+$/, '');
  const tenant = { tenant: env.C7_LIVE_TENANT, 'content-type': 'application/json' };
  const app = { ...tenant, authorization: `Basic ${Buffer.from(`${env.C7_LIVE_APP_ID}:${env.C7_LIVE_APP_SECRET}`).toString('base64')}` };
  const consentField = env.CONSENT_METADATA_FIELD?.trim() || DEFAULT_CUSTOMER_SETTINGS.consentField;
  const given = env.C7_LIVE_CUSTOMER_EMAIL?.trim() && env.C7_LIVE_CUSTOMER_PASSWORD ? { email: env.C7_LIVE_CUSTOMER_EMAIL.trim(), password: env.C7_LIVE_CUSTOMER_PASSWORD } : null;
  console.log(`\nCommerce7 ${base} (tenant ${env.C7_LIVE_TENANT}; ${WRITE ? 'with writes, on a throwaway customer' : 'reads only'})`);

  // Products (products.md): the for-web list, one product, one collection's list.
  const products = await step('GET /product/for-web?page=1&limit=50', async ({ ask, differ }) => {
    const body = await ask(base, '/product/for-web?page=1&limit=50', { headers: tenant }, 200);
    const items = need(need(body, 'the list')?.products, 'the catalogue ($.products)');
    differ([
      ...shapeProblems({ ...body, products: [] }, fixture('commerce7/product-for-web-list-all.json')),
      ...items.flatMap((p, i) => shapeProblems(p, fixture('commerce7/product-for-web-item.json'), {}, `$.products[${i}]`)),
    ]);
    return items;
  });
  const slug = products?.find((p) => typeof p?.slug === 'string')?.slug;
  const sku = products?.flatMap((p) => (Array.isArray(p?.variants) ? p.variants : [])).find((variant) => variant?.hasShipping !== false && typeof variant?.sku === 'string')?.sku;
  const product = await step('GET /product/slug/{slug}/for-web', async ({ ask, differ }) => {
    const body = need(await ask(base, `/product/slug/${encodeURIComponent(need(slug, 'a product slug from GET /product/for-web'))}/for-web`, { headers: tenant }, 200), 'the product');
    differ(shapeProblems(body, fixture('commerce7/product-for-web.json')));
    return body;
  });
  await step('GET /product/for-web?collectionSlug={slug}&limit=1', async ({ ask, differ }) => {
    const collectionSlug = need(need(product?.collections, "the product's collections")[0]?.slug, "the product's first collection's slug");
    const body = need(await ask(base, `/product/for-web?collectionSlug=${encodeURIComponent(collectionSlug)}&limit=1`, { headers: tenant }, 200), 'the list');
    differ([
      ...shapeProblems({ ...body, products: [] }, fixture('commerce7/product-for-web-list.json')),
      ...shapeProblems(need(body.collection, '$.collection'), fixture('commerce7/collection.json'), {}, '$.collection'),
    ]);
  });

  // Inventory locations (inventory-location.md): the store finds the web ship location.
  await step('GET /inventory-location', async ({ ask, differ }) => {
    const body = await ask(base, '/inventory-location', { headers: app }, 200);
    const items = need(body?.inventoryLocations, '$.inventoryLocations');
    if (!Array.isArray(items)) return differ(`$.inventoryLocations: documented as array, got ${typeof items}`);
    differ(items.flatMap((l, i) => shapeProblems(l, fixture('commerce7/inventory-location.json'), {}, `$.inventoryLocations[${i}]`)));
    if (!items.some((l) => l?.isWebShipLocation === true)) differ('no location has isWebShipLocation: true (the store would refuse to judge stock without C7_WINE_SHIPPING_LOCATION)');
  });

  // Clubs (clubs.md) and one membership (club-memberships.md), read only.
  const clubs = await step('GET /club', async ({ ask, differ }) => {
    const items = need((await ask(base, '/club', { headers: app }, 200))?.clubs, 'the clubs ($.clubs)');
    differ(items.flatMap((club, i) => shapeProblems(club, fixture('commerce7/club.json'), {}, `$.clubs[${i}]`)));
    return items;
  });
  await step('GET /club/{id}', async ({ ask, differ }) => {
    const id = need(clubs?.[0]?.id, 'a club id from GET /club');
    differ(shapeProblems(need(await ask(base, `/club/${encodeURIComponent(id)}`, { headers: app }, 200), 'the club'), fixture('commerce7/club.json')));
  });
  // club-memberships.md "List club memberships" documents q and clubId only: the first page as it comes.
  const membershipId = await step('GET /club-membership', async ({ ask, differ }) => {
    const items = need((await ask(base, '/club-membership', { headers: app }, 200))?.clubMemberships, 'the memberships ($.clubMemberships: the tenant needs one member)');
    differ(items.flatMap((m, i) => shapeProblems(m, fixture('commerce7/club-membership.json'), {}, `$.clubMemberships[${i}]`)));
    return items[0]?.id;
  });
  await step('GET /club-membership/{id}', async ({ ask, differ }) => {
    const id = need(membershipId, 'a membership id from GET /club-membership');
    differ(shapeProblems(need(await ask(base, `/club-membership/${encodeURIComponent(id)}`, { headers: app }, 200), 'the membership'), fixture('commerce7/club-membership.json')));
  });

  // Writes, on a throwaway customer (customers.md: created without the e-mail Commerce7 would send).
  const writeStep = (call, fn) =>
    step(call, async (tools) => {
      if (!WRITE) throw new Skipped(WRITE_SKIP);
      return fn(tools);
    });
  const email = throwawayEmail();
  const password = `Contract-${Date.now()}-live`;
  const customerId = await writeStep('POST /customer', async ({ ask, differ }) => {
    const body = need(
      await ask(base, '/customer', { method: 'POST', headers: app, body: JSON.stringify({ firstName: 'Contract', lastName: 'Live', emails: [{ email }], isSendTransactionEmail: false }) }, 201),
      'the customer',
    );
    differ(shapeProblems(body, fixture('commerce7/customer.json')));
    return need(body.id, '$.id');
  });
  try {
    await writeStep('GET /customer/{id}', async ({ ask, differ }) => {
      const id = need(customerId, 'the test customer from POST /customer');
      differ(shapeProblems(need(await ask(base, `/customer/${id}`, { headers: app }, 200), 'the customer'), fixture('commerce7/customer.json')));
    });
    // The store's sign-up sets the login password so (src/commerce/customers.ts setPassword: unverified, no public source).
    if (!given) {
      await writeStep('PUT /customer/{id} {password}', async ({ ask, differ }) => {
        const id = need(customerId, 'the test customer from POST /customer');
        differ(shapeProblems(need(await ask(base, `/customer/${id}`, { method: 'PUT', headers: app, body: JSON.stringify({ password }) }, 200), 'the customer'), fixture('commerce7/customer.json')));
      });
    }
    // The consent record, as the store keeps it (src/commerce/customers.ts saveConsent): the
    // customer's metaData field, every other field sent back unchanged; then read back.
    const consent = formatConsent({ analytics: true, marketing: false, personalisation: true });
    await writeStep(`PUT /customer/{id} {metaData.${consentField}}`, async ({ ask, differ }) => {
      const id = need(customerId, 'the test customer from POST /customer');
      const current = need(await ask(base, `/customer/${id}`, { headers: app }, 200), 'the customer');
      const body = need(
        await ask(base, `/customer/${id}`, { method: 'PUT', headers: app, body: JSON.stringify({ metaData: { ...(current.metaData ?? {}), [consentField]: consent } }) }, 200),
        'the customer',
      );
      differ(shapeProblems(body, fixture('commerce7/customer.json')));
    });
    await writeStep(`GET /customer/{id} (the consent record read back)`, async ({ ask, differ }) => {
      const id = need(customerId, 'the test customer from POST /customer');
      const body = need(await ask(base, `/customer/${id}`, { headers: app }, 200), 'the customer');
      const stored = need(body.metaData, `$.metaData (the field ${consentField} must exist in the tenant's customer MetaData Config)`)[consentField];
      if (stored !== consent) differ(`$.metaData.${consentField}: "${stored}" read back, "${consent}" written`);
    });

    // A cart the store makes is the widget's cart (the shared cartId cookie, storefront spec sections 4 and 9).
    const cartId = await writeStep('POST /cart', async ({ ask, differ }) => {
      const body = need(await ask(base, '/cart', { method: 'POST', headers: tenant, body: JSON.stringify({ channel: 'Web' }) }, 201), 'the cart');
      differ(shapeProblems(body, fixture('commerce7/cart.json')));
      return need(body.id, '$.id');
    });
    await writeStep('POST /cart/{id}/item', async ({ ask, differ }) => {
      const id = need(cartId, 'a cart from POST /cart');
      const body = need(
        await ask(base, `/cart/${id}/item`, { method: 'POST', headers: tenant, body: JSON.stringify({ sku: need(sku, 'a shippable sku from GET /product/for-web'), quantity: 1 }) }, 200),
        'the cart',
      );
      differ([...shapeProblems(body, fixture('commerce7/cart.json')), ...(need(body.items, '$.items').some((item) => item?.sku === sku) ? [] : [`$.items: ${sku} is not in the cart`])]);
    });

    // Signing in: customer/login answers { token, customer } (storefront spec 7; RawLoginSchema),
    // and customer/self takes that token as Authorization with tenant, as the widget sends it.
    const login = given ?? (WRITE ? { email, password, cartId } : null);
    const signedIn = await step('POST /customer/login', async ({ ask, differ }) => {
      if (!login) throw new Skipped('needs a test customer: C7_LIVE_CUSTOMER_EMAIL and C7_LIVE_CUSTOMER_PASSWORD, or --write to make a throwaway one');
      const body = need(await ask(base, '/customer/login', { method: 'POST', headers: tenant, body: JSON.stringify(login) }, 200), 'the login');
      const token = need(body.token, '$.token');
      if (typeof token !== 'string' || !COOKIE_SAFE_TOKEN.test(token))
        differ(`$.token: ${typeof token === 'string' ? 'has characters the customerToken cookie would encode (the widget would read another value)' : `documented as string, got ${typeof token}`}`);
      differ(shapeProblems(need(body.customer, '$.customer'), fixture('commerce7/customer.json'), {}, '$.customer'));
      return { token, customerId: body.customer.id };
    });
    await step('GET /customer/self', async ({ ask, differ }) => {
      if (!login) throw new Skipped('needs the token of POST /customer/login');
      const { token, customerId: id } = need(signedIn, 'a token from POST /customer/login');
      const body = need(await ask(base, '/customer/self', { headers: { ...tenant, authorization: token } }, 200), 'the customer');
      differ(shapeProblems(body, fixture('commerce7/customer.json')));
      if (body.id !== id) differ(`$.id: ${body.id}, not the signed-in customer ${id}`);
    });
    await writeStep('GET /cart/{id}', async ({ ask, differ }) => {
      const id = need(cartId, 'a cart from POST /cart');
      const body = need(await ask(base, `/cart/${id}`, { headers: tenant }, 200), 'the cart');
      differ(shapeProblems(body, fixture('commerce7/cart.json')));
      // Unverified: that a login given the cart id makes it the customer's (the store's sign-in relies on it).
      if (signedIn && !given && body.customerId !== signedIn.customerId) differ(`$.customerId: ${body.customerId}, not the customer who signed in with the cart id`);
    });
    await writeStep('DELETE /cart/{id}/item/{sku}', async ({ ask, differ }) => {
      const id = need(cartId, 'a cart from POST /cart');
      const body = need(await ask(base, `/cart/${id}/item/${encodeURIComponent(need(sku, 'a shippable sku'))}`, { method: 'DELETE', headers: tenant }, 200), 'the cart');
      differ([...shapeProblems(body, fixture('commerce7/cart.json')), ...(body.items?.length ? ['$.items: the line is still in the cart'] : [])]);
    });
  } finally {
    await writeStep('DELETE /customer/{id}', async ({ ask }) => {
      await ask(base, `/customer/${need(customerId, 'the test customer from POST /customer')}`, { method: 'DELETE', headers: app }, 204);
    });
  }
}

async function builder() {
  const base = (env.BUILDER_LIVE_API_URL ?? 'https://cdn.builder.io').replace(/\/+$/, '');
  const key = encodeURIComponent(env.BUILDER_LIVE_PUBLIC_KEY);
  console.log(`\nBuilder ${base}`);
  const entry = fixture('builder/builder-content-entry.json');
  for (const [model, file, limit] of [
    ['page', null, 1],
    ['c-7-products-data', 'builder/c-7-products-data-entry.json', 50],
  ]) {
    await step(`GET /api/v3/content/${model}?limit=${limit}`, async ({ ask, differ }) => {
      const body = await ask(base, `/api/v3/content/${model}?apiKey=${key}&limit=${limit}`, {}, 200);
      const results = need(body?.results, `$.results (no published ${model} entry)`);
      if (!Array.isArray(results)) return differ(`$.results: documented as array, got ${typeof results}`);
      results.forEach((item, i) => need(item?.data, `$.results[${i}].data`));
      differ(
        results.flatMap((item, i) => [
          ...shapeProblems({ ...item, data: null }, entry, {}, `$.results[${i}]`),
          ...(file ? shapeProblems(item, fixture(file), { partial: true }, `$.results[${i}]`) : []),
        ]),
      );
    });
  }
}

async function klaviyo() {
  const base = (env.KLAVIYO_LIVE_API_URL ?? 'https://a.klaviyo.com').replace(/\/+$/, '');
  const { KLAVIYO_REVISION, KLAVIYO_PATHS, profileImportBody, subscribeBody } = klaviyoClient;
  const headers = { authorization: `Klaviyo-API-Key ${env.KLAVIYO_LIVE_PRIVATE_KEY}`, revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json', 'content-type': 'application/vnd.api+json' };
  console.log(`\nKlaviyo ${base} (revision ${KLAVIYO_REVISION}; ${WRITE ? 'with writes, on a throwaway profile' : 'reads only'})`);
  const listId = await step('GET /api/lists', async ({ ask, differ }) => {
    const body = need(await ask(base, '/api/lists', { headers }, 200), 'the lists');
    differ(shapeProblems(body, fixture('klaviyo/lists.response.json')));
    return need(need(body.data, '$.data (the account has no list)')[0]?.id, '$.data[0].id');
  });
  const email = throwawayEmail();
  const writeStep = (call, fn) =>
    step(call, async (tools) => {
      if (!WRITE) throw new Skipped(WRITE_SKIP);
      return fn(tools);
    });
  // The store's own body (src/marketing/client/klaviyo.ts), checked against the documented request too.
  await writeStep(`POST ${KLAVIYO_PATHS.profileImport}`, async ({ ask, differ }) => {
    const request = profileImportBody({ email, first_name: 'Contract', last_name: 'Live', properties: { source: 'contract:live' } });
    differ(shapeProblems(request, fixture('klaviyo/profile-import.request.json'), { partial: true }, 'request $'));
    const body = need(await ask(base, KLAVIYO_PATHS.profileImport, { method: 'POST', headers, body: JSON.stringify(request) }, 201), 'the profile');
    differ(shapeProblems(body, fixture('klaviyo/profile-import.response.json')));
    need(body.data?.id, '$.data.id');
  });
  await writeStep(`POST ${KLAVIYO_PATHS.subscribe}`, async ({ ask, differ }) => {
    const body = await ask(
      base,
      KLAVIYO_PATHS.subscribe,
      { method: 'POST', headers, body: JSON.stringify(subscribeBody({ listId: need(listId, 'a list id from GET /api/lists'), email, emailMarketing: true, customSource: 'contract:live' })) },
      202,
    );
    if (body !== null) differ('the 202 has a body (the twin sends none)');
  });
  // bulk_unsubscribe_profiles.json: the throwaway profile leaves the list again.
  await writeStep('POST /api/profile-subscription-bulk-delete-jobs', async ({ ask, differ }) => {
    const unsubscribe = { type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } } } };
    const body = await ask(
      base,
      '/api/profile-subscription-bulk-delete-jobs',
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: {
            type: 'profile-subscription-bulk-delete-job',
            attributes: { profiles: { data: [unsubscribe] } },
            relationships: { list: { data: { type: 'list', id: need(listId, 'a list id from GET /api/lists') } } },
          },
        }),
      },
      202,
    );
    if (body !== null) differ('the 202 has a body (the twin sends none)');
  });
}

const RUN = { commerce7, builder, klaviyo };
for (const name of Object.keys(SERVICES)) if (!ready.some(([n]) => n === name)) console.log(`(${name} not checked: set ${SERVICES[name].vars.join(', ')})`);
for (const [name] of ready) await RUN[name]();

const { ok, diff, failed, skipped } = tally;
console.log(`\n${ok} step(s) matched the twin, ${diff} with differences, ${failed} could not run, ${skipped} skipped.`);
if (skipped > 0) console.log(`Not a full check: ${skipped} step(s) skipped (each says why above).`);
process.exit(failed ? 2 : diff ? 1 : 0);
