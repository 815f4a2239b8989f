// Content spec "Store-locator embed": Destini's locator of shops and restaurants that
// carry the wines, behind a click-to-load card. The locator's address and ids are fixed
// per brand (hidden from editors, with defaults); the button is the editor's.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';

/**
 * The brand's locator. Unverified: Destini's install URL and parameter names are not in
 * public documentation; they are read from these options only, so the values change here
 * or in content, never in code.
 */
export const DESTINI_DEFAULTS = {
  destiniMapUrl: 'https://destinilocators.com/triangleridge/site/install/',
  destiniTitle: 'Find Triangle Ridge wines near you',
  locatorId: '4120',
  alphaCode: 'TRW',
  locatorName: 'triangleridge',
  clientId: 'triangleridge',
} as const;

const hidden = (fallback: string) => v.optional(v.pipe(v.string(), v.trim(), input({ hideFromUI: true })), fallback);

export const StoreLocatorOptionsSchema = v.object({
  destiniMapUrl: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/[^\s]+$/, 'destiniMapUrl must be an https URL'), input({ type: 'url', hideFromUI: true })),
    DESTINI_DEFAULTS.destiniMapUrl,
  ),
  destiniTitle: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), DESTINI_DEFAULTS.destiniTitle),
  locatorId: hidden(DESTINI_DEFAULTS.locatorId),
  alphaCode: hidden(DESTINI_DEFAULTS.alphaCode),
  locatorName: hidden(DESTINI_DEFAULTS.locatorName),
  clientId: hidden(DESTINI_DEFAULTS.clientId),
  button: v.optional(
    v.object({
      text: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Click to interact'),
      design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
    }),
    {},
  ),
});

export type StoreLocatorOptions = v.InferOutput<typeof StoreLocatorOptionsSchema>;

/** The locator frame's address, with the brand's ids. */
export function locatorUrl(options: StoreLocatorOptions): string {
  const url = new URL(options.destiniMapUrl);
  const params = { ALPHACODE: options.alphaCode, LOCATORID: options.locatorId, LOCATORNAME: options.locatorName, CLIENTID: options.clientId };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.href;
}
