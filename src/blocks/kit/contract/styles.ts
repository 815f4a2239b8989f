// Builder's responsiveStyles ({large, medium, small}) become one scoped CSS rule set per
// block. Content is editor input: only plain declarations pass, so no rule, at-rule,
// markup or script URL can be smuggled into the page.
import * as v from 'valibot';

/**
 * Builder's medium and small sizes mapped onto the storefront's own breakpoints (storefront
 * spec, layout rules: 580, 768, 1024...), so an editor's tablet styles end where the site's
 * tablet layout ends: medium is below 1024 px (tablet), small below 580 px (phone).
 */
const MEDIA: Record<'large' | 'medium' | 'small', string | null> = {
  large: null,
  medium: '(max-width: 1023px)',
  small: '(max-width: 579px)',
};

const StyleMapSchema = v.record(v.string(), v.union([v.string(), v.number()]));
export const ResponsiveStylesSchema = v.object({
  large: v.optional(StyleMapSchema),
  medium: v.optional(StyleMapSchema),
  small: v.optional(StyleMapSchema),
});
export type ResponsiveStyles = v.InferOutput<typeof ResponsiveStylesSchema>;

const PROPERTY = /^-?[a-zA-Z][a-zA-Z-]*$/;
const UNSAFE_VALUE = /[<>{};\\@]|expression\s*\(|javascript:|\/\*/i;

function declaration(property: string, value: string | number): string | null {
  if (!PROPERTY.test(property)) return null;
  const text = String(value).trim();
  if (text === '' || text.length > 500 || UNSAFE_VALUE.test(text)) return null;
  const urls = text.match(/url\(([^)]*)\)/gi) ?? [];
  for (const url of urls) {
    const target = url
      .slice(4, -1)
      .trim()
      .replace(/^['"]|['"]$/g, '');
    if (!/^(https?:\/\/|\/(?!\/))/i.test(target)) return null;
  }
  const kebab = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `${kebab}:${text}`;
}

export function cssForBlock(selector: string, styles: ResponsiveStyles | undefined): string {
  if (!styles) return '';
  let css = '';
  for (const size of ['large', 'medium', 'small'] as const) {
    const map = styles[size];
    if (!map) continue;
    const body = Object.entries(map)
      .map(([property, value]) => declaration(property, value))
      .filter((d): d is string => d !== null)
      .join(';');
    if (!body) continue;
    const rule = `${selector}{${body}}`;
    const media = MEDIA[size];
    css += media ? `@media ${media}{${rule}}` : rule;
  }
  return css;
}
