// The local emulator of the storefront's three backends (content, marketing, commerce)
// over D1. It migrates and seeds itself on first use, so a fresh clone needs no setup step.
import { Hono } from 'hono';
import { admin } from './admin/routes.ts';
import { faults } from './admin/faults.ts';
import { TEST_CARDS } from './commerce/checkout/payment.ts';
import { commerceApi } from './commerce/index.ts';
import { commerceSeedHash, seedCommerce } from './commerce/seed/index.ts';
import { contentApi } from './content/routes.ts';
import { CONTENT_SEED_HASH, seedContent } from './content/seed.ts';
import { migrate } from './db/migrate.ts';
import { gatewayApi } from './gateway/routes.ts';
import { hostedCheckout } from './hosted/routes.ts';
import { tagManagerStandIn } from './tag-manager/routes.ts';
import { recordingAdmin, recordRequests } from './admin/recording.ts';
import type { EmulatorEnv } from './env.ts';
import { marketingApi } from './marketing/routes.ts';
import { errorServiceApi } from './errors/routes.ts';
import { analyticsEngineStandIn } from './analytics-engine/routes.ts';
import { builderTrack, builderTrackAdmin } from './content/track.ts';

let ready: Promise<void> | undefined;

async function prepare(db: D1Database): Promise<void> {
  await migrate(db);
  const { results } = await db.prepare("SELECT key, value FROM emulator_meta WHERE key IN ('content_seed', 'commerce_seed')").all<{ key: string; value: string }>();
  const seeded = new Map(results.map((row) => [row.key, row.value]));
  if (seeded.get('content_seed') !== CONTENT_SEED_HASH) await seedContent(db);
  if (seeded.get('commerce_seed') !== (await commerceSeedHash())) await seedCommerce(db);
}

const app = new Hono<EmulatorEnv>();

app.use(async (c, next) => {
  ready ??= prepare(c.env.DB).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  await ready;
  await next();
});

