import { use, type ReactNode } from 'react';
import { usePageData } from '../../page-data/index.ts';
import { calendarDay } from '../../ui/date/format.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ContentImage, HERO_IMAGE_QUALITY } from '../kit/pieces/content-image.tsx';
import { authorPromise, type Author } from './author.ts';
import type { AuthorOption, BlogHeroOptions } from './blog-hero.schema.ts';
import { shareLinks, type ShareLink } from './share-links.ts';

export function BlogHero({ options, blockId }: BlockProps<BlogHeroOptions>) {
  const { canonicalUrl } = usePageData();
  // The page's canonical already carries this hero's own (the block's page metadata).
  const shareUrl = canonicalUrl || (options.canonicalUrl && /^https?:\/\//i.test(options.canonicalUrl) ? options.canonicalUrl : undefined);
  const image = options.backgroundImage;
  const titleId = `blog-hero-${blockId}`;
  return (
    <header className={`blog-hero bg-${options.backgroundColor.toLowerCase()}`} aria-labelledby={titleId}>
      <div className="blog-hero__text">
        <h1 id={titleId} className="blog-hero__title">
          {options.title}
        </h1>
        {options.author || options.date ? (
          <p className="blog-hero__byline">
            {options.author ? <AuthorName author={options.author} /> : null}
            {options.author && options.date ? <span aria-hidden="true"> · </span> : null}
            {options.date ? (
              <time className="blog-hero__date" dateTime={options.date}>
                {calendarDay(options.date)}
              </time>
            ) : null}
          </p>
        ) : null}
        {options.showShareIcons && shareUrl ? <ShareLinks links={shareLinks(shareUrl, options.title, image?.src && /^https:\/\//.test(image.src) ? image.src : undefined)} /> : null}
      </div>
      {image ? (
        <div className={`blog-hero__media${image.isMaxWidth ? ' blog-hero__media--max-width' : ''}`}>
          <ContentImage
            className="blog-hero__img"
            src={image.src}
            alt={image.altText ?? ''}
            sizes={image.isMaxWidth ? '(min-width: 1200px) 1200px, 100vw' : '100vw'}
            width={1600}
            height={700}
            quality={HERO_IMAGE_QUALITY}
            eager
          />
        </div>
      ) : null}
    </header>
  );
}

function AuthorName({ author }: { author: AuthorOption }) {
  if (author.kind === 'name') return <span className="blog-hero__author">By {author.name}</span>;
  return <AuthorEntry id={author.id} />;
}

function AuthorEntry({ id }: { id: string }) {
  const { content, preview } = usePageData();
  const author = use(authorPromise(content, id));
  // A deleted or unpublished author leaves the byline to the date; editors are told.
  if (!author) return preview ? <span className="blog-hero__author">(Author entry {id} not found)</span> : null;
  return (
    <span className="blog-hero__author">
      By {authorLink(author)}
      {author.role ? <span className="blog-hero__role">, {author.role}</span> : null}
    </span>
  );
}

function authorLink(author: Author): ReactNode {
  return author.url ? (
    <a className="blog-hero__author-link" href={author.url}>
      {author.name}
    </a>
  ) : (
    author.name
  );
}

function ShareLinks({ links }: { links: ShareLink[] }) {
  return (
    <ul className="blog-hero__share" aria-label="Share this story" role="list">
      {links.map((link) => (
        <li key={link.network}>
          <a className="blog-hero__share-link" href={link.href} aria-label={link.label} title={link.label} target={link.network === 'email' ? undefined : '_blank'} rel="noopener noreferrer">
            <ShareIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const ICONS: Record<ShareLink['network'], ReactNode> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z" />,
  x: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6.1L6.4 20H3.7l6.6-7.6z" />,
  pinterest: (
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.9-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.3-.9 3.5-.3 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4l.1.3-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.7-2.4 6.8-5.6 6.8-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z" />
  ),
  linkedin: <path d="M4 9h3.2v11H4zM5.6 3.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM9.6 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.8 2.1 3.8 4.8V20h-3.2v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H9.6z" />,
  email: <path d="M3 5h18v14H3zm2 2v.4l7 5 7-5V7zm14 2.9-7 5-7-5V17h14z" />,
};

function ShareIcon({ network }: { network: ShareLink['network'] }) {
  return (
    <svg className="blog-hero__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      {ICONS[network]}
    </svg>
  );
}
