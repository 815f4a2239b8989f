// Apart from href.ts (the link schemas) so that a button, on every page, does not bring the
// schema library into the islands' core file.

/** Spec: links count as external when they start with http, https, mailto or tel. */
export function isExternalLink(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href.trim());
}
