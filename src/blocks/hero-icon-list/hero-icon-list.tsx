import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { HeroImage } from '../kit/pieces/content-image.tsx';
import { Icon } from '../kit/pieces/icons.tsx';
import { StickyNavBar } from '../kit/pieces/sticky-nav-bar/sticky-nav-bar.tsx';
import type { HeroIconListOptions } from './hero-icon-list.schema.ts';

const StickyNavIsland = island('sticky-sub-navigation', StickyNavBar);

export function HeroIconList({ options, blockId }: BlockProps<HeroIconListOptions>) {
  const background = options.backgroundImage;
  const id = `hero-icons-${blockId}`;
  return (
    <>
      <section className={`hero-icons${background ? ' hero-icons--image' : ''}`} aria-labelledby={`${id}-title`}>
        {background ? <HeroImage className="hero-icons__bg" src={background.image} alt={background.altText} /> : null}
        <div className="hero-icons__inner">
          <h1 className="hero-icons__title" id={`${id}-title`}>
            {options.headline}
          </h1>
          <ul className="hero-icons__items" role="list">
            {options.information.map((item, index) => (
              <li key={index} className="hero-icons__item">
                <Icon name={item.icon} className="icon hero-icons__icon" />
                <h2 className="hero-icons__item-title">{item.title}</h2>
                <p className="hero-icons__item-text">{item.description}</p>
                {item.link ? (
                  <a className="hero-icons__link" href={item.link.URL}>
                    {item.link.label}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <OptionButtons className="hero-icons__buttons" buttons={options.buttons} />
        </div>
      </section>
      {!options.disableStickySubNavigation && options.buttons.length > 0 ? <StickyNavIsland.Anonymous id={`${id}-bar`} title={options.headline} buttons={options.buttons} onlyWhenStuck /> : null}
    </>
  );
}
