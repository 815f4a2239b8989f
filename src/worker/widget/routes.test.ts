import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_ROUTES, parsePaymentOrigins, parseWidgetRoutes, widgetRouteOf, widgetStyleUrl } from './routes.ts';

describe("Commerce7's front-end routes", () => {
  it('default to paths clear of the store’s own /club/{slug}, /profile, /product and /collection', () => {
    const routes = parseWidgetRoutes(undefined);
    expect(routes).toEqual(DEFAULT_WIDGET_ROUTES);
    for (const own of ['/club/6-bottle-red-wines', '/profile', '/profile/orders', '/product/merlot-2022', '/collection/all', '/join']) {
      expect(widgetRouteOf(routes, own), own).toBeUndefined();
    }
  });

  it('serve every route and what follows it as a widget page, but not the legal pages the widget only links to', () => {
    const routeOf = (pathname: string) => widgetRouteOf(DEFAULT_WIDGET_ROUTES, pathname);
    expect(routeOf('/checkout')).toBe('checkout');
    expect(routeOf('/club-signup/6-bottle-red-wines')).toBe('club');
    expect(routeOf('/account/order/123')).toBe('profile');
    expect(routeOf('/checkouts')).toBeUndefined();
    expect(routeOf('/privacy-policy')).toBeUndefined();
    expect(routeOf('/terms-of-use')).toBeUndefined();
  });

  it('take the paths set in Commerce7 and refuse one that would take the store’s own pages', () => {
    expect(parseWidgetRoutes('club=/wine-club-join cart=/bag').club).toBe('/wine-club-join');
    expect(() => parseWidgetRoutes('club=/club')).toThrow("collides with the store's own /club pages");
    expect(() => parseWidgetRoutes('profile=/profile')).toThrow('collides');
    expect(() => parseWidgetRoutes('cart=/checkout')).toThrow('both use /checkout');
    expect(() => parseWidgetRoutes('basket=/basket')).toThrow('key=/path');
    expect(() => parseWidgetRoutes('cart=/a/b')).toThrow('one path segment');
  });

  it('find the stylesheet beside the script', () => {
    expect(widgetStyleUrl('https://cdn.commerce7.com/v2/commerce7.js')).toBe('https://cdn.commerce7.com/v2/commerce7.css');
    expect(widgetStyleUrl('/__emulator/hosted/commerce7.js')).toBe('/__emulator/hosted/commerce7.css');
  });

  it('take the card step’s origins from the setting, https only', () => {
    expect(parsePaymentOrigins('')).toContain('https://js.stripe.com');
    expect(parsePaymentOrigins('https://pay.example.com')).toEqual(['https://pay.example.com']);
    expect(() => parsePaymentOrigins("http://pay.example.com 'unsafe-inline'")).toThrow('not an https origin');
  });
});
