import * as v from 'valibot';

export const INVALID_LINK_MESSAGE =
  'Invalid url format. Relative links should start with `/`. You could also use http/https links, mailto: and tel:';

/**
 * The content spec's link rule: a bare "/", or "/", http:, https:, mailto: or tel: followed by at least 2 allowed
 * characters. A relative link may not start with "//": that is another host, not a site path.
 */
const LINK_PATTERN = /^(\/|(\/(?!\/)|https?:|mailto:|tel:)[\w\-.~:/?#[\]@!$&'()*+,;=%]{2,})$/i;

export const LinkSchema = v.pipe(v.string(), v.trim(), v.regex(LINK_PATTERN, INVALID_LINK_MESSAGE));

export function isValidLink(href: string): boolean {
  return LINK_PATTERN.test(href.trim());
}

/** Spec: links count as external when they start with http, https, mailto or tel. */
export function isExternalLink(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href.trim());
}
