// `npm run contract:live`: the twin checked against the real services. With a sandbox
// tenant's Commerce7 app credentials, a Builder space's public key and a Klaviyo test
// account's private key in the environment, it makes the contract tests' calls against the
// real APIs (reads; then a test customer, a cart line and a list subscription, created and
// removed again) and checks every answer against the same documented shapes the twin is
// held to (tests/contract/shape.ts over tests/worker/fixtures/): each field, status or
// shape where the real answer differs from the twin's is printed with the call that showed
// it. Without credentials it says which it needs and exits 0. Never part of `npm test`.
//
//   C7_LIVE_TENANT, C7_LIVE_APP_ID, C7_LIVE_APP_SECRET      [C7_LIVE_API_URL=https://api.commerce7.com/v1]
//   BUILDER_LIVE_PUBLIC_KEY                                 [BUILDER_LIVE_API_URL=https://cdn.builder.io]
//   KLAVIYO_LIVE_PRIVATE_KEY                                [KLAVIYO_LIVE_API_URL=https://a.klaviyo.com]
//
// Exit code: 0 when every configured service matches (or none is configured), 1 when a
// difference was found, 2 when a call could not be made at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shapeProblems } from '../tests/contract/shape.ts';

const root = path.resolve(import.meta.dirname, '..');
const fixture = (file) => JSON.parse(readFileSync(path.join(root, 'tests/worker/fixtures', file), 'utf8'));
const env = process.env;

const SERVICES = {
  commerce7: { label: "Commerce7 (a sandbox tenant's app: Customer, Product, Cart, Club and Inventory Location permissions)", vars: ['C7_LIVE_TENANT', 'C7_LIVE_APP_ID', 'C7_LIVE_APP_SECRET'] },
  builder: { label: "Builder (a space's public API key)", vars: ['BUILDER_LIVE_PUBLIC_KEY'] },
  klaviyo: { label: "Klaviyo (a test account's private key: lists read, subscriptions and profiles write)", vars: ['KLAVIYO_LIVE_PRIVATE_KEY'] },
};
const ready = Object.entries(SERVICES).filter(([, service]) => service.vars.every((name) => env[name]?.trim()));
if (ready.length === 0) {
  console.log('contract:live checks the twin against the real services; it needs, for each service to check:');
  for (const service of Object.values(SERVICES)) console.log(`  ${service.label}: ${service.vars.join(', ')}`);
  console.log('None is set: nothing to check.');
  process.exit(0);
}

let differences = 0;
let broken = 0;
const say = (mark, call, text) => console.log(`${mark} ${call}${text ? `: ${text}` : ''}`);

/** Items of one array share their problems: "$.products[3].seo" and "$.products[7].seo" are printed once, as [*]. */
function report(call, problems) {
  const unique = [...new Set(problems.map((problem) => problem.replace(/\[\d+\]/g, '[*]')))];
  if (unique.length === 0) return say('  ok  ', call, 'matches the twin');
  differences += unique.length;
  for (const problem of unique) say('  DIFF', call, problem);
}

