// A page's third parties, decided once per response: what its route says it loads (PageInput's
// widget, cardStep and trackers) and what its blocks embed become the render report's
// thirdParties, which the security headers only write down (security/index.ts) and the page
// cache stores beside the page (a stored copy's CSP is the rendered one's). Nothing here
// reads the path: the route that rendered the page knows what it put on it.
import type { AppConfig } from '../config/index.ts';
import { foreignOrigin } from '../security/index.ts';
import type { PageEmbeds, PageOrigins, ThirdParties } from '../state/render-report.ts';

/** What a page loads from other origins, as its route says. */
export type PageLoads = {
  /** Commerce7's widget runs the page (one of its front-end routes). */
  widget?: boolean | undefined;
  /** The page takes a card itself (the join wizard, a membership's card): the gateway's tokeniser, or without one the platform's hosted club sign-up. */
  cardStep?: boolean | undefined;
};

type PartnerSettings = Pick<AppConfig, 'commerceWidgetScriptUrl' | 'commerceApiUrl' | 'paymentTokenizerScriptUrl' | 'widgetPaymentOrigins'>;

/**
 * The partners a page may talk to: a widget page runs the commerce platform's widget (its
 * script's origin, its API, and what its card step loads: the gateways' scripts and frames),
 * a card step the gateway's tokeniser. Same-origin stand-ins (the emulator's) need none.
 */
export function checkoutPartners(config: PartnerSettings, loads: PageLoads): string[] {
  if (loads.widget) {
    const widget = foreignOrigin(config.commerceWidgetScriptUrl);
    return widget.length === 0 ? [] : [...new Set([...widget, new URL(config.commerceApiUrl).origin, ...config.widgetPaymentOrigins])];
  }
  if (loads.cardStep) {
    // Without a tokeniser the join hands over to the platform's hosted club sign-up.
    return config.paymentTokenizerScriptUrl ? foreignOrigin(config.paymentTokenizerScriptUrl) : [...new Set([...foreignOrigin(config.commerceWidgetScriptUrl), new URL(config.commerceApiUrl).origin])];
  }
  return [];
}

/** The origins of a page: its blocks' embeds plus its payment partners (checkoutPartners). */
export function pageOrigins(embeds: PageOrigins | undefined, partners: readonly string[]): PageOrigins {
  const join = (list: readonly string[] | undefined) => [...(list ?? []), ...partners];
  return {
    frame: join(embeds?.frame),
    script: join(embeds?.script),
    connect: join(embeds?.connect),
    media: embeds?.media ?? [],
    style: partners,
    font: partners,
  };
}

/**
 * The report's third parties. `trackers`: whether the tag manager and Builder's A/B events may
 * run on this page, as the render names them to the document (never in an editor's view).
 * Payment (the Payment Request API behind wallet buttons) goes to the gateways' frames on
 * widget pages only, where the widget's card step shows Apple Pay or Google Pay inside them.
 */
export function thirdPartiesOf(config: PartnerSettings, loads: PageLoads, embeds: PageEmbeds | undefined, trackers: boolean): ThirdParties {
  return {
    origins: pageOrigins(embeds, checkoutPartners(config, loads)),
    payment: loads.widget ? config.widgetPaymentOrigins : [],
    trackers,
    partnerScript: Boolean(loads.widget || loads.cardStep),
  };
}
