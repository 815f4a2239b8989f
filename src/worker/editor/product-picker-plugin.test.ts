// Runs the plugin's own text as Builder's SystemJS loader would: its dependencies handed
// in through the setters, its URL as _context.meta.url.
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PICKER_PLUGIN_SOURCE } from './product-picker-plugin.ts';

type Declared = { setters: ((module: unknown) => void)[]; execute: () => void };
type Exports = { lookupUrl: (query: string) => string; ProductPicker: React.FC<{ value?: unknown; onChange: (value: string) => void }>; TYPE: string };

function load(url: string) {
  let deps: string[] = [];
  let declare: ((exporter: (values: Exports) => void, context: { meta: { url: string } }) => Declared) | undefined;
  const System = { register: (names: string[], fn: typeof declare) => ((deps = names), (declare = fn)) };
  new Function('System', PRODUCT_PICKER_PLUGIN_SOURCE)(System);
  const registered: { name: string; component: unknown }[] = [];
  let exported: Exports | undefined;
  const module = declare!((values) => (exported = values), { meta: { url } });
  module.setters[0]!(React);
  module.setters[1]!({ Builder: { registerEditor: (editor: { name: string; component: unknown }) => registered.push(editor) } });
  module.execute();
  return { deps, registered, exported: exported! };
}

describe("the store's product picker plugin", () => {
  it("is a SystemJS module on the editor's shared react and @builder.io/sdk that registers the picker input type", () => {
    const { deps, registered, exported } = load('https://shop.example/api/editor/product-picker.system.js');
    expect(deps).toEqual(['react', '@builder.io/sdk']);
    expect(registered.map((editor) => editor.name)).toEqual(['Commerce7ProductHandle']);
    expect(registered[0]!.component).toBe(exported.ProductPicker);
  });

  it('asks the store it was loaded from, by title words', () => {
    const { exported } = load('https://shop.example/api/editor/product-picker.system.js');
    expect(exported.lookupUrl('cabernet 2019')).toBe('https://shop.example/api/editor/products?q=cabernet+2019');
    expect(exported.lookupUrl('')).toBe('https://shop.example/api/editor/products');
  });

  it('shows the chosen product and a labelled search field', () => {
    const { exported } = load('https://shop.example/api/editor/product-picker.system.js');
    const html = renderToString(React.createElement(exported.ProductPicker, { value: 'cabernet-2019', onChange: () => {} }));
    expect(html).toContain('Selected product: cabernet-2019');
    expect(html).toMatch(/<label[^>]*>Search products by name<input type="search"/);
  });
});
