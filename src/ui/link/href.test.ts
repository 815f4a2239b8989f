import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExternalLinkSchema, INVALID_EXTERNAL_LINK_MESSAGE, INVALID_LINK_MESSAGE, isExternalLink, isValidLink, LinkSchema } from './href.ts';

describe('the content link rule', () => {
  it.each(['/', '/ab', '/collection/red-wines?page=2#top', 'https://www.exploretock.com/x', 'http://example.com', 'mailto:info@example.com', 'tel:+15555550100'])('accepts %j', (href) => {
    expect(isValidLink(href)).toBe(true);
  });

  it.each(['/a', 'javascript:alert(1)', '//evil.com', 'ftp://x', 'collection/all', '', 'https:', '/a b'])('rejects %j', (href) => {
    expect(isValidLink(href)).toBe(false);
  });

  it('explains the rule to editors when a link is rejected', () => {
    const result = v.safeParse(LinkSchema, 'javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(INVALID_LINK_MESSAGE);
  });

  it('trims surrounding spaces before checking', () => {
    expect(v.parse(LinkSchema, '  /visit  ')).toBe('/visit');
  });
});

describe('the logo link rule (http or https, or empty)', () => {
  it('accepts an http or https link, and empty as no link', () => {
    expect(v.parse(ExternalLinkSchema, 'https://www.napavintners.com/')).toBe('https://www.napavintners.com/');
    expect(v.parse(ExternalLinkSchema, 'http://example.com')).toBe('http://example.com');
    expect(v.parse(ExternalLinkSchema, '  ')).toBeUndefined();
  });

  it.each(['/visit', 'mailto:a@b.co', 'tel:+15555550100', 'javascript:alert(1)', '//evil.com', 'https://'])('rejects %j with its own message', (href) => {
    const result = v.safeParse(ExternalLinkSchema, href);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(INVALID_EXTERNAL_LINK_MESSAGE);
  });
});

describe('isExternalLink', () => {
  it('counts http, https, mailto and tel links as external', () => {
    for (const href of ['http://example.com', 'https://example.com', 'mailto:a@b.co', 'tel:+15555550100']) {
      expect(isExternalLink(href)).toBe(true);
    }
  });
  it('counts site paths as internal', () => {
    expect(isExternalLink('/refer')).toBe(false);
    expect(isExternalLink('/')).toBe(false);
  });
});
