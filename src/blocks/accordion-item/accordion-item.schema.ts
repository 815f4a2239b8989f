import * as v from 'valibot';

export const AccordionItemOptionsSchema = v.object({
  accordionItemTitle: v.pipe(v.string(), v.trim(), v.nonEmpty('an accordion item needs a title')),
});
