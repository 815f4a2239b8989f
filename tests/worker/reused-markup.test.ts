// Markup the renderer reuses across requests (layout boxes of content-only blocks, product
// cards and the product hero for visitors who bring nothing of their own): with the page
// cache off every request renders, so these visitors meet the reused markup itself.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { ADULT, ORIGIN, pageEntry, post, publish, signInAs, unpublish } from './helpers.ts';

const render = async (path: string, headers: Record<string, string> = ADULT) => {
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off' } as never, createExecutionContext());
  expect(response.status, path).toBe(200);
  return response.text();
};
/** Every price on the page, in order, with what it is labelled (club, retail). */
const pricesOf = (html: string) => [...html.matchAll(/<p class="price[^"]*">.*?<\/p>/g)].map((m) => m[0]);

describe('a member with a cart between anonymous visitors, every request rendered', () => {
  async function member(): Promise<string> {
    const { cookie } = await signInAs('member@example.com');
    const added = await post('/api/cart/items', { sku: 'ISO21-750', quantity: 2 }, { cookie });
    expect(added.status).toBe(200);
    return cookie;
  }

  for (const order of [
    ['anonymous', 'member', 'anonymous', 'member'],
    ['member', 'anonymous', 'member', 'anonymous'],
  ]) {
    it(`each gets their own page: the member's name and cart, the anonymous visitor's prices unchanged (${order.join(', ')})`, async () => {
      const memberCookie = await member();
      for (const path of ['/', '/product/isosceles-2021', '/product/isosceles-reserve-2021', '/collection/all']) {
        let anonymousPrices: string[] | undefined;
        for (const who of order) {
          if (who === 'member') {
            const html = await render(path, { cookie: memberCookie });
            expect(html, path).toContain('Morgan');
            expect(html, path).toMatch(/Cart \([1-9]/);
            if (path === '/product/isosceles-reserve-2021') expect(html).not.toContain('Members Exclusive');
          } else {
            const html = await render(path);
            expect(html, path).not.toContain('Morgan');
            expect(html, path).not.toMatch(/Cart \([1-9]/);
            expect(html, path).not.toContain('"quantity":');
            if (path === '/product/isosceles-reserve-2021') expect(html).toContain('Members Exclusive');
            expect(html, path).toContain('Cart (0)');
            // The prices the first anonymous visitor got, in the same places, whoever came between.
            anonymousPrices ??= pricesOf(html);
            expect(pricesOf(html), path).toEqual(anonymousPrices);
          }
        }
      }
    });
  }
});

describe('a publish', () => {
  const ID = 'reused-markup-publish';
  afterEach(() => unpublish(ID));
  const page = (words: string) =>
    pageEntry(ID, '/reused-markup-publish', {
      title: 'Reused',
      blocks: [
        {
          id: 'reused-section',
          component: { name: 'Core:Section', options: {} },
          children: [
            { id: 'reused-text', component: { name: 'Text', options: { text: `<p>${words}</p>` } } },
            {
              id: 'reused-columns',
              component: { name: 'Columns', options: { columns: [{ blocks: [{ id: 'reused-col-text', component: { name: 'Text', options: { text: `<p>Column: ${words}</p>` } } }] }] } },
            },
          ],
        },
      ],
    });

  it('shows the new words inside a layout box at the next render', async () => {
    await publish(page('First harvest'));
    expect(await render('/reused-markup-publish')).toContain('<p>Column: First harvest</p>');
    expect(await render('/reused-markup-publish')).toContain('<p>First harvest</p>');
    await publish(page('Second harvest'));
    const html = await render('/reused-markup-publish');
    expect(html).toContain('<p>Second harvest</p>');
    expect(html).toContain('<p>Column: Second harvest</p>');
    expect(html).not.toContain('First harvest');
  });
});

describe("home's product display", () => {
  it('renders in place, inside the shell, once the isolate holds its products', async () => {
    // The first render may wait on the backend for them: that one may stream them after the shell.
    await render('/');
    const html = await render('/');
    const display = html.indexOf('<section class="product-display');
    expect(display).toBeGreaterThan(0);
    // No stand-in with its busy placeholders, no hidden segment swapped in by a script.
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html.slice(display)).toMatch(/^<section class="product-display[^>]*aria-labelledby="[^"]+">.*?<article class="product-card/s);
  });
});
