import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from '../kit/pieces/embed-facade/index.ts';
import { CalendarEmbed } from './calendar-embed.tsx';
import { CALENDAR_ORIGIN, CalendarEmbedOptionsSchema } from './calendar-embed.schema.ts';

export const calendarEmbedBlock = defineBlock({
  name: 'CalendarEmbed',
  aliases: ['Calendar Embed', 'Calendar'],
  group: 'Special',
  schema: CalendarEmbedOptionsSchema,
  component: CalendarEmbed,
  islands,
  static: true,
  embeds: () => ({ frame: [CALENDAR_ORIGIN] }),
});
