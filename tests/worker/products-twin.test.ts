// Products and page-builder content as the real services answer them (docs/real-services.md "What
// production answers"): the emulator's Commerce7 for-web answers checked against the documented
// objects, the join of each product to its c-7-products-data entry, and Builder's draft,
// symbol and reference rules.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createCommerce, type CommerceTransport } from '../../src/commerce/index.ts';
import { createContentClient } from '../../src/content/client/index.ts';
import seed from '../../src/generated/content-seed.json';
import { expectShape } from '../contract/shape.ts';
import contentEntryFixture from './fixtures/builder/builder-content-entry.json';
import pageEntryFixture from './fixtures/builder/c-7-products-data-entry.json';
import collectionFixture from './fixtures/commerce7/collection.json';
import productFixture from './fixtures/commerce7/product-for-web.json';
import listFixture from './fixtures/commerce7/product-for-web-list.json';
import itemFixture from './fixtures/commerce7/product-for-web-item.json';
import listAllFixture from './fixtures/commerce7/product-for-web-list-all.json';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { clearFaults, commerce, COMMERCE_APP, memoryCache, emulator, get, post, publish, setFault, unpublish } from './helpers.ts';

const SHIPPING_LOCATION = '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
const KEY = 'local-content-key';

type Json = Record<string, unknown>;
const forWeb = async (slug: string) => (await (await commerce(`/product/slug/${slug}/for-web`)).json()) as Json;
const content = async (model: string, query: string) => {
  const response = await emulator(`/content/api/v3/content/${model}?apiKey=${KEY}&${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Json[] }).results;
};

const seededEntries = (seed.entries as unknown as { id: string; model: string; data: Json }[]).filter((e) => e.model === 'c-7-products-data');

/** The storefront's commerce verbs against a backend (the emulator unless given), with the given page entries. */
function storefrontCommerce(entries: unknown[], fetcher: CommerceTransport['fetcher'] = (request) => backend.fetch(request)) {
  const reported: unknown[] = [];
  const transport: CommerceTransport = {
    apiUrl: 'https://emulator.internal/commerce/v1',
    tenant: 'triangle-ridge',
    app: COMMERCE_APP,
    fetcher,
    onUnauthorized: () => undefined,
    onCartNotFound: () => undefined,
    report: (error) => void reported.push(error),
  };
  return { commerce: createCommerce(transport, memoryCache(), { shippingLocation: SHIPPING_LOCATION }, { entries: async () => entries }), reported };
}

describe('Commerce7 products (emulator, against the documentation)', () => {
  it('answers product/slug/{slug}/for-web in the documented product shape, UUID ids, no page extras', async () => {
    const product = await forWeb('isosceles-2021');
    expectShape(product, productFixture);
    expect(product.id).toMatch(UUID);
    const [variant] = product.variants as Json[];
    expect(variant!.id).toMatch(UUID);
    expect((variant!.inventory as Json[])[0]!.inventoryLocationId).toBe(SHIPPING_LOCATION);
    for (const extra of ['builderProductPageSlug', 'accolades', 'soldOut', 'hideClubPrice', 'quantityLimit', 'quantityMultiplier']) expect(product).not.toHaveProperty(extra);
  });

  it('answers product/for-web with { products, total, collection }, each product and the collection as documented', async () => {
    const response = await commerce('/product/for-web?collectionSlug=gifts-accessories&page=1&limit=50');
    const list = (await response.json()) as { products: Json[]; total: number; collection: Json };
    expectShape(list, listFixture);
    expectShape(list.collection, collectionFixture);
    expect(list.collection.slug).toBe('gifts-accessories');
    expect(list.products.length).toBeGreaterThan(3);
    // Each item carries what the recorded real answer's items carry, and no more.
    for (const product of list.products) expectShape(product, itemFixture);
    expect(list.total).toBe(list.products.length);
  });

  it('answers product/for-web without a collectionSlug as the recording does: the collection is only { productCount }', async () => {
    const list = (await (await commerce('/product/for-web?page=1&limit=50')).json()) as { products: Json[]; total: number; collection: Json };
    expectShape(list, listAllFixture);
    expect(list.collection).toEqual({ productCount: list.total });
    for (const product of list.products) expectShape(product, itemFixture);
    // As recorded: no gallery, SEO, collections or metaData on an item; `wine` only on a wine, `giftCard` only on a gift card.
    const card = list.products.find((p) => p.slug === 'e-gift-card')!;
    expect(card).not.toHaveProperty('wine');
    expect(card.giftCard).toEqual({ type: 'Virtual' });
    const wine = list.products.find((p) => p.slug === 'isosceles-2021')!;
    expect(wine).not.toHaveProperty('giftCard');
    for (const absent of ['images', 'seo', 'collections', 'metaData']) expect(wine).not.toHaveProperty(absent);
  });

  it('refuses a page larger than 50', async () => {
    const response = await commerce('/product/for-web?limit=51');
    expect(response.status).toBe(400);
  });

  it('sends null where there is no data: a virtual gift card tracks no inventory, a wine without an image', async () => {
    const card = await forWeb('e-gift-card');
    expect((card.variants as Json[])[0]!.inventory).toBeNull();
    expect(card.giftCard).toEqual({ type: 'Virtual' });
    const library = await forWeb('chardonnay-2016-library');
    expect(library.image).toBeNull();
    expect(library.images).toEqual([]);
    expect(library.content).toBeNull();
    const map = await forWeb('estate-vineyard-map-print');
    expect(map.variants).toEqual([]);
    expect(map.subTitle).toBeNull();
  });

  it('judges a members-only product for the customer the request names (security.isValidUser)', async () => {
    const anonymous = await forWeb('apex-block-cabernet-sauvignon-2021');
    expect(anonymous.security).toEqual({ availableTo: 'Allocation' });
    const member = (await (await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email: 'member@example.com', password: 'Cellar-door-21' }) })).json()) as {
      customer: { id: string };
    };
    const judged = (await (await commerce(`/product/slug/apex-block-cabernet-sauvignon-2021/for-web?customerId=${member.customer.id}`)).json()) as Json;
    expect(judged.security).toEqual({ availableTo: 'Allocation', isValidUser: true });
  });

  it('every c-7-products-data entry names a seeded Commerce7 product by id and slug', async () => {
    expect(seededEntries.length).toBeGreaterThan(30);
    for (const entry of seededEntries.slice(0, 8)) {
      const product = await forWeb(String(entry.data.productSlug));
      expect(product.id).toBe(entry.data.productId);
    }
  });
});

describe('products joined to their c-7-products-data entries (storefront)', () => {
  it('a collection holding a virtual gift card (inventory null) renders with it', async () => {
    const response = await get('/collection/gifts-accessories');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Triangle Ridge e-Gift Card');
    expect(html).toContain('Bordeaux Glass Pair');
    // A product with no variant at all is listed as sold out.
    expect(html).toContain('Estate Vineyard Map Print is sold out');
    // Its page entry's badge shows on its card.
    expect(html).toMatch(/<p class="product-card__badge">New Release<\/p><h2 class="product-card__title"><a href="\/product\/estate-vineyard-map-print"/);
  });

  it('a collection page takes its editorial content from the collection model, its products from Commerce7', async () => {
    const html = await (await get('/collection/red-wines')).text();
    expect(html).toContain('Cabernet Sauvignon and its Bordeaux companions');
    expect(html).toContain('Isosceles 2021');
  });

  it('a Commerce7 collection without a collection entry still has its page; a slug that is neither is a 404', async () => {
    const entry = (seed.entries as unknown as Json[]).find((e) => e.id === 'collection-large-small-formats')!;
    await unpublish('collection-large-small-formats');
    try {
      const response = await get('/collection/large-small-formats');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Large &amp; Small Formats');
      expect(html).toContain('Isosceles 2021 Magnum');
      expect((await get('/collection/no-such-collection')).status).toBe(404);
    } finally {
      await publish(entry);
    }
  });

  it('a collection Commerce7 cannot give is shown as an error, never as an empty collection', async () => {
    await setFault('commerce', '500');
    try {
      const response = await get('/collection/library-wines');
      const html = await response.text();
      expect(html).toContain('Sorry, there has been an error.');
      expect(html).not.toContain('This collection is empty.');
    } finally {
      await clearFaults();
    }
  });

  it('a signed preview shows a product page with its c-7-products-data entry as drafted; visitors see it as published', async () => {
    const entry = (seed.entries as unknown as Json[]).find((e) => e.id === '5f8b21382f97a83d0c391c03253599f3')!;
    const drafted = { ...(entry.data as Json), accolades: [{ accoladesType: 'points', reviewPoints: 95, medalType: null, publication: 'Draft Review', productHeroOnly: true }] };
    await publish({ ...entry, draft: { data: drafted } });
    const path = '/product/viognier-2023';
    expect(await (await get(path)).text()).not.toContain('95 Points');
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, path, Math.floor(Date.now() / 1000) + 3600);
    const preview = await (await get(`${path}?preview=${encodeURIComponent(token)}`)).text();
    expect(preview).toContain('95 Points');
    await publish(entry);
  });

  it('reads the page extras from the entry: accolades on the hero, the promotion label', async () => {
    const iso = await (await get('/product/isosceles-2021')).text();
    expect(iso).toContain('97 Points');
    const merlot = await (await get('/product/merlot-2022')).text();
    expect(merlot).toContain('Holiday Offer');
  });

  it('a product without a c-7-products-data entry has no page and no card; the others stay', async () => {
    const withoutCorkscrew = seededEntries.filter((e) => e.data.productSlug !== 'sommelier-corkscrew');
    const { commerce: store } = storefrontCommerce(withoutCorkscrew);
    expect(await store.products.product('sommelier-corkscrew')).toBeNull();
    const gifts = await store.products.collection('gifts-accessories');
    expect(gifts.map((p) => p.slug)).not.toContain('sommelier-corkscrew');
    expect(gifts.map((p) => p.slug)).toContain('bordeaux-glass-pair');
    const { commerce: full } = storefrontCommerce(seededEntries);
    expect((await full.products.product('sommelier-corkscrew'))?.title).toBe('Sommelier Corkscrew');
  });

  it('the entry, not Commerce7, gives the page slug: an entry naming another page slug moves the page', async () => {
    const moved = seededEntries.map((e) => (e.data.productSlug === 'isosceles-2021' ? { ...e, data: { ...e.data, builderProductPageSlug: 'the-flagship' } } : e));
    const { commerce: store } = storefrontCommerce(moved);
    expect(await store.products.product('isosceles-2021')).toBeNull();
    const product = await store.products.product('the-flagship');
    expect(product?.slug).toBe('isosceles-2021');
    expect(product?.pageSlug).toBe('the-flagship');
  });

  it('an unknown product type, an unknown stock policy and a malformed product degrade that product only', async () => {
    const real = (await (await commerce('/product/for-web?collectionSlug=white-wines&limit=50')).json()) as { products: Json[]; total: number; collection: Json };
    const [first, second, third, ...rest] = real.products as [Json, Json, Json, ...Json[]];
    const newType = { ...first, type: 'Membership' };
    const newPolicy = { ...second, variants: (second.variants as Json[]).map((v) => ({ ...v, inventoryPolicy: 'Pre Order', inventory: [] })) };
    const broken = { ...third, variants: 'none' };
    const answer = { ...real, products: [newType, newPolicy, broken, ...rest] };
    const { commerce: store, reported } = storefrontCommerce(seededEntries, async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
    const products = await store.products.collection('white-wines');
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    expect(bySlug.get(String(first.slug))?.type).toBe('unknown');
    expect(bySlug.get(String(first.slug))?.variants.every((v) => !v.isAvailable)).toBe(true);
    // "Pre Order" is read as "Dont Sell": with no stock at the location it cannot be sold.
    expect(bySlug.get(String(second.slug))?.variants.every((v) => v.inventoryPolicy === 'Dont Sell' && !v.isAvailable)).toBe(true);
    expect(bySlug.has(String(third.slug))).toBe(false);
    expect(reported).toHaveLength(1);
    for (const other of rest) expect(bySlug.has(String(other.slug)), String(other.slug)).toBe(true);
  });
});

describe('the store reads the recorded real for-web answer (leftathome/nagus tablas_for_web.json)', () => {
  const withoutOwnKeys = (fixture: Record<string, unknown>) => Object.fromEntries(Object.entries(fixture).filter(([key]) => !key.startsWith('_')));
  const recordedItem = withoutOwnKeys(itemFixture) as Json;
  delete recordedItem.giftCard;
  delete recordedItem.security;
  // The recorded answer, its collection only { productCount }, with a seeded product's id and slug so a page entry joins it.
  const seededId = String(seededEntries[0]!.data.productId);
  const seededSlug = String(seededEntries[0]!.data.productSlug);
  const recordedAnswer = { ...withoutOwnKeys(listAllFixture), products: [{ ...recordedItem, id: seededId, slug: seededSlug }], total: 1, collection: { productCount: 1 } };
  const answering =
    (body: unknown): CommerceTransport['fetcher'] =>
    async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('lists the catalogue for the sitemap and the product picker, though the collection is only { productCount }', async () => {
    const { commerce: store, reported } = storefrontCommerce(seededEntries, answering(recordedAnswer));
    const pages = await store.products.pages();
    expect(pages).toEqual([{ pageSlug: String(seededEntries[0]!.data.builderProductPageSlug), productId: seededId, updatedAt: '2026-08-20T20:36:23.961Z' }]);
    const { products, total } = await store.products.list({ page: 1, limit: 50 });
    expect(total).toBe(1);
    // Without the fields the recording lacks: the image alone as the gallery, no SEO text, no collection links.
    expect(products[0]).toMatchObject({ id: seededId, images: [{ src: recordedItem.image }], image: recordedItem.image, seo: { title: null, description: null }, collections: [] });
    expect(reported).toEqual([]);
  });

  it('judges stock at the location Commerce7 marks "Web Ship Location" (GET /inventory-location) when no setting names one', async () => {
    const reported: unknown[] = [];
    const transport: CommerceTransport = {
      apiUrl: 'https://emulator.internal/commerce/v1',
      tenant: 'triangle-ridge',
      app: COMMERCE_APP,
      fetcher: (request) => backend.fetch(request),
      onUnauthorized: () => undefined,
      onCartNotFound: () => undefined,
      report: (error) => void reported.push(error),
    };
    const store = createCommerce(transport, memoryCache(), {}, { entries: async () => seededEntries });
    const locations = (await (await commerce('/inventory-location', { app: true })).json()) as { inventoryLocations: Json[]; total: number };
    // The twin lists a pickup-only tasting room first: taking the first location would sell nothing.
    expect(locations.inventoryLocations.map((l) => l.isWebShipLocation)).toEqual([false, true]);
    const wines = await store.products.collection('red-wines');
    expect(wines.length).toBeGreaterThan(3);
    expect(wines.some((wine) => wine.variants.some((variant) => variant.isAvailable))).toBe(true);
  });

  it('never shows every wine sold out for want of a ship location: no location marked, the collection is an error', async () => {
    const noWebShip = { inventoryLocations: [{ id: '9b2e7c41-6d3a-4f5e-8c19-2a7d4e6b1f03', title: 'Tasting Room', isWebShipLocation: false }], total: 1 };
    const fetcher: CommerceTransport['fetcher'] = async (request) =>
      new URL(request.url).pathname.endsWith('/inventory-location') ? new Response(JSON.stringify(noWebShip), { headers: { 'content-type': 'application/json' } }) : backend.fetch(request);
    const transport: CommerceTransport = {
      apiUrl: 'https://emulator.internal/commerce/v1',
      tenant: 'no-web-ship-tenant',
      app: COMMERCE_APP,
      fetcher,
      onUnauthorized: () => undefined,
      onCartNotFound: () => undefined,
      report: () => undefined,
    };
    const store = createCommerce(transport, memoryCache(), {}, { entries: async () => seededEntries });
    await expect(store.products.collection('red-wines')).rejects.toThrow(/Web Ship Location/);
  });
});

async function loginCookie(email: string) {
  const response = await post('/api/customer/login', { email, password: 'Cellar-door-21' });
  const token = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('customerToken='))!
    .split(';')[0]!;
  return `age_gate=false; ${token}`;
}

describe('members-only "Allocation" products, judged by the backend for the signed-in customer', () => {
  const path = '/product/apex-block-cabernet-sauvignon-2021';

  it('shows the members-only prompt to an anonymous visitor and to a customer the backend does not admit', async () => {
    // The prompt's words are the product's page entry's (allocation.label, description, ctaTitle, ctaUrl).
    const anonymous = await (await get(path)).text();
    expect(anonymous).toContain('Allocation Only');
    expect(anonymous).toContain('offered to Wine Society members each spring');
    expect(anonymous).toMatch(/href="\/club#choose-your-club"[^>]*>Join the Wine Society<\/a>/);
    expect(anonymous).not.toContain('data-island="add-to-cart"');
    const customer = await (await get(path, { cookie: await loginCookie('customer@example.com') })).text();
    expect(customer).toContain('Allocation Only');
  });

  it('sells it to the member the backend admits (the product call names their id), and the cart takes it', async () => {
    const cookie = await loginCookie('member@example.com');
    const html = await (await get(path, { cookie })).text();
    expect(html).not.toContain('Allocation Only');
    expect(html).toContain('data-island="add-to-cart"');
    const added = await post('/api/cart/items', { sku: 'APEX21-750', quantity: 1 }, { cookie });
    expect(added.status).toBe(200);
  });
});

describe('Builder content API (emulator, against the SDK and the docs)', () => {
  it('answers entries in the documented content shape', async () => {
    const [entry] = await content('c-7-products-data', 'limit=1&query.data.productSlug=%22merlot-2022%22');
    expectShape(entry, pageEntryFixture);
    expectShape({ ...entry, data: null }, contentEntryFixture);
  });

  it("returns a published entry's draft only through preview, overrides, cachebust and noCache", async () => {
    await publish({
      id: 'f00dfeed000000000000000000000001',
      model: 'page',
      name: 'Draft test',
      query: [{ property: 'urlPath', operator: 'is', value: '/draft-test' }],
      data: { title: 'Published title', url: '/draft-test' },
      draft: { data: { title: 'Draft title', url: '/draft-test' } },
    });
    const id = 'f00dfeed000000000000000000000001';
    const query = `limit=1&query.id=%22${id}%22`;
    expect((await content('page', query))[0]!.data).toMatchObject({ title: 'Published title' });
    expect((await content('page', `${query}&includeUnpublished=true`))[0]!.data).toMatchObject({ title: 'Published title' });
    expect((await content('page', `${query}&preview=page&overrides.page=${id}`))[0]!.data).toMatchObject({ title: 'Published title' });
    const draft = (await content('page', `${query}&preview=page&overrides.page=${id}&cachebust=true&noCache=true`))[0]!;
    expect(draft.data).toMatchObject({ title: 'Draft title' });
    expect(draft.published).toBe('draft');
  });

  it('adds never-published entries only with includeUnpublished', async () => {
    const id = 'f00dfeed000000000000000000000002';
    await publish({ id, model: 'page', name: 'Never published', published: 'draft', data: { title: 'Only a draft', url: '/never-published' } });
    expect(await content('page', `limit=1&query.id=%22${id}%22`)).toEqual([]);
    expect((await content('page', `limit=1&query.id=%22${id}%22&includeUnpublished=true`))[0]!.data).toMatchObject({ title: 'Only a draft' });
  });

  it('inlines symbols only with enrich=true (or noTraverse=false); includeRefs alone resolves references, not symbols', async () => {
    await publish({
      id: 'f00dfeed0000000000000000000000a1',
      model: 'symbol',
      name: 'Inline me',
      data: { blocks: [{ id: 'sym-text', component: { name: 'Text', options: { text: 'From the symbol' } } }] },
    });
    await publish({
      id: 'f00dfeed000000000000000000000003',
      model: 'page',
      name: 'Symbol page',
      data: {
        url: '/symbol-test',
        author: { '@type': '@builder.io/core:Reference', id: 'f00dfeed0000000000000000000000a1', model: 'symbol' },
        blocks: [{ id: 'sym', component: { name: 'Symbol', options: { symbol: { entry: 'f00dfeed0000000000000000000000a1', model: 'symbol' } } } }],
      },
    });
    const query = 'limit=1&query.id=%22f00dfeed000000000000000000000003%22';
    const symbolOf = (entry: Json) => (entry.data as { blocks: { component: { options: { symbol: Json } } }[] }).blocks[0]!.component.options.symbol;
    const plain = (await content('page', `${query}&includeRefs=true`))[0]!;
    expect(symbolOf(plain)).not.toHaveProperty('content');
    expect((plain.data as { author: Json }).author).toHaveProperty('value');
    expect(symbolOf((await content('page', `${query}&noTraverse=true&enrich=true`))[0]!)).toHaveProperty('content');
    expect(symbolOf((await content('page', `${query}&noTraverse=false`))[0]!)).toHaveProperty('content');
  });

  it("sends an entry's A/B variations beside its data, and the store renders the variation the visitor's cookie names", async () => {
    const id = 'f00dfeed000000000000000000000004';
    const text = (words: string) => [{ id: `t-${words.length}`, component: { name: 'Text', options: { text: `<p>${words}</p>` } } }];
    await publish({
      id,
      model: 'page',
      name: 'A/B page',
      query: [{ property: 'urlPath', operator: 'is', value: '/ab-test' }],
      data: { title: 'A/B', url: '/ab-test', blocks: text('The default variation') },
      variations: { f00dfeed0000000000000000000000b1: { id: 'f00dfeed0000000000000000000000b1', name: 'Variation B', testRatio: 0.5, data: { blocks: text('Variation B speaking') } } },
    });
    const [entry] = await content('page', `limit=1&query.id=%22${id}%22`);
    expect(Object.keys(entry!.variations as Json)).toEqual(['f00dfeed0000000000000000000000b1']);
    expect(entry!.data).not.toHaveProperty('__variations');
    // The default's share: what the variation leaves (packages/sdks-tests/src/specs/ab-test.ts).
    expect(entry!.testRatio).toBe(0.5);
    const withCookie = (variation: string) => get('/ab-test', { cookie: `age_gate=false; consent=v1.a1.m1.p1; builder.tests.${id}=${variation}` });
    const response = await withCookie(id);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The default variation');
    expect(await (await withCookie('f00dfeed0000000000000000000000b1')).text()).toContain('Variation B speaking');
  });

  it("the store's content client sends what the SDK sends, and previews a draft through overrides", async () => {
    const seen: string[] = [];
    const fetcher = (request: Request) => {
      seen.push(request.url);
      return backend.fetch(request);
    };
    const options = { apiUrl: 'https://emulator.internal/content', apiKey: KEY, fetcher, cache: memoryCache().deps, policy: memoryCache().policy };
    const id = 'f00dfeed000000000000000000000001';
    const published = await createContentClient({ ...options, preview: false }).getEntry('page', { query: { id } });
    expect(published?.data).toMatchObject({ title: 'Published title' });
    const url = new URL(seen[0]!);
    expect([...url.searchParams.keys()].slice(0, 6)).toEqual(['apiKey', 'limit', 'noTraverse', 'includeRefs', 'enrich', 'omit']);
    expect(url.searchParams.get('enrich')).toBe('true');
    expect(url.searchParams.get('omit')).toBe('meta.componentsUsed');
    expect(url.searchParams.get('query.id')).toBe(JSON.stringify(id));
    seen.length = 0;
    const previewed = await createContentClient({ ...options, preview: true }).getEntry('page', { query: { id } });
    expect(previewed?.data).toMatchObject({ title: 'Draft title' });
    const draftUrl = new URL(seen[1]!);
    expect(draftUrl.searchParams.get('preview')).toBe('page');
    expect(draftUrl.searchParams.get('overrides.page')).toBe(id);
    expect(draftUrl.searchParams.get('cachebust')).toBe('true');
    expect(draftUrl.searchParams.get('noCache')).toBe('true');
  });

  it("pages a model's entries 100 at a time", async () => {
    const seen: string[] = [];
    const fetcher = (request: Request) => {
      seen.push(request.url);
      return backend.fetch(request);
    };
    const client = createContentClient({ apiUrl: 'https://emulator.internal/content', apiKey: KEY, fetcher, cache: memoryCache().deps, policy: memoryCache().policy, preview: false });
    const entries = await client.getAllEntries('c-7-products-data');
    expect(entries.length).toBe(seededEntries.length);
    // The isolate may already hold the answer (the pages above read it); when asked, it asked for 100.
    for (const url of seen) expect(new URL(url).searchParams.get('limit')).toBe('100');
  });
});
