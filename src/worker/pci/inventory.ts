// The payment pages' script inventory (PCI DSS 4.0.1 requirements 6.4.3 and 11.6.1), worked
// out from the same code that writes their CSP: each payment page's policy is built here as
// the Worker builds it (applySecurityHeaders over the render's thirdPartiesOf), and every
// origin it admits for scripts, frames, connections, styles or fonts must have an owner and a
// reason below. scripts/pci-inventory.mjs writes docs/pci-script-inventory.md from it (with
// wrangler.toml's production settings); a unit test keeps the document fresh and fails on an
// admitted origin without a justification. The tamper check (tamper.ts) fetches the scripts
// and stylesheets listed by watchedFiles.
import type { AppConfig } from '../config/index.ts';
import { thirdPartiesOf, type PageLoads } from '../render/third-parties.ts';
import { applySecurityHeaders } from '../security/index.ts';
import { GTM_SCRIPT_URL, tagManagerSrc } from '../../analytics/tag-manager.ts';
import { parsePaymentOrigins, parseWidgetRoutes, widgetStyleUrl } from '../widget/routes.ts';

/** What the inventory reads of the settings. */
export type InventorySettings = Pick<
  AppConfig,
  'commerceWidgetScriptUrl' | 'commerceWidgetStyleUrl' | 'commerceApiUrl' | 'paymentTokenizerScriptUrl' | 'widgetPaymentOrigins' | 'widgetRoutes' | 'tagManagerSrc' | 'builderTrackUrl'
>;

/**
 * The inventory's settings from a deployment's variables (wrangler.toml [env.production.vars]),
 * read as the Worker's config reads them. The tag manager is counted in as if a container were
 * set (GTM_CONTAINER_ID is the winery's to fill): the inventory lists what it may load.
 */
export function settingsFromVars(vars: Record<string, string | undefined>): InventorySettings {
  const value = (name: string) => (vars[name] === '' ? undefined : vars[name]);
  const contentApiUrl = value('CONTENT_API_URL') ?? 'https://cdn.builder.io';
  const widgetScript = value('COMMERCE_WIDGET_SCRIPT_URL') ?? '';
  return {
    commerceWidgetScriptUrl: widgetScript,
    commerceWidgetStyleUrl: widgetStyleUrl(widgetScript),
    commerceApiUrl: value('COMMERCE_API_URL') ?? '',
    paymentTokenizerScriptUrl: value('PAYMENT_TOKENIZER_SCRIPT_URL'),
    widgetPaymentOrigins: parsePaymentOrigins(value('COMMERCE_WIDGET_PAYMENT_ORIGINS')),
    widgetRoutes: parseWidgetRoutes(value('COMMERCE_WIDGET_ROUTES')),
    tagManagerSrc: tagManagerSrc(value('GTM_SCRIPT_URL') ?? GTM_SCRIPT_URL, value('GTM_CONTAINER_ID') ?? 'GTM-CONTAINER'),
    builderTrackUrl: `${new URL(contentApiUrl).origin}/api/v1/track`,
  };
}

export type PaymentPage = { name: string; paths: string[]; loads: PageLoads; trackers: boolean; why: string };

/** The pages where a card is typed, or where the script that takes it runs. */
export function paymentPages(settings: InventorySettings): PaymentPage[] {
  const routes = settings.widgetRoutes;
  return [
    {
      name: "Commerce7's widget pages",
      paths: [routes.checkout, routes.club, routes.profile, routes.cart, routes.collection, routes.product, routes.reservation],
      loads: { widget: true },
      trackers: false,
      why: 'The widget (commerce7.js) renders checkout, the club sign-up and the account pages, and takes the card in its own card step.',
    },
    {
      name: "The widget's receipts",
      paths: [`${routes.profile}/order-receipt/{id}`, `${routes.profile}/club-membership/receipt/{id}`],
      loads: { widget: true },
      trackers: true,
      why: 'The widget shows its confirmation; the tag manager may load here with consent (storefront spec 7), no card is typed.',
    },
    {
      name: 'The join page and the membership card form',
      paths: ['/join', '/profile/club-membership'],
      loads: { cardStep: true },
      trackers: false,
      why: "The join wizard's card step: the gateway's tokeniser where one is set, otherwise the platform's hosted club sign-up (the widget).",
    },
  ];
}

/** Who an admitted origin belongs to, why the page needs it, and where that is documented. */
export type Justification = { owner: string; why: string; source: string };

