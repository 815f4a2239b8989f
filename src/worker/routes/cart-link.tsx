// /add-to-cart?items=SKU:2,SKU:1: the cart link an agent builds (the MCP tool build_cart_link)
// for a person to open. The GET changes nothing (prefetchers, crawlers and link previews may
// open it freely): it shows the wines, behind the age gate as every page is, and a form. The
// person's press on "Add to cart" is a same-origin POST (the same-origin middleware checks
// it), refused before the age gate is passed, which adds each wine to their cart as the cart
// API does and hands over to the cart page.
import { Hono, type Context } from 'hono';
import { buttonClassName } from '../../ui/button/button.tsx';
import { formatCents } from '../../ui/money/format.ts';
import { offersBySku } from '../agents/catalogue.ts';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';
import { CART_LINK_MESSAGES, CART_LINK_PATH, cartLinkItems, parseCartLinkItems, type CartLinkLine } from '../agents/cart-link-items.ts';
import { addToSessionCart, CART_API_MESSAGES, cartChanged } from '../http/session-cart.ts';

export const CART_LINK_COPY = {
  title: 'Add these wines to your cart',
  intro: 'A link you were given names these wines. Nothing is in your cart until you press Add to cart.',
  age: 'You must be 21 or older to buy wine.',
  button: 'Add to cart',
  missing: 'is no longer available and will not be added.',
} as const;

export const cartLink = new Hono<AppEnv>();

type Line = CartLinkLine & { name: string | null; url: string | null; price: number | null; inStock: boolean };

/** The link's wines as the catalogue knows them (public offers only): unknown ones named by SKU, not added. */
async function linesOf(c: Context<AppEnv>, items: readonly CartLinkLine[]): Promise<Line[]> {
  const offers = await offersBySku(c);
  return items.map((item) => {
    const found = offers.get(item.sku);
    return { ...item, name: found?.facts.name ?? null, url: found?.facts.url ?? null, price: found?.offer.price ?? null, inStock: found?.offer.inStock ?? false };
  });
}

function page(c: Context<AppEnv>, lines: Line[], problem: string | null, status: 200 | 404 | 503 = 200) {
  const buyable = lines.filter((line) => line.name && line.inStock);
  return renderPage(c, {
    title: CART_LINK_COPY.title,
    noindex: true,
    nofollow: true,
    personal: true,
    status,
    body: (
      <section className="not-found cart-link" aria-labelledby="cart-link-title">
        <h1 id="cart-link-title">{CART_LINK_COPY.title}</h1>
        {problem ? <p role="alert">{problem}</p> : null}
        <p>{CART_LINK_COPY.intro}</p>
        <ul aria-label="Wines in this link">
          {lines.map((line) => (
            <li key={line.sku}>
              {line.name && line.url ? (
                <>
                  {`${line.quantity} × `}
                  <a href={new URL(line.url).pathname}>{line.name}</a>
                  {line.price !== null ? `, ${formatCents(line.price)} each` : ''}
                  {line.inStock ? '' : ` (sold out: ${CART_LINK_COPY.missing})`}
                </>
              ) : (
                `${line.sku} ${CART_LINK_COPY.missing}`
              )}
            </li>
          ))}
        </ul>
        <p>{CART_LINK_COPY.age}</p>
        {buyable.length > 0 ? (
          <form method="post" action={CART_LINK_PATH}>
            <input type="hidden" name="items" value={cartLinkItems(buyable)} />
            <button type="submit" className={buttonClassName('red')}>
              {CART_LINK_COPY.button}
            </button>
          </form>
        ) : null}
      </section>
    ),
  });
}

cartLink.get('/', async (c) => {
  const items = parseCartLinkItems(c.req.query('items'));
  if (!items) return page(c, [], CART_LINK_MESSAGES.invalid, 404);
  return page(c, await linesOf(c, items), null);
});

cartLink.post('/', async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const raw = typeof form.items === 'string' ? form.items : undefined;
  const items = parseCartLinkItems(raw);
  if (!items) return page(c, [], CART_LINK_MESSAGES.invalid, 404);
  // The age gate first: the link's page again, where the gate asks.
  if (!c.get('app').ageGateAccepted) return c.redirect(`${CART_LINK_PATH}?items=${encodeURIComponent(cartLinkItems(items))}`, 303);
  const lines = await linesOf(c, items);
  try {
    // The first line finds (or makes) the session's cart; the rest go to that cart.
    let cartId: string | undefined;
    for (const line of lines.filter((x) => x.name && x.inStock)) {
      const item = { sku: line.sku, quantity: line.quantity };
      const result = cartId ? await c.get('app').commerce.carts.addItem(cartId, item) : await addToSessionCart(c, item);
      if (!result) return page(c, lines, CART_API_MESSAGES.unavailable, 503);
      // The backend's own words (a limit, the stock): the person sees them beside the wines.
      if (!result.ok) return page(c, lines, result.message, 200);
      cartChanged(c, result);
      cartId = result.cart.id;
    }
  } catch (error) {
    c.get('app').report(error, { section: 'cart', call: 'cart link' });
    return page(c, lines, CART_API_MESSAGES.unavailable, 503);
  }
  return c.redirect(c.get('app').config.widgetRoutes.cart, 303);
});
