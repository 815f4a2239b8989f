import type { BlockProps } from '../kit/define-block.ts';
import { imageSrcSet } from '../kit/image-source.ts';
import type { LogoListOptions } from './logo-list.schema.ts';

/** Content spec: logos at 144x55 on phones and 206x75 from tablets up, quality 75. */
const SMALL = { width: 144, height: 55 };
const LARGE = { width: 206, height: 75 };
const QUALITY = 75;

export function LogoList({ options }: BlockProps<LogoListOptions>) {
  return (
    <div className={`logo-list${options.disableBackgroundColor ? '' : ' logo-list--tinted'}`}>
      <ul className="logo-list__logos" role="list">
        {options.logos.map((logo, index) => {
          const image = (
            <img
              className="logo-list__img"
              src={logo.image}
              srcSet={imageSrcSet(logo.image, QUALITY, 480)}
              sizes={`(min-width: 768px) ${LARGE.width}px, ${SMALL.width}px`}
              alt={logo.altText}
              width={LARGE.width}
              height={LARGE.height}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={index} className="logo-list__item">
              {logo.url ? (
                <a className="logo-list__link" href={logo.url} target="_blank" rel="noopener noreferrer">
                  {image}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
