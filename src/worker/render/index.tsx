// Streams a React document. The status is settled once the shell has rendered: a
// render error anywhere in the shell becomes the error screen with status 500.
// Crawlers get the whole document in one piece.
import { formatTests } from '../../analytics/builder-track.ts';
import { openGraphImage } from '../seo/og-image.ts';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ASSETS } from '../../generated/assets.ts';
import { seedSessionAtom, type SessionSnapshot } from '../../state/session.atoms.ts';
import { isAnonymousSession, type Product } from '../../commerce/types.ts';
import { Blocks, ENTRY_BLOCKS, pageFacts } from '../../blocks/render/blocks.tsx';
import { createPageData, createProductLoader, PageDataContext, productsPromise, usePageData, viewerOf, type PageData, type ProductLoader, type SkippedBlock } from '../../page-data/index.ts';
import { EDITOR_TOKEN_TTL_SECONDS, signEditorToken } from '../signed-tokens/editor-token.ts';
import type { Session } from '../session/index.ts';
import { Document, type EditorBridge, type PageMeta } from '../../shell/document/document.tsx';
import { ErrorDocument } from '../../shell/error-screen/error-screen.tsx';
import { layoutFor, type Layout } from '../../shell/layout/index.ts';
import { canonicalUrl, openGraphType, pageTitle, robotsContent } from '../../shell/meta/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import { withDeadline } from '../session/index.ts';
import { firstTimeEach } from '../../platform/report/index.ts';
import { loadMarketingEntries, siteMarketing } from './site-marketing.ts';
import { SYMBOL_TAG } from '../../content/cache-tags/index.ts';
import type { RenderReport } from '../state/render-report.ts';
import { thirdPartiesOf } from './third-parties.ts';
import { speculationRules } from './speculation.ts';
import { pageBlockCss } from './block-styles.ts';
import { requestCookie } from '../state/request-cookies.ts';
import { CART_COOKIE, CUSTOMER_TOKEN_COOKIE } from '../session/cookies.ts';

export type PageInput = {
  title?: string | undefined;
  description?: string | undefined;
  canonicalUrl?: string | undefined;
  openGraphImage?: string | undefined;
  noindex?: boolean;
  nofollow?: boolean;
  navLite?: boolean;
  status?: 200 | 404 | 429 | 503;
  /** The product a /product/{slug} page is about. */
  pageProduct?: Product | undefined;
  /**
   * The page's content blocks: they are the body unless `body` places them itself (with
   * <ContentBlocks>), and what they declare (embedded origins, metadata) shapes the page.
   */
  blocks?: readonly unknown[];
  /** The content model the blocks come from (content spec section 2: no product hero on a page). */
  model?: string;
  body?: ReactNode;
  /** Personal data (an account page): not even the browser may keep it (`no-store`). */
  personal?: boolean;
  /** The id of the content entry the blocks come from: the editor finds its content by it. */
  entryId?: string | undefined;
  /**
   * A page of Commerce7's widget (a front-end route): the account area's shell, with no
   * footer and the extra styles, as the spec's /profile, /checkout and /club/ pages; its CSP
   * allows the widget's script, its API and its card step's gateways (render/third-parties.ts).
   */
  widget?: boolean;
  /**
   * The page takes a card itself (the join wizard, a membership's card): its CSP allows the
   * gateway's tokeniser, or without one the platform's hosted club sign-up.
   */
  cardStep?: boolean;
  /**
   * Whether the tag manager and Builder's A/B test events may run here (storefront spec 7:
   * not on checkout nor most profile pages). Default: yes on the store's pages, no on a
   * widget page (its sign-in and card step run there) unless it says so (its receipts).
   */
  trackers?: boolean;
  /**
   * The platform's checkout (the checkout route of COMMERCE_WIDGET_ROUTES, wherever the winery
   * set it): no consent manager (storefront spec 2, "not loaded on checkout").
   */
  checkout?: boolean;
};

/**
 * What the account area's pages say (storefront spec 7: the tag manager not on most profile
 * pages): no trackers. Its receipts, where a purchase and a club join are reported, keep them.
 */
export const ACCOUNT_AREA = { trackers: false } as const satisfies Pick<PageInput, 'trackers'>;

const HTML = 'text/html; charset=utf-8';
const SYMBOL_TAGS: ReadonlySet<string> = new Set([SYMBOL_TAG]);
const NO_TAGS: ReadonlySet<string> = new Set();

/** The path the not-found page's banner and pop-up are looked up for (editors may target it). */
export const NOT_FOUND_MARKETING_PATH = '/404';

/** An answer that depends on who is signed in (a 404 for another's order, say): no cache may keep it. */
export async function noStore(response: Response | Promise<Response>): Promise<Response> {
  const answer = await response;
  answer.headers.set('Cache-Control', 'private, no-store');
  return answer;
}

