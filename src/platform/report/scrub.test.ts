import { describe, expect, it } from 'vitest';
import { pathOnly, scrubEvent, scrubText, scrubValue } from './scrub.ts';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0LTEyMyIsImV4cCI6MTc2NDAwMDAwMH0.c2lnbmF0dXJlLXBhcnQtaGVyZQ';

describe('scrubText', () => {
  it('removes a planted e-mail address, plain and URL-encoded', () => {
    const out = scrubText('Login failed for ada.lovelace+wine@example.co.uk (ada%40example.com)');
    expect(out).not.toMatch(/lovelace|ada%40|example\.co/);
    expect(out).toContain('[email]');
  });

  it('removes a bearer token but keeps the scheme', () => {
    const out = scrubText('Authorization: Bearer planted-token-9f8e7d6c5b4a3f2e1d0c');
    expect(out).not.toContain('planted-token');
    expect(out).toContain('Bearer [token]');
  });

  it('removes a JWT wherever it sits', () => {
    expect(scrubText(`token was ${JWT} at /api/session`)).not.toContain('eyJ');
  });

  it('removes the customerToken cookie and any cookie header', () => {
    const cookie = scrubText(`document.cookie = "age_gate=false; customerToken=abc.def-123; cartId=0f1e2d3c"`);
    expect(cookie).not.toMatch(/abc\.def-123|0f1e2d3c/);
    const header = scrubText('cookie: customerToken=abc123; cartId=xyz');
    expect(header).toBe('cookie: [filtered]');
    expect(scrubText('{"customerToken":"tok-123","ok":true}')).toBe('{"customerToken":"[filtered]","ok":true}');
  });

  it('removes a card number with spaces or dashes, Luhn-valid or not', () => {
    expect(scrubText('card 4242 4242 4242 4242 declined')).toBe('card [card] declined');
    expect(scrubText('card 4111-1111-1111-1112 declined')).toBe('card [card] declined');
    expect(scrubText('pan 5555555555554444')).toBe('pan [card]');
    // A false positive on purpose: a UUID whose digits run thirteen long between its dashes
    // (about one in fifty) loses that run too, so a test's marker must not be a UUID.
    expect(scrubText('marker-c1234567-8901-4234-a567-e8b9c0d1e2f3')).toBe('marker-c[card]-a567-e8b9c0d1e2f3');
  });

  it('removes an email= query value and token= values', () => {
    const out = scrubText('GET /api/orders/lookup?email=ada%40example.com&orderNumber=12 and /reset?token=Zx9Q');
    expect(out).not.toMatch(/ada|Zx9Q/);
    expect(out).toContain('email=[filtered]');
    expect(out).toContain('orderNumber=12');
  });

  it('removes long hex and base64 strings, keeps ordinary words, paths and small numbers', () => {
    expect(scrubText('key 0123456789abcdef0123456789abcdef0123')).toBe('key [hex]');
    expect(scrubText('sig dGhpcyBpcyBhIHZlcnkgbG9uZyBzZWNyZXQgVG9rZW4x==')).toBe('sig [token]');
    const ordinary = "TypeError: Cannot read properties of undefined (reading 'items') at /profile/club-membership/receipt/42 line 12";
    expect(scrubText(ordinary)).toBe(ordinary);
  });
});

describe('scrubValue and scrubEvent', () => {
  it('walks nested objects and arrays; credential keys lose their value', () => {
    const out = scrubValue({ tags: { who: 'ada@example.com' }, list: ['Bearer abc.def'], cookies: { customerToken: 'x' } });
    expect(JSON.stringify(out)).not.toMatch(/ada@|abc\.def|customerToken":"x/);
  });

  it('keeps method, path and user agent of the request; drops its body, cookies, query and other headers', () => {
    const event = scrubEvent({
      message: 'boom for ada@example.com',
      request: {
        url: 'https://shop.example/api/orders/lookup?email=ada%40example.com',
        method: 'GET',
        headers: { 'User-Agent': 'Chromium', Cookie: 'customerToken=abc', Authorization: 'Bearer x' },
        data: '{"password":"hunter2"}',
        cookies: { customerToken: 'abc' },
        query_string: 'email=ada%40example.com',
      },
    });
    expect(event.request).toEqual({ url: 'https://shop.example/api/orders/lookup', method: 'GET', headers: { 'User-Agent': 'Chromium' } });
    expect(JSON.stringify(event)).not.toMatch(/ada|hunter2|abc/);
  });

  it('reduces a URL to its path', () => {
    expect(pathOnly('/product/cabernet?email=ada@example.com#top')).toBe('/product/cabernet');
    expect(pathOnly('https://shop.example/blog/ada@example.com')).toBe('/blog/[email]');
  });
});
