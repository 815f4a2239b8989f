import { isExternalLink } from '../../ui/link/href.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import type { CtaGridOptions } from './cta-grid.schema.ts';

export function CtaGrid({ options, blockId }: BlockProps<CtaGridOptions>) {
  const titleId = `cta-grid-${blockId}`;
  return (
    <section className="cta-grid" aria-labelledby={titleId}>
      <header className="cta-grid__header">
        <h2 className="cta-grid__title" id={titleId}>
          {options.title}
        </h2>
        {options.subtitle ? <p className="cta-grid__subtitle">{options.subtitle}</p> : null}
      </header>
      <ul className="cta-grid__posts" role="list">
        {options.posts.map((post, index) => {
          const external = isExternalLink(post.url);
          return (
            <li key={index} className="cta-grid__post">
              <div className="cta-grid__media">
                <ContentImage
                  className="cta-grid__img"
                  src={post.thumbnail.image}
                  alt={post.thumbnail.altText}
                  sizes="(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw"
                  width={800}
                  height={500}
                />
                {post.thumbnail.hidePlayButton ? null : <span className="cta-grid__play" aria-hidden="true" />}
              </div>
              <h3 className="cta-grid__post-title">
                {/* The whole card is the link's target area; its name is the post's title. */}
                <a className="cta-grid__link" href={post.url} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
                  {post.title}
                  {post.thumbnail.hidePlayButton ? null : <span className="visually-hidden"> (video)</span>}
                </a>
              </h3>
              <p className="cta-grid__description">{post.description}</p>
            </li>
          );
        })}
      </ul>
      <OptionButtons className="cta-grid__button" buttons={[options.button]} />
    </section>
  );
}
