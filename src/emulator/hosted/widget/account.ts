// The account pages under the profile route: sign-in and sign-out (Commerce7's
// customer/login with the cart id, customer/logout: storefront spec section 7), and the
// widget's own confirmations (receipt.ts). Unverified: the real widget's account pages are
// not public; only the calls they make are named above.
import { el, root } from './dom.ts';
import { alertBox, checkEmail, field, firstInvalid, rawValue, resetFields, showAlert, showErrors, value, type Found } from './form.ts';
import { MESSAGES } from './messages.ts';
import { membershipReceiptPage, orderReceiptPage } from './receipt.ts';
import { call, deleteCookie, json, nameOf, readCookie, signedIn, signIn, TOKEN_MAX_AGE, writeCookie, type Customer } from './session.ts';
import { CART_COOKIE, TOKEN_COOKIE } from './settings.ts';

// The customer comes with the token (customer/login's answer).
type LoginAnswer = { token?: string; customer?: Customer; message?: unknown };

function renderSignIn(): void {
  const node = root();
  node.textContent = '';
  resetFields();
  const alert = alertBox();
  const submit = el('button', { type: 'submit', class: 'btn btn--red', text: 'Sign in' });
  const form = el('form', { class: 'c7-account__form', novalidate: true, 'aria-label': 'Sign in' }, [
    el('h1', { class: 'c7-title', text: 'Sign in to your account' }),
    alert,
    field('login.email', 'Email*', { type: 'email', autocomplete: 'email', maxlength: '254' }),
    field('login.password', 'Password*', { type: 'password', autocomplete: 'current-password', maxlength: '200' }),
    submit,
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const found: Found = {};
    checkEmail(found, 'login.email');
    if (!value('login.password')) found['login.password'] = 'Please enter your password';
    showErrors(found);
    if (firstInvalid(found, alert)) return;
    submit.disabled = true;
    const body = { email: value('login.email'), password: rawValue('login.password'), cartId: readCookie(CART_COOKIE) || null };
    signIn(JSON.stringify(body)).then(
      (response) =>
        json<LoginAnswer>(response).then((answer) => {
          submit.disabled = false;
          if (response.ok && answer.token) {
            writeCookie(TOKEN_COOKIE, answer.token, TOKEN_MAX_AGE);
            renderAccount(answer.customer as Customer);
            return;
          }
          showAlert(alert, response.status < 500 && typeof answer.message === 'string' ? answer.message : MESSAGES.signInFailed);
        }),
      () => {
        submit.disabled = false;
        showAlert(alert, MESSAGES.signInFailed);
      },
    );
  });
  node.appendChild(form);
}

function renderAccount(customer: Customer): void {
  const node = root();
  node.textContent = '';
  const out = el('button', { type: 'button', class: 'btn btn--white', text: 'Sign out' });
  out.addEventListener('click', () => {
    out.disabled = true;
    const done = () => {
      deleteCookie(TOKEN_COOKIE);
      renderSignIn();
    };
    call('customer/logout', { method: 'POST' }).then(done, done);
  });
  node.appendChild(
    el('section', { class: 'c7-account', 'aria-label': 'Your account' }, [el('h1', { class: 'c7-title', text: 'Your account' }), el('p', { text: 'Signed in as ' + nameOf(customer) }), out]),
  );
}

function accountPage(): void {
  signedIn().then((customer) => (customer ? renderAccount(customer) : renderSignIn()));
}

/** What follows the profile route: a confirmation, or the account. */
export function profilePage(rest: string): void {
  const order = /^order-receipt\/([A-Za-z0-9-]{1,64})$/.exec(rest);
  const membership = /^club-membership\/receipt\/([A-Za-z0-9-]{1,64})$/.exec(rest);
  if (order?.[1]) orderReceiptPage(order[1]);
  else if (membership) membershipReceiptPage();
  else accountPage();
}
