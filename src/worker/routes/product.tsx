// /product/{slug}: the product detail page. The product is data the page cannot render
// without (a missing one is a 404); the page's own content entry (model "product") is
// optional: without one the page shows the product hero and the wine's specs.
import { Hono } from 'hono';
import type { Product } from '../../commerce/types.ts';
import type { AppEnv } from '../context.ts';
import { ContentBlocks, renderPage } from '../render/index.tsx';
import { productJsonLd } from '../seo/product-json-ld.ts';
import { loadContentPage, renderNotFound } from '../render/content-page.tsx';

export const product = new Hono<AppEnv>();

product.get('/:slug', async (c) => {
  const app = c.get('app');
  // The slug is the page builder's (a c-7-products-data entry's); a slug that cannot name
  // a page is refused without a backend call. A signed-in customer is named in the
  // product call (spec 7) so the backend judges members-only products for them.
  const session = await app.session();
  const found = await app.commerce.products.product(c.req.param('slug'), session.customer?.id);
  // Spec: products without a page (no c-7-products-data entry) are not shown; retired ones are gone.
  if (!found || !found.pageSlug || found.webStatus === 'Retired' || found.type === 'notFound') return renderNotFound(c);

  const path = `/product/${found.pageSlug}`;
  const page = await loadContentPage(c, path, 'product');
  const blocks = page?.blocks ?? defaultProductBlocks(found);
  const origin = app.config.publicOrigin ?? new URL(c.req.url).origin;
  const jsonLd = productJsonLd(found, origin, app.config.brandName, app.config.clubDiscountPercentage);
  return renderPage(c, {
    title: page?.meta.title || found.title,
    description: page?.meta.description || found.seo.description || found.teaser || undefined,
    canonicalUrl: page?.meta.canonicalUrl || path,
    // The original, not the card's rendition: the social card is made from it (seo/og-image.ts).
    openGraphImage: page?.meta.openGraphImage || found.image || undefined,
    noindex: Boolean(page?.meta.noindex),
    nofollow: Boolean(page?.meta.nofollow),
    navLite: page?.meta.navLite,
    pageProduct: found,
    blocks,
    model: 'product',
    body: (
      <>
        <ContentBlocks blocks={blocks} entry={{ id: page?.meta.entryId, model: 'product' }} />
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      </>
    ),
  });
});

/** The page a product gets when editors have not composed one: its hero and its wine's facts. */
export function defaultProductBlocks(product: Product): unknown[] {
  const blocks: unknown[] = [{ id: 'product-hero', component: { name: 'ProductHero', options: {} } }];
  const wine = product.wine;
  if (wine) {
    const details = [
      ['Vintage', wine.vintage ? String(wine.vintage) : null],
      ['Varietal', wine.varietal],
      ['Appellation', wine.appellation],
      ['Region', wine.region],
      ['Alcohol', wine.alcoholPercentage ? `${wine.alcoholPercentage}%` : null],
    ]
      .filter((detail): detail is [string, string] => Boolean(detail[1]))
      .map(([categoryTitle, description]) => ({ categoryTitle, description }));
    if (details.length > 0) blocks.push({ id: 'product-specs', component: { name: 'WineSpecs', options: { header: 'About This Wine', details } } });
  }
  return blocks;
}
