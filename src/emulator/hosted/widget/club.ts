// The club sign-up at `/{club route}/{slug}` (includes/gutenberg/blocks-v2/clubselector/
// frontend.js): account, address, card, membership (unverified steps).
import { el, notEmulated, root } from './dom.ts';
import {
  addressFields,
  addressOf,
  alertBox,
  cardFields,
  checkAddress,
  checkBirthDate,
  checkCard,
  checkEmail,
  field,
  firstInvalid,
  rawValue,
  resetFields,
  showAlert,
  showErrors,
  tokenizeCard,
  value,
  type Found,
} from './form.ts';
import { MESSAGES, PICKUP } from './messages.ts';
import { handBackToMembershipReceipt } from './receipt.ts';
import { ROUTES, TOKEN_COOKIE } from './settings.ts';
import { call, json, nameOf, signedIn, TOKEN_MAX_AGE, writeCookie, type Customer } from './session.ts';

// The customer's token comes with the membership (hosted/signup.ts).
type SignupAnswer = { membershipId?: string; token?: string; message?: unknown };

function renderClubSignup(slug: string, customer: Customer | null): void {
  const node = root();
  node.textContent = '';
  resetFields();
  const alert = alertBox();
  const ship = el('input', { type: 'radio', name: 'fulfillment', value: 'ship', id: 'c7-join-ship', checked: true });
  const pickup = el('input', { type: 'radio', name: 'fulfillment', value: 'pickup', id: 'c7-join-pickup' });
  const submit = el('button', { type: 'submit', class: 'btn btn--red checkout__submit', text: 'Join now' });
  const account = customer
    ? el('p', { class: 'c7-join__who', text: 'Joining as ' + nameOf(customer) })
    : el('fieldset', { class: 'checkout__section' }, [
        el('legend', { text: 'Your account' }),
        el('p', {}, [el('span', { text: 'Already have an account? ' }), el('a', { href: ROUTES.profile, text: 'Sign in' })]),
        field('account.firstName', 'First name*', { autocomplete: 'given-name', maxlength: '100' }),
        field('account.lastName', 'Last name*', { autocomplete: 'family-name', maxlength: '100' }),
        field('account.email', 'Email*', { type: 'email', autocomplete: 'email', maxlength: '254', wide: true }),
        field('account.password', 'Password*', { type: 'password', autocomplete: 'new-password', maxlength: '200', wide: true }),
        field('account.birthDate', 'Date of Birth*', { type: 'date', autocomplete: 'bday' }),
      ]);
  const form = el('form', { class: 'checkout__form c7-join', novalidate: true, 'aria-label': 'Join the club' }, [
    el('h1', { class: 'c7-title', text: 'Join the club' }),
    alert,
    el('p', { class: 'form-required-note', text: '* Denotes a required field' }),
    account,
    el('fieldset', { class: 'checkout__section' }, [
      el('legend', { text: 'Delivery' }),
      el('label', { class: 'checkout__choice', for: 'c7-join-ship' }, [ship, el('span', { text: 'Ship to me' })]),
      el('label', { class: 'checkout__choice', for: 'c7-join-pickup' }, [pickup, el('span', { text: 'Pick up at the winery: ' + PICKUP })]),
    ]),
    addressFields('address.', 'Billing and shipping address'),
    cardFields(),
    submit,
  ]);
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const found: Found = {};
    if (!customer) {
      if (!value('account.firstName')) found['account.firstName'] = MESSAGES.firstName;
      if (!value('account.lastName')) found['account.lastName'] = MESSAGES.lastName;
      checkEmail(found, 'account.email');
      if (rawValue('account.password').length < 8) found['account.password'] = MESSAGES.password;
      checkBirthDate(found, 'account.birthDate');
    }
    checkAddress(found, 'address.');
    checkCard(found);
    showErrors(found);
    if (firstInvalid(found, alert)) return;
    showAlert(alert, '');
    busy = true;
    submit.disabled = true;
    function done(message: string): void {
      busy = false;
      submit.disabled = false;
      if (message) showAlert(alert, message);
    }
    tokenizeCard(done)
      .then((token) => {
        if (!token) return;
        const body = {
          account: customer
            ? undefined
            : {
                firstName: value('account.firstName'),
                lastName: value('account.lastName'),
                email: value('account.email'),
                password: rawValue('account.password'),
                birthDate: value('account.birthDate'),
              },
          fulfillment: ship.checked ? 'ship' : 'pickup',
          address: addressOf('address.'),
          card: token,
        };
        return call('club/' + encodeURIComponent(slug) + '/signup', { method: 'POST', body: JSON.stringify(body) }).then((response) =>
          json<SignupAnswer>(response).then((answer) => {
            if (response.ok && answer.membershipId) {
              writeCookie(TOKEN_COOKIE, answer.token as string, TOKEN_MAX_AGE);
              handBackToMembershipReceipt(answer.membershipId);
              return;
            }
            done(response.status < 500 && typeof answer.message === 'string' ? answer.message : MESSAGES.joinFailed);
          }),
        );
      })
      .catch(() => done(MESSAGES.offline));
  });
  node.appendChild(form);
}

export function clubPage(slug: string): void {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) {
    notEmulated();
    return;
  }
  signedIn().then((customer) => renderClubSignup(slug, customer));
}
