// The page's pencil banner and pop-up, decided at the edge: the `pencil-banner` and
// `popup` entries targeted at the path (or at every path), loaded beside the session.
// A dismissed banner (its cookie), a countdown past its end, and a pop-up the visitor
// must not get (excluded URL, checkout and account pages, a subscribed customer, the
// test cookie) never reach the HTML. Loading never fails a page: a failure is reported
// and the page goes without.
import type { Context } from 'hono';
import { requestCookie } from '../state/request-cookies.ts';
import * as v from 'valibot';
import type { ContentEntry } from '../../content/client/schema.ts';
import { isCountdownLive } from '../../marketing/pencil-banner/countdown.ts';
import { dismissalKey } from '../../marketing/pencil-banner/dismissal.ts';
import { mayShowPopup, POPUP_FREE_PATHS, POPUP_SIGNED_UP_COOKIE, POPUP_TEST_COOKIE } from '../../marketing/popup/eligibility.ts';
import type { PencilBannerProps } from '../../shell/pencil-banner/pencil-banner.tsx';
import { PencilBannerOptionsSchema, type PencilBannerOptions } from '../../shell/pencil-banner/pencil-banner.schema.ts';
import { popupConfig, type PopupConfig } from '../../shell/popup/popup.schema.ts';
import { firstTimeEach } from '../../platform/report/index.ts';
import { abTestOf } from '../../content/ab-tests/index.ts';
import { popupVariantName } from '../../marketing/popup/variant.ts';
import { variationFor } from '../ab-tests/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';

export const PENCIL_BANNER_MODEL = 'pencil-banner';
export const POPUP_MODEL = 'popup';

export type MarketingEntries = { banner: ContentEntry | null; popup: ContentEntry | null };
export type SiteMarketing = {
  pencilBanner: PencilBannerProps | null;
  popup: PopupConfig | null;
  /** An editor is looking (signed preview or editing): the pop-up opens at once and remembers nothing in the browser. */
  popupHeldOpen: boolean;
};

/**
 * What the page is, as its route said: the platform's checkout (the checkout route the winery
 * set in Commerce7, wherever that is) and any other page of Commerce7's widget (cart, account,
 * club sign-up), where a pop-up would cover the widget's own flow.
 */
export type MarketingPlace = { checkout: boolean; widget: boolean };

/** Checkout keeps its focus: no banner there; the pop-up's own no-go pages are not even asked for one. */
const bannerFree = (place: MarketingPlace) => place.checkout;
const popupFree = (pathname: string, place: MarketingPlace) => place.checkout || place.widget || POPUP_FREE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Starts loading the path's banner and pop-up entries; resolves with null for what is missing or failed (reported). */
export function loadMarketingEntries(app: Pick<RequestContext, 'content' | 'report'>, pathname: string, place: MarketingPlace): Promise<MarketingEntries> {
  const query = { userAttributes: { urlPath: pathname } };
  const entry = (model: string) =>
    app.content.getEntry(model, query).catch((error: unknown) => {
      app.report(error, { section: 'content', model });
      return null;
    });
  return Promise.all([bannerFree(place) ? null : entry(PENCIL_BANNER_MODEL), popupFree(pathname, place) ? null : entry(POPUP_MODEL)]).then(([banner, popup]) => ({ banner, popup }));
}

// A cached entry hands back the same data object on every request: parse it once.
const bannerOptionsOf = new WeakMap<object, ReturnType<typeof parseBanner>>();
const popupConfigOf = new WeakMap<object, ReturnType<typeof popupConfig>>();

function parseBanner(data: Record<string, unknown>) {
  const parsed = v.safeParse(PencilBannerOptionsSchema, data);
  return parsed.success ? { ok: true as const, options: parsed.output } : { ok: false as const, reason: v.summarize(parsed.issues) };
}

