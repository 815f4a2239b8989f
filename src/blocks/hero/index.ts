import { defineBlock } from '../kit/contract/define-block.ts';
import { Hero } from './hero.tsx';
import { HeroOptionsSchema } from './hero.schema.ts';

export const heroBlock = defineBlock({ name: 'Hero', group: 'Hero components', schema: HeroOptionsSchema, component: Hero, static: true });
