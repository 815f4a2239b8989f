import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';
import { imageRendition } from '../../ui/image/renditions.ts';
import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { COLOR_MAP } from '../kit/inputs/colors.ts';
import { formatRange, preselect } from '../kit/pieces/club-catalogue.ts';
import { CLUB_HERO_DEFAULTS, type ClubHeroOptions, type ClubPageHeroOptions } from './club-hero.schema.ts';
import { ClubSelector } from './club-selector.tsx';

const ClubSelectorIsland = island('club-hero', ClubSelector);

/** A club's images sit side by side, at most 420 px high in a 360x480 box (club-hero.css). */
const CLUB_IMAGE_SIZES = '(min-width: 768px) 320px, 50vw';

/** The id the block's section carries, so pages can link to it ("/club#choose-your-club"). */
export const CLUB_HERO_ANCHOR = 'choose-your-club';

/**
 * The club hero block: up to three clubs, each with its quantities and price ranges. The
 * category and quantity start at the first, or at the ones `?category=` and `?qty=` name.
 */
export function ClubHero({ options, blockId }: BlockProps<ClubHeroOptions>) {
  const { searchParams, settings } = usePageData();
  // Each image's rendition is settled here, on the server: the island gets it as props.
  const clubs = options.clubs.map((club) => ({
    ...club,
    images: club.images.map((image) => ({ ...image, ...imageRendition(image.src, { kind: 'hero', sizes: CLUB_IMAGE_SIZES }, settings.images) })),
  }));
  const categories = options.clubs.map((club) => club.category);
  const initialCategory = preselect(categories, searchParams.get('category')) ?? '';
  const club = options.clubs.find((c) => c.category === initialCategory) ?? options.clubs[0];
  const initialQuantity = preselect(club?.priceRanges.map((range) => range.quantity) ?? [], searchParams.get('qty')) ?? '';
  const id = `club-hero-${blockId}`;
  return (
    <section className="club-hero" id={CLUB_HERO_ANCHOR} aria-labelledby={`${id}-title`}>
      <div className="club-hero__inner">
        <h2 className="club-hero__title" id={`${id}-title`}>
          {options.title}
        </h2>
        {/* Its props carry the normalised selection, so the reused markup is bounded by the options. */}
        <ClubSelectorIsland.Anonymous
          id={id}
          categoryTitle={options.categoryTitle}
          quantityTitle={options.quantityTitle}
          priceDescription={options.priceDescription}
          clubs={clubs}
          cta={{ text: options.ctaButton.text, ariaLabel: options.ctaButton.ariaLabel, design: options.ctaButton.design, outlined: options.ctaButton.outlined }}
          initialCategory={initialCategory}
          initialQuantity={initialQuantity}
        />
      </div>
    </section>
  );
}

/** The page-level club hero: one club page's title, images and estimated price per shipment. */
export function ClubPageHero({ options }: BlockProps<ClubPageHeroOptions>) {
  const { settings } = usePageData();
  const images = options.images;
  const background = images && images.backgrounds !== 'None' ? COLOR_MAP[images.backgrounds] : undefined;
  const dark = images?.backgrounds === 'Red' || images?.backgrounds === 'Black' || images?.backgrounds === 'Gray' || images?.backgrounds === 'Ash' || images?.backgrounds === 'Gold';
  return (
    <section className={`club-page-hero${dark ? ' club-page-hero--dark' : ''}`} style={{ backgroundColor: background }} data-club-type={options.clubType}>
      <div className="club-page-hero__inner">
        {images?.leftSrc ? (
          <Img
            className="club-page-hero__image club-page-hero__image--left"
            src={images.leftSrc}
            alt={images.altText}
            kind="hero"
            sizes="320px"
            width={320}
            height={420}
            loading="priority"
            settings={settings.images}
          />
        ) : null}
        <div className="club-page-hero__text">
          <h1 className="club-page-hero__title">{options.title}</h1>
          {options.subTitle ? <p className="club-page-hero__subtitle">{options.subTitle}</p> : null}
          <dl className="club-page-hero__prices">
            {options.priceRange.map((range) => (
              <div key={range.category} className="club-page-hero__price">
                <dt>{range.category}</dt>
                <dd>
                  <span className="club-page-hero__range" data-price-range={`${range.min}-${range.max}`}>
                    {formatRange(range.min, range.max)}
                  </span>{' '}
                  <span className="club-page-hero__price-label">{CLUB_HERO_DEFAULTS.priceDescription}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {images?.rightSrc ? (
          <Img
            className="club-page-hero__image club-page-hero__image--right"
            src={images.rightSrc}
            alt={images.leftSrc ? '' : images.altText}
            kind="hero"
            sizes="320px"
            width={320}
            height={420}
            loading={images.leftSrc ? 'eager' : 'priority'}
            settings={settings.images}
          />
        ) : null}
      </div>
    </section>
  );
}
