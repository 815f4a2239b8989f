// Streams a React document. The status is settled once the shell has rendered: a
// render error anywhere in the shell becomes the error screen with status 500.
// Crawlers get the whole document in one piece.
import type { Context } from 'hono';
import { isbot } from 'isbot';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ASSETS } from '../../generated/assets.ts';
import { seedSessionAtom } from '../../state/session.atoms.ts';
import { isAnonymousSession, type Product } from '../../commerce/types.ts';
import { Blocks, pageFacts } from '../../blocks/render/blocks.tsx';
import { createPageData, PageDataContext, viewerOf, type SkippedBlock } from '../../page-data/index.ts';
import { Document, type PageMeta } from '../../shell/document/document.tsx';
import { ErrorDocument } from '../../shell/error-screen/error-screen.tsx';
import { layoutFor } from '../../shell/layout/index.ts';
import { canonicalUrl, openGraphType, pageTitle, robotsContent } from '../../shell/meta/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import { withDeadline } from '../session/index.ts';
import { firstTimeEach } from '../../platform/report/index.ts';
import { loadMarketingEntries, siteMarketing } from './site-marketing.ts';

export type PageInput = {
  title?: string | undefined;
  description?: string | undefined;
  canonicalUrl?: string | undefined;
  openGraphImage?: string | undefined;
  noindex?: boolean;
  nofollow?: boolean;
  navLite?: boolean;
  status?: 200 | 404 | 503;
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
};

const HTML = 'text/html; charset=utf-8';

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

export async function renderPage(c: Context<AppEnv>, input: PageInput): Promise<Response> {
  const app = c.get('app');
  const url = app.url;
  const origin = app.config.publicOrigin ?? url.origin;
  const facts = input.blocks ? pageFacts(input.blocks, input.model ?? 'page', app.preview) : undefined;
  const misplaced = facts?.misplaced;
  const needs = facts?.needs;
  if (needs) app.embeds = needs.embeds;
  const meta: PageMeta = {
    title: pageTitle(input.title, app.config.brandName, url.pathname),
    description: input.description,
    // The page entry's own canonical first, then one a block gives (a blog hero's).
    canonical: canonicalUrl(url, origin, input.canonicalUrl || needs?.meta.canonical),
    openGraphImage: input.openGraphImage ? new URL(input.openGraphImage, origin).toString() : undefined,
    openGraphType: openGraphType(input.model, Boolean(input.pageProduct)),
    robots: robotsContent(app.preview || Boolean(input.noindex) || Boolean(needs?.meta.noindex), Boolean(input.nofollow) || Boolean(needs?.meta.nofollow)),
  };
  // The banner and pop-up entries load beside the session; what shows depends on both.
  // Every unknown path asks as one: a crawler's random paths must not each cost two content
  // queries and two cache writes for a banner and a pop-up.
  const marketingEntries = loadMarketingEntries(app, input.status === 404 ? NOT_FOUND_MARKETING_PATH : url.pathname);
  const session = await withDeadline(app.session(), app.report);
  const marketing = siteMarketing(c, await marketingEntries, session.customer);
  const store = createStore();
  store.set(seedSessionAtom, session.snapshot);

  const pageData = createPageData({
    commerce: () => app.commerce,
    content: () => app.content,
    report: app.report,
    viewer: viewerOf(session.customer),
    anonymous: isAnonymousSession(session.snapshot),
    preview: app.preview,
    settings: {
      brandName: app.config.brandName,
      clubDiscountPercentage: app.config.clubDiscountPercentage,
      joinUrl: app.config.defaultClubUrl,
      smsTermsUrl: app.config.smsTermsUrl,
    },
    searchParams: url.searchParams,
    canonicalUrl: meta.canonical,
    pageProduct: input.pageProduct ?? null,
    onSkip: (skipped) => reportSkippedBlock(skipped, app.report),
    misplaced,
  });
  const body = input.body ?? <ContentBlocks blocks={input.blocks ?? []} />;

  const element = (
    <PageDataContext.Provider value={pageData}>
      <Document
        meta={meta}
        assets={ASSETS}
        brandName={app.config.brandName}
        pathname={url.pathname}
        returnTo={url.pathname + url.search}
        navLite={Boolean(input.navLite)}
        layout={layoutFor(url.pathname)}
        showAgeGate={!app.ageGateAccepted && !app.preview}
        pencilBanner={marketing.pencilBanner}
        popup={marketing.popup}
        smsTermsUrl={app.config.smsTermsUrl}
        session={session.snapshot}
        store={store}
        nonce={app.nonce}
        consentScriptUrl={app.config.consentScriptUrl}
        year={new Date().getFullYear()}
      >
        {body}
      </Document>
    </PageDataContext.Provider>
  );

  let stream: ReadableStream<Uint8Array> & { allReady: Promise<void> };
  try {
    stream = await renderToReadableStream(element, {
      nonce: app.nonce,
      onError(error) {
        app.report(error, { section: 'render', path: url.pathname });
      },
    });
  } catch {
    return renderErrorPage(c);
  }
  if (isbot(c.req.header('user-agent') ?? '')) await stream.allReady;

  const headers: Record<string, string> = { 'content-type': HTML, 'cache-control': cacheControl(app.preview || Boolean(input.personal)) };
  if (app.preview) headers['X-Robots-Tag'] = 'noindex';
  // c.body keeps the cookies the session set on this context.
  // React's stream as it is: workerd already sends what React writes in one go together
  // (re-chunking it cost CPU on the production runtime; docs/decisions/0002-render-speed.md).
  return c.body(stream, input.status ?? 200, headers);
}

// A skipped block is skipped on every render of its page: report each one once per
// isolate rather than once per visitor.
const firstSkip = firstTimeEach(1000);

function reportSkippedBlock(skipped: SkippedBlock, report: RequestContext['report']) {
  console.warn('[content] block skipped', JSON.stringify(skipped));
  if (!firstSkip(`${skipped.name}|${skipped.blockId}|${skipped.reason}`)) return;
  report(new Error(`Content block "${skipped.name}" skipped: ${skipped.reason}`), { section: 'content', block: skipped.blockId });
}

/** A page's content blocks, in the page's content column. */
export function ContentBlocks({ blocks }: { blocks: readonly unknown[] }) {
  return (
    <div className="content-page">
      <Blocks blocks={blocks} />
    </div>
  );
}

/** The error screen as a complete document, status 500. */
export async function renderErrorPage(c: Context<AppEnv>, reference?: string): Promise<Response> {
  const url = new URL(c.req.url);
  const brandName = c.get('app')?.config.brandName ?? 'Triangle Ridge Winery';
  const stream = await renderToReadableStream(
    <ErrorDocument brandName={brandName} styles={ASSETS.styles} reloadHref={url.pathname + url.search} reference={reference} />,
  );
  await stream.allReady;
  return new Response(stream, { status: 500, headers: { 'content-type': HTML, 'cache-control': 'no-store' } });
}
