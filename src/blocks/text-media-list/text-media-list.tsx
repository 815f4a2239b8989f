import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { island } from '../../ui/island/island.tsx';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { Icon } from '../kit/pieces/icons.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ALL, FilterBar } from './filter-bar.tsx';
import { listTags, type TextMediaItem, type TextMediaListOptions } from './text-media-list.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

const FilterBarIsland = island('text-media-filters', FilterBar);

export function TextMediaList({ options, blockId }: BlockProps<TextMediaListOptions>) {
  const id = `text-media-${blockId}`;
  const listId = `${id}-items`;
  const tags = listTags(options.items);
  const ItemHeading = options.title ? 'h3' : 'h2';
  return (
    <section className="text-media-list" aria-labelledby={options.title ? `${id}-title` : undefined}>
      {options.title ? (
        <h2 id={`${id}-title`} className="text-media-list__title">
          {options.title}
        </h2>
      ) : null}
      {tags.length > 0 ? (
        <FilterBarIsland.Anonymous
          listId={listId}
          label={options.title ? `Filter ${options.title}` : 'Filter by tag'}
          filters={[ALL, ...tags]}
          itemTags={options.items.map((item) => item.tags.map((entry) => entry.tag))}
        />
      ) : null}
      <ul id={listId} className="text-media-list__items" role="list">
        {options.items.map((item, index) => (
          <Item key={index} item={item} Heading={ItemHeading} flipped={index % 2 === 1} />
        ))}
      </ul>
    </section>
  );
}

function Item({ item, Heading, flipped }: { item: TextMediaItem; Heading: 'h2' | 'h3'; flipped: boolean }) {
  const [first, ...more] = item.images;
  return (
    <li className={`text-media-list__item${first ? '' : ' text-media-list__item--text'}`} data-flipped={flipped ? 'true' : undefined}>
      {first ? (
        <div className="text-media-list__media">
          <ContentImage className="text-media-list__img" src={first.image} alt={first.altText} sizes="(min-width: 768px) 45vw, 100vw" width={900} height={675} />
          {more.length > 0 ? (
            <ul className="text-media-list__thumbs" role="list">
              {more.map((image, index) => (
                <li key={index}>
                  <ContentImage className="text-media-list__thumb" src={image.image} alt={image.altText} sizes="(min-width: 768px) 12vw, 30vw" width={240} height={180} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="text-media-list__text">
        {item.tags.length > 0 ? <p className="text-media-list__tags">{item.tags.map((entry) => entry.tag).join(' · ')}</p> : null}
        <Heading className="text-media-list__headline">{item.headline}</Heading>
        {item.body ? <div className="rich-text text-media-list__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(item.body)) }} /> : null}
        {item.details.length > 0 ? (
          <ul className="text-media-list__details" role="list">
            {item.details.map((detail, index) => (
              <li key={index} className="text-media-list__detail">
                <Icon name={detail.icon} className="text-media-list__icon" />
                <span>{detail.body}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <OptionButtons className="text-media-list__buttons" buttons={[item.button, item.secondaryButton]} />
      </div>
    </li>
  );
}
