import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginForm } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

describe('LoginForm rendered on the server', () => {
  const html = renderToString(<LoginForm idPrefix="login-page" onSuccess={() => undefined} />);

  it('labels its fields with fixed ids from the prefix (islands cannot use useId)', () => {
    expect(html).toMatch(/<label for="login-page-email">Email address<\/label>/);
    expect(html).toMatch(/<input[^>]*id="login-page-email"[^>]*type="email"/);
    expect(html).toMatch(/<label for="login-page-password">Password<\/label>/);
    expect(html).toMatch(/<input[^>]*id="login-page-password"[^>]*type="password"[^>]*autocomplete="current-password"/i);
  });

  it('is named by its heading and posts, so credentials never land in a URL', () => {
    const formTag = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('aria-labelledby="login-page-title"');
    expect(html).toContain('id="login-page-title">Sign in</h2>');
  });

  it('offers the forgotten-password and sign-in-link flows', () => {
    expect(html).toContain('Forgot your password?');
    expect(html).toContain('Email me a sign-in link');
  });
});

describe('NewPasswordForm rendered on the server', () => {
  it('asks for a new password that password managers can save', () => {
    const html = renderToString(<NewPasswordForm token="abc" />);
    expect(html).toMatch(/<label for="new-password-password">New password<\/label>/);
    expect(html).toMatch(/autoComplete="new-password"/i);
  });
});