/** One call; a status other than the twin's is a difference. Answers { status, body } or null when it could not be made. */
async function request(base, call, init, twinStatus) {
  const [method, pathAndQuery] = call.split(' ');
  let response;
  try {
    response = await fetch(`${base}${pathAndQuery}`, { method, ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    broken++;
    say('  FAIL', call, `no answer (${error.message})`);
    return null;
  }
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status !== twinStatus) {
    differences++;
    say('  DIFF', call, `status ${response.status} (the twin answers ${twinStatus})${body?.message ? ` "${body.message}"` : ''}${body?.errors?.[0]?.detail ? ` "${body.errors[0].detail}"` : ''}`);
    return null;
  }
  return { status: response.status, body };
}

async function commerce7() {
  const base = (env.C7_LIVE_API_URL ?? 'https://api.commerce7.com/v1').replace(/\/+$/, '');
  const tenant = { tenant: env.C7_LIVE_TENANT, 'content-type': 'application/json' };
  const app = { ...tenant, authorization: `Basic ${Buffer.from(`${env.C7_LIVE_APP_ID}:${env.C7_LIVE_APP_SECRET}`).toString('base64')}` };
  console.log(`\nCommerce7 ${base} (tenant ${env.C7_LIVE_TENANT})`);

  let call = 'GET /product/for-web?page=1&limit=50';
  const list = await request(base, call, { headers: tenant }, 200);
  let firstSlug;
  let sku;
  if (list) {
    const products = Array.isArray(list.body?.products) ? list.body.products : [];
    report(call, [...shapeProblems({ ...list.body, products: [] }, fixture('commerce7/product-for-web-list-all.json')), ...products.flatMap((p, i) => shapeProblems(p, fixture('commerce7/product-for-web-item.json'), {}, `$.products[${i}]`))]);
    firstSlug = products.find((p) => typeof p?.slug === 'string')?.slug;
    sku = products.flatMap((p) => (Array.isArray(p?.variants) ? p.variants : [])).find((v) => v?.hasShipping !== false && typeof v?.sku === 'string')?.sku;
  }
  if (firstSlug) {
    call = `GET /product/slug/${firstSlug}/for-web`;
    const one = await request(base, call, { headers: tenant }, 200);
    if (one) {
      report(call, shapeProblems(one.body, fixture('commerce7/product-for-web.json')));
      const collectionSlug = Array.isArray(one.body?.collections) ? one.body.collections[0]?.slug : undefined;
      if (collectionSlug) {
        call = `GET /product/for-web?collectionSlug=${collectionSlug}&limit=1`;
        const byCollection = await request(base, call, { headers: tenant }, 200);
        if (byCollection) report(call, [...shapeProblems({ ...byCollection.body, products: [] }, fixture('commerce7/product-for-web-list.json')), ...shapeProblems(byCollection.body?.collection, fixture('commerce7/collection.json'), {}, '$.collection')]);
      }
    }
  }

  call = 'GET /inventory-location';
  const locations = await request(base, call, { headers: app }, 200);
  if (locations) {
    const items = Array.isArray(locations.body?.inventoryLocations) ? locations.body.inventoryLocations : null;
    const problems = items ? items.flatMap((l, i) => shapeProblems(l, fixture('commerce7/inventory-location.json'), {}, `$.inventoryLocations[${i}]`)) : ['$.inventoryLocations: documented as array, got ' + typeof locations.body?.inventoryLocations];
    if (items && !items.some((l) => l?.isWebShipLocation === true)) problems.push('no location has isWebShipLocation: true (the store would refuse to judge stock without C7_WINE_SHIPPING_LOCATION)');
    report(call, problems);
  }

  call = 'GET /club';
  const clubs = await request(base, call, { headers: app }, 200);
  if (clubs) report(call, (Array.isArray(clubs.body?.clubs) ? clubs.body.clubs : []).flatMap((club, i) => shapeProblems(club, fixture('commerce7/club.json'), {}, `$.clubs[${i}]`)));

  // A test customer and a cart line, removed again.
  const email = `contract-live+${Date.now()}@example.com`;
  call = 'POST /customer';
  const created = await request(base, call, { headers: app, body: JSON.stringify({ firstName: 'Contract', lastName: 'Live', emails: [{ email }], isSendTransactionEmail: false }) }, 201);
  const customerId = created?.body?.id;
  if (created) report(call, shapeProblems(created.body, fixture('commerce7/customer.json')));
  try {
    if (customerId) {
      call = 'GET /customer/{id}';
      const read = await request(base, `GET /customer/${customerId}`, { headers: app }, 200);
      if (read) report(call, shapeProblems(read.body, fixture('commerce7/customer.json')));
    }
    call = 'POST /cart';
    const cart = await request(base, call, { headers: tenant, body: JSON.stringify({ channel: 'Web', ...(customerId ? { customerId } : {}) }) }, 201);
    if (cart) report(call, shapeProblems(cart.body, fixture('commerce7/cart.json')));
    if (cart?.body?.id && sku) {
      call = 'POST /cart/{id}/item';
      const added = await request(base, `POST /cart/${cart.body.id}/item`, { headers: tenant, body: JSON.stringify({ sku, quantity: 1 }) }, 200);
      if (added) report(call, shapeProblems(added.body, fixture('commerce7/cart.json')));
      call = 'DELETE /cart/{id}/item/{sku}';
      const removed = await request(base, `DELETE /cart/${cart.body.id}/item/${encodeURIComponent(sku)}`, { headers: tenant }, 200);
      if (removed) report(call, [...shapeProblems(removed.body, fixture('commerce7/cart.json')), ...(removed.body?.items?.length ? ['$.items: the line is still in the cart'] : [])]);
    }
  } finally {
    if (customerId) {
      call = 'DELETE /customer/{id}';
      const deleted = await request(base, `DELETE /customer/${customerId}`, { headers: app }, 204);
      if (deleted) say('  ok  ', call, 'the test customer is removed');
    }
  }
}

async function builder() {
  const base = (env.BUILDER_LIVE_API_URL ?? 'https://cdn.builder.io').replace(/\/+$/, '');
  const key = encodeURIComponent(env.BUILDER_LIVE_PUBLIC_KEY);
  console.log(`\nBuilder ${base}`);
  for (const [model, file] of [['page', null], ['c-7-products-data', 'builder/c-7-products-data-entry.json']]) {
    const call = `GET /api/v3/content/${model}?limit=1`;
    const answer = await request(base, `GET /api/v3/content/${model}?apiKey=${key}&limit=1`, {}, 200);
    if (!answer) continue;
    const results = Array.isArray(answer.body?.results) ? answer.body.results : null;
    if (!results) {
      report(call, ['$.results: documented as array, got ' + typeof answer.body?.results]);
      continue;
    }
    const entry = fixture('builder/builder-content-entry.json');
    report(call, results.flatMap((item, i) => [...shapeProblems({ ...item, data: null }, entry, {}, `$.results[${i}]`), ...(file ? shapeProblems(item, fixture(file), { partial: true }, `$.results[${i}]`) : [])]));
  }
}

async function klaviyo() {
  const base = (env.KLAVIYO_LIVE_API_URL ?? 'https://a.klaviyo.com').replace(/\/+$/, '');
  const { KLAVIYO_REVISION } = await import('../src/marketing/client/klaviyo.ts');
  const headers = { authorization: `Klaviyo-API-Key ${env.KLAVIYO_LIVE_PRIVATE_KEY}`, revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json', 'content-type': 'application/vnd.api+json' };
  console.log(`\nKlaviyo ${base} (revision ${KLAVIYO_REVISION})`);
  let call = 'GET /api/lists';
  const lists = await request(base, call, { headers }, 200);
  if (!lists) return;
  report(call, shapeProblems(lists.body, fixture('klaviyo/lists.response.json')));
  const listId = lists.body?.data?.[0]?.id;
  if (!listId) return say('  skip', 'POST /api/profile-subscription-bulk-create-jobs', 'the account has no list to subscribe to');
  const email = `contract-live+${Date.now()}@example.com`;
  const profile = { type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } };
  call = 'POST /api/profile-subscription-bulk-create-jobs';
  const subscribed = await request(base, call, { headers, body: JSON.stringify({ data: { type: 'profile-subscription-bulk-create-job', attributes: { custom_source: 'contract:live', profiles: { data: [profile] } }, relationships: { list: { data: { type: 'list', id: listId } } } } }) }, 202);
  if (subscribed) report(call, subscribed.body === null ? [] : ['the 202 has a body (the twin sends none)']);
  call = 'POST /api/profile-subscription-bulk-delete-jobs';
  const unsubscribe = { type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } } } };
  const removed = await request(base, call, { headers, body: JSON.stringify({ data: { type: 'profile-subscription-bulk-delete-job', attributes: { profiles: { data: [unsubscribe] } }, relationships: { list: { data: { type: 'list', id: listId } } } } }) }, 202);
  if (removed) report(call, removed.body === null ? [] : ['the 202 has a body (the twin sends none)']);
}

const RUN = { commerce7, builder, klaviyo };
for (const [name] of Object.entries(SERVICES)) if (!ready.some(([n]) => n === name)) console.log(`(${name} not checked: set ${SERVICES[name].vars.join(', ')})`);
for (const [name] of ready) await RUN[name]();
console.log(`\n${differences === 0 && broken === 0 ? 'No difference from the twin.' : `${differences} difference(s) from the twin${broken ? `, ${broken} call(s) without an answer` : ''}.`}`);
process.exit(broken ? 2 : differences ? 1 : 0);
