// The card step's one contact with the payment gateway, in the browser: the typed card
// goes to the gateway's tokeniser script and only its token (brand, masked number,
// expiry, holder) comes back to be sent to the store. Nothing here reaches the Worker
// with the number.
//
// The tokeniser is the emulator's stand-in (PAYMENT_TOKENIZER_SCRIPT_URL, locally
// /__emulator/gateway/tokenizer.js, which defines window.EmulatorPaymentGateway). Commerce7
// documents no browser tokeniser for its gateways: a production gateway's script (Stripe.js
// and the like) has its own API, and adapting to it is this file's job alone (unverified).
import * as v from 'valibot';
import { CardTokenSchema, type CardToken } from '../../commerce/rules/card-token.schema.ts';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import type { FormFailure } from '../../ui/form/form-state.ts';
import { trustedScriptUrl } from '../../platform/trusted-types/index.ts';

export type TypedCard = { cardholderName: string; cardNumber: string; expiry: string; cvv: string };

type GatewayAnswer = { ok: true; token: unknown } | { ok: false; field: string | null; message: string };
type Gateway = { tokenize(card: { cardNumber: string; expiry: string; cvv: string; cardHolderName: string }): Promise<GatewayAnswer> };

declare global {
  interface Window {
    EmulatorPaymentGateway?: Gateway;
  }
}

export const TOKENIZER_MESSAGES = {
  unavailable: 'We could not reach the payment gateway. Check your connection and try again.',
} as const;

const loading = new Map<string, Promise<Gateway>>();

/** Loads the tokeniser script once per page (a script a trusted script adds passes the CSP's strict-dynamic). */
function loadGateway(scriptUrl: string): Promise<Gateway> {
  if (window.EmulatorPaymentGateway) return Promise.resolve(window.EmulatorPaymentGateway);
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<Gateway>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = trustedScriptUrl(scriptUrl);
      script.async = true;
      script.onload = () => (window.EmulatorPaymentGateway ? resolve(window.EmulatorPaymentGateway) : reject(new Error('The tokeniser defined no gateway')));
      script.onerror = () => reject(new Error('The tokeniser did not load'));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, promise);
  }
  return promise;
}

const FIELD_PATHS: Record<string, string> = { cardNumber: 'payment.cardNumber', expiry: 'payment.expiry', cvv: 'payment.cvv', cardHolderName: 'payment.cardholderName' };

/** The card's token, or a failure for the form kit (on the card field the gateway names). */
export async function tokenizeCard(scriptUrl: string, card: TypedCard): Promise<{ ok: true; token: CardToken } | ({ ok: false } & FormFailure)> {
  let answer: GatewayAnswer;
  try {
    const gateway = await loadGateway(scriptUrl);
    answer = await gateway.tokenize({ cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv, cardHolderName: card.cardholderName });
  } catch {
    return { ok: false, message: TOKENIZER_MESSAGES.unavailable, errors: {} };
  }
  if (!answer.ok) {
    const path = answer.field ? FIELD_PATHS[answer.field] : undefined;
    return path ? { ok: false, message: CHECKOUT_MESSAGES.summary, errors: { [path]: answer.message } } : { ok: false, message: answer.message, errors: {} };
  }
  const token = v.safeParse(CardTokenSchema, answer.token);
  return token.success ? { ok: true, token: token.output } : { ok: false, message: TOKENIZER_MESSAGES.unavailable, errors: {} };
}
