// Source: none; the emulator's bindings. The app id and secret stand for Commerce7's app
// credentials (commerce7-apis.md), the key for Klaviyo's private key (klaviyo/openapi).
export type EmulatorBindings = {
  DB: D1Database;
  CONTENT_API_KEY: string;
  MARKETING_API_KEY: string;
  COMMERCE_TENANT: string;
  /** The storefront app's credentials (Commerce7: Basic auth, user = app id, password = App Secret Key). */
  COMMERCE_APP_ID: string;
  COMMERCE_APP_SECRET: string;
  /** Signs customer tokens (HMAC-SHA256). A local value: the emulator is never deployed. */
  TOKEN_SECRET: string;
  /** The inventory location whose stock limits web carts. */
  SHIPPING_LOCATION: string;
  CLUB_DISCOUNT_PERCENTAGE: string;
  /** Where a publish posts Builder's webhook (content/webhook.ts); unset, no webhook is sent. */
  CONTENT_WEBHOOK_URL?: string;
  /** The webhook's custom Authorization header, as configured on the model in Builder. */
  CONTENT_WEBHOOK_AUTHORIZATION?: string;
  /**
   * The tenant's front-end routing as set in Commerce7's admin (`key=/path` pairs, e.g.
   * `club=/club-signup`); unset, the same defaults as the store's COMMERCE_WIDGET_ROUTES.
   */
  WIDGET_ROUTES?: string;
  /**
   * Where the widget stand-in shows a confirmation after checkout and club sign-up: `widget`
   * (unset: its own receipt under the profile route, as the real widget most likely does) or
   * `store` (the hand-back to the store's /profile receipts). PUT /__emulator/widget-receipt
   * overrides it at run time.
   */
  WIDGET_RECEIPT?: string;
  /** The storefront, when it has no address the emulator can reach by URL (dev, tests). */
  STOREFRONT?: Fetcher;
};
export type EmulatorEnv = { Bindings: EmulatorBindings };
