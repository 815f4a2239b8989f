import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { BUILDER_SECTION_WIDTH, type SectionOptionsSchema } from './section.schema.ts';

/**
 * Builder writes its Section's default width (1200) into nearly every section: that one
 * follows the site's content column (1200 up to 1440, then wider: tokens.css), so wide
 * screens get a designed page rather than a 1200 px strip. Any other width an editor chose
 * (a narrow reading column, a full 1440) is kept as given.
 */
export function sectionWidth(maxWidth: number): number | string {
  return maxWidth === BUILDER_SECTION_WIDTH ? 'var(--content-width)' : maxWidth;
}

export function Section({ options, children }: BlockProps<InferOutput<typeof SectionOptionsSchema>>) {
  return (
    <section className={`section bg-${options.backgroundColor.toLowerCase()}`}>
      <div className="section__inner" style={{ maxWidth: sectionWidth(options.maxWidth) }}>
        {children}
      </div>
    </section>
  );
}
