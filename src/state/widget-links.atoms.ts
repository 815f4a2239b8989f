// Where Commerce7's widget renders the cart and the checkout (COMMERCE_WIDGET_ROUTES' cart and
// checkout: the paths the winery set in Commerce7's front-end routing). A deployment setting
// the server hands the header island; kept in the shared store so that every island's way to
// the cart page leads to the same place.
import { atom } from 'jotai';

export type WidgetLinks = {
  cart: string;
  checkout: string;
  /** The widget's account page, where accounts are created, when the store creates none (no payment tokeniser). */
  createAccount?: string | undefined;
};
/** The widget pages a control leaves for with the cart saved first. */
export type WidgetCartPage = 'cart' | 'checkout';
export const DEFAULT_WIDGET_LINKS: WidgetLinks = { cart: '/cart', checkout: '/checkout' };

export const widgetLinksAtom = atom<WidgetLinks>(DEFAULT_WIDGET_LINKS);
