import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';
import { SubscriptionHero } from './subscription-hero.tsx';
import { SubscriptionHeroOptionsSchema } from './subscription-hero.schema.ts';

const OPTIONS = {
  title: 'Cabernet Sauvignon Subscription',
  subTitle: '12 bottles every 2 months',
  image: { src: '/images/bottle-red.svg', altText: 'A bottle of Cabernet Sauvignon' },
  prices: [
    { category: '6 Bottles', price: 330 },
    { category: '12 Bottles', price: 640 },
    { category: '24 Bottles', price: 1250 },
  ],
  subscriptionType: 'cabernet-sauvignon',
};

const render = (raw: unknown, query = '') =>
  renderToString(
    <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, searchParams: new URLSearchParams(query) }}>
      <SubscriptionHero options={v.parse(SubscriptionHeroOptionsSchema, raw)} blockId="s1" renderBlocks={() => null} />
    </PageDataContext.Provider>,
  );

describe('SubscriptionHero options', () => {
  it('requires title, prices and subscriptionType', () => {
    expect(v.safeParse(SubscriptionHeroOptionsSchema, OPTIONS).success).toBe(true);
    for (const key of ['title', 'prices', 'subscriptionType'] as const) {
      const { [key]: _dropped, ...rest } = OPTIONS;
      expect(v.safeParse(SubscriptionHeroOptionsSchema, rest).success).toBe(false);
    }
    expect(v.safeParse(SubscriptionHeroOptionsSchema, { ...OPTIONS, prices: [] }).success).toBe(false);
    expect(v.safeParse(SubscriptionHeroOptionsSchema, { ...OPTIONS, subscriptionType: 'isosceles' }).success).toBe(false);
  });
});

describe('SubscriptionHero', () => {
  it('offers the bottle categories as a radio group, the first selected, with its price', () => {
    const html = render(OPTIONS);
    expect(html).toContain('<h1 class="club-page-hero__title">Cabernet Sauvignon Subscription</h1>');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/checked="" value="6 Bottles"/);
    expect(html).toContain('data-price="330">$330</span>');
  });

  it('preselects the category the query names', () => {
    const html = render(OPTIONS, 'category=24');
    expect(html).toMatch(/checked="" value="24 Bottles"/);
    expect(html).toContain('data-price="1250">$1,250</span>');
  });

  it('shows a single price without a choice', () => {
    const html = render({ ...OPTIONS, prices: [{ category: '12 Bottles', price: 640 }] });
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('12 Bottles');
    expect(html).toContain('$640');
  });
});
