import * as v from 'valibot';
import { input } from '../editor/input.ts';

export const INVALID_LINK_MESSAGE = 'Invalid url format. Relative links should start with `/`. You could also use http/https links, mailto: and tel:';

/**
 * The content spec's link rule: a bare "/", or "/", http:, https:, mailto: or tel: followed by at least 2 allowed
 * characters. A relative link may not start with "//": that is another host, not a site path.
 */
const LINK_PATTERN = /^(\/|(\/(?!\/)|https?:|mailto:|tel:)[\w\-.~:/?#[\]@!$&'()*+,;=%]{2,})$/i;

export const LinkSchema = v.pipe(v.string(), v.trim(), v.regex(LINK_PATTERN, INVALID_LINK_MESSAGE), input({ type: 'url' }));

export const INVALID_EXTERNAL_LINK_MESSAGE = 'Invalid url format. External links should use http/https.';

/** Content spec section 5, the logo link: http or https, or empty (no link). */
const EXTERNAL_LINK_PATTERN = /^(https?:\/\/[\w\-.~:/?#[\]@!$&'()*+,;=%]+)?$/i;

/** An external link or nothing: empty becomes undefined. */
export const ExternalLinkSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(EXTERNAL_LINK_PATTERN, INVALID_EXTERNAL_LINK_MESSAGE),
  input({ type: 'url' }),
  v.transform((href) => href || undefined),
);

export function isValidLink(href: string): boolean {
  return LINK_PATTERN.test(href.trim());
}

export { isExternalLink } from './external.ts';
