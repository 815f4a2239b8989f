// The payment gateway stand-in's browser side, under /__emulator/gateway (the storefront
// reaches it through its local-only /__emulator proxy):
//   GET  /tokenizer.js  the browser tokeniser: window.EmulatorPaymentGateway.tokenize(card)
//   POST /v1/tokens     {cardNumber, expiry: "MM/YY", cvv, cardHolderName} -> 201 token, or
//                       400 {message, field}
// Unlike Commerce7's API this is a browser endpoint: the card never reaches the storefront.
// Source: none public for Commerce7's gateways; the tokeniser copies the shape of a gateway's
// browser tokeniser (Stripe.js style) and is unverified.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../env.ts';
import { tokenize, TokenRequest } from './tokens.ts';

export const gatewayApi = new Hono<EmulatorEnv>();

// Plain ES5-ish JavaScript, served as is: it runs in the shopper's browser.
const TOKENIZER_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var endpoint = new URL('v1/tokens', script && script.src ? script.src : location.href).toString();
  function tokenize(card) {
    return fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv, cardHolderName: card.cardHolderName }),
      credentials: 'omit'
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (response.status === 201) return { ok: true, token: body };
        return { ok: false, field: body.field || null, message: body.message || 'The payment gateway could not take the card. Please try again.' };
      });
    }, function () {
      return { ok: false, field: null, message: 'We could not reach the payment gateway. Check your connection and try again.' };
    });
  }
  window.EmulatorPaymentGateway = { tokenize: tokenize };
  document.dispatchEvent(new CustomEvent('emulator-payment-gateway:ready'));
})();
`;

gatewayApi.get('/tokenizer.js', (c) => c.body(TOKENIZER_JS, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));

gatewayApi.post('/v1/tokens', async (c) => {
  const raw = await c.req.json().catch(() => null);
  const parsed = v.safeParse(TokenRequest, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue) ?? null;
    return c.json({ message: issue.message, field }, 400);
  }
  const result = await tokenize(c.env.DB, parsed.output);
  if (!result.ok) return c.json(result.refusal, 400);
  return c.json(result.token, 201);
});
