// The checkout: contact, delivery, date of birth 21+, and the card by the gateway's token
// (customer-credit-cards.md "pushed to Stripe and tokenized"); the rest of its look is
// unverified. The prices are the cart's; shipping is the emulator's rule (hosted/routes.ts).
import { renderCart, withCart, type Cart } from './cart.ts';
import { el, money, root } from './dom.ts';
import {
  addressFields,
  alertBox,
  cardFields,
  checkAddress,
  checkBirthDate,
  checkCard,
  checkEmail,
  control,
  field,
  firstInvalid,
  showAlert,
  showErrors,
  tokenizeCard,
  value,
  type Found,
} from './form.ts';
import { MESSAGES, PICKUP } from './messages.ts';
import { handBackToReceipt, type PlacedOrder } from './receipt.ts';
import { call, json, signedIn, type Customer } from './session.ts';

type CheckoutAnswer = Partial<PlacedOrder> & { message?: unknown };

function renderCheckout(cart: Cart, cartId: string, customer: Customer | null): void {
  const node = root();
  node.textContent = '';
  // The page's one heading, as the stand-in's other pages have (unverified: the real checkout's words).
  node.appendChild(el('h1', { class: 'c7-title', text: 'Checkout' }));
  if (!cart.items.length) {
    node.appendChild(el('p', { text: 'Your cart is empty.' }));
    return;
  }
  const alert = alertBox();
  const ship = el('input', { type: 'radio', name: 'fulfillment', value: 'ship', id: 'c7-ship', checked: true });
  const pickup = el('input', { type: 'radio', name: 'fulfillment', value: 'pickup', id: 'c7-pickup' });
  const address = addressFields('shipTo.', 'Shipping address');
  address.appendChild(field('shipTo.phone', 'Phone (optional)', { type: 'tel', autocomplete: 'shipping tel', maxlength: '20' }));
  const submit = el('button', { type: 'submit', class: 'btn btn--red checkout__submit' });
  const totals = el('dl', { class: 'order-summary__totals' });
  const shipping = () => (ship.checked ? (cart.subTotal >= 15000 ? 0 : 1500) : 0);
  function refresh(): void {
    address.hidden = !ship.checked;
    const savings = cart.items.reduce((sum, item) => sum + ((item.originalPrice || item.price) - item.price) * item.quantity, 0);
    totals.textContent = '';
    const rows: ([string, string] | null)[] = [
      ['Subtotal', money(cart.subTotal)],
      savings > 0 ? ['Wine Society savings', '-' + money(savings)] : null,
      ['Shipping', shipping() ? money(shipping()) : 'Free'],
      ['Total', money(cart.subTotal + shipping())],
    ];
    rows.forEach((row) => {
      if (row) totals.appendChild(el('div', {}, [el('dt', { text: row[0] }), el('dd', { text: row[1] })]));
    });
    submit.textContent = 'Place order · ' + money(cart.subTotal + shipping());
  }
  ship.addEventListener('change', refresh);
  pickup.addEventListener('change', refresh);

  const form = el('form', { class: 'checkout__form c7-checkout', novalidate: true, 'aria-label': 'Checkout' }, [
    alert,
    el('p', { class: 'form-required-note', text: '* Denotes a required field' }),
    el('fieldset', { class: 'checkout__section' }, [el('legend', { text: 'Contact' }), field('email', 'Email*', { type: 'email', autocomplete: 'email', maxlength: '254' })]),
    el('fieldset', { class: 'checkout__section' }, [
      el('legend', { text: 'Delivery' }),
      el('label', { class: 'checkout__choice', for: 'c7-ship' }, [ship, el('span', { text: 'Ship to me' })]),
      el('label', { class: 'checkout__choice', for: 'c7-pickup' }, [pickup, el('span', { text: 'Pick up at the winery: ' + PICKUP })]),
    ]),
    address,
    el('fieldset', { class: 'checkout__section' }, [el('legend', { text: 'Age verification' }), field('birthDate', 'Date of Birth*', { type: 'date', autocomplete: 'bday' })]),
    cardFields(),
    submit,
  ]);
  const summary = el('aside', { class: 'order-summary', 'aria-label': 'Order summary' }, [
    el('h2', { class: 'order-summary__title', text: 'Order summary' }),
    el(
      'ul',
      { class: 'order-summary__items' },
      cart.items.map((item) =>
        el('li', { class: 'order-summary__item' }, [
          el('span', { text: item.productTitle + ' ' }, [el('span', { class: 'order-summary__qty', text: '× ' + item.quantity })]),
          el('span', { class: 'order-summary__price' }, [
            item.originalPrice && item.originalPrice > item.price ? el('s', { text: money(item.originalPrice * item.quantity) }) : null,
            el('span', { text: money(item.price * item.quantity) }),
          ]),
        ]),
      ),
    ),
    totals,
  ]);
  node.appendChild(el('div', { class: 'checkout__grid' }, [form, summary]));
  refresh();
  const email = control('email');
  if (customer && customer.emails && customer.emails[0] && email) email.value = customer.emails[0].email;

  function validate(): Found {
    const found: Found = {};
    checkEmail(found, 'email');
    if (ship.checked) checkAddress(found, 'shipTo.');
    checkBirthDate(found, 'birthDate');
    checkCard(found);
    return found;
  }
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    showErrors(found);
    if (firstInvalid(found, alert)) return;
    showAlert(alert, '');
    busy = true;
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    submit.textContent = 'Placing your order…';
    function done(message: string): void {
      busy = false;
      submit.disabled = false;
      submit.removeAttribute('aria-busy');
      refresh();
      if (message) showAlert(alert, message);
    }
    tokenizeCard(done)
      .then((token) => {
        if (!token) return;
        const body = {
          email: value('email'),
          birthDate: value('birthDate'),
          fulfillment: ship.checked ? 'ship' : 'pickup',
          shipTo: ship.checked
            ? {
                firstName: value('shipTo.firstName'),
                lastName: value('shipTo.lastName'),
                address: value('shipTo.address'),
                address2: value('shipTo.address2') || null,
                city: value('shipTo.city'),
                stateCode: value('shipTo.stateCode'),
                zipCode: value('shipTo.zipCode'),
                phone: value('shipTo.phone') || null,
              }
            : null,
          payment: { tokenOnFile: token.tokenOnFile },
        };
        return call('cart/' + encodeURIComponent(cartId) + '/checkout', { method: 'POST', body: JSON.stringify(body) }).then((response) =>
          json<CheckoutAnswer>(response).then((answer) => {
            if (response.ok && answer && answer.id) {
              // The order is placed. The cart cookie still names its cart when the shopper
              // reaches the store's receipt, which is how the store knows this browser placed
              // it; the store then ends the cart (routes/receipt.tsx). Unverified: what the
              // real widget does with the cart cookie at this point.
              handBackToReceipt(answer as PlacedOrder);
              return;
            }
            done(answer && typeof answer.message === 'string' && response.status < 500 ? answer.message : MESSAGES.failed);
          }),
        );
      })
      .catch(() => done(MESSAGES.offline));
  });
}

export function checkoutPage(): void {
  withCart((cart, cartId) => {
    if (!cart || !cart.items.length) {
      renderCart(cart);
      return;
    }
    signedIn().then((customer) => renderCheckout(cart, cartId, customer));
  });
}
