// The FAQ's browser part: topic filters and show more. The server renders every question
// (hidden ones with `hidden`), so crawlers and visitors without script read them all.
import { useEffect, useState } from 'react';
import { buttonClassName, type ButtonDesign } from '../../ui/button/button.tsx';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export const ALL = 'All';

export type FaqListProps = {
  id: string;
  /** The filter buttons, "All" first when the editor asked for it; none when filtering is off. */
  filters: string[];
  showMore: { design: ButtonDesign; visibleCount: number } | null;
  questions: { question: string; answerHtml: string; filters: string[] }[];
};

/** A filter's anchor: links such as /faq#shipping open the FAQ on that topic. */
export const filterAnchor = (filter: string) =>
  filter
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The questions a filter shows: all of them for "All" (or no filters), else those tagged with it. */
export function filterQuestions<Q extends { filters: string[] }>(questions: readonly Q[], filter: string | undefined): Q[] {
  if (filter === undefined || filter === ALL) return [...questions];
  return questions.filter((question) => question.filters.includes(filter));
}

export function FaqList({ id, filters, showMore, questions }: FaqListProps) {
  const [filter, setFilter] = useState<string | undefined>(filters[0]);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const follow = () => {
      const wanted = filters.find((name) => name !== ALL && filterAnchor(name) === decodeURIComponent(location.hash.slice(1)));
      if (wanted) {
        setFilter(wanted);
        setExpanded(false);
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [filters]);
  const matching = new Set(filterQuestions(questions, filter));
  const limit = showMore && !expanded ? showMore.visibleCount : Infinity;
  let shown = 0;

  return (
    <div className="faq">
      {filters.length > 0 ? (
        <div className="faq__filters" role="group" aria-label="Filter questions by topic">
          {filters.map((name) => (
            <button
              key={name}
              id={name === ALL ? undefined : filterAnchor(name)}
              type="button"
              className="faq__filter"
              aria-pressed={name === filter}
              aria-controls={`${id}-list`}
              onClick={() => {
                setFilter(name);
                setExpanded(false);
              }}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <div className="faq__list" id={`${id}-list`}>
        {questions.map((question, index) => {
          const visible = matching.has(question) && shown < limit;
          if (visible) shown += 1;
          return (
            <details key={index} className="accordion-item faq__item" hidden={!visible}>
              <summary className="accordion-item__summary">{question.question}</summary>
              <div className="accordion-item__body rich-text" dangerouslySetInnerHTML={{ __html: trustedHtml(question.answerHtml) }} />
            </details>
          );
        })}
        {matching.size === 0 ? <p className="faq__empty">No questions on this topic yet.</p> : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {filters.length > 0 ? `${shown} of ${matching.size} questions shown` : ''}
      </p>
      {showMore && shown < matching.size ? (
        <div className="faq__more">
          <button type="button" className={buttonClassName(showMore.design)} aria-controls={`${id}-list`} onClick={() => setExpanded(true)}>
            Show more questions
          </button>
        </div>
      ) : null}
    </div>
  );
}
