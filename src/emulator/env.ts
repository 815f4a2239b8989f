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
};
export type EmulatorEnv = { Bindings: EmulatorBindings };
