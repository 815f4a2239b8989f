// What a production configuration must not carry, shared by the Worker (which refuses to
// start with one) and `npm run deploy:check` (scripts/deploy-check.mjs, which names each
// and where its real value is found). No imports: the check script loads this file as is.

/** Settings the Worker cannot start without (vars in wrangler.toml, or secrets). */
export const REQUIRED_SETTINGS = [
  'ENVIRONMENT',
  'BRAND_NAME',
  'CLUB_DISCOUNT_PERCENTAGE',
  'DEFAULT_CLUB_URL',
  'CACHE_TTL_SECONDS',
  'COMMERCE_API_URL',
  'COMMERCE_TENANT',
  'COMMERCE_APP_ID',
  'COMMERCE_APP_SECRET',
  'CONTENT_API_URL',
  'CONTENT_API_KEY',
  'MARKETING_API_URL',
  'MARKETING_API_KEY',
  'PREVIEW_SECRET',
  'COMMERCE_WIDGET_SCRIPT_URL',
  'SMS_TERMS_URL',
] as const;

/**
 * Values that only ever stood in for the winery's own: the all-zeros UUID and the emulator
 * seed's Klaviyo list ids (src/emulator/migrations/0020_klaviyo.sql). A placeholder ship
 * location would show every wine sold out; a placeholder list would subscribe nobody.
 */
export const PLACEHOLDER_VALUES: readonly string[] = ['00000000-0000-0000-0000-000000000000', 'RnWs7Q', 'Tx4mPb', 'Pq8vLh', 'Fm3kZc'];

/**
 * The sample winery the repository ships (the local vars, the emulator's seed, the Worker's
 * default pickup address): `npm run deploy:check` refuses its brand and pickup address in
 * production. The Worker still starts with them (a stage copy of the sample is fine).
 */
export const SAMPLE_WINERY = {
  brand: 'Triangle Ridge Winery',
  pickupAddress: 'Triangle Ridge Winery, 3 Ridge Road, Napa, CA 94558 · daily 10am–5pm',
} as const;

/** Settings checked for placeholders outside ENVIRONMENT=local, with where the real value is found. */
export const WHERE_TO_FIND: Readonly<Record<string, string>> = {
  C7_WINE_SHIPPING_LOCATION:
    'optional: leave it out and the store uses the location Commerce7 marks "Web Ship Location" (GET /inventory-location); to pin one, its id from Commerce7 admin > Settings > Inventory Locations',
  KLAVIYO_NEWSLETTER_LIST_ID:
    'optional: leave it out and the list named KLAVIYO_NEWSLETTER_LIST_NAME ("Newsletter") is used; or Klaviyo > Audience > Lists & Segments > the list > Settings: "List ID"',
  KLAVIYO_SMS_LIST_ID: 'optional: leave it out and the list named KLAVIYO_SMS_LIST_NAME ("SMS Subscribers") is used; or the list\'s Settings: "List ID"',
  KLAVIYO_POPUP_LIST_ID: 'optional: leave it out and the list named KLAVIYO_POPUP_LIST_NAME ("Website Pop-up") is used; or the list\'s Settings: "List ID"',
  KLAVIYO_FORMS_LIST_ID: 'optional: leave it out and the list named KLAVIYO_FORMS_LIST_NAME ("Website Forms") is used; or the list\'s Settings: "List ID"',
  PUBLIC_ORIGIN: "the store's own address, https://www.<the winery's domain> (the Cloudflare route or custom domain the Worker serves)",
  SMS_TERMS_URL: 'the mobile terms of service page on the marketing-page host (content spec section 2): its https URL, or a path on this site',
};

/** A URL on a host reserved for examples (RFC 2606: .example, .invalid, .test, example.com): never the winery's own. */
export function onExampleHost(value: string): boolean {
  try {
    return /(^|\.)(example|invalid|test)$|(^|\.)example\.(com|net|org)$/i.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** The settings of `env` holding a placeholder, by name. */
export function placeholderSettings(env: Record<string, unknown>): string[] {
  return Object.keys(WHERE_TO_FIND).filter((name) => {
    const value = env[name];
    return typeof value === 'string' && (PLACEHOLDER_VALUES.includes(value.trim()) || onExampleHost(value.trim()));
  });
}
