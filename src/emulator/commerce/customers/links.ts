// Password-reset and magic sign-in links. The e-mail that would be sent goes to the
// outbox table (read it at GET /__emulator/outbox); links are single-use, 60 minutes.
// Source: storefront spec section 7 (reset-password and magic-link calls); not in Commerce7's
// public docs: unverified.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { randomToken, sha256Hex } from '../auth/encoding.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueToken } from '../auth/tokens.ts';
import { Email, invalid, notFound, readBody, unauthorized } from '../http.ts';
import { findCustomerByEmail, loadCustomer, type CustomerRow } from './load.ts';

export const linkApi = new Hono<EmulatorEnv>();

const LINK_MINUTES = 60;
const DEFAULT_ORIGIN = 'http://localhost:8787';
const NO_ACCOUNT = "We couldn't find an account with that email.";
const USED_OR_EXPIRED = 'This link has expired or has already been used. Please request a new one.';

const RedirectUrl = v.optional(
  v.nullable(v.pipe(v.string('redirectUrl must be a string.'), v.maxLength(500), v.url('redirectUrl must be a URL.'), v.startsWith('http', 'redirectUrl must be an http(s) URL.'))),
);
const LinkBody = v.object({ email: Email, redirectUrl: RedirectUrl });

type Kind = 'reset' | 'magic';
const MAILS: Record<Kind, { path: string; param: string; subject: string; intro: string; sent: string }> = {
  reset: {
    path: '/profile/reset-password',
    param: 'token',
    subject: 'Reset your Triangle Ridge password',
    intro: 'We received a request to reset the password of your Triangle Ridge Winery account. Choose a new one here:',
    sent: 'We have sent a link to reset your password to your email.',
  },
  magic: {
    path: '/profile/login',
    param: 'magicToken',
    subject: 'Your Triangle Ridge sign-in link',
    intro: 'Sign in to your Triangle Ridge Winery account with this link:',
    sent: 'We have sent a sign-in link to your email.',
  },
};

async function sendLink(c: Context<EmulatorEnv>, kind: Kind): Promise<Response> {
  const body = await readBody(c, LinkBody);
  if (!body.ok) return body.response;
  const customer = await findCustomerByEmail(c.env.DB, body.value.email);
  if (!customer) return notFound(c, NO_ACCOUNT);
  const mail = MAILS[kind];
  const token = randomToken();
  const origin = (body.value.redirectUrl ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
  const link = `${origin}${mail.path}?${mail.param}=${encodeURIComponent(token)}`;
  const now = Date.now();
  await c.env.DB.batch([
    c.env.DB.prepare('INSERT INTO commerce_customer_links (token_hash, customer_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').bind(
      await sha256Hex(token),
      customer.id,
      kind,
      now + LINK_MINUTES * 60_000,
      now,
    ),
    c.env.DB.prepare('INSERT INTO outbox (to_address, subject, text, created_at) VALUES (?, ?, ?, ?)').bind(customer.email, mail.subject, mailText(customer, mail.intro, link), now),
  ]);
  return c.json({ message: mail.sent });
}

function mailText(customer: CustomerRow, intro: string, link: string): string {
  return `Hello${customer.first_name ? ` ${customer.first_name}` : ''},\n\n${intro}\n\n${link}\n\nThe link works once and expires in ${LINK_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.\n\nTriangle Ridge Winery`;
}

linkApi.post('/customer/generate-reset-password-link', (c) => sendLink(c, 'reset'));
linkApi.post('/customer/generate-magic-link', (c) => sendLink(c, 'magic'));

const TokenField = v.pipe(v.string('token must be a string.'), v.nonEmpty('token is required.'), v.maxLength(200, 'token is not valid.'));

/** Marks the link used, in the same statement that checks it is unused and fresh. */
function consume(db: D1Database, kind: Kind, tokenHash: string, now: number) {
  return db.prepare('UPDATE commerce_customer_links SET used_at = ?1 WHERE token_hash = ?2 AND kind = ?3 AND used_at IS NULL AND expires_at > ?1 RETURNING customer_id').bind(now, tokenHash, kind);
}

const ResetBody = v.object({ token: TokenField, password: v.string('password must be a string.') });

linkApi.post('/customer/reset-password', async (c) => {
  const body = await readBody(c, ResetBody);
  if (!body.ok) return body.response;
  const { token, password } = body.value;
  if (password.length < 8) return invalid(c, 'Your password must be at least 8 characters.');
  if (password.length > 200) return invalid(c, 'Your password must be at most 200 characters.');
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  // One transaction: the password changes only while the link is unused and fresh,
  // and the same transaction then uses it up.
  const [, consumed] = await c.env.DB.batch<{ customer_id: string }>([
    c.env.DB.prepare(
      "UPDATE commerce_customers SET password_hash = ?1 WHERE id = (SELECT customer_id FROM commerce_customer_links WHERE token_hash = ?2 AND kind = 'reset' AND used_at IS NULL AND expires_at > ?3)",
    ).bind(passwordHash, tokenHash, now),
    consume(c.env.DB, 'reset', tokenHash, now),
  ]);
  if (!consumed?.results[0]) return unauthorized(c, USED_OR_EXPIRED);
  return c.body(null, 204);
});

linkApi.post('/customer/login-with-magic-link', async (c) => {
  const body = await readBody(c, v.object({ token: TokenField }));
  if (!body.ok) return body.response;
  const consumed = await consume(c.env.DB, 'magic', await sha256Hex(body.value.token), Date.now()).first<{ customer_id: string }>();
  if (!consumed) return unauthorized(c, USED_OR_EXPIRED);
  const token = await issueToken(c.env.TOKEN_SECRET, consumed.customer_id);
  return c.json({ token, customer: await loadCustomer(c.env.DB, consumed.customer_id) });
});
