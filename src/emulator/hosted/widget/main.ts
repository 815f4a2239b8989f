// The stand-in of Commerce7's front-end widget (commerce7.js), as served to the browser.
// TypeScript modules under this folder, bundled by scripts/build-widget.mjs into the one
// script the emulator serves (hosted/widget-script.ts); it runs in the shopper's browser,
// never in the Worker, and imports nothing at run time. Each behaviour names its source,
// or says "unverified":
//
// - Loaded as `<script src id="c7-javascript" data-tenant>`; it reads the tenant from
//   data-tenant (michaelbourne/wp-commerce7 includes/class-c7wp.php add_data_to_c7_script).
// - Routed by path: it renders into a bare `<div id="c7-content">` according to the
//   tenant's front-end routing (profile, collection, product, club, checkout, cart,
//   privacy, terms, reservation; class-c7wp.php "These routes must match your routing
//   settings in Commerce7"), served here from WIDGET_ROUTES. A club's sign-up lives at
//   `/{club route}/{slug}` (includes/gutenberg/blocks-v2/clubselector/frontend.js).
// - Shares the session with the site through cookies on the site's domain (session.ts).
// - `.c7-club-join-button[data-club-slug]` (optional data-join-text, data-edit-text)
//   becomes the club's "Join Now" link (class-c7wp.php's joinnow shortcode). Whether the
//   real button shows data-edit-text to a member is unverified; the stand-in always joins.
// - Pages: cart (unverified look: cart.ts), checkout (checkout.ts), account sign-in and
//   sign-out (account.ts), the club sign-up (club.ts). Product, collection and reservation
//   pages are not emulated (unverified), and say so.
// - After checkout and after a club sign-up it shows its own confirmation under the profile
//   route, or hands back to the store's receipts (receipt.ts).
// - Its stylesheet is commerce7.css beside it (class-c7wp.php enqueues both).
import { checkoutPage } from './checkout.ts';
import { withCart, renderCart } from './cart.ts';
import { clubPage } from './club.ts';
import { profilePage } from './account.ts';
import { el, mount, notEmulated } from './dom.ts';
import { connect } from './session.ts';
import { ROUTES, type RouteKey } from './settings.ts';

/** Which of the tenant's routes this path is, and what follows it (a club's slug). */
function currentRoute(): { key: RouteKey; rest: string } | null {
  const path = location.pathname.replace(/\/+$/, '');
  const keys = Object.keys(ROUTES) as RouteKey[];
  for (const key of keys) {
    const base = ROUTES[key];
    if (path === base) return { key, rest: '' };
    if (path.indexOf(base + '/') === 0) return { key, rest: path.slice(base.length + 1) };
  }
  return null;
}

function joinButtons(): void {
  document.querySelectorAll('.c7-club-join-button[data-club-slug]').forEach((button) => {
    const slug = button.getAttribute('data-club-slug') || '';
    button.textContent = '';
    button.appendChild(el('a', { class: 'btn btn--red c7-btn', href: ROUTES.club + '/' + encodeURIComponent(slug), text: button.getAttribute('data-join-text') || 'Join Now' }));
  });
}

function boot(): void {
  const script = document.getElementById('c7-javascript') || document.currentScript;
  if (!script) return;
  // An async script may run before the page's body is parsed (React puts it in <head>):
  // the widget waits for the document, as one loaded in <head> must (unverified).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', boot, { once: true });
    return;
  }
  connect(script);
  const content = document.getElementById('c7-content');
  joinButtons();
  if (!content) return;
  mount(content);
  const route = currentRoute();
  if (!route) {
    notEmulated();
    return;
  }
  if (route.key === 'checkout') checkoutPage();
  else if (route.key === 'cart') withCart(renderCart);
  else if (route.key === 'profile') profilePage(route.rest);
  else if (route.key === 'club') clubPage(route.rest);
  else notEmulated();
}

boot();
