import { use } from 'react';
import { usePageData } from '../../page-data/index.ts';
import { calendarDay } from '../../ui/date/format.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { modelName, type ContentListOptions } from './content-list.schema.ts';
import { entriesPage, pageNumber } from './entries.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

const formatDate = (date: string) => calendarDay(date) ?? undefined;

function pageHref(searchParams: URLSearchParams, page: number): string {
  const params = new URLSearchParams(searchParams);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function ContentList({ options, blockId }: BlockProps<ContentListOptions>) {
  const { content, searchParams, preview } = usePageData();
  const page = options.showPagination ? pageNumber(searchParams.get('page')) : 1;
  const { entries, hasNext } = use(entriesPage(content, modelName(options.contentModel), options.pageSize, page));
  const titleId = `content-list-${blockId}`;
  return (
    <section className="content-list" aria-labelledby={options.title ? titleId : undefined}>
      {options.title || options.subtitle ? (
        <header className="content-list__header">
          {options.title ? (
            <h2 className="content-list__title" id={titleId}>
              {options.title}
            </h2>
          ) : null}
          {options.subtitle ? <p className="content-list__subtitle">{options.subtitle}</p> : null}
        </header>
      ) : null}
      {entries.length === 0 ? (
        <p className="content-list__empty">
          {page > 1 ? <a href={pageHref(searchParams, 1)}>Back to the newest</a> : 'Nothing here yet: check back soon.'}
          {preview && page === 1 ? ` (No published ${modelName(options.contentModel)} entries with a title and a url.)` : null}
        </p>
      ) : (
        <ul className="content-list__cards" role="list">
          {entries.map((entry) => {
            const date = entry.date ? formatDate(entry.date) : undefined;
            return (
              <li key={entry.id} className="content-list__card">
                {entry.image ? (
                  <div className="content-list__media">
                    <ContentImage className="content-list__img" src={entry.image} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 580px) 50vw, 100vw" width={800} height={500} />
                  </div>
                ) : null}
                {date && entry.date ? (
                  <time className="content-list__date" dateTime={entry.date}>
                    {date}
                  </time>
                ) : null}
                <h3 className="content-list__card-title">
                  <a className="content-list__link" href={entry.url}>
                    {entry.title}
                  </a>
                </h3>
                {!options.hideExcerpt && entry.excerpt ? <p className="content-list__excerpt">{entry.excerpt}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {options.showPagination && (page > 1 || hasNext) ? (
        <nav className="content-list__pagination" aria-label={options.title ? `${options.title}: pages` : 'Pages'}>
          {page > 1 ? (
            <a className={buttonClassName('underline')} href={pageHref(searchParams, page - 1)} rel="prev">
              Newer
            </a>
          ) : (
            <span />
          )}
          <span className="content-list__page" aria-current="page">
            Page {page}
          </span>
          {hasNext ? (
            <a className={buttonClassName('underline')} href={pageHref(searchParams, page + 1)} rel="next">
              Older
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
