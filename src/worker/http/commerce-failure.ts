// How the signed-in customer's APIs answer a commerce failure, in the customer's words: a
// session the backend no longer accepts is a 401, a record that is not theirs a 404 (where
// the route names one), a refusal a 422 in the backend's words (where the route allows
// one), and anything else is reported and a 503 with the route's message.
import type { Context } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import type { AppEnv } from '../context.ts';
import { SIGN_IN_REQUIRED } from './require-customer.ts';
import { isStoreBusy, storeBusyJson } from './store-busy.ts';

export type CommerceFailureOptions = {
  /** Where the failure is reported. */
  section: string;
  step?: string;
  /** The 503's message. */
  unavailable: string;
  /** Answer a backend 404 with this message (the record is not the customer's). */
  notFound?: string;
  /** Pass a backend 422 on in its own words. */
  refused?: boolean;
};

export function commerceFailure(c: Context<AppEnv>, error: unknown, options: CommerceFailureOptions) {
  if (error instanceof CommerceError) {
    if (options.refused && error.statusCode === 422) return c.json({ message: error.message }, 422);
    if (options.notFound && error.statusCode === 404) return c.json({ message: options.notFound }, 404);
    if (error.statusCode === 401) return c.json({ message: SIGN_IN_REQUIRED }, 401);
  }
  // The tenant's app-call budget is spent (a read with no last good copy, or a write that could
  // not wait longer): said plainly, a 429 (the form keeps what was typed), not an outage.
  if (isStoreBusy(error)) return storeBusyJson(c);
  c.get('app').report(error, { section: options.section, ...(options.step ? { step: options.step } : {}) });
  return c.json({ message: options.unavailable }, 503);
}