function cacheControl(noStore: boolean): string {
  // Pages carry the visitor's session (age gate, cart, login): never in a shared cache.
  return noStore ? 'private, no-store' : 'private, no-cache';
}

// Above every page the store renders (home is about 50 kB).
const INLINE_BOUNDARY_BYTES = 512 * 1024;

// Products the isolate holds settle within a few microtask turns (a chain of awaits through
// the cache); a backend call or a storage read takes a task or more.
const SETTLE_TURNS = 64;

/**
 * Waits until `promise` settles or `SETTLE_TURNS` microtask turns have passed, whichever is
 * first. A timer (the next task) would cost a timer per render and put the render behind
 * every other request's pending work on a busy isolate: that queueing was the rendered
 * pages' slowest responses.
 */
async function settledWithinMicrotasks(promise: Promise<unknown>): Promise<void> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  promise.then(done, done);
  for (let turn = 0; turn < SETTLE_TURNS && !settled; turn++) await undefined;
}

type Store = ReturnType<typeof createStore>;

/**
 * The request's session store for the islands, made and seeded when one first reads it: on
 * most pages an anonymous visitor gets, nothing on the server does (the shell's islands and
 * the product cards reuse their markup), and making and seeding one cost a few per cent of a
 * render.
 */
function sessionStore(snapshot: SessionSnapshot): Store {
  let made: Store | undefined;
  const store = () => {
    if (!made) {
      made = createStore();
      made.set(seedSessionAtom, snapshot);
    }
    return made;
  };
  return {
    get: (atom) => store().get(atom),
    set: (atom, ...args) => store().set(atom, ...args),
    sub: (atom, listener) => store().sub(atom, listener),
  };
}

/** The tests this response shows (the same for every visitor with its cache key) and where their events go. */
function builderTrackFor(app: RequestContext) {
  const tests = formatTests([...app.abTests.chosen].map(([contentId, choice]) => [contentId, choice.variationId] as const));
  return { url: app.config.builderTrackUrl, apiKey: app.config.contentApiKey, tests };
}

