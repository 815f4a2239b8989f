import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './index.ts';

describe('sanitizeRichText', () => {
  it('removes script elements together with their content', () => {
    const clean = sanitizeRichText('<p>Cheers</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Cheers</p>');
  });

  it('removes embedded frames', () => {
    const clean = sanitizeRichText('<p>Tour</p><iframe src="https://evil.example"></iframe>');
    expect(clean).not.toContain('iframe');
    expect(clean).not.toContain('evil.example');
  });

  it('removes event handler attributes', () => {
    const clean = sanitizeRichText('<p onclick="alert(1)">Hi</p><a href="/x" onmouseover="alert(2)">x</a>');
    expect(clean).not.toMatch(/on\w+=/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('replaces a javascript: link with "#"', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">Click</a>')).toBe('<a href="#">Click</a>');
    expect(sanitizeRichText('<a href=" JavaScript:alert(1)">Click</a>')).toBe('<a href="#">Click</a>');
  });

  it('replaces a protocol-relative link with "#"', () => {
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a href="#">x</a>');
  });

  it('keeps paragraphs, emphasis, lists and safe links', () => {
    const html =
      '<p>Our <strong>Isosceles</strong> is <em>bold</em>.</p>' +
      '<ul><li>Red</li><li>White</li></ul><ol><li>One</li></ol>' +
      '<a href="/x">Visit</a> <a href="https://example.com">Site</a> <a href="mailto:hi@example.com">Mail</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('forces rel="noopener noreferrer" whenever a link sets rel', () => {
    const clean = sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">Out</a>');
    expect(clean).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>');
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<p><marquee>Sale</marquee></p>')).toBe('<p>Sale</p>');
  });

  it('gives the same result when the same HTML is sanitised again', () => {
    const html = '<p onclick="x()">Again</p>';
    expect(sanitizeRichText(html)).toBe(sanitizeRichText(html));
    expect(sanitizeRichText(html)).toBe('<p>Again</p>');
  });
});
