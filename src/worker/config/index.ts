// Reads and validates the Worker's settings once per request context. Every other
// module receives a typed AppConfig and never touches `env` itself.
import * as v from 'valibot';
import { ConfigError, missingSettings } from '../../platform/config/index.ts';
import { GTM_SCRIPT_URL, tagManagerSrc } from '../../analytics/tag-manager.ts';
import { parsePaymentOrigins, parseWidgetRoutes, widgetStyleUrl, type WidgetRoutes } from '../widget/routes.ts';
import { DEFAULT_CUSTOMER_SETTINGS } from '../../commerce/customers.ts';
import { STATE_CODES } from '../../commerce/rules/us-states.ts';
import { placeholderSettings, REQUIRED_SETTINGS, SAMPLE_WINERY } from './placeholders.ts';
export { PLACEHOLDER_VALUES, placeholderSettings, REQUIRED_SETTINGS, WHERE_TO_FIND } from './placeholders.ts';
import { DEFAULT_LIST_NAMES } from '../../marketing/client/lists.ts';
import type { KlaviyoLists } from '../../marketing/client/plan.ts';

export { ConfigError };

export const ENVIRONMENTS = ['production', 'stage', 'development', 'local'] as const;

const intFromString = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max));

/** A Klaviyo list id: 6 letters and digits (the OpenAPI's example "Y6nRLr"); unverified that every id has six. */
const ListName = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));
const klaviyoListId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{6}$/, 'must be a Klaviyo list id (6 letters and digits, e.g. Y6nRLr)'));
/**
 * A partner's browser script (the platform's widget, the gateway's tokeniser): an https
 * URL, or locally a same-origin path under /__emulator/ (the emulator's stand-in, reached
 * through the local-only proxy). Whether a path is allowed for this environment is
 * checked after parsing.
 */
const PartnerScriptUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((url) => url.startsWith('/__emulator/') || /^https:\/\/[^/\s]+\/\S*$/.test(url), 'must be an https URL (or, locally, a /__emulator/ path)'),
);

/**
 * The page builder's origins, which may frame the store's editing responses: https only,
 * a `*.` subdomain wildcard allowed (CSP frame-ancestors syntax), separated by spaces.
 */
const EditorOrigins = v.pipe(
  v.string(),
  v.trim(),
  v.transform((list) => list.split(/\s+/).filter(Boolean)),
  v.check(
    (list) => list.length > 0 && list.every((origin) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(origin)),
    'must be https origins separated by spaces (e.g. https://builder.io https://*.builder.io)',
  ),
);

/** Builder's editor (docs/real-services.md, "Editing inside Builder's iframe"): its hosts, as frame ancestors. */
export const DEFAULT_EDITOR_ORIGINS = ['https://builder.io', 'https://*.builder.io'] as const;
/** Locally an editor stand-in runs on this machine too (the e2e spec's, a developer's). */
const LOCAL_EDITOR_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** A page a visitor is sent to: an https address, or a path on this site. */
const PageUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((url) => /^\/(?!\/)\S*$/.test(url) || /^https:\/\/[^/\s]+(\/\S*)?$/.test(url), 'must be an https URL or a path on this site (/mobile-terms)'),
);

/**
 * Hosts whose images Cloudflare may transform besides this zone's (its dashboard's Images >
 * Transformations > Sources must list the same): host names separated by spaces, a leading
 * `*.` for a domain and its subdomains.
 */
const ImageSourceHosts = v.pipe(
  v.string(),
  v.trim(),
  v.transform((list) => list.split(/\s+/).filter(Boolean)),
  v.check((list) => list.every((host) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host)), 'must be host names separated by spaces (e.g. images.commerce7.com *.builder.io)'),
);

/** The winery's pickup address and hours, as the club pages show them, until PICKUP_ADDRESS says otherwise. */
const DEFAULT_PICKUP_ADDRESS = SAMPLE_WINERY.pickupAddress;