export async function renderPage(c: Context<AppEnv>, input: PageInput): Promise<Response> {
  const app = c.get('app');
  const url = app.url;
  const origin = app.config.publicOrigin ?? url.origin;
  // An editor's view (a signed preview or Builder's editing frame) shows what visitors do not.
  const editorView = app.preview || app.editing;
  const facts = input.blocks ? pageFacts(input.blocks, input.model ?? 'page', editorView) : undefined;
  const misplaced = facts?.misplaced;
  const needs = facts?.needs;
  const meta: PageMeta = {
    title: pageTitle(input.title, app.config.brandName, url.pathname),
    description: input.description,
    // The page entry's own canonical first, then one a block gives (a blog hero's).
    canonical: canonicalUrl(url, origin, input.canonicalUrl || needs?.meta.canonical),
    // Every page has one, a 1200 x 630 raster: its own image or the site's card.
    openGraphImage: openGraphImage(input.openGraphImage, origin, { ...app.config.images, local: app.config.environment === 'local' }),
    openGraphType: openGraphType(input.model, Boolean(input.pageProduct)),
    robots: robotsContent(editorView || Boolean(input.noindex) || Boolean(needs?.meta.noindex), Boolean(input.nofollow) || Boolean(needs?.meta.nofollow)),
  };
  // Whether trackers may run, decided here once for the document and the security headers.
  const trackers = !editorView && (input.trackers ?? !input.widget);
  // The products the page's deferred blocks show load beside the session: when the isolate
  // already holds them, they are there when React reaches the blocks, which then render in
  // place rather than after the shell.
  const products = needs?.deferredProducts.length ? createProductLoader(app.commerce, app.report) : undefined;
  const deferredLoads = products ? Promise.all((needs?.deferredProducts ?? []).map((slugs) => productsPromise(products, slugs))) : undefined;
  // The banner and pop-up entries load beside the session; what shows depends on both.
  // Every unknown path asks as one: a crawler's random paths must not each cost two content
  // queries and two cache writes for a banner and a pop-up.
  const marketingEntries = loadMarketingEntries(app, input.status === 404 ? NOT_FOUND_MARKETING_PATH : url.pathname, { checkout: Boolean(input.checkout), widget: Boolean(input.widget) });
  const session = await withDeadline(app.session(), app.report);
  // What an editor sees (signed preview): hidden content, placeholders, the pop-up held open.
  const preview = app.preview || Boolean(app.editing);
  const marketing = siteMarketing(c, await marketingEntries, session.customer, preview);
  const store = sessionStore(session.snapshot);

  const pageData = blockPageData(app, session, { preview: editorView, editing: app.editing, canonicalUrl: meta.canonical, pageProduct: input.pageProduct ?? null, misplaced, products });
  // Products read from the isolate's memory settle within microtasks: a backend call or a
  // storage read does not, and those blocks stream after the shell.
  if (deferredLoads) await settledWithinMicrotasks(deferredLoads);
  const body = input.body ?? <ContentBlocks blocks={input.blocks ?? []} entry={input.model ? { id: input.entryId, model: input.model } : undefined} />;
  const editorBridge = app.editing ? await editorBridgeFor(app) : undefined;

  const element = (
    <PageDataContext.Provider value={pageData}>
      <Document
        meta={meta}
        assets={ASSETS}
        brandName={app.config.brandName}
        pathname={url.pathname}
        returnTo={url.pathname + url.search}
        navLite={Boolean(input.navLite)}
        layout={layoutOf(url.pathname, input)}
        showAgeGate={!app.ageGateAccepted && !editorView}
        pencilBanner={marketing.pencilBanner}
        popup={marketing.popup}
        popupHeldOpen={marketing.popupHeldOpen}
        smsTermsUrl={app.config.smsTermsUrl}
        widgetLinks={widgetLinksOf(app.config)}
        session={session.snapshot}
        store={store}
        nonce={app.nonce}
        // Editors' previews and the editor's frame report nothing to analytics, nor do the
        // pages whose route says so (a widget page's sign-in and card step, the account area).
        tagManagerSrc={trackers ? app.config.tagManagerSrc : undefined}
        // Builder's A/B test events go where trackers may run, never from an editor's view.
        builderTrack={trackers ? builderTrackFor(app) : undefined}
        year={new Date().getFullYear()}
        editorBridge={editorBridge}
        // An editor may add any block to the page it looks at: every block's sheet is linked there.
        blockCss={editorView ? 'all' : pageBlockCss(needs)}
        // Links followed early for a shopper, never in an editor's view; prerendered only for
        // a visitor the page cache serves (render/speculation.ts).
        speculationRules={editorView ? undefined : speculationRules(app.config, { prerender: requestCookie(c, CUSTOMER_TOKEN_COOKIE) === undefined && requestCookie(c, CART_COOKIE) === undefined })}
      >
        {body}
      </Document>
    </PageDataContext.Provider>
  );

  // What React's render holds (this tree, the report's closure over the request) is let go
  // when its stream ends (perf/react-stream/releasing-stream.ts).
  let stream: ReadableStream<Uint8Array> & { allReady: Promise<void> };
  try {
    stream = await renderToReadableStream(element, {
      nonce: app.nonce,
      // React writes a finished Suspense boundary larger than this as a hidden segment after
      // the shell, swapped in by a script (its fallback in place meanwhile): a product
      // display whose products are at hand is written in place, in the shell, instead.
      progressiveChunkSize: INLINE_BOUNDARY_BYTES,
      onError: (error) => app.report(error, { section: 'render', path: url.pathname }),
    });
  } catch {
    return renderErrorPage(c);
  }
  if (isbot(c.req.header('user-agent') ?? '')) await stream.allReady;

  const report: RenderReport = {
    // The edge page cache may share it only when it is the same page for every visitor with
    // the cache's key (page-cache/key.ts decides who that is before the page is rendered).
    shareable: !editorView && !input.personal && (input.status ?? 200) === 200,
    tags: input.blocks ? SYMBOL_TAGS : NO_TAGS,
    // A countdown banner leaves the page at its end: no stored copy outlives it.
    validUntil: marketing.pencilBanner?.endsAt || undefined,
    thirdParties: thirdPartiesOf(app.config, input, needs?.embeds, trackers),
  };
  // The one place the render's report is written.
  Object.assign(app.page, report);
  const headers: Record<string, string> = { 'content-type': HTML, 'cache-control': cacheControl(editorView || Boolean(input.personal)) };
  if (editorView) headers['X-Robots-Tag'] = 'noindex';
  // A first visit's A/B variation cookies are set by the page cache, on the response the
  // visitor gets, never on the copy it stores (page-cache/middleware.ts).
  // c.body keeps the cookies the session set on this context.
  // React's stream as it is: workerd already sends what React writes in one go together
  // (re-chunking it cost CPU on the production runtime; docs/decisions/0002-render-speed.md).
  return c.body(stream, input.status ?? 200, headers);
}

/** The widget pages the shell links to; the account page only where the store creates no account (no tokeniser: production). */
function widgetLinksOf(config: RequestContext['config']) {
  const links = { cart: config.widgetRoutes.cart, checkout: config.widgetRoutes.checkout };
  return config.paymentTokenizerScriptUrl ? links : { ...links, createAccount: config.accountPageUrl };
}

