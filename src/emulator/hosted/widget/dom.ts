// The few DOM helpers every view of the stand-in builds with, and the element it renders into:
// the bare #c7-content of michaelbourne/wp-commerce7 includes/class-c7wp.php. The markup
// inside it is the stand-in's own (unverified: the real widget's is not public).

/** `text` is the node's text; false, null and undefined leave an attribute out; true sets it empty. */
export type Attrs = Record<string, string | boolean | null | undefined>;
export type Child = Node | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, children?: readonly Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const given = attrs || {};
  Object.keys(given).forEach((key) => {
    const value = given[key];
    if (value === false || value === null || value === undefined) return;
    if (key === 'text') node.textContent = String(value);
    else node.setAttribute(key, value === true ? '' : value);
  });
  (children || []).forEach((child) => {
    if (child) node.appendChild(child);
  });
  return node;
}

export function money(cents: number): string {
  return '$' + (cents / 100).toFixed(2);
}

let content: HTMLElement | null = null;

/** The bare `<div id="c7-content">` the widget renders into (class-c7wp.php), found once the document is parsed. */
export function mount(node: HTMLElement): void {
  content = node;
}

export function root(): HTMLElement {
  // Views run only after main.ts has mounted the element.
  if (!content) throw new Error('The widget has no #c7-content to render into');
  return content;
}

export function notEmulated(): void {
  const node = root();
  node.textContent = '';
  node.appendChild(
    el('p', { class: 'c7-not-emulated' }, [el('span', { text: 'This page of the commerce widget is not emulated locally. ' }), el('a', { href: '/collection/all', text: 'Shop our wines' })]),
  );
}
