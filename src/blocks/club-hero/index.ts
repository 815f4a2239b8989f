import { defineBlock } from '../kit/contract/define-block.ts';
import { ClubHero, ClubPageHero } from './club-hero.tsx';
import { ClubHeroOptionsSchema, ClubPageHeroOptionsSchema } from './club-hero.schema.ts';
import { islands } from './islands.ts';

/** The club hero block (content spec section 3): choose a club and a quantity, then go to its page. */
export const clubHeroBlock = defineBlock({
  name: 'ClubHero',
  aliases: ['Club Hero'],
  group: 'Hero components',
  schema: ClubHeroOptionsSchema,
  component: ClubHero,
  islands,
});

/** The page-level club hero variant: the hero of one club page; its markup depends on its options alone. */
export const clubPageHeroBlock = defineBlock({
  name: 'ClubPageHero',
  aliases: ['Club Page Hero'],
  group: 'Hero components',
  schema: ClubPageHeroOptionsSchema,
  component: ClubPageHero,
  static: true,
});

/** Both variants, for the registry. */
export const clubHeroBlocks = [clubHeroBlock, clubPageHeroBlock] as const;