/**
 * Every origin a payment page's CSP may admit, justified. An origin the CSP admits that is
 * not here fails the inventory test: add it here only with its owner, reason and source.
 */
export const JUSTIFICATIONS: Readonly<Record<string, Justification>> = {
  'https://cdn.commerce7.com': {
    owner: 'Commerce7',
    why: "The widget's script (commerce7.js) and stylesheet (commerce7.css), which render checkout, club sign-up and account and take the card.",
    source: 'michaelbourne/wp-commerce7 includes/class-c7wp.php',
  },
  'https://api.commerce7.com': {
    owner: 'Commerce7',
    why: "The platform's API the widget calls from the browser (cart, checkout, account).",
    source: 'Commerce7 developer docs; the widget calls it (unverified which paths)',
  },
  'https://js.stripe.com': {
    owner: 'Stripe',
    why: "Stripe.js and its card frames, loaded by the widget's card step when the tenant's gateway is Stripe.",
    source: "Stripe's CSP guide (docs.stripe.com/security/guide#content-security-policy)",
  },
  'https://*.js.stripe.com': { owner: 'Stripe', why: "Stripe.js's own subdomain frames (card fields, wallets).", source: "Stripe's CSP guide" },
  'https://hooks.stripe.com': { owner: 'Stripe', why: '3-D Secure authentication frames and redirects.', source: "Stripe's CSP guide" },
  'https://api.stripe.com': { owner: 'Stripe', why: 'Card tokenisation requests from Stripe.js.', source: "Stripe's CSP guide" },
  'https://*.commerce7.com': {
    owner: 'Commerce7 (Commerce7 Payments)',
    why: "Commerce7 Payments' card step, when the tenant's gateway is Commerce7's own.",
    source: 'unverified: its likely domain; check a real tenant card step before launch (docs/going-live.md)',
  },
  'https://www.googletagmanager.com': {
    owner: 'Google (Tag Manager)',
    why: 'The container, on the receipts only, with analytics consent.',
    source: "Google's 'Use Tag Manager with a Content Security Policy'",
  },
  'https://*.googletagmanager.com': {
    owner: 'Google (Tag Manager, Google Analytics 4)',
    why: "The container's Google tags, on the receipts only, with consent.",
    source: "Google's 'Use Tag Manager with a Content Security Policy'",
  },
  'https://*.google-analytics.com': { owner: 'Google (Analytics)', why: "Google Analytics 4's collection endpoint (connect only), on the receipts only, with consent.", source: "Google's CSP guide" },
  'https://*.analytics.google.com': { owner: 'Google (Analytics)', why: "Google Analytics 4's collection endpoint (connect only), on the receipts only, with consent.", source: "Google's CSP guide" },
  'https://cdn.builder.io': { owner: 'Builder.io', why: 'The A/B test events (connect only), on the receipts only, with consent; no script.', source: "Builder's track API (BuilderIO/builder SDKs)" },
};

/** The CSP directives that can bring code or a frame onto the page, or carry data off it. */
export const WATCHED_DIRECTIVES = ['script-src', 'frame-src', 'connect-src', 'style-src', 'font-src'] as const;

/** The origins a policy admits, by directive (keywords, schemes and the store's own origin left out). */
export function admittedOrigins(policy: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const directive of policy.split(';').map((part) => part.trim().split(/\s+/))) {
    const [name, ...sources] = directive;
    if (!name || !(WATCHED_DIRECTIVES as readonly string[]).includes(name)) continue;
    for (const source of sources) {
      if (source.startsWith("'") || /^[a-z]+:$/.test(source)) continue;
      const directives = out.get(source) ?? new Set<string>();
      directives.add(name);
      out.set(source, directives);
    }
  }
  return out;
}

/** A payment page's policy exactly as the Worker sends it in production (the nonce aside). */
export function paymentPagePolicy(settings: InventorySettings, page: PaymentPage): string {
  const config = { ...settings, editorOrigins: [], environment: 'production' } as unknown as AppConfig;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  applySecurityHeaders(headers, { nonce: 'NONCE', preview: false, editing: false, thirdParties: thirdPartiesOf(settings, page.loads, undefined, page.trackers), config });
  return headers.get('Content-Security-Policy') ?? '';
}

export type PageInventory = { page: PaymentPage; origins: { origin: string; directives: string[]; justification: Justification | undefined }[] };

