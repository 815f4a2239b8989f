// The tag manager's stand-in, under /__emulator/gtm (the storefront reaches it through its
// local-only /__emulator proxy). A DEVELOPER CONTROL with no real counterpart beyond loading:
// Google's gtm.js (https://www.googletagmanager.com/gtm.js?id=GTM-...) runs the container's
// tags; this script only does what any container does first (take the `dataLayer` entries
// already pushed, in order, then every later push) and records them in the page as
// `window.__emulatorTagManager = { containerId, received }`, so a test can read what a
// tag manager would have received. It sends nothing anywhere.
// It also does what a container's Custom HTML tag does on a page that enforces Trusted Types:
// it writes its markup with innerHTML through its own policy, `goog#html` (the name Closure,
// which gtm.js is compiled with, gives its policy: google.github.io/closure-library/api/
// goog.html.trustedtypes.html; that gtm.js uses it is unverified), and records the outcome as
// `customHtmlTag`: "placed", or the browser's refusal.
//   GET /gtm.js?id=GTM-...   the script (400 without a container id, as a guess: unverified)
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export const tagManagerStandIn = new Hono<EmulatorEnv>();

// Plain ES5-ish JavaScript, served as is: it runs in the shopper's browser.
const GTM_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var id = script && script.src ? new URL(script.src).searchParams.get('id') : null;
  var layer = window.dataLayer = window.dataLayer || [];
  var received = [];
  function take(entry) {
    try { received.push(JSON.parse(JSON.stringify(entry))); } catch (error) { received.push({ unreadable: String(error) }); }
  }
  for (var i = 0; i < layer.length; i++) take(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) take(arguments[j]);
    return push.apply(layer, arguments);
  };
  var customHtmlTag;
  try {
    var html = '<span data-emulator-custom-html-tag hidden></span>';
    var policy = window.trustedTypes ? window.trustedTypes.createPolicy('goog#html', { createHTML: function (s) { return s; } }) : null;
    var holder = document.createElement('div');
    holder.innerHTML = policy ? policy.createHTML(html) : html;
    document.body.appendChild(holder.firstChild);
    customHtmlTag = 'placed';
  } catch (error) {
    customHtmlTag = 'refused: ' + String(error && error.message);
  }
  window.__emulatorTagManager = { containerId: id, received: received, customHtmlTag: customHtmlTag };
  document.dispatchEvent(new CustomEvent('emulator-tag-manager:ready'));
})();
`;

tagManagerStandIn.get('/gtm.js', (c) => {
  if (!c.req.query('id')) return c.text('/* no container id */', 400, { 'content-type': 'text/javascript; charset=utf-8' });
  return c.body(GTM_JS, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
});
