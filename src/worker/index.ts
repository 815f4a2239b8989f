// The storefront Worker: one Hono app. Middleware builds the per-request context and
// sets security headers; routes stay thin.
// First, in this order: React's stream lets go of its render when it ends (see
// releasing-stream.ts), and React's server renderer gets the fast encoder (see encoder.ts).
import './perf/react-stream/install.ts';
import './perf/react-encoder/open.ts';
import './perf/react-encoder/load-react-server.ts';
import './perf/react-encoder/close.ts';
import { Hono } from 'hono';
import { ConfigError } from './config/index.ts';
import { requestContext, type AppEnv } from './context.ts';
import { renderErrorPage } from './render/index.tsx';
import { renderStoreBusyPage } from './render/store-busy-page.tsx';
import { isStoreBusy, storeBusyJson } from './http/store-busy.ts';
import { ageGate } from './routes/age-gate.ts';
import { cart } from './routes/cart.ts';
import { checkoutPage, widgetPages } from './routes/checkout-page.tsx';
import { consent } from './routes/consent.ts';
import { legalRedirects } from './routes/legal-redirects.ts';
import { clubMemberships } from './routes/club-memberships.ts';
import { ordersApi } from './routes/orders-api.ts';
import { receipt } from './routes/receipt.tsx';
import { PRODUCTION_ONLY_PATHS, productionOnly } from './http/production-only-routes.ts';
import { membershipReceipt } from './routes/membership-receipt.tsx';
import { customer } from './routes/customer.ts';
import { debug } from './routes/debug.tsx';
import { errors } from './routes/errors.ts';
import { cspReport } from './routes/csp-report.ts';
import { vitals } from './routes/vitals.ts';
import { emulatorProxy } from './routes/emulator-proxy.ts';
import { imageTransformations } from './cdn-cgi-image/index.ts';
import { forms } from './routes/forms.ts';
import { join } from './routes/join.tsx';
import { newsletter } from './routes/newsletter.ts';
import { pages } from './routes/pages.tsx';
import { renderNotFound } from './render/content-page.tsx';
import { product } from './routes/product.tsx';
import { profile } from './routes/profile.tsx';
import { account } from './routes/account.tsx';
import { session } from './routes/session.ts';
import { contentWebhook } from './routes/content-webhook.ts';
import { freshPageFromCache, pageCacheMiddleware } from './page-cache/index.ts';
import { repurgeBatch } from './page-cache/repurge.ts';
import { editorApi } from './editor/index.ts';
import { seo } from './routes/seo.ts';
import { markdownForAgents, mcp, negotiated } from './agents/index.ts';
import { cartLink } from './routes/cart-link.tsx';
import { sameOrigin, securityHeaders } from './security/index.ts';
import { speculativeRequests } from './http/speculative.ts';
import { checkPaymentPages } from './pci/tamper.ts';
import { readConfig } from './config/index.ts';
import { createReporter } from '../platform/report/index.ts';
import { upstreamFetcher } from '../platform/upstream/index.ts';
import { AGE_GATE_ACCEPTED, AGE_GATE_COOKIE } from '../shell/age-gate/age-gate.constants.ts';

const app = new Hono<AppEnv>();

// Outermost: it sees the cookies every layer below set.
app.use(speculativeRequests());
app.use(securityHeaders());
app.use(requestContext());
// The MCP endpoint checks origins itself: its clients are not browsers and send none (agents/mcp.ts).
// Violation reports come from the browser itself, not the page's script (routes/csp-report.ts).
app.use(sameOrigin({ except: ['/api/webhooks/', '/api/mcp', '/api/csp-report'] }));
app.use(pageCacheMiddleware(() => app));
// Recipe pages and the forms' endpoint answer only in production (and locally): spec 9.
for (const path of PRODUCTION_ONLY_PATHS) app.use(path, productionOnly);
// Markdown twins of the pages and /llms.txt, for AI agents (src/worker/agents).
app.use(markdownForAgents());

