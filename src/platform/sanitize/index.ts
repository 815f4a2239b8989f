// xss is CommonJS: its default export is the module object in every bundler here.
import { boundedMemo } from '../memo/index.ts';
import xss from 'xss';

// The typings describe the default export as the bare function; at run time it also
// carries the module's named members.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof import('xss');

// Editors write rich text; visitors must never receive script from it. An allow-list of
// formatting tags and attributes, with links restricted to the spec's safe schemes.
const filter = new FilterXSS({
  whiteList: {
    a: ['href', 'title', 'target', 'rel'],
    p: ['class'],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    small: [],
    sup: [],
    sub: [],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    h4: ['class'],
    h5: ['class'],
    h6: ['class'],
    ul: ['class'],
    ol: ['class'],
    li: ['class'],
    blockquote: ['class'],
    span: ['class'],
    div: ['class'],
    hr: [],
    cite: [],
    abbr: ['title'],
    time: ['datetime'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  safeAttrValue(tag, name, value, cssFilter) {
    if (tag === 'a' && name === 'href') {
      return /^(\/(?!\/)|https?:|mailto:|tel:|#)/i.test(value.trim()) ? value.trim() : '#';
    }
    if (tag === 'a' && name === 'target') return value === '_blank' ? '_blank' : '';
    // New-tab links must not hand the opener to the target page.
    if (tag === 'a' && name === 'rel') return 'noopener noreferrer';
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

const memo = boundedMemo<string, string>(500);
const sanitize = (html: string) => filter.process(html);

/** Sanitises editor HTML; results are memoised per isolate because pages repeat. */
export function sanitizeRichText(html: string): string {
  return memo.get(html, sanitize);
}
