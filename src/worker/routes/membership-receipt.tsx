// /profile/club-membership/receipt/{id}: the club confirmation page a join lands on.
// Behind requireCustomer (signed out: sign in and come back). Only the membership's own
// customer may open it: another customer's id, an unknown or malformed one is the 404
// page, never a 403 and never the membership's data.
import { Hono, type Context } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import { MembershipReceipt } from '../../shell/club/membership-receipt.tsx';
import type { AppEnv } from '../context.ts';
import { noStore, renderPage } from '../render/index.tsx';
import { ACCOUNT_UNAVAILABLE, requireCustomer, signedInOf } from '../http/require-customer.ts';
import { clubJoinReport } from '../render/receipt-work.tsx';
import { renderNotFound } from '../render/content-page.tsx';
import { renderNoticePage, renderStoreBusyPage } from '../render/store-busy-page.tsx';
import { isStoreBusy } from '../http/store-busy.ts';

const MEMBERSHIP_ID = /^[A-Za-z0-9-]{1,64}$/;

export const membershipReceipt = new Hono<AppEnv>();

const accountUnavailable = (c: Context<AppEnv>) => renderNoticePage(c, 'Your Wine Society membership', ACCOUNT_UNAVAILABLE);

membershipReceipt.get('/:id', requireCustomer({ unavailable: accountUnavailable }), async (c) => {
  const id = c.req.param('id');
  if (!MEMBERSHIP_ID.test(id)) return noStore(renderNotFound(c));
  const { customer, token } = signedInOf(c);
  const app = c.get('app');
  let membership;
  try {
    membership = await app.commerce.clubs.ownMembership(token, customer.id, id);
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return noStore(renderNotFound(c));
    if (isStoreBusy(error)) return renderStoreBusyPage(c, 'Your Wine Society membership');
    app.report(error, { section: 'membership-receipt' });
    return accountUnavailable(c);
  }
  if (!membership) return noStore(renderNotFound(c));
  const joinReport = await clubJoinReport(c, membership);
  return noStore(
    renderPage(c, {
      title: `Welcome to the Wine Society: ${membership.club.title}`,
      noindex: true,
      nofollow: true,
      body: (
        <>
          <MembershipReceipt membership={membership} email={customer.email} clubDiscountPercentage={app.config.clubDiscountPercentage} />
          {joinReport}
        </>
      ),
    }),
  );
});
