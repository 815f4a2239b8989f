// The store's page-builder plugin: a custom input type (PRODUCT_PICKER_INPUT) with which
// editors search the Commerce7 catalogue by product name for the collection list, the
// product display and the product hero (content spec section 7, "Product-reference lookup
// for collection and product blocks"). It calls GET /api/editor/products on the origin it
// was loaded from and stores the chosen product's page slug, the value those blocks read.
//
// How Builder loads a plugin (BuilderIO/builder plugins/example: README, rollup.config.ts,
// src/plugin.tsx; packages/commerce-plugin-tools): a SystemJS module (`*.system.js`) added
// by URL to the space's plugins, with `react` and `@builder.io/sdk` supplied by the editor
// as shared modules; `Builder.registerEditor({ name, component })` makes `name` an input
// type; the component gets `value` and `onChange`. Unverified: that Builder's loader gives
// the module its own URL as `_context.meta.url` (SystemJS does), and that it still supplies
// `@builder.io/sdk` by that name; both are read in one place below.
//
// Plain ES5-style JavaScript in a string: the editor runs it as it is (no build step of
// ours can emit SystemJS), and a unit test runs the same text (product-picker-plugin.test.ts).
import { PRODUCT_PICKER_INPUT } from '../../ui/editor/input.ts';

export const PRODUCT_PICKER_PLUGIN_SOURCE = String.raw`System.register(['react', '@builder.io/sdk'], function (_export, _context) {
  'use strict';
  var React, Builder;
  var TYPE = ${JSON.stringify(PRODUCT_PICKER_INPUT)};
  // The store this script came from answers the look-up.
  var base = (_context && _context.meta && _context.meta.url) || '';

  function lookupUrl(query) {
    var url = new URL('/api/editor/products', base);
    if (query) url.searchParams.set('q', query);
    return url.toString();
  }

  function formatPrice(cents) {
    return typeof cents === 'number' ? '$' + (cents / 100).toFixed(2) : '';
  }

  function ProductPicker(props) {
    var h = React.createElement;
    var queryState = React.useState('');
    var query = queryState[0];
    var setQuery = queryState[1];
    var listState = React.useState({ status: 'loading', results: [] });
    var list = listState[0];
    var setList = listState[1];
    var selected = typeof props.value === 'string' ? props.value : '';

    React.useEffect(function () {
      var controller = new AbortController();
      // Typing settles before the catalogue is asked.
      var timer = setTimeout(function () {
        setList(function (previous) { return { status: 'loading', results: previous.results }; });
        fetch(lookupUrl(query.trim()), { signal: controller.signal, credentials: 'omit' })
          .then(function (response) {
            if (!response.ok) throw new Error('look-up answered ' + response.status);
            return response.json();
          })
          .then(function (body) { setList({ status: 'done', results: Array.isArray(body.results) ? body.results : [] }); })
          .catch(function (error) {
            if (error && error.name === 'AbortError') return;
            setList({ status: 'error', results: [] });
          });
      }, 250);
      return function () {
        clearTimeout(timer);
        controller.abort();
      };
    }, [query]);

    var items = list.results.map(function (result) {
      var chosen = result.slug === selected;
      return h('li', { key: result.slug },
        h('button', {
          type: 'button',
          'aria-pressed': chosen,
          onClick: function () { props.onChange(result.slug); },
          style: { display: 'flex', gap: '8px', alignItems: 'center', width: '100%', textAlign: 'left', fontWeight: chosen ? 700 : 400 }
        },
          result.image ? h('img', { src: result.image, alt: '', width: 32, height: 40, style: { objectFit: 'contain' } }) : null,
          h('span', null, result.title),
          h('span', { style: { marginLeft: 'auto' } }, formatPrice(result.price))));
    });

    return h('div', { style: { padding: '8px 0' } },
      h('p', null, selected ? 'Selected product: ' + selected : 'No product selected'),
      h('label', { style: { display: 'block' } },
        'Search products by name',
        h('input', {
          type: 'search',
          value: query,
          placeholder: 'e.g. Cabernet 2019',
          onChange: function (event) { setQuery(event.target.value); },
          style: { display: 'block', width: '100%' }
        })),
      list.status === 'error'
        ? h('p', { role: 'alert' }, 'The products could not be loaded. Try again in a moment.')
        : h('p', { role: 'status' }, list.status === 'loading' ? 'Searching…' : list.results.length === 0 ? 'No products found' : list.results.length + ' products'),
      h('ul', { style: { listStyle: 'none', padding: 0, margin: 0, maxHeight: '320px', overflow: 'auto' } }, items));
  }

  return {
    setters: [
      function (module) { React = module.default || module; },
      function (module) { Builder = module.Builder; }
    ],
    execute: function () {
      Builder.registerEditor({ name: TYPE, component: ProductPicker });
      _export({ lookupUrl: lookupUrl, ProductPicker: ProductPicker, TYPE: TYPE });
    }
  };
});
`;