const US_STATE_CODES = new Set(STATE_CODES);

/** Two-letter US state codes (and DC) separated by spaces, e.g. "CA OR WA". */
const ShippingStates = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) =>
    text
      .toUpperCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  ),
  v.check((codes) => codes.every((code) => US_STATE_CODES.has(code)), 'must be US state codes separated by spaces (e.g. CA OR WA)'),
);

const ConfigSchema = v.object({
  ENVIRONMENT: v.picklist(ENVIRONMENTS),
  BRAND_NAME: v.pipe(v.string(), v.nonEmpty()),
  CLUB_DISCOUNT_PERCENTAGE: intFromString(0, 100),
  DEFAULT_CLUB_URL: v.pipe(v.string(), v.nonEmpty()),
  /** Unset: the location Commerce7 marks as the web ship location (GET /inventory-location, looked up once). */
  C7_WINE_SHIPPING_LOCATION: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  CACHE_TTL_SECONDS: intFromString(1, 86_400),
  COMMERCE_API_URL: v.pipe(v.string(), v.url()),
  COMMERCE_TENANT: v.pipe(v.string(), v.nonEmpty()),
  COMMERCE_APP_ID: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  COMMERCE_APP_SECRET: v.pipe(v.string(), v.nonEmpty()),
  CONTENT_API_URL: v.pipe(v.string(), v.url()),
  CONTENT_API_KEY: v.pipe(v.string(), v.nonEmpty()),
  MARKETING_API_URL: v.pipe(v.string(), v.url()),
  MARKETING_API_KEY: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  // Each sign-up kind's list: its id when set, otherwise found by its name (GET /api/lists, once).
  KLAVIYO_NEWSLETTER_LIST_ID: v.optional(klaviyoListId),
  KLAVIYO_SMS_LIST_ID: v.optional(klaviyoListId),
  KLAVIYO_POPUP_LIST_ID: v.optional(klaviyoListId),
  KLAVIYO_FORMS_LIST_ID: v.optional(klaviyoListId),
  KLAVIYO_NEWSLETTER_LIST_NAME: v.optional(ListName, DEFAULT_LIST_NAMES.newsletter),
  KLAVIYO_SMS_LIST_NAME: v.optional(ListName, DEFAULT_LIST_NAMES.sms),
  KLAVIYO_POPUP_LIST_NAME: v.optional(ListName, DEFAULT_LIST_NAMES.popup),
  KLAVIYO_FORMS_LIST_NAME: v.optional(ListName, DEFAULT_LIST_NAMES.forms),
  /** Whether Commerce7 sends its own e-mails on a sign-up and a club join (isSendTransactionEmail). */
  COMMERCE_SEND_TRANSACTION_EMAIL: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  /** The customer metaData field (Commerce7 admin: the customer MetaData Config) that keeps the consent record. */
  CONSENT_METADATA_FIELD: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a metaData field code (letters, digits, - and _)')),
    DEFAULT_CUSTOMER_SETTINGS.consentField,
  ),
  PREVIEW_SECRET: v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')),
  WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  PAGE_CACHE: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  CLOUDFLARE_ZONE_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-f]{32}$/, 'must be a zone id (32 hex digits)'))),
  CLOUDFLARE_API_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  SENTRY_DSN: v.optional(v.string()),
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url())),
  COMMERCE_WIDGET_SCRIPT_URL: PartnerScriptUrl,
  PAYMENT_TOKENIZER_SCRIPT_URL: v.optional(PartnerScriptUrl),
  /** Commerce7's front-end routing, as set in its admin (src/worker/widget/routes.ts). */
  COMMERCE_WIDGET_ROUTES: v.optional(v.string()),
  COMMERCE_WIDGET_PAYMENT_ORIGINS: v.optional(v.string()),
  EDITOR_ORIGINS: v.optional(EditorOrigins),
  SMS_TERMS_URL: PageUrl,
  PICKUP_ADDRESS: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)), DEFAULT_PICKUP_ADDRESS),
  IMAGE_TRANSFORMATIONS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  IMAGE_SOURCE_HOSTS: v.optional(ImageSourceHosts),
  /** Google Tag Manager's container id, "GTM-" and letters or digits (the Tag Manager UI shows it beside the container's name). */
  GTM_CONTAINER_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id such as GTM-AB12CD3'))),
  GTM_SCRIPT_URL: v.optional(PartnerScriptUrl),
  /** What AI shopping agents get (docs/agents.md): markdown twins and /llms.txt, the MCP endpoint, AI crawlers in robots.txt. */
  AGENT_MARKDOWN: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  AGENT_MCP: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  AI_CRAWLERS: v.optional(v.picklist(['allow', 'disallow'], 'must be allow or disallow'), 'allow'),
  AGENT_TOOL_CALLS_PER_CLIENT: v.optional(intFromString(1, 100_000), '300'),
  SHIPPING_STATES: v.optional(ShippingStates),
});

