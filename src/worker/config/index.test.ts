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
  PREVIEW_SECRET: 'a-preview-secret-of-32-characters',
} as const;

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

  it('reads the marketing key when set, and leaves it undefined (not blank) when it is not', () => {
    expect(readConfig({ ...VALID_ENV, MARKETING_API_KEY: 'marketing-key' }).marketingApiKey).toBe('marketing-key');
    expect(readConfig({ ...VALID_ENV, MARKETING_API_KEY: '  ' }).marketingApiKey).toBeUndefined();
    expect(readConfig({ ...VALID_ENV }).marketingApiKey).toBeUndefined();
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
    for (const key of Object.keys(VALID_ENV)) expect(error.message).toContain(key);
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
});
