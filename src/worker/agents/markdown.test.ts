import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../../commerce/testing/products.ts';
import { productFacts } from '../seo/product-facts.ts';
import { blocksText, escapeMarkdown, htmlToText, shippingSentence, wineMarkdown } from './markdown.ts';

const STORE = { brand: 'Triangle Ridge Winery', origin: 'https://shop.example', shippingStates: ['CA', 'OR'], pickupAddress: '3 Ridge Road, Napa' };
const SETTINGS = { origin: 'https://shop.example', brand: 'Triangle Ridge Winery', clubDiscountPercentage: 20 };

describe('markdown for agents', () => {
  it("says a wine's price, club price, stock and URL, and who may buy and where it ships", () => {
    const facts = productFacts(testProduct({ variants: [testVariant({ price: 9500 })] }), SETTINGS)!;
    const markdown = wineMarkdown(facts, STORE);
    expect(markdown).toContain('URL: https://shop.example/product/cabernet-2019');
    expect(markdown).toMatch(/\(SKU CS\d+-750\)|\(SKU CAB19-750\)/);
    expect(markdown).toContain('$95.00 (club members $76.00), in stock');
    expect(markdown).toContain('You must be 21 or older to buy wine from Triangle Ridge Winery');
    expect(markdown).toContain('We ship wine to California, Oregon.');
  });

  it('says nothing of a wine that is not public', () => {
    expect(productFacts(testProduct({ security: { availableTo: 'Club' } }), SETTINGS)).toBeNull();
  });

  it('keeps HTML and link syntax out of the words it quotes', () => {
    expect(escapeMarkdown('Click [here](javascript:x) <img src=x>')).toBe('Click \\[here\\](javascript:x) \\<img src=x\\>');
    expect(htmlToText('<p>Dark &amp; <b>ripe</b></p><script>alert(1)</script><p>Long</p>')).toBe('Dark & ripe\n\nLong');
  });

  it("reads the words of a page's blocks, headings as headings, in order, once each", () => {
    const blocks = [
      { id: 'a', component: { name: 'Headline', options: { headline: { preheading: 'Visit', heading: 'Come up the hill' } } } },
      { id: 'b', component: { name: 'Text', options: { text: '<p>Daily, 10 to 5.</p>', image: 'https://x/y.png' } } },
      { id: 'c', component: { name: 'Text', options: { text: '<p>Daily, 10 to 5.</p>' } } },
    ];
    expect(blocksText(blocks)).toBe('Visit\n\n## Come up the hill\n\nDaily, 10 to 5.');
  });

  it('says the checkout decides when the winery names no states', () => {
    expect(shippingSentence([])).toContain('where state law allows');
  });
});
