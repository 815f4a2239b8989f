// Customers: sign-in (password or magic link), sign-out, the token's customer, and the
// password-reset and magic links. Login and self-lookup return a 401's body (spec 8).
import * as v from 'valibot';
import { RawCustomerSchema, RawLoginSchema } from './client/raw.schema.ts';
import { CommerceError, type CommerceCall } from './client/request.ts';
import { reshapeCustomer } from './client/reshape.ts';
import type { RegisterInput } from './rules/register.schema.ts';
import type { Customer, LinkResult, LoginResult, RegisterResult } from './types.ts';
import { CUSTOMER_WINDOW_MS, PersonalMemory, secretKey } from '../platform/cache/personal.ts';

/** Each token's customer, reused for a few seconds (platform/cache/personal.ts): only that token's requests can name it. */
export const customersByToken = new PersonalMemory<Customer>(CUSTOMER_WINDOW_MS);

const MessageSchema = v.object({ message: v.optional(v.string(), '') });

/**
 * The visitor's consent record on their account: one of the tenant's customer fields
 * (`metaData`, customers.md), named by a setting (CONSENT_METADATA_FIELD, created in
 * Commerce7's admin under the customer MetaData Config). Not Commerce7 app data: "Custom
 * app data is public, but is only writable by your app's ID" (skynet-watcher/Commerce7
 * docs/developer/app-platform/custom-app-data.md), and a visitor's consent is not public.
 * Whether a customer-token answer (login, customer/self) carries metaData is unverified:
 * these functions are the one place to change if it does not.
 */
export function storedConsentOf(metaData: Record<string, unknown> | null, field: string): string | null {
  const value = metaData?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

export type CustomerSettings = {
  /** The customer metaData field that keeps the consent record. */
  consentField: string;
  /** Whether Commerce7 sends its own e-mail on a sign-up (isSendTransactionEmail, customers.md). */
  sendTransactionEmail: boolean;
};

export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = { consentField: 'storefront-consent', sendTransactionEmail: true };

export function createCustomers(call: CommerceCall, settings: CustomerSettings = DEFAULT_CUSTOMER_SETTINGS) {
  /**
   * Unverified: Commerce7's public docs do not say how an account's login password is
   * set. This sends it as a root field of the documented customer update (PUT
   * /customer/{id}, an app call), the one place to change if the real API differs.
   */
  /** The sign-up's second write, booked with its first (an account is never left without its password by the budget). */
  const setPassword = async (customerId: string, password: string): Promise<void> => {
    await call(`customer/${encodeURIComponent(customerId)}`, RawCustomerSchema, { method: 'PUT', auth: 'app', body: { password }, budgetAs: 'booked' });
  };
  const login = async (path: string, body: unknown): Promise<LoginResult> => {
    const result = await call(path, RawLoginSchema, { method: 'POST', body }, { returnBodyOn401: true });
    if (result.kind === 'ok') {
      const { token, customer: raw } = result.data;
      const customer = reshapeCustomer(raw);
      // The login answers with the token's customer, the record customer/self gives: it is
      // the token's reused copy from now (platform/cache/personal.ts), so the first pages
      // after signing in do not ask for it again.
      customersByToken.set(await secretKey(token), customer);
      return { ok: true, token, customer, storedConsent: storedConsentOf(raw.metaData, settings.consentField) };
    }
    if (result.kind === 'rejected-body') return { ok: false, message: result.message };
    throw new CommerceError('The commerce service sent no login.', 502);
  };

  const link = async (path: string, body: unknown): Promise<LinkResult> => {
    const result = await call(path, MessageSchema, { method: 'POST', body }, { returnBodyOn404: true });
    if (result.kind === 'rejected-body') return { ok: false, message: result.message };
    return { ok: true, message: result.kind === 'ok' ? result.data.message : '' };
  };

  return {
    login: (email: string, password: string, cartId?: string) => login('customer/login', { email, password, cartId }),
    /**
     * Creates an account and signs it in: Commerce7's POST /customer (an app call; it takes
     * no password, customers.md), then the login password set on it (setPassword), then the
     * ordinary login, which also adopts an anonymous cart. An e-mail that already has an
     * account is a 409 with the backend's message.
     */
    async register(input: RegisterInput, cartId?: string): Promise<RegisterResult> {
      const { firstName, lastName, email, password, birthDate } = input;
      const created = await call(
        'customer',
        RawCustomerSchema,
        { method: 'POST', auth: 'app', body: { firstName, lastName, birthDate, emails: [{ email }], isSendTransactionEmail: settings.sendTransactionEmail }, budgetCalls: 2 },
        { returnBodyOn: [409] },
      );
      if (created.kind === 'rejected-body') return { ok: false, status: 409, message: created.message };
      if (created.kind !== 'ok') throw new CommerceError('The commerce service sent no customer.', 502);
      await setPassword(created.data.id, password);
      const signedIn = await login('customer/login', { email, password, cartId });
      if (!signedIn.ok) throw new CommerceError('The new account could not sign in.', 502);
      return signedIn;
    },
    loginWithMagicLink: (token: string) => login('customer/login-with-magic-link', { token }),
    async logout(token: string): Promise<void> {
      customersByToken.delete(await secretKey(token));
      await call('customer/logout', MessageSchema, { method: 'POST', auth: 'customer', token });
    },
    /**
     * Keeps the consent record in the customer's metaData field (see storedConsentOf). A PUT
     * replaces a sub-object whole (commerce7-apis.md "Put Requests"), so the tenant's other
     * fields are read first and sent back unchanged.
     */
    async saveConsent(customerId: string, consent: string): Promise<void> {
      const path = `customer/${encodeURIComponent(customerId)}`;
      // The read is the write's first half: it takes the write's share of the budget (waits, is never refused alone).
      const current = await call(path, RawCustomerSchema, { auth: 'app', budgetAs: 'write' });
      const metaData = current.kind === 'ok' ? (current.data.metaData ?? {}) : {};
      await call(path, RawCustomerSchema, { method: 'PUT', auth: 'app', body: { metaData: { ...metaData, [settings.consentField]: consent } } });
    },
    /**
     * The token's customer, or null when the token is refused (401); a copy of the last few
     * seconds is reused unless taken before `changedAt` (the browser's last change, ms).
     */
    async self(token: string, changedAt = 0): Promise<Customer | null> {
      const key = await secretKey(token);
      const held = customersByToken.get(key, changedAt);
      if (held) return held;
      const result = await call('customer/self', RawCustomerSchema, { auth: 'customer', token }, { returnBodyOn401: true });
      if (result.kind !== 'ok') {
        customersByToken.delete(key);
        return null;
      }
      const customer = reshapeCustomer(result.data);
      customersByToken.set(key, customer);
      return customer;
    },
    /** The token's customer as the store now knows it (a cart made for them is their web cart), kept as its reused copy. */
    async remember(token: string, customer: Customer): Promise<void> {
      customersByToken.set(await secretKey(token), customer);
    },
    /** The token's customer changed here (a club joined or cancelled): the next read asks again. */
    async forget(token: string): Promise<void> {
      customersByToken.delete(await secretKey(token));
    },
    /** Sets a new password with a reset link's token; false when the link is used or expired. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const result = await call('customer/reset-password', MessageSchema, { method: 'POST', body: { token, password } }, { returnBodyOn401: true });
      return result.kind !== 'rejected-body';
    },
    resetPasswordLink: (email: string, redirectUrl: string) => link('customer/generate-reset-password-link', { email, redirectUrl }),
    magicLink: (email: string, redirectUrl: string) => link('customer/generate-magic-link', { email, redirectUrl }),
  };
}
