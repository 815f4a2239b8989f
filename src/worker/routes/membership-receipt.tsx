// /profile/club-membership/receipt/{id}: the club confirmation page a join lands on.
// Behind requireCustomer (signed out: sign in and come back). Only the membership's own
// customer may open it: another customer's id, an unknown or malformed one is the 404
// page, never a 403 and never the membership's data.
import { Hono, type Context } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import type { ClubMembership } from '../../commerce/types.ts';
import { ClubJoinTracker, type ClubJoinTrackerProps } from '../../shell/club/club-join-tracker.tsx';
import { MembershipReceipt } from '../../shell/club/membership-receipt.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { noStore, renderPage } from '../render/index.tsx';
import { ACCOUNT_UNAVAILABLE, requireCustomer, signedInOf } from '../http/require-customer.ts';
import { catalogueOf } from '../render/club-catalogue.ts';
import { renderNotFound } from '../render/content-page.tsx';
import { renderNoticePage, renderStoreBusyPage } from '../render/store-busy-page.tsx';
import { isStoreBusy } from '../http/store-busy.ts';

const ClubJoinTrackerIsland = island('club-join-tracker', ClubJoinTracker);

/**
 * A join is reported from its receipt only while it is new: the hand-back from a sign-up
 * lands here at once, and an old membership's receipt opened later in another tab (where
 * the once-per-membership marker is not) is not a join.
 */
export const CLUB_JOIN_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

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
  return noStore(renderPage(c, {
    title: `Welcome to the Wine Society: ${membership.club.title}`,
    noindex: true,
    nofollow: true,
    body: (
      <>
        <MembershipReceipt membership={membership} email={customer.email} clubDiscountPercentage={app.config.clubDiscountPercentage} />
        {joinReport}
      </>
    ),
  }));
});

/**
 * The hosted club join's events on whichever club receipt the shopper reaches, the store's
 * or the widget's own (widget-receipt.tsx): once per membership in the browser (the
 * tracker's marker), for a new, running membership only.
 */
export async function clubJoinReport(c: Context<AppEnv>, membership: ClubMembership) {
  const report = await clubJoinReportOf(c, membership);
  return report ? <ClubJoinTrackerIsland {...report} /> : null;
}

/**
 * The club-join events' facts for a new, running membership (the wizard's: the club's type
 * from the commerce backend, the membership type from the content catalogue), or null: an
 * old or cancelled membership, a club the backend did not name. A failing lookup leaves the
 * events out, never the receipt.
 */
async function clubJoinReportOf(c: Context<AppEnv>, membership: ClubMembership): Promise<ClubJoinTrackerProps | null> {
  const slug = membership.club.slug;
  const signedUp = Date.parse(membership.signupDate);
  if (!slug || membership.status === 'Cancelled' || !Number.isFinite(signedUp) || Date.now() - signedUp > CLUB_JOIN_REPORT_WINDOW_MS) return null;
  const app = c.get('app');
  try {
    const [catalogue, club] = await Promise.all([catalogueOf(c, slug), app.commerce.clubs.bySlug(slug)]);
    return { membershipId: membership.id, club: slug, type: catalogue?.membershipType ?? null, isSubscriptionFlow: club ? club.type === 'Subscription' : membership.subscription !== null };
  } catch (error) {
    // Over the app-call budget the events wait for another visit; only a real failure is reported.
    if (!isStoreBusy(error)) app.report(error, { section: 'membership-receipt' });
    return null;
  }
}