/** The spec's layout by path, then what the page itself says: a widget page's shell, checkout's missing consent manager. */
function layoutOf(pathname: string, input: Pick<PageInput, 'widget' | 'checkout'>): Layout {
  const layout = layoutFor(pathname);
  return {
    ...layout,
    ...(input.widget ? { showFooter: false, extraStyles: true } : {}),
    ...(input.checkout ? { loadConsentScript: false } : {}),
  };
}

/** What the blocks of a page (or of an editor's render) read: the page-data channel for this request. */
export function blockPageData(
  app: RequestContext,
  session: Session,
  page: {
    preview: boolean;
    /** Builder's editing frame: blocks render in Builder's wrappers (page-data). */
    editing?: boolean;
    canonicalUrl: string;
    pageProduct: Product | null;
    misplaced: ReadonlyMap<object, string> | undefined;
    /** A product loader whose loads started before the render. */
    products?: ProductLoader;
    /** False for an editor's work in progress: a half-typed block is no error to report. */
    reportSkips?: boolean;
  },
): PageData {
  return createPageData({
    commerce: () => app.commerce,
    content: () => app.content,
    report: app.report,
    viewer: viewerOf(session.customer),
    anonymous: isAnonymousSession(session.snapshot),
    preview: page.preview,
    editing: page.editing ?? false,
    settings: {
      brandName: app.config.brandName,
      clubDiscountPercentage: app.config.clubDiscountPercentage,
      joinUrl: app.config.defaultClubUrl,
      smsTermsUrl: app.config.smsTermsUrl,
      images: app.config.images,
    },
    searchParams: app.url.searchParams,
    canonicalUrl: page.canonicalUrl,
    pageProduct: page.pageProduct,
    onSkip: page.reportSkips === false ? () => {} : (skipped) => reportSkippedBlock(skipped, app.report),
    misplaced: page.misplaced,
    products: page.products,
  });
}

/** The editor bridge's script and its render token, bound to this page's path. */
async function editorBridgeFor(app: RequestContext): Promise<EditorBridge> {
  const expiresAt = Math.floor(Date.now() / 1000) + EDITOR_TOKEN_TTL_SECONDS;
  return { src: ASSETS.editorBridge, token: await signEditorToken(app.config.previewSecret, app.url.pathname, expiresAt) };
}

// A skipped block is skipped on every render of its page: report each one once per
// isolate rather than once per visitor.
const firstSkip = firstTimeEach(1000);

function reportSkippedBlock(skipped: SkippedBlock, report: RequestContext['report']) {
  console.warn(skipped.kept ? '[content] block shown without an image' : '[content] block skipped', JSON.stringify(skipped));
  if (!firstSkip(`${skipped.name}|${skipped.blockId}|${skipped.reason}`)) return;
  report(new Error(`Content block "${skipped.name}" ${skipped.kept ? 'shown without an image' : 'skipped'}: ${skipped.reason}`), { section: 'content', block: skipped.blockId });
}

/**
 * A page's content blocks, in the page's content column. In an editor's view the column
 * carries Builder's marks for the entry it shows (`builder-content-id`, `builder-model`, as
 * Builder's SDK puts them on its content wrapper: BuilderIO/builder packages/sdks/src/
 * components/content/components/enable-editor.lite.tsx): the editor bridge swaps edits in there.
 */
export function ContentBlocks({ blocks, entry }: { blocks: readonly unknown[]; entry?: { id?: string | undefined; model: string } | undefined }) {
  const { preview } = usePageData();
  const marks = preview && entry ? { 'builder-model': entry.model, ...(entry.id ? { 'builder-content-id': entry.id } : {}) } : {};
  return (
    <div className="content-page" {...marks}>
      <Blocks blocks={blocks} place={ENTRY_BLOCKS} />
    </div>
  );
}

/** The error screen as a complete document, status 500. */
export async function renderErrorPage(c: Context<AppEnv>, reference?: string): Promise<Response> {
  const url = new URL(c.req.url);
  const app = c.get('app');
  // The error screen loads nothing from another origin, whatever page it replaces.
  if (app) app.page.thirdParties = undefined;
  const brandName = app?.config.brandName ?? 'Triangle Ridge Winery';
  // The client entry hydrates the feedback form; without a request context there is no nonce, and no script.
  const script = app ? { src: ASSETS.script, nonce: app.nonce } : undefined;
  const stream = await renderToReadableStream(<ErrorDocument brandName={brandName} styles={ASSETS.styles} reloadHref={url.pathname + url.search} reference={reference} script={script} />);
  await stream.allReady;
  return new Response(stream, { status: 500, headers: { 'content-type': HTML, 'cache-control': 'no-store' } });
}
