import type { BlockProps } from '../kit/contract/define-block.ts';
import { EmbedFacadeIsland } from '../kit/pieces/embed-facade/index.ts';
import { calendarUrl, type CalendarEmbedOptions } from './calendar-embed.schema.ts';

export function CalendarEmbed({ options, blockId }: BlockProps<CalendarEmbedOptions>) {
  return (
    <EmbedFacadeIsland.Anonymous
      id={`calendar-${blockId}`}
      title={options.title}
      description="Every tasting, dinner and release party on our calendar, with dates and times."
      buttonText="Show the calendar"
      buttonDesign="red"
      provider="Google Calendar"
      embed={{ kind: 'frame', src: calendarUrl(options), height: 640 }}
    />
  );
}