export function inventory(settings: InventorySettings): PageInventory[] {
  return paymentPages(settings).map((page) => ({
    page,
    origins: [...admittedOrigins(paymentPagePolicy(settings, page))].map(([origin, directives]) => ({ origin, directives: [...directives], justification: JUSTIFICATIONS[origin] })),
  }));
}

/** A third-party file the payment pages load, whose content the tamper check hashes. */
export type WatchedFile = { url: string; owner: string; why: string };

/** Stripe.js, as Stripe says to load it (always from js.stripe.com, never self-hosted). */
export const STRIPE_JS = 'https://js.stripe.com/v3/';

/**
 * The scripts and stylesheets the payment pages load from others, as far as the store can
 * name them: the widget's script and stylesheet, the tokeniser where one is set, and Stripe.js
 * where the card step may use Stripe. What the widget loads beyond these (Commerce7 Payments'
 * own script) no public source names: the CSP reports what it loads instead.
 */
export function watchedFiles(settings: Pick<InventorySettings, 'commerceWidgetScriptUrl' | 'commerceWidgetStyleUrl' | 'paymentTokenizerScriptUrl' | 'widgetPaymentOrigins'>): WatchedFile[] {
  return [
    { url: settings.commerceWidgetScriptUrl, owner: 'Commerce7', why: "the widget's script" },
    { url: settings.commerceWidgetStyleUrl, owner: 'Commerce7', why: "the widget's stylesheet" },
    ...(settings.paymentTokenizerScriptUrl ? [{ url: settings.paymentTokenizerScriptUrl, owner: 'the payment gateway', why: "the card step's tokeniser" }] : []),
    // Only beside the real widget: the emulator's stand-in has its own card step.
    ...(/^https:\/\//.test(settings.commerceWidgetScriptUrl) && settings.widgetPaymentOrigins.includes('https://js.stripe.com')
      ? [{ url: STRIPE_JS, owner: 'Stripe', why: "Stripe.js, for the widget's card step" }]
      : []),
  ];
}

/** The document for the assessor (docs/pci-script-inventory.md). */
export function inventoryMarkdown(settings: InventorySettings): string {
  const lines = [
    '# Payment pages: script inventory',
    '',
    '<!-- Generated by `npm run pci:inventory` from src/worker/pci/inventory.ts and wrangler.toml [env.production]: do not edit by hand. -->',
    '',
    "For PCI DSS 4.0.1 requirement 6.4.3 (inventory, authorisation and justification of every script on a payment page) and 11.6.1 (detection of changes to those scripts and the page's security headers). Every origin below is what the page's Content Security Policy admits, as the Worker builds it with the production settings; no other origin can load a script, frame, stylesheet or font, or receive data, on these pages. The store's own scripts come from its own origin and carry the response's nonce (`script-src 'self' 'nonce-…' 'strict-dynamic'`); inline scripts without the nonce and inline event handlers never run.",
    '',
    "Authorisation: an origin is added only by changing the code or the settings (a reviewed commit); a change to the admitted origins without a justification fails the store's tests. Integrity: the scheduled tamper check (src/worker/pci/tamper.ts, every 30 minutes) hashes the files listed under 'Watched files' and the payment pages' security headers, and reports any change with the old and new hash to the error service. Violations of the policy are reported to `/api/csp-report` and forwarded to the error service.",
    '',
  ];
  for (const { page, origins } of inventory(settings)) {
    lines.push(`## ${page.name}`, '', `Paths: ${page.paths.map((path) => `\`${path}\``).join(', ')}. ${page.why}`, '');
    lines.push('| origin | CSP directives | owner | why it is there | source |', '|---|---|---|---|---|');
    lines.push("| the store's own origin | all | the winery | the store's bundle (nonce'd, `strict-dynamic`) and its own API | this repository |");
    for (const { origin, directives, justification } of origins) {
      lines.push(`| \`${origin}\` | ${directives.join(', ')} | ${justification?.owner ?? '**no owner**'} | ${justification?.why ?? '**not justified**'} | ${justification?.source ?? ''} |`);
    }
    lines.push('');
  }
  lines.push('## Watched files', '', 'Fetched and hashed (SHA-256) by the tamper check every 30 minutes:', '', '| file | owner | what it is |', '|---|---|---|');
  for (const file of watchedFiles(settings)) lines.push(`| \`${file.url}\` | ${file.owner} | ${file.why} |`);
  lines.push(
    '',
    "What the widget's card step loads beyond these (Commerce7 Payments' own files) no public source names: the CSP admits only the origins above, and reports anything else it blocks.",
    '',
  );
  return lines.join('\n');
}
