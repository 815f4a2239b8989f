import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmbedFacade } from './embed-facade.tsx';
import { originOf } from './index.ts';

describe('EmbedFacade, before the visitor asks', () => {
  it('is a card that says what loads from where, with no frame and no script', () => {
    const html = renderToString(
      <EmbedFacade
        id="cal"
        title="Events calendar"
        description="Every tasting on our calendar."
        buttonText="Show the calendar"
        buttonDesign="red"
        provider="Google Calendar"
        embed={{ kind: 'frame', src: 'https://calendar.google.com/calendar/embed?src=x', height: 600 }}
      />,
    );
    expect(html).toContain('<p class="embed-facade__title">Events calendar</p>');
    expect(html).toContain('<button type="button" class="btn btn--red">Show the calendar</button>');
    expect(html.replaceAll('<!-- -->', '')).toContain('Loads Google Calendar from calendar.google.com, which may set its own cookies.');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<script');
  });
});

describe('originOf', () => {
  it('keeps an https origin only', () => {
    expect(originOf('https://www.exploretock.com/tock.js')).toEqual(['https://www.exploretock.com']);
    expect(originOf('http://example.com/x')).toEqual([]);
    expect(originOf('not a url')).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });
});
