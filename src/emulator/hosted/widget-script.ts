// The stand-in of the commerce platform's widget script, as served to the browser. The
// production page loads Commerce7's `commerce7.js` (`id="c7-javascript"`,
// `data-tenant`), which fills `<div id="c7-content">` with the checkout on /checkout.
// This stand-in does the same for the emulator: it reads the cart the page handed over
// (`data-cart-id` on #c7-content: unverified, see hostedCheckoutHandover in the
// storefront), asks for contact, delivery (ship or pick up), date of birth (21+) and the
// card, swaps the card for a token at the payment gateway stand-in (its tokenizer.js), and
// places the order with the token only. Then it sends the shopper to the store's receipt,
// /profile/order-receipt/{orderId} (unverified: the real widget shows its own confirmation
// unless told otherwise). A refusal (a declined card, stock gone) keeps what was typed.
//
// Plain browser JavaScript in a string: it runs in the shopper's browser, never in the
// Worker, and imports nothing.
export const WIDGET_JS = String.raw`(function boot() {
  'use strict';
  var script = document.getElementById('c7-javascript') || document.currentScript;
  var root = document.getElementById('c7-content');
  // An async script may run before the page's body is parsed (React puts it in <head>):
  // the widget waits for the document, as one loaded in <head> must (unverified).
  if (!root && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', boot, { once: true });
    return;
  }
  if (!script || !root) return;
  var tenant = script.getAttribute('data-tenant') || '';
  var api = new URL('v1/', script.src).toString();
  var tokenizerUrl = new URL('../gateway/tokenizer.js', script.src).toString();
  var cartId = root.getAttribute('data-cart-id') || '';
  var MESSAGES = {
    summary: 'Please correct the fields in red',
    email: 'Please enter email address',
    emailInvalid: 'Please provide a valid email address (eg: name@example.com)',
    firstName: 'Please enter first name',
    lastName: 'Please enter last name',
    address: 'Please enter street address',
    city: 'Please enter city',
    state: 'Please select a state',
    zip: 'Please enter a 5 or 9 digit zip code',
    birthDate: 'Please enter your date of birth',
    underage: 'You must be at least 21 years old to order wine.',
    cardholderName: 'Please enter the name on the card',
    cardNumber: 'Please enter a valid card number',
    expiry: 'Please enter the expiry date as MM/YY',
    cvv: 'Please enter the 3 or 4 digit security code',
    cartUnavailable: 'We could not load your cart just now. Your cart is saved; please try again in a moment.',
    failed: 'We could not place your order just now. Your cart is saved; please try again.',
    offline: 'We could not reach the checkout. Check your connection and try again; you will not be charged twice.'
  };
  var STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
  var PICKUP = 'Triangle Ridge Winery, 3 Ridge Road, Napa, CA 94558';

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === false || value === null || value === undefined) return;
      if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value === true ? '' : value);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }
  function money(cents) { return '$' + (cents / 100).toFixed(2); }
  function call(path, init) {
    init = init || {};
    var headers = { tenant: tenant, accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    return fetch(api + path, { method: init.method || 'GET', headers: headers, body: init.body, credentials: 'omit' });
  }
  function loadTokenizer() {
    if (window.EmulatorPaymentGateway) return Promise.resolve(window.EmulatorPaymentGateway);
    return new Promise(function (resolve, reject) {
      var tag = el('script', { src: tokenizerUrl, async: true });
      tag.onload = function () { window.EmulatorPaymentGateway ? resolve(window.EmulatorPaymentGateway) : reject(new Error('no tokenizer')); };
      tag.onerror = function () { reject(new Error('tokenizer failed to load')); };
      document.head.appendChild(tag);
    });
  }

  var fields = {};
  var errors = {};
  function field(name, label, attrs) {
    var id = 'c7-' + name.replace(/\W/g, '-');
    var input = attrs && attrs.options
      ? el('select', { id: id, name: name, required: true, autocomplete: attrs.autocomplete }, [el('option', { value: '', text: attrs.placeholder || '' })].concat(attrs.options.map(function (o) { return el('option', { value: o, text: o }); })))
      : el('input', Object.assign({ id: id, name: name, type: 'text' }, attrs || {}));
    var message = el('p', { id: id + '-error', class: 'form-field__error', hidden: true });
    fields[name] = input;
    errors[name] = message;
    return el('div', { class: 'form-field' + (attrs && attrs.wide ? ' checkout__wide' : '') + (attrs && attrs.half ? ' checkout__half' : '') }, [el('label', { for: id, class: 'form-field__label', text: label }), input, message]);
  }
  function showError(name, text) {
    var input = fields[name];
    var message = errors[name];
    if (!input || !message) return;
    message.textContent = text || '';
    message.hidden = !text;
    if (text) { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', message.id); }
    else { input.removeAttribute('aria-invalid'); input.removeAttribute('aria-describedby'); }
  }
  function value(name) { return fields[name] ? String(fields[name].value).trim() : ''; }

  function render(cart) {
    root.textContent = '';
    if (!cart.items.length) {
      root.appendChild(el('p', { text: 'Your cart is empty.' }));
      return;
    }
    var alert = el('p', { class: 'form-alert checkout__alert', role: 'alert', tabindex: '-1', hidden: true });
    var ship = el('input', { type: 'radio', name: 'fulfillment', value: 'ship', id: 'c7-ship', checked: true });
    var pickup = el('input', { type: 'radio', name: 'fulfillment', value: 'pickup', id: 'c7-pickup' });
    var address = el('fieldset', { class: 'checkout__section checkout__address' }, [
      el('legend', { text: 'Shipping address' }),
      field('shipTo.firstName', 'First name*', { autocomplete: 'shipping given-name', maxlength: '100' }),
      field('shipTo.lastName', 'Last name*', { autocomplete: 'shipping family-name', maxlength: '100' }),
      field('shipTo.address', 'Street address*', { autocomplete: 'shipping address-line1', maxlength: '200', wide: true }),
      field('shipTo.address2', 'Apartment, suite (optional)', { autocomplete: 'shipping address-line2', maxlength: '200', wide: true }),
      field('shipTo.city', 'City*', { autocomplete: 'shipping address-level2', maxlength: '100' }),
      field('shipTo.stateCode', 'State*', { autocomplete: 'shipping address-level1', options: STATES, placeholder: 'Select a state' }),
      field('shipTo.zipCode', 'Zip code*', { autocomplete: 'shipping postal-code', inputmode: 'numeric', maxlength: '10' }),
      field('shipTo.phone', 'Phone (optional)', { type: 'tel', autocomplete: 'shipping tel', maxlength: '20' })
    ]);
    var submit = el('button', { type: 'submit', class: 'btn btn--red checkout__submit' });
    var totals = el('dl', { class: 'order-summary__totals' });
    function shipping() { return ship.checked ? (cart.subTotal >= 15000 ? 0 : 1500) : 0; }
    function refresh() {
      address.hidden = !ship.checked;
      var savings = cart.items.reduce(function (sum, item) { return sum + ((item.originalPrice || item.price) - item.price) * item.quantity; }, 0);
      totals.textContent = '';
      [['Subtotal', money(cart.subTotal)], savings > 0 ? ['Wine Society savings', '-' + money(savings)] : null, ['Shipping', shipping() ? money(shipping()) : 'Free'], ['Total', money(cart.subTotal + shipping())]]
        .forEach(function (row) { if (row) totals.appendChild(el('div', {}, [el('dt', { text: row[0] }), el('dd', { text: row[1] })])); });
      submit.textContent = 'Place order · ' + money(cart.subTotal + shipping());
    }
    ship.addEventListener('change', refresh);
    pickup.addEventListener('change', refresh);

    var form = el('form', { class: 'checkout__form c7-checkout', novalidate: true, 'aria-label': 'Checkout' }, [
      alert,
      el('p', { class: 'form-required-note', text: '* Denotes a required field' }),
      el('fieldset', { class: 'checkout__section' }, [el('legend', { text: 'Contact' }), field('email', 'Email*', { type: 'email', autocomplete: 'email', maxlength: '254' })]),
      el('fieldset', { class: 'checkout__section' }, [
        el('legend', { text: 'Delivery' }),
        el('label', { class: 'checkout__choice', for: 'c7-ship' }, [ship, el('span', { text: 'Ship to me' })]),
        el('label', { class: 'checkout__choice', for: 'c7-pickup' }, [pickup, el('span', { text: 'Pick up at the winery: ' + PICKUP })])
      ]),
      address,
      el('fieldset', { class: 'checkout__section' }, [el('legend', { text: 'Age verification' }), field('birthDate', 'Date of Birth*', { type: 'date', autocomplete: 'bday' })]),
      el('fieldset', { class: 'checkout__section checkout__payment' }, [
        el('legend', { text: 'Payment' }),
        el('p', { class: 'checkout__test-cards', text: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined. Any future expiry and CVV.' }),
        field('payment.cardHolderName', 'Name on card*', { autocomplete: 'cc-name', maxlength: '100', wide: true }),
        field('payment.cardNumber', 'Card number*', { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: '23', wide: true }),
        field('payment.expiry', 'Expiry (MM/YY)*', { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: '5', placeholder: 'MM/YY', half: true }),
        field('payment.cvv', 'Security code*', { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '4', half: true })
      ]),
      submit
    ]);
    var summary = el('aside', { class: 'order-summary', 'aria-label': 'Order summary' }, [
      el('h2', { class: 'order-summary__title', text: 'Order summary' }),
      el('ul', { class: 'order-summary__items' }, cart.items.map(function (item) {
        return el('li', { class: 'order-summary__item' }, [
          el('span', { text: item.productTitle + ' ' }, [el('span', { class: 'order-summary__qty', text: '× ' + item.quantity })]),
          el('span', { class: 'order-summary__price' }, [item.originalPrice && item.originalPrice > item.price ? el('s', { text: money(item.originalPrice * item.quantity) }) : null, el('span', { text: money(item.price * item.quantity) })])
        ]);
      })),
      totals
    ]);
    root.appendChild(el('div', { class: 'checkout__grid' }, [form, summary]));
    refresh();

    function validate() {
      var found = {};
      var email = value('email');
      if (!email) found.email = MESSAGES.email;
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) found.email = MESSAGES.emailInvalid;
      if (ship.checked) {
        if (!value('shipTo.firstName')) found['shipTo.firstName'] = MESSAGES.firstName;
        if (!value('shipTo.lastName')) found['shipTo.lastName'] = MESSAGES.lastName;
        if (!value('shipTo.address')) found['shipTo.address'] = MESSAGES.address;
        if (!value('shipTo.city')) found['shipTo.city'] = MESSAGES.city;
        if (!value('shipTo.stateCode')) found['shipTo.stateCode'] = MESSAGES.state;
        if (!/^(\d{5}|\d{9})$/.test(value('shipTo.zipCode').replace(/[\s-]/g, ''))) found['shipTo.zipCode'] = MESSAGES.zip;
      }
      var birth = value('birthDate');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) found.birthDate = MESSAGES.birthDate;
      else {
        var today = new Date().toISOString().slice(0, 10);
        if (String(Number(birth.slice(0, 4)) + 21) + birth.slice(4) > today) found.birthDate = MESSAGES.underage;
      }
      if (!value('payment.cardHolderName')) found['payment.cardHolderName'] = MESSAGES.cardholderName;
      if (!/^\d{13,19}$/.test(value('payment.cardNumber').replace(/[\s-]/g, ''))) found['payment.cardNumber'] = MESSAGES.cardNumber;
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(value('payment.expiry'))) found['payment.expiry'] = MESSAGES.expiry;
      if (!/^\d{3,4}$/.test(value('payment.cvv'))) found['payment.cvv'] = MESSAGES.cvv;
      return found;
    }
    function showAlert(text) { alert.textContent = text; alert.hidden = !text; if (text) alert.focus(); }
    var busy = false;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy) return;
      var found = validate();
      Object.keys(fields).forEach(function (name) { showError(name, found[name]); });
      var names = Object.keys(found);
      if (names.length) {
        showAlert(MESSAGES.summary);
        fields[names[0]].focus();
        return;
      }
      showAlert('');
      busy = true;
      submit.disabled = true;
      submit.setAttribute('aria-busy', 'true');
      submit.textContent = 'Placing your order…';
      function done(message) {
        busy = false;
        submit.disabled = false;
        submit.removeAttribute('aria-busy');
        refresh();
        if (message) showAlert(message);
      }
      loadTokenizer()
        .then(function (gateway) {
          // The card goes to the gateway; only its token goes on.
          return gateway.tokenize({ cardNumber: value('payment.cardNumber'), expiry: value('payment.expiry'), cvv: value('payment.cvv'), cardHolderName: value('payment.cardHolderName') });
        })
        .then(function (result) {
          if (!result.ok) {
            var name = result.field ? 'payment.' + result.field : null;
            if (name && fields[name]) { showError(name, result.message); done(MESSAGES.summary); fields[name].focus(); }
            else done(result.message);
            return;
          }
          var body = {
            email: value('email'),
            birthDate: value('birthDate'),
            fulfillment: ship.checked ? 'ship' : 'pickup',
            shipTo: ship.checked ? { firstName: value('shipTo.firstName'), lastName: value('shipTo.lastName'), address: value('shipTo.address'), address2: value('shipTo.address2') || null, city: value('shipTo.city'), stateCode: value('shipTo.stateCode'), zipCode: value('shipTo.zipCode'), phone: value('shipTo.phone') || null } : null,
            payment: { tokenOnFile: result.token.tokenOnFile }
          };
          return call('cart/' + encodeURIComponent(cartId) + '/checkout', { method: 'POST', body: JSON.stringify(body) }).then(function (response) {
            return response.json().catch(function () { return {}; }).then(function (answer) {
              if (response.ok && answer && answer.id) {
                location.assign('/profile/order-receipt/' + encodeURIComponent(answer.id));
                return;
              }
              done(answer && typeof answer.message === 'string' && response.status < 500 ? answer.message : MESSAGES.failed);
            });
          });
        })
        .catch(function () { done(MESSAGES.offline); });
    });
  }

  function failed() {
    root.textContent = '';
    var retry = el('button', { type: 'button', class: 'btn btn--red', text: 'Try again' });
    retry.addEventListener('click', start);
    root.appendChild(el('div', { class: 'checkout__empty', role: 'alert' }, [el('p', { text: MESSAGES.cartUnavailable }), retry]));
  }
  function start() {
    root.textContent = 'Loading your cart…';
    call('cart/' + encodeURIComponent(cartId))
      .then(function (response) { return response.ok ? response.json() : Promise.reject(new Error(String(response.status))); })
      .then(render, failed);
  }
  start();
})();
`;