export type AppConfig = {
  environment: (typeof ENVIRONMENTS)[number];
  brandName: string;
  clubDiscountPercentage: number;
  defaultClubUrl: string;
  /** C7_WINE_SHIPPING_LOCATION; undefined: looked up (the location Commerce7 marks as the web ship location). */
  wineShippingLocation: string | undefined;
  cacheTtlSeconds: number;
  commerceApiUrl: string;
  commerceTenant: string;
  /** Commerce7 app credentials: Basic auth on app endpoints only, never in browser code. */
  commerceAppId: string;
  commerceAppSecret: string;
  contentApiUrl: string;
  contentApiKey: string;
  marketingApiUrl: string;
  /** Klaviyo's private API key: only the Worker's marketing calls send it. */
  marketingApiKey: string;
  /** The Klaviyo list id of each sign-up kind, where set; the others are found by name. */
  klaviyoListIds: Partial<KlaviyoLists>;
  /** The Klaviyo list name of each sign-up kind (KLAVIYO_*_LIST_NAME, with defaults). */
  klaviyoListNames: KlaviyoLists;
  /** COMMERCE_SEND_TRANSACTION_EMAIL: Commerce7's own sign-up and club e-mails on (default) or off. */
  commerceSendTransactionEmail: boolean;
  /** CONSENT_METADATA_FIELD: the customer metaData field holding the consent record. */
  consentMetadataField: string;
  /**
   * The widget's account page (COMMERCE_WIDGET_ROUTES' profile route). Commerce7 documents no
   * API way to set a new customer's login password, so with the platform's widget (no
   * PAYMENT_TOKENIZER_SCRIPT_URL) accounts are created there.
   */
  accountPageUrl: string;
  previewSecret: string;
  /** Builder's publish webhook sends it as `Authorization: Bearer <secret>`; unset, the webhook answers 503. */
  webhookSecret: string | undefined;
  /** The anonymous edge page cache (PAGE_CACHE, default on): off renders every page per request. */
  pageCache: boolean;
  /** With both, a publish purges pages in every data centre through Cloudflare's API; without, only this cache. */
  cloudflareZoneId: string | undefined;
  cloudflareApiToken: string | undefined;
  sentryDsn: string | undefined;
  /** Origin used in canonical URLs; the request's origin when unset. */
  publicOrigin: string | undefined;
  /**
   * The commerce platform's widget script: /checkout always hands over to the platform's
   * hosted checkout (no documented Commerce7 call charges a card). Production: Commerce7's
   * script; locally the emulator's stand-in under /__emulator/.
   */
  commerceWidgetScriptUrl: string;
  /**
   * The payment gateway's browser tokeniser for the join wizard's and the account's card
   * step; unset (production: Commerce7 documents no browser tokeniser), those steps hand
   * over to the platform's hosted club sign-up and profile.
   */
  paymentTokenizerScriptUrl: string | undefined;
  /** The widget's stylesheet, beside its script. */
  commerceWidgetStyleUrl: string;
  /** The paths of Commerce7's front-end routing (COMMERCE_WIDGET_ROUTES). */
  widgetRoutes: WidgetRoutes;
  /** What the widget's card step loads on widget pages (COMMERCE_WIDGET_PAYMENT_ORIGINS). */
  widgetPaymentOrigins: readonly string[];
  /** Origins that may frame an editing response (CSP frame-ancestors): EDITOR_ORIGINS, plus localhost locally. */
  editorOrigins: readonly string[];
  /**
   * The mobile terms of service (content spec section 2: a page on the marketing-page
   * host) that every SMS consent links to.
   */
  smsTermsUrl: string;
  /** Where and when a club member picks a shipment up (the join wizard's and the account's pickup choice). */
  pickupAddress: string;
  /**
   * Image renditions through Cloudflare's image transformations (`/cdn-cgi/image/`): off
   * serves every image as it is; images of other hosts are transformed only when listed.
   */
  images: { transform: boolean; remoteHosts: readonly string[] };
  /**
   * The tag manager's script (its container id in the query), on environments that load it:
   * production and stage with GTM_CONTAINER_ID (storefront spec 7), and locally only the
   * emulator's stand-in (GTM_SCRIPT_URL an /__emulator/ path). Unset: no tag manager.
   */
  tagManagerSrc: string | undefined;
  /**
   * Where the browser sends Builder's A/B test impressions and conversions: the
   * content API's host + /api/v1/track, as Builder's SDK does (packages/sdks
   * src/functions/track/index.ts: apiHost, https://cdn.builder.io by default); locally the
   * emulator's twin through the store's /__emulator proxy (the browser cannot reach its host).
   */
  builderTrackUrl: string;
  /** What AI shopping agents get (docs/agents.md). */
  agents: {
    /** Markdown twins of public pages (Accept: text/markdown, a .md suffix) and /llms.txt. */
    markdown: boolean;
    /** The read-only MCP endpoint, /api/mcp. */
    mcp: boolean;
    /** Whether robots.txt lets AI crawlers (their published user-agent names) index the store. */
    aiCrawlers: boolean;
    /** MCP tool calls one client may make in the attempt limit's window (15 minutes). */
    toolCallsPerClient: number;
  };
  /** SHIPPING_STATES: the US states (two-letter codes) the store ships to; empty: not listed, the checkout decides. */
  shippingStates: readonly string[];
};

