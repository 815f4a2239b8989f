// Reads and validates the Worker's settings once per request context. Every other
// module receives a typed AppConfig and never touches `env` itself.
import * as v from 'valibot';
import { ConfigError, missingSettings } from '../../platform/config/index.ts';

export { ConfigError };

export const ENVIRONMENTS = ['production', 'stage', 'development', 'local'] as const;

const REQUIRED_SETTINGS = [
  'ENVIRONMENT',
  'BRAND_NAME',
  'CLUB_DISCOUNT_PERCENTAGE',
  'DEFAULT_CLUB_URL',
  'C7_WINE_SHIPPING_LOCATION',
  'CACHE_TTL_SECONDS',
  'COMMERCE_API_URL',
  'COMMERCE_TENANT',
  'COMMERCE_APP_ID',
  'COMMERCE_APP_SECRET',
  'CONTENT_API_URL',
  'CONTENT_API_KEY',
  'MARKETING_API_URL',
  'PREVIEW_SECRET',
] as const;

const intFromString = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max));

const ConfigSchema = v.object({
  ENVIRONMENT: v.picklist(ENVIRONMENTS),
  BRAND_NAME: v.pipe(v.string(), v.nonEmpty()),
  CLUB_DISCOUNT_PERCENTAGE: intFromString(0, 100),
  DEFAULT_CLUB_URL: v.pipe(v.string(), v.nonEmpty()),
  C7_WINE_SHIPPING_LOCATION: v.pipe(v.string(), v.nonEmpty()),
  CACHE_TTL_SECONDS: intFromString(1, 86_400),
  COMMERCE_API_URL: v.pipe(v.string(), v.url()),
  COMMERCE_TENANT: v.pipe(v.string(), v.nonEmpty()),
  COMMERCE_APP_ID: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  COMMERCE_APP_SECRET: v.pipe(v.string(), v.nonEmpty()),
  CONTENT_API_URL: v.pipe(v.string(), v.url()),
  CONTENT_API_KEY: v.pipe(v.string(), v.nonEmpty()),
  MARKETING_API_URL: v.pipe(v.string(), v.url()),
  MARKETING_API_KEY: v.optional(v.string()),
  PREVIEW_SECRET: v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')),
  WEBHOOK_SECRET: v.optional(v.string()),
  SENTRY_DSN: v.optional(v.string()),
  CONSENT_SCRIPT_URL: v.optional(v.string()),
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url())),
  CHECKOUT_MODE: v.optional(v.picklist(['storefront', 'hosted']), 'storefront'),
  COMMERCE_WIDGET_SCRIPT_URL: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://', 'must be an https URL'))),
});

export type AppConfig = {
  environment: (typeof ENVIRONMENTS)[number];
  brandName: string;
  clubDiscountPercentage: number;
  defaultClubUrl: string;
  wineShippingLocation: string;
  cacheTtlSeconds: number;
  commerceApiUrl: string;
  commerceTenant: string;
  /** Commerce7 app credentials: Basic auth on app endpoints only, never in browser code. */
  commerceAppId: string;
  commerceAppSecret: string;
  contentApiUrl: string;
  contentApiKey: string;
  marketingApiUrl: string;
  /**
   * A secret the README marks "later": unset, the storefront still runs and only a
   * marketing call fails (the marketing client refuses to send without it).
   */
  marketingApiKey: string | undefined;
  previewSecret: string;
  webhookSecret: string | undefined;
  sentryDsn: string | undefined;
  consentScriptUrl: string | undefined;
  /** Origin used in canonical URLs; the request's origin when unset. */
  publicOrigin: string | undefined;
  /** "hosted": /checkout hands over to the commerce platform's checkout widget. */
  checkoutMode: 'storefront' | 'hosted';
  commerceWidgetScriptUrl: string | undefined;
};

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
  const raw = Object.fromEntries(
    Object.keys(ConfigSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = v.safeParse(ConfigSchema, raw);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid environment variable(s): ${problems.join('; ')}`);
  }
  const s = parsed.output;
  return {
    environment: s.ENVIRONMENT,
    brandName: s.BRAND_NAME,
    clubDiscountPercentage: s.CLUB_DISCOUNT_PERCENTAGE,
    defaultClubUrl: s.DEFAULT_CLUB_URL,
    wineShippingLocation: s.C7_WINE_SHIPPING_LOCATION,
    cacheTtlSeconds: s.CACHE_TTL_SECONDS,
    commerceApiUrl: s.COMMERCE_API_URL.replace(/\/+$/, ''),
    commerceTenant: s.COMMERCE_TENANT,
    commerceAppId: s.COMMERCE_APP_ID,
    commerceAppSecret: s.COMMERCE_APP_SECRET,
    contentApiUrl: s.CONTENT_API_URL.replace(/\/+$/, ''),
    contentApiKey: s.CONTENT_API_KEY,
    marketingApiUrl: s.MARKETING_API_URL.replace(/\/+$/, ''),
    marketingApiKey: s.MARKETING_API_KEY?.trim() || undefined,
    previewSecret: s.PREVIEW_SECRET,
    webhookSecret: s.WEBHOOK_SECRET || undefined,
    sentryDsn: s.SENTRY_DSN || undefined,
    consentScriptUrl: s.CONSENT_SCRIPT_URL || undefined,
    publicOrigin: s.PUBLIC_ORIGIN?.replace(/\/+$/, '') || undefined,
    checkoutMode: s.CHECKOUT_MODE,
    commerceWidgetScriptUrl: s.COMMERCE_WIDGET_SCRIPT_URL || undefined,
  };
}
