// /api/club-memberships: the signed-in customer's memberships, joining a club or
// subscription named by its page slug, changing its delivery, address or card, and
// cancelling one. Behind requireCustomer (401 signed out). The card arrives as the payment
// gateway's token (tokenised in the browser): a body with a card number is refused (400)
// by its strict schema, and errors are reported without the request's body.
import { Hono, type Context } from 'hono';
import { alreadyMember, joinTerms, membershipChangeRefusal } from '../../commerce/rules/club-join.ts';
import { ClubCancelSchema, ClubChangeSchema, CLUB_JOIN_MESSAGES, ClubJoinSchema } from '../../commerce/rules/club-join.schema.ts';
import { CHECKOUT_MESSAGES } from '../../commerce/rules/checkout.schema.ts';
import type { AppEnv } from '../context.ts';
import { ACCOUNT_UNAVAILABLE, requireCustomer, signedInOf } from '../http/require-customer.ts';
import { markChanged } from '../session/index.ts';
import { commerceFailure } from '../http/commerce-failure.ts';
import { storeBusyJson } from '../http/store-busy.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { receiptUrlOf } from '../http/links.ts';

/** The signed-in customer's own membership `id`; null for anyone else's (answered 404, never their data). */
async function ownMembership(c: Context<AppEnv>, id: string) {
  const { customer, token } = signedInOf(c);
  const app = c.get('app');
  const own = await app.commerce.clubs.ownMembership(token, customer.id, id);
  return own ? { own, customer, token, app } : null;
}

export const clubMemberships = new Hono<AppEnv>();

clubMemberships.use(requireCustomer({ unavailable: (c) => c.json({ message: ACCOUNT_UNAVAILABLE }, 503) }));

clubMemberships.get('/', async (c) => {
  const { customer, token } = signedInOf(c);
  const app = c.get('app');
  try {
    const memberships = await app.commerce.clubs.forCustomer(token, customer.id);
    // An API answer is whole or not at all: a card or address the budget refused is a 429, not a null.
    if (memberships.some((m) => m.storeBusy)) return storeBusyJson(c);
    return c.json({ memberships });
  } catch (error) {
    return commerceFailure(c, error, { section: 'club-memberships', step: 'list', unavailable: ACCOUNT_UNAVAILABLE });
  }
});

clubMemberships.post('/', async (c) => {
  const input = await parseJsonBody(c, ClubJoinSchema);
  if (!input.ok) return input.response;
  const { customer, token } = signedInOf(c);
  const app = c.get('app');
  const { club: slug, fulfillment, shipTo, payment } = input.value;
  try {
    const terms = joinTerms(await app.commerce.clubs.bySlug(slug), input.value.frequency);
    if (!terms.ok) return c.json({ message: CLUB_JOIN_MESSAGES[terms.refused], errors: { [terms.refused]: CLUB_JOIN_MESSAGES[terms.refused] } }, 400);
    const { club, frequency } = terms;
    // Said before any card or address is put on file. The backend still guards the race.
    if (alreadyMember(club, await app.commerce.clubs.summariesForCustomer(token, customer.id))) return c.json({ message: CLUB_JOIN_MESSAGES.alreadyMember }, 409);

    const result = await app.commerce.clubs.join(customer.id, { club, fulfillment, shipTo: fulfillment === 'ship' ? shipTo : undefined, payment, frequency: frequency ?? undefined });
    if (!result.ok) {
      if (result.status === 409) return c.json({ message: CLUB_JOIN_MESSAGES.alreadyMember }, 409);
      return c.json({ message: result.message }, 422);
    }
    await forgetCustomerCopies(c, token);
    return c.json({ membership: result.membership, receiptUrl: receiptUrlOf(result.membership.id) }, 201);
  } catch (error) {
    return commerceFailure(c, error, { section: 'club-memberships', step: 'join', unavailable: CLUB_JOIN_MESSAGES.unavailable });
  }
});

/** Changes the delivery, ship-to address or card of one of the customer's own running memberships. */
clubMemberships.put('/:id', async (c) => {
  const input = await parseJsonBody(c, ClubChangeSchema);
  if (!input.ok) return input.response;
  const id = c.req.param('id');
  try {
    const found = await ownMembership(c, id);
    if (!found) return c.json({ message: CLUB_JOIN_MESSAGES.notFound }, 404);
    const { own, customer, app } = found;
    const { fulfillment, shipTo, payment } = input.value;
    const refused = membershipChangeRefusal(own, input.value);
    if (refused === 'cancelled') return c.json({ message: CLUB_JOIN_MESSAGES.cancelled }, 422);
    if (refused === 'storeBusy') return storeBusyJson(c);
    if (refused === 'address') return c.json({ message: CHECKOUT_MESSAGES.address, errors: { shipTo: CHECKOUT_MESSAGES.address } }, 400);
    const result = await app.commerce.clubs.update(customer.id, id, { fulfillment, shipTo, payment });
    if (!result) return c.json({ message: CLUB_JOIN_MESSAGES.notFound }, 404);
    if (!result.ok) return c.json({ message: result.message }, 422);
    return c.json({ membership: result.membership }, 200);
  } catch (error) {
    return commerceFailure(c, error, { section: 'club-memberships', step: 'change', unavailable: CLUB_JOIN_MESSAGES.unavailable, notFound: CLUB_JOIN_MESSAGES.notFound });
  }
});

/**
 * A member now, or no longer: the isolate's reused copies of the customer and their cart
 * (platform/cache/personal.ts) say otherwise, and the cart's club prices change.
 */
async function forgetCustomerCopies(c: Context<AppEnv>, token: string) {
  const app = c.get('app');
  await app.commerce.customers.forget(token);
  const cartId = (await app.session()).cart?.id;
  if (cartId) app.commerce.carts.forget(cartId);
  // Other isolates' copies too: none taken before now is used for this browser again.
  markChanged(c, { cart: true, customer: true });
}

/** Cancels one of the customer's own memberships: 404 for anyone else's, 422 when already cancelled (the backend's words). */
clubMemberships.put('/:id/cancel', async (c) => {
  const input = await parseJsonBody(c, ClubCancelSchema);
  if (!input.ok) return input.response;
  const id = c.req.param('id');
  try {
    const found = await ownMembership(c, id);
    if (!found) return c.json({ message: CLUB_JOIN_MESSAGES.notFound }, 404);
    const { customer, token, app } = found;
    const membership = await app.commerce.clubs.cancel(token, customer.id, id, input.value.reason);
    await forgetCustomerCopies(c, token);
    return c.json({ membership }, 200);
  } catch (error) {
    return commerceFailure(c, error, { section: 'club-memberships', step: 'cancel', unavailable: CLUB_JOIN_MESSAGES.cancelUnavailable, notFound: CLUB_JOIN_MESSAGES.notFound, refused: true });
  }
});
