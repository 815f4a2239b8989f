import { describe, expect, it } from 'vitest';
import { get, post } from './helpers.ts';

describe('the age gate', () => {
  it('is rendered for a visitor who has not accepted it', async () => {
    const html = await (await get('/', {})).text();
    expect(html).toContain('By entering this website you are confirming that you are at least 21 years of age.');
    expect(html).toContain('Yes, I am at least 21 years of age');
  });

  it('is never rendered again once the age_gate cookie is false', async () => {
    const html = await (await get('/', { cookie: 'age_gate=false' })).text();
    expect(html).not.toContain('Yes, I am at least 21 years of age');
  });

  it('sets the cookie and returns to the page when accepted without script', async () => {
    const response = await post('/age-gate', new URLSearchParams({ returnTo: '/visit?x=1' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/visit?x=1');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('age_gate=false');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('never redirects off the site', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await post('/age-gate', new URLSearchParams({ returnTo }));
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('refuses a cross-site post', async () => {
    const response = await post('/age-gate', new URLSearchParams({ returnTo: '/' }), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});
