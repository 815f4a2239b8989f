// Account pages: /profile (the account summary above its page-builder content),
// /profile/login (content, then the sign-in form; magic-link landing) and
// /profile/reset-password. They differ by visitor, so none is ever indexed or shared.
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { AccountHeading, AccountNotice, AccountPage } from '../../shell/account/account-page.tsx';
import { AccountNextSteps } from '../../shell/account/next-steps.tsx';
import { AccountSummary } from '../../shell/profile/account-summary.tsx';
import { LoginPage } from '../../shell/login/login-page.tsx';
import { NewPasswordForm } from '../../shell/login/new-password-form.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { ACCOUNT_AREA, ContentBlocks, renderPage } from '../render/index.tsx';
import { withDeadline } from '../session/index.ts';
import { ACCOUNT_UNAVAILABLE, requireCustomer, safeReturnPath, signedInOf } from '../http/require-customer.ts';

export { ACCOUNT_UNAVAILABLE };
import { magicLogin } from '../http/sign-in.ts';
import { loadContentPage } from '../render/content-page.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export const MAGIC_LINK_FAILED = 'This sign-in link has expired or was already used.';
export const RESET_LINK_INCOMPLETE = 'This password reset link is incomplete. Ask for a new one from the sign-in page.';
const MAX_TOKEN_LENGTH = 512;

const LoginPageIsland = island('login-page', LoginPage);
const NewPasswordIsland = island('new-password-form', NewPasswordForm);

export const profile = new Hono<AppEnv>();

function currentSession(c: Context<AppEnv>) {
  const app = c.get('app');
  return withDeadline(app.session(), app.report);
}

function redirect(c: Context<AppEnv>, location: string) {
  // The answer depends on the visitor's cookies: no cache may keep it.
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(location, 303);
}

/** The page-builder content of an account page; a content failure leaves the page without it. */
function contentOf(c: Context<AppEnv>, pathname: string) {
  return loadContentPage(c, pathname).catch((error: unknown) => {
    c.get('app').report(error, { section: 'content', path: pathname });
    return null;
  });
}

/** The account overview: the account's frame with what sits above the page-builder content of /profile, then that content. */
async function accountOverview(c: Context<AppEnv>, top: ReactNode) {
  const page = await contentOf(c, '/profile');
  return renderPage(c, {
    ...ACCOUNT_AREA,
    ...page?.meta,
    title: page?.meta.title ?? 'Manage Account',
    noindex: true,
    personal: true,
    blocks: page?.blocks,
    body: (
      <>
        <AccountPage title="Manage Account" section="overview">
          {top}
        </AccountPage>
        {page ? <ContentBlocks blocks={page.blocks} /> : null}
      </>
    ),
  });
}

/** The overview when commerce could not confirm the visitor's token just now. */
const accountUnavailable = (c: Context<AppEnv>) => accountOverview(c, <AccountNotice>{ACCOUNT_UNAVAILABLE}</AccountNotice>);

profile.get('/', requireCustomer({ unavailable: accountUnavailable }), (c) => {
  const { customer } = signedInOf(c);
  return accountOverview(
    c,
    <>
      <AccountSummary customer={{ id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email }} member={customer.hasActiveClub} />
      <AccountNextSteps
        orderCount={customer.orderCount}
        activeClubs={customer.clubs.filter((club) => !club.cancelDate).map((club) => club.title)}
        clubDiscountPercentage={c.get('app').config.clubDiscountPercentage}
      />
    </>,
  );
});

profile.get('/login', async (c) => {
  const magicToken = c.req.query('magicToken');
  let notice: string | undefined;
  if (magicToken !== undefined) {
    const signedIn = magicToken && magicToken.length <= MAX_TOKEN_LENGTH ? await magicLogin(c, magicToken) : null;
    if (signedIn) {
      signedIn.headers.set('Cache-Control', 'private, no-store');
      return signedIn;
    }
    notice = MAGIC_LINK_FAILED;
  }
  // Sign-in sends the visitor back where the account guard stopped them.
  const returnTo = safeReturnPath(c.req.query('redirect'));
  if (magicToken === undefined && (await currentSession(c)).snapshot.customer) return redirect(c, returnTo);

  const page = await contentOf(c, '/profile/login');
  return renderPage(c, {
    ...ACCOUNT_AREA,
    ...page?.meta,
    title: page?.meta.title ?? 'Member Login',
    noindex: true,
    blocks: page?.blocks,
    body: (
      <>
        {notice ? (
          // Above the content, where a visitor arriving from the e-mail sees it at once.
          <div className="account-page account-page--notice">
            <AccountNotice>{notice}</AccountNotice>
          </div>
        ) : null}
        {page ? <ContentBlocks blocks={page.blocks} /> : <AccountHeading title="Member Login" />}
        <div className="account-page">
          {/* Without a tokeniser the store creates no account: the widget's account page does. */}
          <LoginPageIsland redirectTo={returnTo} createAccountUrl={c.get('app').config.paymentTokenizerScriptUrl ? undefined : c.get('app').config.accountPageUrl} />
        </div>
      </>
    ),
  });
});

profile.get('/reset-password', async (c) => {
  const token = c.req.query('token') ?? '';
  const usable = token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
  return renderPage(c, {
    ...ACCOUNT_AREA,
    title: 'Reset your password',
    noindex: true,
    nofollow: true,
    body: (
      <>
        <AccountHeading title="Reset your password" />
        <div className="account-page">
          {usable ? (
            <NewPasswordIsland token={token} />
          ) : (
            <>
              <AccountNotice>{RESET_LINK_INCOMPLETE}</AccountNotice>
              <a className={buttonClassName('red')} href="/profile/login">
                Go to sign in
              </a>
            </>
          )}
        </div>
      </>
    ),
  });
});
