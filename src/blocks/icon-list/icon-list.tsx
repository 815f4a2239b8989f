import { usePageData } from '../../page-data/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { ClubEmblem } from './club-emblem.tsx';
import type { IconListItem, IconListOptions } from './icon-list.schema.ts';
import { Icon } from '../kit/pieces/icons.tsx';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

function Asset({ item }: { item: IconListItem }) {
  if (item.assetType === 'wineClub' && item.wineClub) return <ClubEmblem club={item.wineClub} />;
  if (item.assetType === 'customImageUpload' && item.customImageUpload) {
    return (
      <ContentImage
        className={item.isImageFullWidth ? 'icon-list__image icon-list__image--full' : 'icon-list__image'}
        src={item.customImageUpload}
        alt={item.imageAltText}
        sizes={item.isImageFullWidth ? '(min-width: 768px) 33vw, 100vw' : '96px'}
        width={item.isImageFullWidth ? 600 : 96}
        height={item.isImageFullWidth ? 400 : 96}
      />
    );
  }
  return item.icon ? <Icon name={item.icon} className="icon icon-list__icon" /> : null;
}

export function IconList({ options, blockId }: BlockProps<IconListOptions>) {
  const { viewer, preview } = usePageData();
  const headingId = `icon-list-${blockId}`;
  return (
    <section className={`icon-list${options.fullWidth ? ' icon-list--full' : ''}`} aria-labelledby={options.heading ? headingId : undefined}>
      {options.heading || options.body ? (
        <header className="icon-list__header">
          {options.heading ? (
            <h2 className="icon-list__heading" id={headingId}>
              {options.heading}
            </h2>
          ) : null}
          {options.body ? <div className="rich-text icon-list__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(options.body)) }} /> : null}
        </header>
      ) : null}
      <ul className="icon-list__items" role="list">
        {options.infoList.map((item, index) => {
          // Members see the item's own buttons; everyone else the way into the club. Preview shows the members' view.
          const restricted = item.isLinkedToRestrictedClub && !viewer.hasActiveClub && !preview;
          return (
            <li key={index} className="icon-list__item">
              <div className="icon-list__asset">
                <Asset item={item} />
              </div>
              {item.eyebrow ? <p className="icon-list__eyebrow">{item.eyebrow}</p> : null}
              <h3 className="icon-list__item-heading">{item.heading}</h3>
              {item.body ? <div className="rich-text icon-list__item-body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(item.body)) }} /> : null}
              <OptionButtons className="icon-list__buttons" buttons={restricted ? [item.restrictedClubButton] : [item.button1, item.button2]} />
              {item.isLinkedToRestrictedClub && preview ? (
                <p className="editor-warning" role="note">
                  Visitors without an active club see {item.restrictedClubButton ? `"${item.restrictedClubButton.text}"` : 'no button'} here.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <OptionButtons className="icon-list__footer" buttons={[options.button]} />
    </section>
  );
}
