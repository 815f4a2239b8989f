import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { ALL, FaqList } from './faq-list.tsx';
import type { FaqOptions } from './faq.schema.ts';

const FaqIsland = island('faq', FaqList);

export function Faq({ options, blockId }: BlockProps<FaqOptions>) {
  const tags = [...new Set(options.faqFilterTags.map((entry) => entry.tag))];
  const filters = options.isFilterEnabled && tags.length > 0 ? [...(options.hasAll ? [ALL] : []), ...tags] : [];
  const { showMoreButton } = options;
  return (
    <FaqIsland.Anonymous
      id={`faq-${blockId}`}
      filters={filters}
      showMore={showMoreButton.enableshowMoreButton ? { design: showMoreButton.design, visibleCount: showMoreButton.visibleCount } : null}
      questions={options.questions.map((q) => ({
        question: q.question,
        // Sanitised here, once: the island only places it.
        answerHtml: sanitizeRichText(q.answer),
        filters: q.filters.map((entry) => entry.filter).filter(Boolean),
      }))}
    />
  );
}
