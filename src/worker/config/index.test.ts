import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './index.ts';

const VALID_ENV = {
  ENVIRONMENT: 'local',
  BRAND_NAME: 'Triangle Ridge Winery',
  CLUB_DISCOUNT_PERCENTAGE: '20',
  DEFAULT_CLUB_URL: '/club',
  C7_WINE_SHIPPING_LOCATION: 'loc-warehouse',
  CACHE_TTL_SECONDS: '60',
  COMMERCE_API_URL: 'https://commerce.example/v1/',
  COMMERCE_TENANT: 'triangle-ridge',
  COMMERCE_APP_ID: 'triangle-ridge-storefront',
  COMMERCE_APP_SECRET: 'app-secret-key',
  CONTENT_API_URL: 'https://content.example/api///',
  CONTENT_API_KEY: 'content-key',
  MARKETING_API_URL: 'https://marketing.example',
  MARKETING_API_KEY: 'marketing-key',
  KLAVIYO_NEWSLETTER_LIST_ID: 'RnWs7Q',
  KLAVIYO_SMS_LIST_ID: 'Tx4mPb',
  KLAVIYO_POPUP_LIST_ID: 'Pq8vLh',
  KLAVIYO_FORMS_LIST_ID: 'Fm3kZc',
  PREVIEW_SECRET: 'a-preview-secret-of-32-characters',
  COMMERCE_WIDGET_SCRIPT_URL: '/__emulator/hosted/commerce7.js',
  SMS_TERMS_URL: '/mobile-terms',
} as const;

/** The same outside local: no emulator list ids, no ship-location placeholder (looked up), an https widget. */
const { KLAVIYO_NEWSLETTER_LIST_ID: _n, KLAVIYO_SMS_LIST_ID: _s, KLAVIYO_POPUP_LIST_ID: _p, KLAVIYO_FORMS_LIST_ID: _f, C7_WINE_SHIPPING_LOCATION: _l, ...SHARED } = VALID_ENV;
const PRODUCTION_ENV = { ...SHARED, ENVIRONMENT: 'production', COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js' };

function configError(env: Record<string, unknown>): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('readConfig did not throw');
}

