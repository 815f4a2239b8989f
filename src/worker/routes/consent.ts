// PUT /api/consent {analytics, marketing, personalisation}: records the visitor's consent.
// Everyone gets the `consent` cookie (the browser has usually set it already; this is the
// same value); a signed-in customer's record is also kept on their account, so it follows
// them to another browser (read back at sign-in, ./customer.ts). A browser sending Global
// Privacy Control (`Sec-GPC: 1`) is opted out of sale and sharing whatever the body says.
// Anonymous visitors are not refused (204): they simply have no account to keep it on.
// Cross-origin calls never get here (security/sameOrigin answers 403).
import { Hono } from 'hono';
import * as v from 'valibot';
import { formatConsent, isGpcHeader, withPrivacyControl } from '../../analytics/consent/record.ts';
import type { AppEnv } from '../context.ts';
import { abTestCookieCleared, abTestsFromCookies } from '../../content/ab-tests/index.ts';
import { writeConsentCookie } from '../session/consent-cookie.ts';
import { CUSTOMER_TOKEN_COOKIE, readCookie } from '../session/cookies.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { isStoreBusy, storeBusyJson } from '../http/store-busy.ts';

export const CONSENT_MESSAGES = {
  accountUnavailable: 'Your choices are saved in this browser, but we could not save them to your account just now. Please try again in a moment.',
} as const;

const Purpose = (name: string) => v.boolean(`${name} must be true or false.`);

export const ConsentBodySchema = v.object(
  { analytics: Purpose('analytics'), marketing: Purpose('marketing'), personalisation: Purpose('personalisation') },
  'Send the consent as {"analytics": boolean, "marketing": boolean, "personalisation": boolean}.',
);

export const consent = new Hono<AppEnv>();

consent.put('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const input = await parseJsonBody(c, ConsentBodySchema, { maxBytes: 1024 });
  if (!input.ok) return input.response;
  const decision = withPrivacyControl(input.value, isGpcHeader(c.req.header('sec-gpc')));
  writeConsentCookie(c, decision);
  // No personalisation, no A/B test group: the test cookies the browser still holds go.
  if (!decision.personalisation) {
    const secure = new URL(c.req.url).protocol === 'https:';
    for (const contentId of abTestsFromCookies(c.req.header('cookie')).keys()) c.header('Set-Cookie', abTestCookieCleared(contentId, secure), { append: true });
  }

  const token = readCookie(c, CUSTOMER_TOKEN_COOKIE);
  if (!token) return c.body(null, 204);
  const { commerce, report } = c.get('app');
  try {
    const customer = await commerce.customers.self(token);
    // A token commerce refuses is a signed-out visitor: the cookie is all there is.
    if (customer) await commerce.customers.saveConsent(customer.id, formatConsent(decision));
    return c.body(null, 204);
  } catch (error) {
    // The cookie already holds the choice; the account's copy waits for room in the budget.
    if (isStoreBusy(error)) return storeBusyJson(c);
    report(error, { section: 'consent' });
    return c.json({ message: CONSENT_MESSAGES.accountUnavailable }, 503);
  }
});
