// The signed-in account's pages under /profile/: orders (a page at a time), one order
// whole, and the Wine Society memberships with their self-service; and the guest order
// lookup, open to anyone. Each answer is the visitor's own: never stored by any cache.
// Another customer's order, an unknown or a malformed id is the 404 page, never a 403.
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { CommerceError } from '../../commerce/index.ts';
import { ORDER_ID, ORDERS_MESSAGES, OrderListQuerySchema } from '../../commerce/rules/orders.schema.ts';
import { AccountHeading, AccountNotice, AccountPage, type AccountSection } from '../../shell/account/account-page.tsx';
import { MembershipManager } from '../../shell/account/membership-manager.tsx';
import { MEMBERSHIP_MESSAGES } from '../../shell/account/membership.rules.ts';
import { OrderDetail } from '../../shell/account/order-detail.tsx';
import { OrderLookup } from '../../shell/account/order-lookup.tsx';
import { OrdersList } from '../../shell/account/orders-list.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { ACCOUNT_AREA, noStore, renderPage } from '../render/index.tsx';
import { withDeadline } from '../session/index.ts';
import { ACCOUNT_UNAVAILABLE, requireCustomer, signedInOf, signInRedirect } from '../http/require-customer.ts';
import { receiptUrlOf } from '../http/links.ts';
import { isStoreBusy, markStoreBusy, STORE_BUSY } from '../http/store-busy.ts';
import { renderNotFound } from '../render/content-page.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

const MembershipManagerIsland = island('membership-manager', MembershipManager);
const OrderLookupIsland = island('order-lookup', OrderLookup);

export const account = new Hono<AppEnv>();

type Frame = { title: string; section: AccountSection };

/** `cardStep`: the page may replace a card (the memberships' card form, with the gateway's tokeniser). */
const accountPage = (c: Context<AppEnv>, frame: Frame, body: ReactNode, status?: 200 | 429 | 503, { cardStep = false } = {}) =>
  renderPage(c, { ...ACCOUNT_AREA, cardStep, title: frame.title, noindex: true, nofollow: true, personal: true, status, body: <AccountPage {...frame}>{body}</AccountPage> });

/** The page when commerce cannot answer: the account's frame stays usable, with the spec's words. */
const unavailable =
  (frame: Frame, message: string = ACCOUNT_UNAVAILABLE) =>
  (c: Context<AppEnv>) =>
    accountPage(c, frame, <AccountNotice>{message}</AccountNotice>, 503);

/**
 * A commerce failure on an account page: a token the backend no longer accepts (401; the
 * commerce client has already cleared the cookie) sends the visitor to sign in and back,
 * a 404 is the not-found page, the tenant's spent app-call budget (no last good copy) is the
 * frame with the store's busy words and a 429, anything else is reported and shown as the notice.
 */
function failure(c: Context<AppEnv>, error: unknown, frame: Frame, message?: string) {
  if (error instanceof CommerceError && error.statusCode === 401) return signInRedirect(c);
  if (error instanceof CommerceError && error.statusCode === 404) return noStore(renderNotFound(c, ACCOUNT_AREA));
  if (isStoreBusy(error)) return accountPage(c, frame, <AccountNotice>{STORE_BUSY}</AccountNotice>, markStoreBusy(c));
  c.get('app').report(error, { section: 'account', page: frame.section });
  return unavailable(frame, message)(c);
}

const ORDERS: Frame = { title: 'Your orders', section: 'orders' };
const MEMBERSHIPS: Frame = { title: 'Your Wine Society membership', section: 'club-membership' };

account.get('/orders', requireCustomer({ unavailable: unavailable(ORDERS) }), async (c) => {
  const query = v.safeParse(OrderListQuerySchema, { page: c.req.query('page') });
  if (!query.success) return noStore(renderNotFound(c, ACCOUNT_AREA));
  const { customer } = signedInOf(c);
  try {
    const page = await c.get('app').commerce.orders.list(customer.id, query.output.page);
    if (page.page > page.pageCount) return noStore(renderNotFound(c, ACCOUNT_AREA));
    return accountPage(c, ORDERS, <OrdersList page={page} />);
  } catch (error) {
    return failure(c, error, ORDERS, ORDERS_MESSAGES.unavailable);
  }
});

account.get('/orders/:id', requireCustomer({ unavailable: unavailable(ORDERS) }), async (c) => {
  const id = c.req.param('id');
  if (!ORDER_ID.test(id)) return noStore(renderNotFound(c, ACCOUNT_AREA));
  const { customer, token } = signedInOf(c);
  try {
    const order = await c.get('app').commerce.orders.forCustomer(token, customer.id, id);
    if (!order) return noStore(renderNotFound(c, ACCOUNT_AREA));
    return accountPage(c, { title: `Order #${order.orderNumber}`, section: 'orders' }, <OrderDetail order={order} />);
  } catch (error) {
    return failure(c, error, ORDERS, ORDERS_MESSAGES.unavailable);
  }
});

account.get('/club-membership', requireCustomer({ unavailable: unavailable(MEMBERSHIPS) }), async (c) => {
  const { customer, token } = signedInOf(c);
  const app = c.get('app');
  try {
    // Running memberships first, then the newest.
    const memberships = (await app.commerce.clubs.forCustomer(token, customer.id)).sort(
      (a, b) => Number(a.status === 'Cancelled') - Number(b.status === 'Cancelled') || b.signupDate.localeCompare(a.signupDate),
    );
    const body =
      memberships.length === 0 ? (
        <div className="account-empty">
          <p>{MEMBERSHIP_MESSAGES.none}</p>
          <p>{`Members save ${app.config.clubDiscountPercentage}% on every bottle, buy members-only wines, and receive a shipment chosen by our winemaker.`}</p>
          <a className={buttonClassName()} href="/club#choose-your-club">
            Choose your club
          </a>
        </div>
      ) : (
        <div className="account-memberships">
          {memberships.map((membership) => (
            <MembershipManagerIsland
              key={membership.id}
              membership={membership}
              receiptUrl={receiptUrlOf(membership.id)}
              pickupAddress={c.get('app').config.pickupAddress}
              showTestCards={app.config.environment !== 'production'}
              tokenizerScriptUrl={app.config.paymentTokenizerScriptUrl}
              // Without a tokeniser (production) the card is replaced in the widget's account page.
              accountPageUrl={app.config.paymentTokenizerScriptUrl ? undefined : app.config.accountPageUrl}
            />
          ))}
        </div>
      );
    return accountPage(c, MEMBERSHIPS, body, undefined, { cardStep: memberships.length > 0 });
  } catch (error) {
    return failure(c, error, MEMBERSHIPS);
  }
});

account.get('/order-lookup', async (c) => {
  const app = c.get('app');
  const session = await withDeadline(app.session(), app.report);
  return renderPage(c, {
    ...ACCOUNT_AREA,
    title: 'Find an order',
    noindex: true,
    nofollow: true,
    personal: true,
    body: (
      <div className="account">
        <AccountHeading title="Find an order" eyebrow="Orders" />
        <div className="account__body account-lookup">
          <p>Placed an order without an account? Enter the e-mail address you used at checkout and the order number from your confirmation e-mail.</p>
          {session.snapshot.customer ? (
            <p>
              Signed in? <a href="/profile/orders">All your orders are in your account.</a>
            </p>
          ) : (
            <p>
              Have an account? <a href="/profile/login?redirect=%2Fprofile%2Forders">Sign in to see every order</a> with its delivery and payment details.
            </p>
          )}
          <OrderLookupIsland />
        </div>
      </div>
    ),
  });
});
