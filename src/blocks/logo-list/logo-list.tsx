import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { LogoListOptions } from './logo-list.schema.ts';

/** Content spec: logos at 144x55 on phones and 206x75 from tablets (768 px) up, quality 75 (the logo kind's). */
export const LOGO_SIZES = { small: { width: 144, height: 55 }, large: { width: 206, height: 75 } } as const;
const SIZES = `(min-width: 768px) ${LOGO_SIZES.large.width}px, ${LOGO_SIZES.small.width}px`;

export function LogoList({ options }: BlockProps<LogoListOptions>) {
  const { settings } = usePageData();
  return (
    <div className={`logo-list${options.disableBackgroundColor ? '' : ' logo-list--tinted'}`}>
      <ul className="logo-list__logos" role="list">
        {options.logos.map((logo, index) => {
          const image = (
            <Img
              className="logo-list__img"
              src={logo.image}
              kind="logo"
              sizes={SIZES}
              alt={logo.altText}
              width={LOGO_SIZES.large.width}
              height={LOGO_SIZES.large.height}
              loading="lazy"
              settings={settings.images}
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