/**
 * Storefront spec 7: the tag manager loads in production and stage only. Locally its
 * stand-in loads by the same path (a developer's or a test's container), never Google's;
 * development has none.
 */
/**
 * What runs only in production also runs locally, where the emulator stands in for
 * production's services and the store's own tests exercise it; never on stage or development.
 */
export function actsAsProduction(environment: AppConfig['environment']): boolean {
  return environment === 'production' || environment === 'local';
}

function tagManagerFor(environment: AppConfig['environment'], containerId: string | undefined, scriptUrl: string | undefined): string | undefined {
  if (!containerId) return undefined;
  if (environment === 'production' || environment === 'stage') return tagManagerSrc(scriptUrl ?? GTM_SCRIPT_URL, containerId);
  if (environment === 'local' && scriptUrl?.startsWith('/__emulator/')) return tagManagerSrc(scriptUrl, containerId);
  return undefined;
}

/** Builder's track endpoint beside its content API; the emulator's (a host the browser cannot reach) through /__emulator. */
function builderTrackUrlFor(contentApiUrl: string): string {
  const url = new URL(contentApiUrl);
  if (url.hostname === EMULATOR_HOST) return `/__emulator${url.pathname.replace(/\/+$/, '')}/api/v1/track`;
  return `${url.origin}/api/v1/track`;
}