describe('readConfig', () => {
  it('turns valid settings into typed numbers and URLs without trailing slashes', () => {
    const config = readConfig({ ...VALID_ENV, PUBLIC_ORIGIN: 'https://www.triangleridge.example/' });
    expect(config).toMatchObject({
      environment: 'local',
      brandName: 'Triangle Ridge Winery',
      clubDiscountPercentage: 20,
      cacheTtlSeconds: 60,
      defaultClubUrl: '/club',
      wineShippingLocation: 'loc-warehouse',
      commerceApiUrl: 'https://commerce.example/v1',
      contentApiUrl: 'https://content.example/api',
      marketingApiUrl: 'https://marketing.example',
      publicOrigin: 'https://www.triangleridge.example',
    });
  });

  it('leaves optional secrets undefined when they are blank or absent', () => {
    const config = readConfig({ ...VALID_ENV, SENTRY_DSN: '' });
    expect(config.sentryDsn).toBeUndefined();
    expect(config.webhookSecret).toBeUndefined();
    expect(config.publicOrigin).toBeUndefined();
  });

  it('reports locally to the emulator stand-in only: a real DSN is ignored there, kept in production', () => {
    const local = 'https://0123456789abcdef0123456789abcdef@emulator.internal/sentry/1';
    const real = 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/42';
    expect(readConfig({ ...VALID_ENV, SENTRY_DSN: local }).sentryDsn).toBe(local);
    expect(readConfig({ ...VALID_ENV, SENTRY_DSN: real }).sentryDsn).toBeUndefined();
    expect(readConfig({ ...PRODUCTION_ENV, SENTRY_DSN: real }).sentryDsn).toBe(real);
    expect(readConfig({ ...VALID_ENV, SENTRY_DSN: 'not a dsn' }).sentryDsn).toBeUndefined();
  });

  it('requires the Klaviyo private key; reads the list ids set and each list name (with defaults) for the others', () => {
    const config = readConfig({ ...VALID_ENV, MARKETING_API_KEY: ' marketing-key ' });
    expect(config.marketingApiKey).toBe('marketing-key');
    expect(config.klaviyoListIds).toEqual({ newsletter: 'RnWs7Q', sms: 'Tx4mPb', popup: 'Pq8vLh', forms: 'Fm3kZc' });
    const { MARKETING_API_KEY: _key, KLAVIYO_SMS_LIST_ID: _sms, ...unset } = VALID_ENV;
    expect(configError(unset).message).toBe("Couldn't find environment variable(s): MARKETING_API_KEY");
    const byName = readConfig({ ...unset, MARKETING_API_KEY: 'k', KLAVIYO_POPUP_LIST_NAME: ' Pop-up 2027 ' });
    expect(byName.klaviyoListIds).toEqual({ newsletter: 'RnWs7Q', popup: 'Pq8vLh', forms: 'Fm3kZc' });
    expect(byName.klaviyoListNames).toEqual({ newsletter: 'Newsletter', sms: 'SMS Subscribers', popup: 'Pop-up 2027', forms: 'Website Forms' });
    expect(configError({ ...VALID_ENV, MARKETING_API_KEY: '  ' }).message).toBe("Couldn't find environment variable(s): MARKETING_API_KEY");
  });

  it('refuses a list id that is not a Klaviyo list id', () => {
    expect(configError({ ...VALID_ENV, KLAVIYO_POPUP_LIST_ID: 'popup-list' }).message).toContain('KLAVIYO_POPUP_LIST_ID must be a Klaviyo list id');
  });

  it('names every missing required setting', () => {
    const { BRAND_NAME: _brand, PREVIEW_SECRET: _secret, ...env } = VALID_ENV;
    const error = configError(env);
    expect(error.message.startsWith("Couldn't find environment variable(s)")).toBe(true);
    expect(error.message).toContain('BRAND_NAME');
    expect(error.message).toContain('PREVIEW_SECRET');
    expect(error.message).not.toContain('COMMERCE_TENANT');
  });

  it('needs the Commerce7 app’s id and secret, and reads them for the app calls', () => {
    const { COMMERCE_APP_ID: _id, COMMERCE_APP_SECRET: _secret, ...env } = VALID_ENV;
    expect(configError(env).message).toBe("Couldn't find environment variable(s): COMMERCE_APP_ID, COMMERCE_APP_SECRET");
    expect(readConfig({ ...VALID_ENV })).toMatchObject({ commerceAppId: 'triangle-ridge-storefront', commerceAppSecret: 'app-secret-key' });
  });

  it('counts a blank setting as missing', () => {
    const error = configError({ ...VALID_ENV, COMMERCE_TENANT: '   ' });
    expect(error.message).toBe("Couldn't find environment variable(s): COMMERCE_TENANT");
  });

  it('names every required setting when the environment is empty', () => {
    const error = configError({});
    for (const key of Object.keys(SHARED)) expect(error.message).toContain(key);
  });

  it("needs the platform's widget script (the hosted checkout); the tokeniser is optional", () => {
    const { COMMERCE_WIDGET_SCRIPT_URL: _widget, ...env } = VALID_ENV;
    expect(configError(env).message).toBe("Couldn't find environment variable(s): COMMERCE_WIDGET_SCRIPT_URL");
    const config = readConfig({ ...VALID_ENV, PAYMENT_TOKENIZER_SCRIPT_URL: '/__emulator/gateway/tokenizer.js' });
    expect(config).toMatchObject({ commerceWidgetScriptUrl: '/__emulator/hosted/commerce7.js', paymentTokenizerScriptUrl: '/__emulator/gateway/tokenizer.js' });
    expect(readConfig({ ...VALID_ENV }).paymentTokenizerScriptUrl).toBeUndefined();
  });

  it("takes the emulator's same-origin stand-ins only locally: production names https scripts", () => {
    const production = { ...PRODUCTION_ENV, COMMERCE_WIDGET_SCRIPT_URL: '/__emulator/hosted/commerce7.js' };
    expect(configError(production).message).toContain('COMMERCE_WIDGET_SCRIPT_URL must be an https URL');
    expect(readConfig({ ...production, COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js' }).commerceWidgetScriptUrl).toBe('https://cdn.commerce7.com/v2/commerce7.js');
    expect(configError({ ...production, COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js', PAYMENT_TOKENIZER_SCRIPT_URL: '/__emulator/gateway/tokenizer.js' }).message).toContain(
      'PAYMENT_TOKENIZER_SCRIPT_URL',
    );
    expect(configError({ ...VALID_ENV, COMMERCE_WIDGET_SCRIPT_URL: 'http://cdn.commerce7.com/v2/commerce7.js' }).message).toContain('COMMERCE_WIDGET_SCRIPT_URL');
  });

  it.each([
    ['CLUB_DISCOUNT_PERCENTAGE', 'abc'],
    ['CLUB_DISCOUNT_PERCENTAGE', '120'],
    ['ENVIRONMENT', 'prod'],
    ['PREVIEW_SECRET', 'too-short'],
    ['COMMERCE_API_URL', 'not a url'],
    ['CACHE_TTL_SECONDS', '0'],
  ])('rejects %s=%j as an invalid setting', (key, value) => {
    const error = configError({ ...VALID_ENV, [key]: value });
    expect(error.message.startsWith('Invalid environment variable(s)')).toBe(true);
    expect(error.message).toContain(key);
  });

  it("lets Builder's editor frame editing responses by default, and localhost only locally", () => {
    expect(readConfig({ ...PRODUCTION_ENV }).editorOrigins).toEqual(['https://builder.io', 'https://*.builder.io']);
    expect(readConfig({ ...VALID_ENV }).editorOrigins).toEqual(['https://builder.io', 'https://*.builder.io', 'http://localhost:*', 'http://127.0.0.1:*']);
    const production = { ...PRODUCTION_ENV, ENVIRONMENT: 'stage', COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js' };
    expect(readConfig({ ...production, EDITOR_ORIGINS: ' https://editor.example  https://*.builder.io ' }).editorOrigins).toEqual(['https://editor.example', 'https://*.builder.io']);
  });

  it('refuses an editor origin that is not an https origin', () => {
    for (const value of ['http://builder.io', 'https://builder.io/path', '*', "'self' https://builder.io", 'https://*']) {
      expect(configError({ ...VALID_ENV, EDITOR_ORIGINS: value }).message, value).toContain('EDITOR_ORIGINS');
    }
  });

  it('transforms images by default, of this site only, unless told otherwise', () => {
    expect(readConfig({ ...VALID_ENV }).images).toEqual({ transform: true, remoteHosts: [] });
    expect(readConfig({ ...VALID_ENV, IMAGE_TRANSFORMATIONS: 'off', IMAGE_SOURCE_HOSTS: ' cdn.builder.io  *.commerce7.com ' }).images).toEqual({
      transform: false,
      remoteHosts: ['cdn.builder.io', '*.commerce7.com'],
    });
    for (const bad of ['https://cdn.builder.io', 'cdn.builder.io/path', '*', 'localhost']) {
      expect(configError({ ...VALID_ENV, IMAGE_SOURCE_HOSTS: bad }).message, bad).toContain('IMAGE_SOURCE_HOSTS');
    }
    expect(configError({ ...VALID_ENV, IMAGE_TRANSFORMATIONS: 'yes' }).message).toContain('IMAGE_TRANSFORMATIONS must be on or off');
  });

  it('needs the mobile terms every SMS consent links to: an https address or a path on this site', () => {
    expect(readConfig({ ...VALID_ENV }).smsTermsUrl).toBe('/mobile-terms');
    expect(readConfig({ ...VALID_ENV, SMS_TERMS_URL: 'https://pages.triangleridge.example/mobile-terms' }).smsTermsUrl).toBe('https://pages.triangleridge.example/mobile-terms');
    expect(configError({ ...VALID_ENV, SMS_TERMS_URL: '' }).message).toContain('SMS_TERMS_URL');
    for (const bad of ['http://pages.example/terms', 'javascript:alert(1)', '//evil.example/terms', 'mobile-terms']) {
      expect(configError({ ...VALID_ENV, SMS_TERMS_URL: bad }).message, bad).toContain('SMS_TERMS_URL must be an https URL or a path on this site');
    }
  });

  it('refuses to start outside local with a placeholder, naming each setting; locally the emulator ids are the real ones', () => {
    const zeros = '00000000-0000-0000-0000-000000000000';
    expect(configError({ ...PRODUCTION_ENV, C7_WINE_SHIPPING_LOCATION: zeros, KLAVIYO_SMS_LIST_ID: 'Tx4mPb', PUBLIC_ORIGIN: 'https://www.triangleridge.example' }).message).toBe(
      'Placeholder value(s) in environment variable(s): C7_WINE_SHIPPING_LOCATION, KLAVIYO_SMS_LIST_ID, PUBLIC_ORIGIN (docs/configuration.md says where each is found; npm run deploy:check lists them)',
    );
    expect(readConfig({ ...PRODUCTION_ENV, C7_WINE_SHIPPING_LOCATION: '45bbbb1c-ebdd-4b37-b325-2c822b6bf1ef', KLAVIYO_SMS_LIST_ID: 'Y6nRLr' }).wineShippingLocation).toBe(
      '45bbbb1c-ebdd-4b37-b325-2c822b6bf1ef',
    );
    expect(readConfig(PRODUCTION_ENV).wineShippingLocation).toBeUndefined();
    expect(readConfig(VALID_ENV).klaviyoListIds.sms).toBe('Tx4mPb');
    // Production's code pointed at the emulator (the worker tests) is not a deployment: its ids are real there.
    const emulated = { COMMERCE_API_URL: 'https://emulator.internal/commerce/v1', CONTENT_API_URL: 'https://emulator.internal/content', MARKETING_API_URL: 'https://emulator.internal/marketing' };
    expect(readConfig({ ...PRODUCTION_ENV, ...emulated, KLAVIYO_SMS_LIST_ID: 'Tx4mPb' }).klaviyoListIds.sms).toBe('Tx4mPb');
  });
});

describe("Builder's track endpoint", () => {
  it("is beside Builder's content API, as the SDK sends it; locally the emulator's twin through /__emulator", () => {
    expect(readConfig({ ...VALID_ENV, CONTENT_API_URL: 'https://cdn.builder.io/' }).builderTrackUrl).toBe('https://cdn.builder.io/api/v1/track');
    expect(readConfig({ ...VALID_ENV, CONTENT_API_URL: 'https://emulator.internal/content' }).builderTrackUrl).toBe('/__emulator/content/api/v1/track');
  });
});
