import * as v from 'valibot';

export const SPACER_SIZES = ['96px', '64px', '32px', '16px', '8px', '4px', 'custom'] as const;
type SpacerSize = (typeof SPACER_SIZES)[number];

/** Content spec: spacer padding when an editor picks none. */
export const SPACER_DEFAULTS = { mobile: '1rem', tablet: '1.5rem', desktop: '2rem' } as const;

const SizeSchema = v.optional(v.picklist(SPACER_SIZES));
/** Content spec: custom spacing is 0 to 250 px, shown as px / 16 rem. */
export const CUSTOM_SPACING_MESSAGE = 'Custom spacing must be between 0 and 250';
const CustomSchema = v.optional(v.pipe(v.number(), v.minValue(0, CUSTOM_SPACING_MESSAGE), v.maxValue(250, CUSTOM_SPACING_MESSAGE)));

function rem(size: SpacerSize | undefined, custom: number | undefined, fallback: string): string {
  if (size === undefined) return fallback;
  if (size === 'custom') return custom === undefined ? fallback : `${custom / 16}rem`;
  return `${Number.parseInt(size, 10) / 16}rem`;
}

/** Editor options in; the three heights, in rem, out. */
export const SpacerOptionsSchema = v.pipe(
  v.object({
    desktop: SizeSchema,
    tablet: SizeSchema,
    mobile: SizeSchema,
    customDesktop: CustomSchema,
    customTablet: CustomSchema,
    customMobile: CustomSchema,
    line: v.optional(v.boolean(), false),
  }),
  v.transform((options) => ({
    mobile: rem(options.mobile, options.customMobile, SPACER_DEFAULTS.mobile),
    tablet: rem(options.tablet, options.customTablet, SPACER_DEFAULTS.tablet),
    desktop: rem(options.desktop, options.customDesktop, SPACER_DEFAULTS.desktop),
    line: options.line,
  })),
);
