// The per-request context (Hydrogen style): configuration, backend clients, cache,
// preview state and session are built once here (the session and the marketing client on
// first use); routes never read `env` themselves.
import { requestCookie } from './state/request-cookies.ts';
import { createMiddleware } from 'hono/factory';
import { abTestState, type AbTestState } from './state/ab-tests.ts';
import { CONSENT_COOKIE, parseConsent } from '../analytics/consent/record.ts';
import { abTestsRunIn } from './state/production-only-ab-tests.ts';
import { createCommerce, type Commerce } from '../commerce/index.ts';
import { createContentClient, type ContentClient } from '../content/client/index.ts';
import { createMarketingClient, klaviyoListsLookup, type MarketingClient } from '../marketing/client/index.ts';
import { AGE_GATE_ACCEPTED, AGE_GATE_COOKIE } from '../shell/age-gate/age-gate.constants.ts';
import { cachePolicies, type CacheDeps } from '../platform/cache/index.ts';
import { readConfig, type AppConfig } from './config/index.ts';
import { checkPreviewToken } from './signed-tokens/index.ts';
import { isEditorFrameRequest } from './editor-frame/index.ts';
import { createReporter, type Report } from '../platform/report/index.ts';
import { newNonce } from './state/nonce.ts';
import { upstreamFetcher, type Fetcher } from '../platform/upstream/index.ts';
import { appCallBudget, coordinatorFor, type Coordinator } from '../platform/coordinator/client.ts';
import { CART_COOKIE, clearSessionCookie, CUSTOMER_TOKEN_COOKIE } from './session/cookies.ts';
import { loadSession, type Session, type SignedIn } from './session/index.ts';
import { newPageCacheState, type PageCacheState } from './state/page-cache.ts';

export type Bindings = Env;

export type RequestContext = {
  config: AppConfig;
  /** The request's URL, parsed once. */
  url: URL;
  content: ContentClient;
  fetcher: Fetcher;
  cache: CacheDeps;
  /** The tenant's coordinator (app-call budget, one refresh per window); undefined without its binding. */
  coordinator: Coordinator | undefined;
  commerce: Commerce;
  /** The marketing backend's client, built on first use (most requests send it nothing). */
  marketing: () => MarketingClient;
  preview: boolean;
  /**
   * A response for Builder's editor frame (src/worker/editor-frame/index.ts): blocks render as in
   * a preview (hidden content, placeholders, warnings) from published content, with the
   * editor bridge; never cached, framed by the editor's origins only.
   */
  editing: boolean;
  /** The visitor's customer and cart, loaded once on first use. */
  session: () => Session | Promise<Session>;
  ageGateAccepted: boolean;
  nonce: string;
  report: Report;
  /** What the page read, and what its render reported (state/render-report.ts): whether the page cache may share it, its tags, its third parties. */
  page: PageCacheState;
  /** Failures reported while answering this request (a page rendered with one is never stored). */
  failures: () => number;
  /** Builder A/B tests: the visitor's cookies, and the variation each entry with a test got (src/worker/ab-tests). */
  abTests: AbTestState;
  /** The bindings routes use, taken from `env` here. */
  bindings: {
    /** The KV namespace: attempt limits, the sitemap's copy, the purge's index. */
    kv: Bindings['CACHE'];
    /** The publish webhook's second purge (page-cache/repurge.ts); absent where it is not configured. */
    repurge: Bindings['REPURGE'] | undefined;
    /** Field speed data points (production only). */
    vitals: Bindings['VITALS'] | undefined;
    /** The emulator Worker (local development only). */
    backend: Bindings['BACKEND'] | undefined;
  };
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    app: RequestContext;
    /** The signed-in customer, on routes behind `requireCustomer` only (read it with `signedInOf`). */
    signedIn?: SignedIn;
  };
};