const firstInvalid = firstTimeEach(500);
function reportInvalid(report: RequestContext['report'], model: string, id: string, reason: string) {
  if (!firstInvalid(`${model}|${id}|${reason}`)) return;
  console.warn(`[content] ${model} ${id} skipped: ${reason}`);
  report(new Error(`Content entry ${model} "${id}" skipped: ${reason}`), { section: 'content', model });
}

function bannerProps(options: PencilBannerOptions, now: number): PencilBannerProps | null {
  const endsAt = options.bannerType === 'countdown' ? options.endDate : null;
  // Spec section 4: a countdown shows only with an end date still ahead.
  if (options.bannerType === 'countdown' && !isCountdownLive(endsAt, now)) return null;
  return {
    text: options.text,
    url: options.url,
    design: options.design,
    endsAt,
    renderedAt: endsAt === null ? null : now,
    hideCloseBtn: options.hideCloseBtn,
    dismissKey: dismissalKey(options.text),
  };
}

/** What the page shows, for this visitor, now. */
export function siteMarketing(c: Context<AppEnv>, entries: MarketingEntries, customer: { subscribedToEmail: boolean } | null, preview: boolean, now: number = Date.now()): SiteMarketing {
  const { report, url, abTests } = c.get('app');
  // The page's own test, met while its content loaded (before the banner and the pop-up).
  const pageTest = [...abTests.chosen].find(([id]) => id !== entries.banner?.id && id !== entries.popup?.id)?.[1] ?? null;
  let pencilBanner: PencilBannerProps | null = null;
  if (entries.banner) {
    // A banner or pop-up entry running its own A/B test shows the visitor's variation.
    const bannerData = variationFor(abTests, abTestOf(entries.banner))?.data ?? entries.banner.data;
    let parsed = bannerOptionsOf.get(bannerData);
    if (!parsed) bannerOptionsOf.set(bannerData, (parsed = parseBanner(bannerData)));
    if (!parsed.ok) reportInvalid(report, PENCIL_BANNER_MODEL, entries.banner.id, parsed.reason);
    else {
      const props = bannerProps(parsed.options, now);
      // Dismissed in this browser within the last 7 days: the edge leaves it out.
      if (props && requestCookie(c, props.dismissKey) === undefined) pencilBanner = props;
    }
  }

  let popup: PopupConfig | null = null;
  if (entries.popup) {
    const entry = entries.popup;
    const parse = (data: Record<string, unknown>) => {
      let parsed = popupConfigOf.get(data);
      if (!parsed) popupConfigOf.set(data, (parsed = popupConfig({ ...entry, data })));
      if (!parsed.ok) reportInvalid(report, POPUP_MODEL, entry.id, parsed.reason);
      return parsed.ok ? parsed.config : null;
    };
    const mayShow = (config: PopupConfig) =>
      mayShowPopup({
        pathname: url.pathname,
        excludedUrls: config.excludedUrls,
        testCookie: requestCookie(c, POPUP_TEST_COOKIE) !== undefined,
        signedUp: requestCookie(c, POPUP_SIGNED_UP_COOKIE) !== undefined,
        customer,
        preview,
      });
    // A visitor the pop-up would not reach is not drawn into its test (no cookie for it); one
    // it reaches gets their variation, whose own exclusions hold too.
    const base = parse(entry.data);
    const test = abTestOf(entry);
    const shown = base && mayShow(base) ? (test ? parse(variationFor(abTests, test)?.data ?? entry.data) : base) : null;
    if (shown && mayShow(shown)) {
      const popupTest = abTests.chosen.get(entry.id) ?? null;
      const editorName = shown.formConfigs.abTestingVariantName;
      const variant = popupVariantName({ popupTest, pageTest, editorName });
      popup = variant === editorName ? shown : { ...shown, formConfigs: { ...shown.formConfigs, abTestingVariantName: variant } };
    }
  }
  return { pencilBanner, popup, popupHeldOpen: preview && popup !== null };
}
