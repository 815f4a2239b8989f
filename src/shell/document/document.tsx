import { Provider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { SessionSnapshot } from '../../state/session.atoms.ts';
import { isAnonymousSession } from '../../commerce/types.ts';
import { island } from '../../ui/island/island.tsx';
import { SESSION_SCRIPT_ID } from '../../ui/island/attributes.ts';
import { EARLY_TAPS_SCRIPT } from '../../ui/island/early-taps-script.ts';
import { TAG_MANAGER_META } from '../../analytics/tag-manager.ts';
import { BUILDER_TESTS_META, BUILDER_TRACK_META } from '../../analytics/builder-track.ts';
import { EDITOR_BRIDGE_ATTRIBUTE } from '../../ui/editor/bridge.ts';
import { AgeGate } from '../age-gate/age-gate.tsx';
import { ConsentManager } from '../consent/consent-manager.tsx';
import { CONSENT_ASK_SCRIPT } from '../../analytics/consent/record.ts';
import { Footer } from '../footer/footer.tsx';
import { Header } from '../header/header.tsx';
import type { WidgetLinks } from '../header/cart-sidebar.tsx';
import type { Layout } from '../layout/index.ts';
import { PencilBanner, type PencilBannerProps } from '../pencil-banner/pencil-banner.tsx';
import { PopupTrigger } from '../popup/popup-trigger.tsx';
import type { PopupConfig } from '../popup/popup.schema.ts';
import { twitterCard, type OpenGraphType } from '../meta/index.ts';

const HeaderIsland = island('header', Header);
const AgeGateIsland = island('age-gate', AgeGate);
const PencilBannerIsland = island('pencil-banner', PencilBanner);
const PopupIsland = island('popup', PopupTrigger);
const ConsentIsland = island('consent', ConsentManager);

export type PageMeta = {
  title: string;
  description?: string | undefined;
  canonical: string;
  /** The social preview: a raster, its size and type when known (src/worker/seo/og-image.ts). */
  openGraphImage?: { url: string; width?: number | undefined; height?: number | undefined; type?: string | undefined } | undefined;
  /** ogp.me's object type; website when left out. */
  openGraphType?: OpenGraphType | undefined;
  robots?: string | undefined;
};

export type DocumentAssets = {
  script: string;
  /** The site-wide sheets, in cascade order: the head sheet (tokens, base, fonts) first, then the app sheet. */
  styles: readonly string[];
  /** Every block folder's CSS in one sheet (Builder's editor frame: any block may be added there). */
  blockStyles: readonly string[];
  accountStyles: readonly string[];
  /** The brand font files above the fold (scripts/lib/brand-fonts.mjs), fetched before the style sheet asks. */
  preloadFonts: readonly string[];
};

/** Builder's editor frame only: the bridge's script and the token its renders are signed with. */
export type EditorBridge = { src: string; token: string };

export type DocumentProps = {
  meta: PageMeta;
  assets: DocumentAssets;
  brandName: string;
  pathname: string;
  returnTo: string;
  navLite: boolean;
  layout: Layout;
  showAgeGate: boolean;
  /** The page's pencil banner, decided at the edge (src/worker/render/site-marketing.ts). */
  pencilBanner?: PencilBannerProps | null;
  /** The page's pop-up, for visitors who may get one; its dialog code loads when its condition fires. */
  popup?: PopupConfig | null;
  /** An editor is looking: the pop-up opens at once and keeps its state in memory only. */
  popupHeldOpen?: boolean;
  /** SMS_TERMS_URL: the mobile terms the pop-up's texts consent links to. */
  smsTermsUrl: string;
  /** The widget's cart and checkout pages (COMMERCE_WIDGET_ROUTES), where the cart sidebar links. */
  widgetLinks?: WidgetLinks | undefined;
  session: SessionSnapshot;
  store: ReturnType<typeof createStore>;
  nonce: string;
  /**
   * Builder's track endpoint and public key, and the A/B tests this page shows:
   * the browser sends their impressions only with the visitor's consent (analytics/builder-track.ts).
   */
  builderTrack?: { url: string; apiKey: string; tests: string } | undefined;
  /** The tag manager's script on pages that may load it; the browser loads it once analytics is allowed. */
  tagManagerSrc?: string | undefined;
  year: number;
  /** Set on responses for Builder's editor frame only: never on a shopper's page. */
  editorBridge?: EditorBridge | undefined;
  /**
   * The CSS of the blocks the page shows (src/worker/render/block-styles.ts), written into the head;
   * `all` links every block's sheet instead (Builder's editor frame).
   */
  blockCss?: { key: string; css: string } | 'all' | null | undefined;
  /** The speculation rules (links prefetched or prerendered before they are followed), decided by the Worker. */
  speculationRules?: object | undefined;
  children: ReactNode;
};

/** JSON inside a <script> must not be able to close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The speculation rules are one of two objects per setting (render/speculation.ts): their
// JSON is written once each.
const rulesJson = new WeakMap<object, string>();
function rulesScriptJson(rules: object): string {
  let json = rulesJson.get(rules);
  if (json === undefined) rulesJson.set(rules, (json = scriptJson(rules)));
  return json;
}

export function Document(props: DocumentProps) {
  const { meta, assets, layout, brandName } = props;
  // The blocks' CSS goes after the head sheet and before the rest, where it came in the one
  // sheet the build used to make: the cascade is the same (scripts/build-client.mjs).
  const [headSheet, ...siteSheets] = assets.styles;
  const blockSheets = props.blockCss === 'all' ? assets.blockStyles : [];
  const styles = [...siteSheets, ...(layout.extraStyles ? assets.accountStyles : [])];
  const inlineCss = props.blockCss === 'all' ? null : props.blockCss;
  // A visitor with no customer and no cart: the shell's islands render from their props alone
  // (an empty store) and reuse their markup (a countdown banner's clock differs per request).
  const anonymous = isAnonymousSession(props.session);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
        <link rel="canonical" href={meta.canonical} />
        <meta property="og:site_name" content={brandName} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:url" content={meta.canonical} />
        <meta property="og:type" content={meta.openGraphType ?? 'website'} />
        {meta.description ? <meta property="og:description" content={meta.description} /> : null}
        {meta.openGraphImage ? <meta property="og:image" content={meta.openGraphImage.url} /> : null}
        {meta.openGraphImage?.type ? <meta property="og:image:type" content={meta.openGraphImage.type} /> : null}
        {meta.openGraphImage?.width ? <meta property="og:image:width" content={String(meta.openGraphImage.width)} /> : null}
        {meta.openGraphImage?.height ? <meta property="og:image:height" content={String(meta.openGraphImage.height)} /> : null}
        {/* X reads og:title, og:description and og:image; the card kind is its own. */}
        <meta name="twitter:card" content={twitterCard(Boolean(meta.openGraphImage))} />
        <meta name="theme-color" content="#37393c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Fonts are fetched in CORS mode: a preload without crossorigin would not be reused and the file would come twice. */}
        {assets.preloadFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* React writes sheets by precedence, in the order it meets each precedence (within one, the
            links before an inline style): so three, in cascade order. The CSP admits inline styles (style-src). */}
        {headSheet ? <link rel="stylesheet" href={headSheet} precedence="head" /> : null}
        {blockSheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="blocks" />
        ))}
        {inlineCss ? (
          <style href={inlineCss.key} precedence="blocks">
            {inlineCss.css}
          </style>
        ) : null}
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {props.tagManagerSrc ? <meta name={TAG_MANAGER_META} content={props.tagManagerSrc} /> : null}
        {props.builderTrack ? <meta name={BUILDER_TRACK_META} content={props.builderTrack.url} data-api-key={props.builderTrack.apiKey} /> : null}
        {props.builderTrack?.tests ? <meta name={BUILDER_TESTS_META} content={props.builderTrack.tests} /> : null}
        {/* Before any markup: a tap on an island that has not hydrated yet is held and replayed once it has. */}
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        {/* Before the first paint: the consent banner shows at once to a browser with no decision. */}
        {layout.loadConsentScript ? <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} /> : null}
        {/* The islands' code hydrates a page already painted on the server: at low priority it
            leaves the connection to the style sheet, the fonts and the largest image first. */}
        <script type="module" src={assets.script} nonce={props.nonce} async fetchPriority="low" />
        {props.editorBridge ? <script type="module" src={props.editorBridge.src} nonce={props.nonce} async {...{ [EDITOR_BRIDGE_ATTRIBUTE]: props.editorBridge.token }} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {/* The consent manager (banner and preferences): early in the tab order, fixed at the foot of the view. */}
        {layout.loadConsentScript ? <ConsentIsland.Anonymous /> : null}
        <Provider store={props.store}>
          {props.pencilBanner ? anonymous && props.pencilBanner.renderedAt === null ? <PencilBannerIsland.Anonymous {...props.pencilBanner} /> : <PencilBannerIsland {...props.pencilBanner} /> : null}
          {anonymous ? (
            <HeaderIsland.Anonymous pathname={props.pathname} brandName={brandName} navLite={props.navLite} widgetLinks={props.widgetLinks} />
          ) : (
            <HeaderIsland pathname={props.pathname} brandName={brandName} navLite={props.navLite} widgetLinks={props.widgetLinks} />
          )}
          <main id="main-content" tabIndex={-1}>
            {props.children}
          </main>
          {layout.showFooter ? <Footer brandName={brandName} year={props.year} /> : null}
          {props.popup ? (
            anonymous && !props.popupHeldOpen ? (
              <PopupIsland.Anonymous config={props.popup} sms={{ brandName, termsUrl: props.smsTermsUrl }} />
            ) : (
              <PopupIsland config={props.popup} sms={{ brandName, termsUrl: props.smsTermsUrl }} heldOpen={props.popupHeldOpen || undefined} />
            )
          ) : null}
          {props.showAgeGate ? <AgeGateIsland brandName={brandName} returnTo={props.returnTo} /> : null}
        </Provider>
        <script type="application/json" id={SESSION_SCRIPT_ID} nonce={props.nonce} dangerouslySetInnerHTML={{ __html: scriptJson(props.session) }} />
        {/* Inline rules run under the CSP's nonce, as any inline script. */}
        {props.speculationRules ? <script type="speculationrules" nonce={props.nonce} dangerouslySetInnerHTML={{ __html: rulesScriptJson(props.speculationRules) }} /> : null}
      </body>
    </html>
  );
}
