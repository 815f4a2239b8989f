import { AUDIENCE_DESCRIPTIONS } from '../../commerce/rules/audience.ts';
import { usePageData } from '../../page-data/index.ts';
import { Img } from '../../ui/image/img.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { COLOR_MAP } from '../kit/inputs/colors.ts';
import type { ContainerOptions } from './container.schema.ts';

/**
 * A container of blocks with an optional background and an audience. Whether a visitor
 * sees it is decided by the renderer before this runs (the block's `audience`), so the
 * page arrives with it or without it and nothing flashes in or out; in preview it is
 * always shown, with a note naming its audience.
 */
export function Container({ options, children }: BlockProps<ContainerOptions>) {
  const { preview, settings } = usePageData();
  const background = options.backgroundColor === 'None' ? undefined : COLOR_MAP[options.backgroundColor];
  const image = options.backgroundImage;
  const variant = options.designVariants.toLowerCase();
  return (
    <div id={options.id ?? undefined} className={`container container--${variant}${image ? ' container--image' : ''}`} style={background ? { backgroundColor: background } : undefined}>
      {image ? (
        <Img
          className="container__background"
          src={image.image}
          alt=""
          kind="content"
          sizes="100vw"
          loading={image.lazyLoad === false ? 'eager' : 'lazy'}
          settings={settings.images}
          style={{ objectFit: options.backgroundStyle, objectPosition: `${image.horizontalPosition} ${image.verticalPosition}` }}
        />
      ) : null}
      {preview && options.visibility !== 'All' ? (
        <p className="editor-warning" role="note">
          {`Audience: ${options.visibility}. Only ${AUDIENCE_DESCRIPTIONS[options.visibility]} see this container; it is shown here because this is a preview.`}
        </p>
      ) : null}
      <div className="container__inner">{children}</div>
    </div>
  );
}
