// Product fields of the page builder's c-7-products-data entry that shape what a shopper
// sees (storefront spec section 3 "Product", "Allocation" and the enumerations: layouts and
// checkout types), as the seeded entries set them.
import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const heroOf = (html: string) => /<section id="product-hero-[^"]*" class="([^"]*)"[\s\S]*?<\/section>/.exec(html) ?? ['', ''];
const figures = (html: string) => [...html.matchAll(/<figure class="(product-hero__figure[^"]*)"( style="[^"]*")?/g)].map((m) => ({ className: m[1]!, style: m[2] ?? '' }));

describe('Allocation (storefront spec 3): the members-only prompt in the product’s own words', () => {
  it('shows the entry’s tooltip title, its URL and URL title with the description inside the tooltip', async () => {
    const html = await page('/product/apex-block-cabernet-sauvignon-2021');
    const tooltip = /<details class="allocation__tooltip">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
    expect(tooltip).toContain('<summary class="allocation__tooltip-title">How allocations work</summary>');
    expect(tooltip).toContain('offered to Wine Society members each spring');
    expect(tooltip).toContain('<a class="allocation__link" href="/wine-society">About the Wine Society</a>');
  });

  it('a members-only product whose entry sets no allocation words shows the defaults and no tooltip', async () => {
    const html = await page('/product/isosceles-reserve-2021');
    expect(html).toContain('Members Exclusive');
    expect(html).not.toContain('allocation__tooltip');
  });
});

describe('Product images (storefront spec 3): background and crop-to-fit on the card and the hero', () => {
  it('the hero paints the image’s colour of the map behind it and crops it to its frame', async () => {
    const [first] = figures(await page('/product/twenty-harvests-book'));
    expect(first?.className).toContain('product-hero__figure--crop');
    expect(first?.style).toContain('background-color:#7c6f4b');
  });

  it('the hero puts the image’s own background photograph behind it', async () => {
    const [first] = figures(await page('/product/cabernet-franc-2022'));
    expect(first?.className).toContain('product-hero__figure--dressed');
    expect(first?.style).toContain('background-image:url(&quot;/images/harvest.jpg&quot;)');
    expect(first?.className).not.toContain('--crop');
  });

  it('the product card shows the same background and crop; an undressed card keeps the card’s own', async () => {
    const html = await page('/collection/gifts-accessories');
    const card = /<article class="product-card[^"]*" data-product-card="[^"]*Twenty Harvests[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(card).toMatch(/<a class="product-card__media product-card__media--dressed product-card__media--crop" style="background-color:#7c6f4b;background-image:none"/);
    const corkscrew = /<article class="product-card[^"]*" data-product-card="[^"]*Sommelier Corkscrew[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(corkscrew).toContain('<a class="product-card__media" href=');
  });

  it('a card below the first row loads its background photograph only as the shopper scrolls to it', async () => {
    const html = await page('/collection/all');
    const card = /<article class="product-card[^"]*" data-product-card="[^"]*Cabernet Franc[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    // Below the first row: its bottle is lazy, and so is the photograph behind it, never a CSS background (which loads at once).
    expect(card).toContain('loading="lazy"');
    expect(card).toContain('<img class="product-card__backdrop" src="/images/harvest.jpg" alt="" loading="lazy"');
    expect(card).not.toContain('url(&quot;/images/harvest.jpg');
  });
});

describe('Layouts (storefront spec 3): Regular, Multiple, Product pair, Feature image change the hero', () => {
  it('Regular: one image in the hero', async () => {
    const html = await page('/product/isosceles-2021');
    expect(heroOf(html)[1]).toContain('product-hero--regular');
    expect(figures(html)).toHaveLength(1);
  });

  it('Multiple: every image side by side', async () => {
    const html = await page('/product/isosceles-vertical-trio');
    expect(heroOf(html)[1]).toContain('product-hero--multiple');
    expect(figures(html)).toHaveLength(3);
    for (const year of ['2012', '2016', '2021']) expect(html).toContain(`alt="Isosceles ${year}"`);
  });

  it('Product pair: the two images together', async () => {
    const html = await page('/product/bordeaux-glass-pair');
    expect(heroOf(html)[1]).toContain('product-hero--pair');
    expect(figures(html)).toHaveLength(2);
  });

  it('Feature image: the entry’s photograph, cropped to a wider column', async () => {
    const html = await page('/product/estate-tasting-for-two');
    expect(heroOf(html)[1]).toContain('product-hero--feature');
    const [feature] = figures(html);
    expect(feature?.className).toContain('product-hero__figure--crop');
    expect(html).toMatch(/<img[^>]*alt="Two glasses poured at the tasting room bar"/);
  });
});

describe('Checkout types (storefront spec 3): what the add-to-cart does', () => {
  it('Direct Checkout: the button reads "Buy Now" and carries the type to the island', async () => {
    const html = await page('/product/harvest-dinner-2026');
    expect(html).toMatch(/<button type="submit"[^>]*>Buy Now<\/button>/);
    expect(html).toContain('&quot;checkoutType&quot;:&quot;Direct Checkout&quot;');
  });

  it('Single Step: "Add To Cart" with a place for the confirmation; Default has none', async () => {
    const single = await page('/product/sommelier-corkscrew');
    expect(single).toMatch(/<button type="submit"[^>]*>Add To Cart<\/button>/);
    expect(single).toContain('<p class="add-to-cart__added" role="status"></p>');
    const regular = await page('/product/isosceles-2021');
    expect(regular).not.toContain('add-to-cart__added');
    expect(regular).toContain('&quot;checkoutType&quot;:&quot;Default&quot;');
  });
});
