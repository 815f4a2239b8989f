// A block placed where the page builder would not have let it sit (content spec section 5:
// product hero not on a page, an accordion item outside its container, a container's
// stray child, a second lead form) arrives by API or import all the same. Visitors never
// see it; editors see it in preview with the rule's message; the product page, the one
// model a product hero belongs on, keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { ADULT, get, pageEntry, publish, unpublish } from './helpers.ts';

const PATH = '/test-block-placement';
const text = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
const words = (id: string, said: string) => ({ id, component: { name: 'Text', options: { text: `<p>${said}</p>` } } });
const leadForm = (id: string, title: string) => ({ id, component: { name: 'LeadFormEmbed', options: { title } } });

beforeAll(async () => {
  await publish(
    pageEntry('test-block-placement', PATH, {
      title: 'Placement',
      blocks: [
        words('kept', 'Still on the page'),
        { id: 'hero', component: { name: 'ProductHero', options: { eyebrow: 'A hero out of place' } } },
        { id: 'lost-item', component: { name: 'AccordionItem', options: { accordionItemTitle: 'An item on its own' } }, children: [words('lost-words', 'Lost answer')] },
        {
          id: 'faq',
          component: { name: 'AccordionContainer', options: { title: 'Shipping questions' } },
          children: [
            { id: 'item', component: { name: 'AccordionItem', options: { accordionItemTitle: 'Where do you ship?' } }, children: [words('answer', 'To 40 states.')] },
            words('stray', 'A stray paragraph'),
          ],
        },
        leadForm('lead-1', 'The first lead form'),
        leadForm('lead-2', 'The second lead form'),
      ],
    }),
  );
});

afterAll(async () => {
  await unpublish('test-block-placement');
});

describe('a block placed where it may not sit', () => {
  it('is left out for visitors, and the rest of the page stays', async () => {
    const response = await get(PATH, ADULT);
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain('Still on the page');
    expect(html).toContain('Where do you ship?');
    expect(html).toContain('To 40 states.');
    expect(html).toContain('The first lead form');
    for (const hidden of ['A hero out of place', 'An item on its own', 'Lost answer', 'A stray paragraph', 'The second lead form', 'editor-warning']) {
      expect(html, hidden).not.toContain(hidden);
    }
  });

  it("is shown to editors in preview under the rule's message", async () => {
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, PATH, Math.floor(Date.now() / 1000) + 600);
    const html = text(await (await get(`${PATH}?preview=${encodeURIComponent(token)}`, {})).text());
    expect(html).toContain('Block "ProductHero" is hidden from visitors: ProductHero cannot be placed on a page entry');
    expect(html).toContain('Block "AccordionItem" is hidden from visitors: AccordionItem: An accordion item must be placed inside an accordion container');
    expect(html).toContain('Block "Text" is hidden from visitors: Text inside AccordionContainer: An accordion container holds accordion items only');
    expect(html).toContain('Block "LeadFormEmbed" is hidden from visitors: LeadFormEmbed: Only one lead form per page');
    // Each still where the editor put it, to be moved or deleted.
    expect(html).toContain('An item on its own');
    expect(html).toContain('A stray paragraph');
    expect(html).toContain('The second lead form');
  });

  it('keeps the product hero on a product page', async () => {
    const html = text(await (await get('/product/isosceles-2021', ADULT)).text());
    expect(html).toContain('product-hero');
    expect(html).not.toContain('cannot be placed');
  });
});
