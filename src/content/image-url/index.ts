// The one rule for an image address an editor gives, wherever a block or an entry takes an
// image. Builder's picker uploads to its CDN under an asset id with no file extension
// (`https://cdn.builder.io/api/v1/image/assets%2F<space>%2F<id>`, often with `?format=` or
// `?width=`: docs/real-services.md "Builder.io: what editors' uploads look like"), so the file type is
// decided by the picker's allowed file types (the manifest's `allowedFileTypes`) and, here,
// only when the address names an extension: an address without one is never refused.
import * as v from 'valibot';

export const IMAGE_URL_MESSAGE = 'image must be an https URL or a site path';

/**
 * An https URL or a path on this site (never protocol-relative), without a double quote, a
 * backslash, an angle bracket or a line break: the address may go inside CSS `url("...")`
 * and an HTML attribute as it is.
 */
export const IMAGE_URL_PATTERN = /^(?:https:\/\/[^/\s"\\<>]|\/(?![/\\]))[^"\\<>\r\n\t]*$/i;

/**
 * The extension the address's file name carries, lower case, or null when it has none (a
 * Builder asset id). Builder writes the asset's path encoded (`assets%2F<space>%2F<id>`), so
 * `%2F` ends a segment as `/` does.
 */
export function imageExtension(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.split(/\/|%2F/i).at(-1) ?? '';
  return /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? null;
}

/** The address's file type is one of `fileTypes`, or it names none (an upload: the picker checked it). */
export function allowsFileType(url: string, fileTypes: readonly string[]): boolean {
  const extension = imageExtension(url);
  return extension === null || fileTypes.includes(extension);
}

// The rules' own objects, so that a broken one is recognised as an image's (imageIssue).
const fileTypeRules = new WeakSet<object>();

/** An image address: trimmed, an https URL or a site path. */
export const ImageUrlSchema = v.pipe(v.string(IMAGE_URL_MESSAGE), v.trim(), v.regex(IMAGE_URL_PATTERN, IMAGE_URL_MESSAGE));

/** An image address whose extension, when it has one, is one of `fileTypes`. */
export function imageUrlOf(fileTypes: readonly string[], message: string) {
  const rule = (url: string) => allowsFileType(url, fileTypes);
  fileTypeRules.add(rule);
  return v.pipe(ImageUrlSchema, v.check(rule, message));
}

/**
 * The issue is an image address's own (not a missing option, not another field's): the
 * renderer drops that image and keeps its block.
 */
export function imageIssue(issue: Pick<v.BaseIssue<unknown>, 'requirement'>): boolean {
  const { requirement } = issue;
  return requirement === IMAGE_URL_PATTERN || (typeof requirement === 'function' && fileTypeRules.has(requirement));
}
