import { describe, expect, it } from 'vitest';
import { sanitizeEmbed } from './embed.ts';

const YOUTUBE =
  '<div style="left: 0; width: 100%; height: 0; position: relative; padding-bottom: 56.25%;"><iframe src="https://www.youtube.com/embed/oU3H581uCsA?rel=0" style="top: 0; left: 0; width: 100%; height: 100%; position: absolute; border: 0;" allowfullscreen scrolling="no" allow="accelerometer; encrypted-media; picture-in-picture"></iframe></div>';

describe('sanitizeEmbed', () => {
  it("keeps an https frame with its layout and reports the frame's origin", () => {
    const { html, frames } = sanitizeEmbed(YOUTUBE);
    expect(html).toContain('src="https://www.youtube.com/embed/oU3H581uCsA?rel=0"');
    expect(html).toContain('padding-bottom:56.25%');
    expect(html).toContain('allowfullscreen');
    expect(frames).toEqual(['https://www.youtube.com']);
  });

  it('gives an unnamed frame an accessible name and lazy loading', () => {
    const { html } = sanitizeEmbed('<iframe src="https://maps.example.com/x"></iframe>');
    expect(html).toContain('title="Embedded content"');
    expect(html).toContain('loading="lazy"');
  });

  it('drops a frame source that is not https, and reports no origin for it', () => {
    const { html, frames } = sanitizeEmbed('<iframe src="http://insecure.example/x"></iframe><iframe src="javascript:alert(1)"></iframe>');
    expect(html).not.toContain('insecure.example');
    expect(html).not.toContain('javascript:');
    expect(frames).toEqual([]);
  });

  it('removes scripts, inline and external, and counts them', () => {
    const result = sanitizeEmbed('<div id="widget">Book a table</div><script src="https://widget.example/embed.js"></script><script>alert(1)</script>');
    expect(result.html).toContain('Book a table');
    expect(result.html).not.toContain('<script');
    expect(result.html).not.toContain('alert(1)');
    expect(result.scriptsRemoved).toBe(2);
  });

  it('removes event handlers and script links', () => {
    const { html } = sanitizeEmbed('<img src="https://cdn.example/a.png" onerror="alert(1)"><a href="javascript:alert(2)">x</a>');
    expect(html).not.toMatch(/onerror|javascript:/);
  });
});
