import { defineBlock } from '../kit/contract/define-block.ts';
import { BlogHero } from './blog-hero.tsx';
import { BlogHeroOptionsSchema } from './blog-hero.schema.ts';

export const blogHeroBlock = defineBlock({
  name: 'BlogHero',
  aliases: ['Blog Hero'],
  group: 'Hero components',
  schema: BlogHeroOptionsSchema,
  // Not static: the author entry and the share links are read for each page.
  component: BlogHero,
  pageMeta: (options) => ({ canonical: options.canonicalUrl }),
});
