import type { InferOutput } from 'valibot';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { SectionOptionsSchema } from './section.schema.ts';

export function Section({ options, children }: BlockProps<InferOutput<typeof SectionOptionsSchema>>) {
  return (
    <section className={`section bg-${options.backgroundColor.toLowerCase()}`}>
      <div className="section__inner" style={{ maxWidth: options.maxWidth }}>
        {children}
      </div>
    </section>
  );
}