app.route('/age-gate', ageGate);
app.route('/api/newsletter', newsletter);
app.route('/api/forms', forms);
app.route('/api/session', session);
app.route('/api/cart', cart);
app.route('/api/customer', customer);
app.route('/api/club-memberships', clubMemberships);
app.route('/api/orders', ordersApi);
app.route('/api/webhooks/content', contentWebhook);
app.route('/api/errors', errors);
app.route('/api/csp-report', cspReport);
app.route('/api/consent', consent);
app.route('/api/vitals', vitals);
app.route('/api/editor', editorApi);
app.route('/api/mcp', mcp);
app.use('/__debug/*', async (c, next) => {
  const environment = c.get('app').config.environment;
  if (environment !== 'local' && environment !== 'development') return renderNotFound(c);
  return next();
});
app.route('/__debug', debug);
app.route('/__emulator', emulatorProxy);
// Local development's stand-in for Cloudflare's image transformations (production: Cloudflare's own).
app.route('/cdn-cgi/image', imageTransformations);
app.all('/api/*', (c) => c.json({ message: `No such API route: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));
// Commerce7's front-end routes (COMMERCE_WIDGET_ROUTES), each a page the widget renders in;
// its receipts under the profile route carry the store's receipt work too.
app.route('/add-to-cart', cartLink);
app.get('*', widgetPages);
// The widget's fixed legal links (/privacy, /terms) lead to the store's legal pages.
app.get('/privacy', legalRedirects);
app.get('/terms', legalRedirects);
app.route('/profile/order-receipt', receipt);
app.route('/profile/club-membership/receipt', membershipReceipt);
app.route('/profile', account);
app.route('/profile', profile);
app.route('/checkout', checkoutPage);
app.route('/product', product);
app.route('/join', join);
// /robots.txt and /sitemap.xml, before the content pages' catch-all.
app.route('/', seo);
app.route('/', pages);

app.notFound((c) => renderNotFound(c));

app.onError((error, c) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    return c.text(error.message, 500);
  }
  // The tenant's app-call budget refused a call no route answers itself (a read with no last
  // good copy): the store is busy, said plainly with a 429, never an error screen or a 5xx.
  if (isStoreBusy(error) && c.get('app')) {
    return new URL(c.req.url).pathname.startsWith('/api/') ? storeBusyJson(c) : renderStoreBusyPage(c);
  }
  c.get('app')?.report(error, { section: 'route', path: new URL(c.req.url).pathname });
  if (new URL(c.req.url).pathname.startsWith('/api/')) {
    return c.json({ message: 'Sorry, there has been an error.' }, 500);
  }
  return renderErrorPage(c);
});

/** The app, behind the page cache's fast path (a fresh stored page for an anonymous visitor). */
export default {
  async fetch(request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext): Promise<Response> {
    // An agent's Accept: text/markdown asks for the page's markdown twin, by its own path.
    const asked = negotiated(request, env as unknown as Record<string, unknown>);
    return (await freshPageFromCache(asked, env as unknown as Record<string, unknown>)) ?? app.fetch(asked, env, ctx);
  },
  /** The payment pages' tamper check (pci/tamper.ts), on the Cron Trigger (wrangler.toml [triggers]). */
  async scheduled(_controller: ScheduledController, env: AppEnv['Bindings'], ctx: ExecutionContext): Promise<void> {
    await tamperCheck(env, ctx);
  },
  /** The publish webhook's second purge, once KV has propagated (page-cache/repurge.ts). */
  async queue(batch: MessageBatch<unknown>, env: AppEnv['Bindings']): Promise<void> {
    await repurgeBatch(batch, env);
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;

/** One tamper check: pages asked of this Worker as a shopper would, third-party files from where the pages load them. */
export async function tamperCheck(env: AppEnv['Bindings'], ctx: ExecutionContext) {
  const config = readConfig(env as unknown as Record<string, unknown>);
  const origin = config.publicOrigin ?? 'http://localhost';
  const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
  const self = async (path: string) => app.fetch(new Request(new URL(path, origin), { headers: { cookie: `${AGE_GATE_COOKIE}=${AGE_GATE_ACCEPTED}` } }), env, ctx);
  return checkPaymentPages({
    settings: config,
    kv: env.CACHE,
    fetchPage: self,
    fetchFile: (url) => (url.startsWith('/') ? self(url) : fetch(url)),
    report: createReporter({ ...config, fetcher: upstreamFetcher(env.BACKEND) }, new Request(new URL('/__scheduled/tamper-check', origin)), waitUntil),
  });
}

export { app };
// The tenant coordinator Durable Object class (wrangler.toml COORDINATOR) must be exported by the main module.
export { TenantCoordinator } from '../platform/coordinator/durable-object.ts';
