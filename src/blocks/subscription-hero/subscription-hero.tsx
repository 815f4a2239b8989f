import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';
import { island } from '../../ui/island/island.tsx';
import { preselect } from '../kit/pieces/club-catalogue.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SubscriptionHeroOptions } from './subscription-hero.schema.ts';
import { SubscriptionPrices } from './subscription-prices.tsx';

const PricesIsland = island('subscription-hero', SubscriptionPrices);

/** The subscription hero: title, image and the price per shipment; `?category=` preselects a bottle category. */
export function SubscriptionHero({ options, blockId }: BlockProps<SubscriptionHeroOptions>) {
  const { searchParams, settings } = usePageData();
  const initialCategory =
    preselect(
      options.prices.map((p) => p.category),
      searchParams.get('category') ?? searchParams.get('qty'),
    ) ?? '';
  return (
    <section className="subscription-hero" data-subscription-type={options.subscriptionType}>
      <div className="subscription-hero__inner">
        <div className="subscription-hero__text">
          <h1 className="club-page-hero__title">{options.title}</h1>
          {options.subTitle ? <p className="club-page-hero__subtitle">{options.subTitle}</p> : null}
          <PricesIsland.Anonymous id={`subscription-${blockId}`} subscriptionType={options.subscriptionType} prices={options.prices} initialCategory={initialCategory} />
        </div>
        {options.image ? (
          <Img
            className="subscription-hero__image"
            src={options.image.src}
            alt={options.image.altText}
            kind="hero"
            sizes="(min-width: 768px) 420px, 100vw"
            width={480}
            height={480}
            loading="priority"
            settings={settings.images}
          />
        ) : null}
      </div>
    </section>
  );
}