app.get('/', (c) =>
  c.json({
    emulator: 'winery-emulator',
    services: {
      content: '/content/api/v3/content/{model}',
      marketing:
        "Klaviyo's server API at /marketing/api (revision 2026-07-15): POST /marketing/api/profile-subscription-bulk-create-jobs (202), POST /marketing/api/profile-import (201 created, 200 updated; 409 duplicate_profile when the phone belongs to another profile, e.g. +17075550100 is member@example.com's), POST /marketing/api/events (202), GET /marketing/api/lists (the lists, filter=any(name,[...]) or equals(name,...)), POST /marketing/api/profile-subscription-bulk-delete-jobs (202). Headers: Authorization: Klaviyo-API-Key MARKETING_API_KEY, revision: YYYY-MM-DD, content-type: application/vnd.api+json. Lists: RnWs7Q Newsletter, Tx4mPb SMS Subscribers, Pq8vLh Website Pop-up, Fm3kZc Website Forms",
      commerce:
        '/commerce/v1/{customer|product|cart|order|club|club-membership|inventory-location}/... (header tenant: COMMERCE_TENANT; app endpoints, i.e. customers, addresses, cards, clubs, club memberships, inventory locations and GET /order, also Basic COMMERCE_APP_ID:COMMERCE_APP_SECRET, 401 without); joining a club: POST /commerce/v1/customer/{id}/credit-card (a gateway token only), POST /commerce/v1/customer/{id}/address, POST /commerce/v1/club-membership',
      hostedCheckout:
        'GET /__emulator/hosted/commerce7.js (the platform widget stand-in /checkout loads); its browser API: GET /__emulator/hosted/v1/cart/{id}, POST /__emulator/hosted/v1/cart/{id}/checkout {email, birthDate, fulfillment, shipTo?, payment: {tokenOnFile}}',
      errorService:
        "Sentry's envelope ingest for the local DSN https://0123456789abcdef0123456789abcdef@emulator.internal/sentry/1: POST /sentry/api/{project}/envelope/ (sentry_key in the query or X-Sentry-Auth) -> 200 {id}",
      builderTrack:
        "POST /content/api/v1/track (also /__emulator/content/api/v1/track for the browser) {events: [{type, data: {ownerId, contentId?, variationId?, sessionId?, ...}}]}: Builder's A/B test impressions and conversions, kept per event",
      tagManager: "GET /__emulator/gtm/gtm.js?id=GTM-... (GTM_SCRIPT_URL locally: Google Tag Manager's stand-in; records what the page pushed in window.__emulatorTagManager.received, sends nothing)",
      analyticsEngine:
        "POST /analytics-engine/datasets/{dataset}/points {indexes?, blobs?, doubles?} -> 204 (no real counterpart: Analytics Engine is written through a binding; the storefront's local stand-in dataset posts here)",
      paymentGateway: 'GET /__emulator/gateway/tokenizer.js (window.EmulatorPaymentGateway.tokenize); POST /__emulator/gateway/v1/tokens {cardNumber, expiry, cvv, cardHolderName} -> a token',
    },
    // The payment gateway stand-in takes these in place of real cards.
    testCards: TEST_CARDS,
    demoAccounts: { emails: ['member@example.com', 'customer@example.com', 'former-member@example.com', 'second-member@example.com', 'email-only@example.com'], password: 'Cellar-door-21' },
    admin: {
      reseed: 'POST /__emulator/reseed[?service=content|commerce] (commerce: customers, carts, orders and the outbox back to the seed)',
      outbox: 'GET /__emulator/outbox (the latest 50 e-mails the commerce backend would have sent: reset and magic links)',
      widgetReceipt:
        'PUT /__emulator/widget-receipt {receipt: "widget"|"store"} (after checkout and club sign-up the widget stand-in shows its own receipt under the profile route, or hands back to the store\'s /profile receipts; default WIDGET_RECEIPT, else widget); DELETE /__emulator/widget-receipt',
      hostedTamper:
        'PUT /__emulator/hosted-tamper {file: "commerce7.js"|"commerce7.css", append} (the widget stand-in serves the file with `append` at its end: a changed third-party script for the tamper check); DELETE /__emulator/hosted-tamper',
      faults: 'PUT /__emulator/faults/{content|marketing|commerce|errors} {mode: "500"|"hang"|"invalid-json"|"slow", times?}; DELETE /__emulator/faults',
      content: 'PUT /__emulator/content {id, model, data, variations?, testRatio?, ...}; DELETE /__emulator/content/{id}',
      errorReports: 'GET /__emulator/error-reports[?type=event|feedback] (what the error service stand-in received, newest first; PUT /__emulator/faults/errors makes it fail)',
      builderTrackEvents: "GET /__emulator/builder-track-events (the A/B test events Builder's track twin kept, newest first)",
      vitals: 'GET /__emulator/vitals[?dataset=] (the Analytics Engine data points the storefront would have written: its field speed, newest first)',
      submissions: 'GET /__emulator/form-submissions[?email=&phone=&list=&metric=] (what the Klaviyo twin stored: lists, profiles, subscriptions per list, events)',
      throttle: 'PUT /__emulator/marketing/throttle {times, retryAfterSeconds?} (the next marketing calls answer 429 throttled); DELETE /__emulator/marketing/throttle',
      requests:
        'PUT /__emulator/requests/recording (start, empty: keep every request the emulated services receive from the store), GET /__emulator/requests (method, path, headers, body, status, carriesAppSecret, at (ms); Authorization values kept as scheme + which credential, e.g. "Basic [COMMERCE_APP_ID:COMMERCE_APP_SECRET]", the App Secret Key elsewhere as [COMMERCE_APP_SECRET]), DELETE /__emulator/requests/recording (stop and forget)',
      commerceRateLimit:
        'PUT /__emulator/commerce/rate-limit {limitPerMinute?: 100, windowSeconds?: 60} (app calls past the limit answer 429 with Retry-After); DELETE /__emulator/commerce/rate-limit',
    },
  }),
);
// The error service's stand-in keeps what it receives itself; it is left out of the request
// recording, which is about what the three backends receive.
app.use('/sentry/*', faults('errors'));
app.route('/sentry', errorServiceApi);
// Like the error service's, the Analytics Engine stand-in keeps what it receives itself.
app.route('/analytics-engine', analyticsEngineStandIn);
app.use(recordRequests);
app.use('/content/*', faults('content'));
app.use('/marketing/*', faults('marketing'));
app.use('/commerce/*', faults('commerce'));
app.route('/content', contentApi);
// Builder's track endpoint on the content host; the browser reaches it through the store's /__emulator proxy.
app.route('/content', builderTrack);
app.route('/__emulator/content', builderTrack);
app.route('/__emulator/builder-track-events', builderTrackAdmin);
app.route('/marketing', marketingApi);
app.route('/commerce/v1', commerceApi);

app.route('/__emulator/hosted', hostedCheckout);
app.route('/__emulator/gateway', gatewayApi);
app.route('/__emulator/gtm', tagManagerStandIn);
app.route('/__emulator/requests', recordingAdmin);
app.route('/__emulator', admin);

app.notFound((c) => c.json({ message: `No emulator route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

export default app;