/** The emulator's host: locally every backend (and the error service's stand-in) is reached by it. */
const EMULATOR_HOST = 'emulator.internal';

/**
 * Spec 9: error reporting is off in the local environment. Locally a DSN counts only when it
 * names the emulator's stand-in (reached through the BACKEND binding); a real one is ignored.
 * (The BACKEND binding carries every local call anyway: nothing could reach the network.)
 */
function sentryDsnFor(dsn: string | undefined, local: boolean): string | undefined {
  if (!dsn) return undefined;
  let host: string;
  try {
    host = new URL(dsn).hostname;
  } catch {
    // Optional: a broken DSN turns error reporting off rather than failing every page.
    console.error('SENTRY_DSN is not a DSN (https://<key>@<host>/<project>): error reporting is off');
    return undefined;
  }
  return local && host !== EMULATOR_HOST ? undefined : dsn;
}

// An isolate sees the same env object on every request: read it once.
const readConfigs = new WeakMap<object, AppConfig>();

/** Settings arrive as strings from wrangler vars and secrets; blank counts as missing. */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const known = readConfigs.get(env);
  if (known) return known;
  const config = parseConfig(env);
  readConfigs.set(env, config);
  return config;
}

function parseConfig(env: Record<string, unknown>): AppConfig {
  const missing = REQUIRED_SETTINGS.filter((key) => {
    const value = env[key];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) throw missingSettings(missing);
  const raw = Object.fromEntries(Object.keys(ConfigSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = v.safeParse(ConfigSchema, raw);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid environment variable(s): ${problems.join('; ')}`);
  }
  const s = parsed.output;
  // The emulator's own values are real to the emulator: a production build pointed at it (the
  // worker tests' production configuration) is not a deployment.
  const againstEmulator = [s.COMMERCE_API_URL, s.CONTENT_API_URL, s.MARKETING_API_URL].every((url) => new URL(url).hostname === EMULATOR_HOST);
  if (s.ENVIRONMENT !== 'local' && !againstEmulator) {
    const placeholders = placeholderSettings(env);
    if (placeholders.length > 0)
      throw new ConfigError(`Placeholder value(s) in environment variable(s): ${placeholders.join(', ')} (docs/configuration.md says where each is found; npm run deploy:check lists them)`);
  }
  // The emulator's stand-ins exist only beside the emulator.
  const local = s.ENVIRONMENT === 'local';
  const pathOnlyLocally = (name: string, url: string | undefined) => {
    if (url?.startsWith('/') && !local) throw new ConfigError(`Invalid environment variable(s): ${name} must be an https URL outside ENVIRONMENT=local`);
  };
  pathOnlyLocally('COMMERCE_WIDGET_SCRIPT_URL', s.COMMERCE_WIDGET_SCRIPT_URL);
  pathOnlyLocally('PAYMENT_TOKENIZER_SCRIPT_URL', s.PAYMENT_TOKENIZER_SCRIPT_URL);
  pathOnlyLocally('GTM_SCRIPT_URL', s.GTM_SCRIPT_URL);
  const widget = (name: string, read: () => void) => {
    try {
      read();
    } catch (error) {
      throw new ConfigError(`Invalid environment variable(s): ${name} ${(error as Error).message}`);
    }
  };
  let widgetRoutes!: WidgetRoutes;
  let widgetPaymentOrigins!: string[];
  widget('COMMERCE_WIDGET_ROUTES', () => (widgetRoutes = parseWidgetRoutes(s.COMMERCE_WIDGET_ROUTES)));
  widget('COMMERCE_WIDGET_PAYMENT_ORIGINS', () => (widgetPaymentOrigins = parsePaymentOrigins(s.COMMERCE_WIDGET_PAYMENT_ORIGINS)));
  return {
    environment: s.ENVIRONMENT,
    brandName: s.BRAND_NAME,
    clubDiscountPercentage: s.CLUB_DISCOUNT_PERCENTAGE,
    defaultClubUrl: s.DEFAULT_CLUB_URL,
    wineShippingLocation: s.C7_WINE_SHIPPING_LOCATION || undefined,
    cacheTtlSeconds: s.CACHE_TTL_SECONDS,
    commerceApiUrl: s.COMMERCE_API_URL.replace(/\/+$/, ''),
    commerceTenant: s.COMMERCE_TENANT,
    commerceAppId: s.COMMERCE_APP_ID,
    commerceAppSecret: s.COMMERCE_APP_SECRET,
    contentApiUrl: s.CONTENT_API_URL.replace(/\/+$/, ''),
    contentApiKey: s.CONTENT_API_KEY,
    marketingApiUrl: s.MARKETING_API_URL.replace(/\/+$/, ''),
    marketingApiKey: s.MARKETING_API_KEY,
    klaviyoListIds: Object.fromEntries(
      Object.entries({ newsletter: s.KLAVIYO_NEWSLETTER_LIST_ID, sms: s.KLAVIYO_SMS_LIST_ID, popup: s.KLAVIYO_POPUP_LIST_ID, forms: s.KLAVIYO_FORMS_LIST_ID }).filter(([, id]) => id),
    ) as Partial<KlaviyoLists>,
    klaviyoListNames: { newsletter: s.KLAVIYO_NEWSLETTER_LIST_NAME, sms: s.KLAVIYO_SMS_LIST_NAME, popup: s.KLAVIYO_POPUP_LIST_NAME, forms: s.KLAVIYO_FORMS_LIST_NAME },
    commerceSendTransactionEmail: s.COMMERCE_SEND_TRANSACTION_EMAIL !== 'off',
    consentMetadataField: s.CONSENT_METADATA_FIELD,
    accountPageUrl: widgetRoutes.profile,
    previewSecret: s.PREVIEW_SECRET,
    webhookSecret: s.WEBHOOK_SECRET || undefined,
    pageCache: s.PAGE_CACHE !== 'off',
    cloudflareZoneId: s.CLOUDFLARE_ZONE_ID || undefined,
    cloudflareApiToken: s.CLOUDFLARE_API_TOKEN || undefined,
    sentryDsn: sentryDsnFor(s.SENTRY_DSN, local),
    publicOrigin: s.PUBLIC_ORIGIN?.replace(/\/+$/, '') || undefined,
    commerceWidgetScriptUrl: s.COMMERCE_WIDGET_SCRIPT_URL,
    paymentTokenizerScriptUrl: s.PAYMENT_TOKENIZER_SCRIPT_URL || undefined,
    commerceWidgetStyleUrl: widgetStyleUrl(s.COMMERCE_WIDGET_SCRIPT_URL),
    widgetRoutes,
    widgetPaymentOrigins,
    editorOrigins: [...(s.EDITOR_ORIGINS ?? DEFAULT_EDITOR_ORIGINS), ...(local ? LOCAL_EDITOR_ORIGINS : [])],
    smsTermsUrl: s.SMS_TERMS_URL,
    pickupAddress: s.PICKUP_ADDRESS,
    images: { transform: s.IMAGE_TRANSFORMATIONS !== 'off', remoteHosts: s.IMAGE_SOURCE_HOSTS ?? [] },
    tagManagerSrc: tagManagerFor(s.ENVIRONMENT, s.GTM_CONTAINER_ID || undefined, s.GTM_SCRIPT_URL || undefined),
    builderTrackUrl: builderTrackUrlFor(s.CONTENT_API_URL.replace(/\/+$/, '')),
    agents: {
      markdown: s.AGENT_MARKDOWN !== 'off',
      mcp: s.AGENT_MCP !== 'off',
      aiCrawlers: s.AI_CRAWLERS !== 'disallow',
      toolCallsPerClient: Number(s.AGENT_TOOL_CALLS_PER_CLIENT),
    },
    shippingStates: s.SHIPPING_STATES ?? [],
  };
}
