import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountSummary } from './account-summary.tsx';
import { isAccountPath } from './use-sign-out.ts';

const customer = { id: 'c1', firstName: 'Casey', lastName: 'Lindqvist', email: 'customer@example.com' };

describe('AccountSummary', () => {
  it('shows name, e-mail and "Active member" for a club member', () => {
    const html = renderToString(<AccountSummary customer={customer} member />);
    expect(html).toContain('Casey Lindqvist');
    expect(html).toContain('customer@example.com');
    expect(html).toContain('Active member');
    expect(html).not.toContain('Not a member');
  });

  it('shows "Not a member" with a way to join for everyone else', () => {
    const html = renderToString(<AccountSummary customer={customer} member={false} />);
    expect(html).toContain('Not a member');
    expect(html).toMatch(/<a href="\/club">Join the Wine Society<\/a>/);
  });

  it('carries the Sign out button as an island', () => {
    const html = renderToString(<AccountSummary customer={customer} member={false} />);
    expect(html).toMatch(/data-island="sign-out"[\s\S]*Sign out/);
  });
});

describe('isAccountPath', () => {
  it('is true for /profile and the pages under it only', () => {
    expect(isAccountPath('/profile')).toBe(true);
    expect(isAccountPath('/profile/order-receipt/1')).toBe(true);
    expect(isAccountPath('/profiles')).toBe(false);
    expect(isAccountPath('/')).toBe(false);
  });
});
