// Markup the same for every visitor who brings nothing of their own (no customer, no cart,
// no editor's view), rendered once per isolate from what it shows and reused as HTML.
// Correctness never depends on it: the first render and every later one give the same bytes,
// and a change to any input (a new content version's options, a product object replaced
// when its cached data changes, the site's settings) renders it again.
import type { ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { splitImagePreloads, type ImagePreload } from './image-preloads.ts';
import { PageDataContext, type PageData, type PageSettings } from './index.ts';

/** Whether this render reads nothing of its visitor: what it shows may be reused for the next such visitor. */
export function rendersAlikeForEveryone(pageData: PageData): boolean {
  return pageData.anonymous && !pageData.preview && !pageData.editing;
}

type Kept = { inputs: readonly unknown[]; settings: PageSettings; html: string; preloads: ImagePreload[] };

/**
 * Whether two renders have the same site settings. Each request builds its own settings
 * object from the deployment's configuration, so they are compared by field (images by
 * object: one per configuration).
 */
export function sameSettings(a: PageSettings, b: PageSettings): boolean {
  return a === b || (a.images === b.images && a.brandName === b.brandName && a.clubDiscountPercentage === b.clubDiscountPercentage && a.joinUrl === b.joinUrl && a.smsTermsUrl === b.smsTermsUrl);
}

// Keyed by an object that lives as long as its content version (a block's options), so a
// publish lets the old copies go with the old content; a few slots per owner.
const kept = new WeakMap<object, Map<string, Kept>>();
const SLOTS_PER_OWNER = 16;

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/** Asks for the image preloads a reused markup's own render put in front of it, so the page's head carries them. */
export function askImagePreloads(preloads: readonly ImagePreload[]) {
  for (const image of preloads) {
    const { href, as, ...options } = image;
    // `as` is what React itself wrote for this preload (splitImagePreloads).
    preload(href || (options.imageSrcSet?.split(' ')[0] ?? ''), { ...options, as: (as ?? 'image') as PreloadOptions['as'], crossOrigin: options.crossOrigin as PreloadOptions['crossOrigin'] });
  }
}

/**
 * The markup `render` gives, rendered once for `owner` and `slot` and reused while `inputs`
 * (compared by identity) and the site's settings stay the same. Only for a render for
 * which `rendersAlikeForEveryone` holds: `render` may read the page data, but nothing of a visitor.
 */
export function reusedMarkup(pageData: PageData, owner: object, slot: string, inputs: readonly unknown[], render: () => ReactNode): string {
  let slots = kept.get(owner);
  if (!slots) kept.set(owner, (slots = new Map()));
  let entry = slots.get(slot);
  if (!entry || !sameSettings(entry.settings, pageData.settings) || !sameInputs(entry.inputs, inputs)) {
    const rendered = splitImagePreloads(renderToString(<PageDataContext.Provider value={pageData}>{render()}</PageDataContext.Provider>));
    if (!slots.has(slot) && slots.size >= SLOTS_PER_OWNER) slots.clear();
    entry = { inputs: [...inputs], settings: pageData.settings, ...rendered };
    slots.set(slot, entry);
  }
  askImagePreloads(entry.preloads);
  return entry.html;
}
