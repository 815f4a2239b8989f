// The club hero's browser part: choose a club and a quantity (two real radio groups),
// see the estimated price per shipment and follow the link to that club's page. The
// server renders it with the selection the query string asked for.
import { useState } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { buttonClassName, type ButtonDesign } from '../../ui/button/button.tsx';
import { controlName } from '../../ui/link/label-in-name.ts';
import { COLOR_MAP, type ColorName } from '../kit/inputs/colors.ts';
import { clubLink, formatRange } from '../kit/pieces/club-catalogue.ts';

export type ClubSelectorClub = {
  category: string;
  clubDescription: string;
  /** Each with the rendition the server chose for it (srcSet and sizes). */
  images: { src: string; srcSet?: string | undefined; sizes?: string | undefined; altText: string; disableImageOffsets: boolean; background: ColorName; customBackgroundImage?: string | undefined }[];
  priceRanges: { quantity: string; min: number; max: number }[];
};

export type ClubSelectorProps = {
  /** DOM id prefix, unique on the page. */
  id: string;
  categoryTitle: string;
  quantityTitle: string;
  priceDescription: string;
  clubs: ClubSelectorClub[];
  cta: { text: string; ariaLabel?: string | undefined; design: ButtonDesign; outlined: boolean };
  initialCategory: string;
  initialQuantity: string;
};

/** The selection's club, price range and link; a quantity the club lacks falls back to its first. */
export function clubSelection(clubs: readonly ClubSelectorClub[], category: string, quantity: string) {
  const club = clubs.find((c) => c.category === category) ?? clubs[0];
  if (!club) return undefined;
  const range = club.priceRanges.find((r) => r.quantity === quantity) ?? club.priceRanges[0];
  if (!range) return undefined;
  return { club, range, href: clubLink(range.quantity, club.category) };
}

export function ClubSelector(props: ClubSelectorProps) {
  const [category, setCategory] = useState(props.initialCategory);
  const [quantity, setQuantity] = useState(props.initialQuantity);
  const selection = clubSelection(props.clubs, category, quantity);
  if (!selection) return null;
  const { club, range, href } = selection;

  function select(nextCategory: string, nextQuantity: string) {
    const next = clubSelection(props.clubs, nextCategory, nextQuantity);
    if (!next) return;
    setCategory(next.club.category);
    setQuantity(next.range.quantity);
    pushDataLayer('clubHero', {
      category: next.club.category,
      quantity: next.range.quantity,
      minPrice: next.range.min,
      maxPrice: next.range.max,
      url: next.href,
    });
  }

  const priceId = `${props.id}-price`;
  const ctaName = controlName(props.cta.text, props.cta.ariaLabel);
  return (
    <div className="club-hero__body">
      <ul className="club-hero__images">
        {club.images.map((image, index) => (
          <li
            key={`${club.category}-${image.src}-${index}`}
            className={`club-hero__image${image.disableImageOffsets ? ' club-hero__image--flat' : ''}`}
            style={{
              backgroundColor: image.background === 'None' ? undefined : COLOR_MAP[image.background],
              backgroundImage: image.customBackgroundImage ? `url("${image.customBackgroundImage}")` : undefined,
            }}
          >
            <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={image.altText} width={360} height={480} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </li>
        ))}
      </ul>
      <div className="club-hero__panel">
        <fieldset className="club-hero__group">
          <legend className="club-hero__legend">{props.categoryTitle}</legend>
          <div className="club-hero__options">
            {props.clubs.map((option) => (
              <label key={option.category} className="club-hero__option">
                <input type="radio" name={`${props.id}-category`} value={option.category} checked={option.category === club.category} onChange={() => select(option.category, range.quantity)} />
                <span>{option.category}</span>
              </label>
            ))}
          </div>
          {club.clubDescription ? <p className="club-hero__description">{club.clubDescription}</p> : null}
        </fieldset>
        <fieldset className="club-hero__group">
          <legend className="club-hero__legend">{props.quantityTitle}</legend>
          <div className="club-hero__options">
            {club.priceRanges.map((option) => (
              <label key={option.quantity} className="club-hero__option">
                <input type="radio" name={`${props.id}-quantity`} value={option.quantity} checked={option.quantity === range.quantity} onChange={() => select(club.category, option.quantity)} />
                <span>{option.quantity}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="club-hero__price" id={priceId} aria-live="polite">
          <span className="club-hero__price-range" data-price-range={`${range.min}-${range.max}`}>
            {formatRange(range.min, range.max)}
          </span>
          <span className="club-hero__price-label">{props.priceDescription}</span>
        </p>
        <a className={buttonClassName(props.cta.design, props.cta.outlined)} href={href} aria-label={ctaName.ariaLabel} aria-describedby={priceId}>
          {props.cta.text}
          {ctaName.hiddenSuffix ? <span className="visually-hidden">{ctaName.hiddenSuffix}</span> : null}
        </a>
      </div>
    </div>
  );
}
