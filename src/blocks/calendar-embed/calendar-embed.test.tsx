import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { CalendarEmbed } from './calendar-embed.tsx';
import { calendarUrl, CalendarEmbedOptionsSchema } from './calendar-embed.schema.ts';
import { calendarEmbedBlock } from './index.ts';

const messages = (raw: unknown) => {
  const checked = checkOptions(calendarEmbedBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};

describe('CalendarEmbed options', () => {
  it('need a calendar id', () => {
    expect(messages({})).toEqual(['calendarID: calendarID is required']);
    expect(messages({ calendarID: 'events' })[0]).toMatch(/^calendarID: calendarID is the calendar id/);
    expect(messages({ calendarID: 'events@triangleridge.example' })).toEqual([]);
  });
});

describe('CalendarEmbed', () => {
  it('renders the card with the calendar frame in its props, and allows the calendar on its page', () => {
    const options = v.parse(CalendarEmbedOptionsSchema, { calendarID: 'events@triangleridge.example' });
    expect(calendarUrl(options)).toBe('https://calendar.google.com/calendar/embed?src=events%40triangleridge.example&ctz=America%2FLos_Angeles&mode=AGENDA&showPrint=0');
    const html = renderToString(<CalendarEmbed options={options} blockId="c1" renderBlocks={() => null} />);
    expect(html).toContain('Show the calendar</button>');
    expect(html).not.toContain('<iframe');
    expect(calendarEmbedBlock.embeds?.(options)).toEqual({ frame: ['https://calendar.google.com'] });
  });
});
