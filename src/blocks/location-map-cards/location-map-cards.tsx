import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { ButtonLink } from '../../ui/button/button.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { directionsUrl, type LocationMapCardsOptions } from './location-map-cards.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export function LocationMapCards({ options }: BlockProps<LocationMapCardsOptions>) {
  return (
    <ul className="map-cards" role="list">
      {options.locations.map((location, index) => {
        const { addressInfo: address, image } = location;
        return (
          <li key={index} className="map-cards__card">
            {image.src || image.backgroundImage ? (
              <div className="map-cards__media" style={image.backgroundImage ? { backgroundImage: `url(${JSON.stringify(image.backgroundImage)})` } : undefined}>
                {image.src ? <ContentImage className="map-cards__img" src={image.src} alt={image.altText} sizes="(min-width: 768px) 33vw, 100vw" width={800} height={533} /> : null}
              </div>
            ) : null}
            <div className="map-cards__body">
              <h3 className="map-cards__name">{address.name}</h3>
              <address className="map-cards__address">
                {address.street}
                <br />
                {address.city}, {address.state} {address.zipcode}
              </address>
              <a className="map-cards__directions" href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
                Get directions<span className="visually-hidden"> to {address.name} (opens in a new tab)</span>
              </a>
              {location.locationInfo ? <div className="rich-text map-cards__info" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(location.locationInfo)) }} /> : null}
              {location.button ? (
                <div className="map-cards__button">
                  <ButtonLink href={location.button.url} design="red">
                    {location.button.text}
                  </ButtonLink>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
