// Both specs' background colour map (storefront section 3, content section 9): "None is
// transparent, Gray #37393c, White #FFFFFF, Red #B20738, Gold #7c6f4b, Ash #37393C, Black
// #000000". Blocks use it for their backgrounds; a product image's entry (its `background`)
// names one of these too.
export const COLOR_NAMES = ['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

export const COLOR_MAP: Record<Exclude<ColorName, 'None'>, string> = {
  Gray: '#37393c',
  White: '#ffffff',
  Red: '#b20738',
  Gold: '#7c6f4b',
  Ash: '#37393c',
  Black: '#000000',
};

/** The colour a name stands for; None (transparent) is undefined: nothing is painted. */
export function backgroundColorOf(name: ColorName): string | undefined {
  return name === 'None' ? undefined : COLOR_MAP[name];
}
