import { describe, expect, it } from 'vitest';
import { cssForBlock } from './styles.ts';

describe('cssForBlock', () => {
  it('scopes each breakpoint to the block, with medium below the 1024px tablet breakpoint and small below 580px (spec breakpoints)', () => {
    const css = cssForBlock('.b-hero', {
      large: { paddingTop: '40px' },
      medium: { paddingTop: '24px' },
      small: { paddingTop: 12 },
    });
    expect(css).toBe('.b-hero{padding-top:40px}' + '@media (max-width: 1023px){.b-hero{padding-top:24px}}' + '@media (max-width: 579px){.b-hero{padding-top:12}}');
  });

  it('converts camelCase property names to kebab-case', () => {
    expect(cssForBlock('.b-x', { large: { backgroundColor: '#B20738', WebkitLineClamp: '2' } })).toBe('.b-x{background-color:#B20738;-webkit-line-clamp:2}');
  });

  it('renders nothing without styles or when every declaration is dropped', () => {
    expect(cssForBlock('.b-x', undefined)).toBe('');
    expect(cssForBlock('.b-x', { large: { color: 'red}body{display:none' } })).toBe('');
  });

  it.each([
    ['a closing brace', { color: 'red}body{display:none' }],
    ['markup', { color: '</style><script>alert(1)</script>' }],
    ['an IE expression', { width: 'expression(alert(1))' }],
    ['a javascript: value', { background: 'javascript:alert(1)' }],
    ['a javascript: url', { backgroundImage: 'url(javascript:alert(1))' }],
    ['a quoted javascript: url', { backgroundImage: 'url("javascript:alert(1)")' }],
    ['a protocol-relative url', { backgroundImage: 'url(//evil.example/x.png)' }],
    ['a data url', { backgroundImage: 'url(data:image/svg+xml;base64,PHN2Zz4=)' }],
    ['an odd property name', { 'color;position': 'fixed' }],
    ['a property name with braces', { '}body{color': 'red' }],
  ])('drops a declaration with %s', (_, declarations) => {
    const css = cssForBlock('.b-x', { large: { ...declarations, margin: '0' } });
    expect(css).toBe('.b-x{margin:0}');
  });

  it('keeps site-path and https image urls', () => {
    expect(cssForBlock('.b-x', { large: { backgroundImage: 'url(/images/a.svg)' } })).toBe('.b-x{background-image:url(/images/a.svg)}');
    expect(cssForBlock('.b-x', { large: { backgroundImage: "url('https://cdn.example/a.jpg')" } })).toBe(".b-x{background-image:url('https://cdn.example/a.jpg')}");
  });
});