export const requestContext = () =>
  createMiddleware<AppEnv>(async function requestContext(c, next) {
    const config = readConfig(c.env as unknown as Record<string, unknown>);
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    const reporter = createReporter({ ...config, fetcher: upstreamFetcher(c.env.BACKEND) }, c.req.raw, waitUntil);
    let failures = 0;
    const report: Report = (error, context) => {
      failures++;
      reporter(error, context);
    };
    const page = newPageCacheState();

    const url = new URL(c.req.url);
    const previewState = await checkPreviewToken(config.previewSecret, url.pathname, url.searchParams.get('preview') ?? undefined);
    if (previewState === 'invalid') {
      return c.text('This preview link is invalid or has expired. Ask for a new one.', 403);
    }
    const preview = previewState === 'valid';

    const fetcher = upstreamFetcher(c.env.BACKEND);
    const coordinator = coordinatorFor(c.env.COORDINATOR, config.commerceTenant);
    const cache: CacheDeps = { kv: c.env.CACHE, waitUntil, onError: (error, where) => report(error, { section: 'cache', where }), coordinator };
    const content = createContentClient({
      apiUrl: config.contentApiUrl,
      apiKey: config.contentApiKey,
      fetcher,
      cache,
      policy: cachePolicies(config.cacheTtlSeconds).short,
      preview,
      // What the page reads is what a publish must purge it by.
      onRead: (read) => {
        page.reads.push(read);
      },
    });

    const commerce = createCommerce(
      {
        apiUrl: config.commerceApiUrl,
        tenant: config.commerceTenant,
        app: { id: config.commerceAppId, secret: config.commerceAppSecret },
        fetcher,
        report,
        onUnauthorized: () => clearSessionCookie(c, CUSTOMER_TOKEN_COOKIE),
        onCartNotFound: () => clearSessionCookie(c, CART_COOKIE),
        budget: coordinator ? appCallBudget(coordinator, report) : undefined,
      },
      { deps: cache, policy: cachePolicies(config.cacheTtlSeconds).short },
      { shippingLocation: config.wineShippingLocation, sendTransactionEmail: config.commerceSendTransactionEmail, consentField: config.consentMetadataField },
      // Products get their pages and page extras from the page builder's c-7-products-data model.
      {
        entries: () => content.getAllEntries('c-7-products-data'),
        // A signed preview shows a product page's entry as drafted (one entry, overridden by id).
        ...(preview ? { entry: (id: string) => content.getEntry('c-7-products-data', { query: { id } }) } : {}),
      },
    );
    let session: Session | Promise<Session> | undefined;
    let marketing: MarketingClient | undefined;

    c.set('app', {
      config,
      url,
      content,
      commerce,
      fetcher,
      cache,
      coordinator,
      preview,
      editing: isEditorFrameRequest(url, c.req.raw.headers),
      session: () => (session ??= loadSession(c, commerce, report)),
      marketing: () => (marketing ??= marketingClient(config, fetcher, report, cache)),
      ageGateAccepted: requestCookie(c, AGE_GATE_COOKIE) === AGE_GATE_ACCEPTED,
      nonce: newNonce(),
      report,
      page,
      failures: () => failures,
      // A/B tests draw a variation only for a visitor who consented to personalisation,
      // and only in production: stage and development show every page's default content, as a
      // preview does (state/production-only-ab-tests.ts).
      abTests: abTestState(c.req.raw, url, preview || !abTestsRunIn(config.environment), parseConsent(requestCookie(c, CONSENT_COOKIE))?.personalisation === true),
      bindings: { kv: c.env.CACHE, repurge: c.env.REPURGE, vitals: c.env.VITALS, backend: c.env.BACKEND },
    });
    await next();
  });

/** The configured transport, and the Klaviyo lists by id where set, otherwise by name (looked up once: src/marketing/client/lists.ts). */
function marketingClient(config: AppConfig, fetcher: Fetcher, report: Report, cache: CacheDeps): MarketingClient {
  const transport = { apiUrl: config.marketingApiUrl, apiKey: config.marketingApiKey, fetcher, report };
  return createMarketingClient({ ...transport, lists: klaviyoListsLookup(transport, { deps: cache }, config.klaviyoListIds, config.klaviyoListNames) });
}
