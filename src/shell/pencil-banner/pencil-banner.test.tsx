import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PencilBanner, type PencilBannerProps } from './pencil-banner.tsx';
import { PencilBannerOptionsSchema } from './pencil-banner.schema.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const props: PencilBannerProps = {
  text: 'Holiday shipping ends soon',
  url: '/collection/all',
  design: 'gold',
  endsAt: null,
  renderedAt: NOW,
  hideCloseBtn: false,
  dismissKey: 'pencil_banner_holiday_shipping_ends_soon_abc',
};

describe('PencilBanner', () => {
  it('is a named region with its text as a link and a close button', () => {
    const html = renderToString(<PencilBanner {...props} />);
    expect(html).toMatch(/^<section class="pencil-banner pencil-banner--gold" aria-label="Announcement">/);
    expect(html).toContain('<a href="/collection/all">Holiday shipping ends soon</a>');
    expect(html).toContain('aria-label="Dismiss announcement"');
  });

  it('hides the close button when the editor says so', () => {
    expect(renderToString(<PencilBanner {...props} hideCloseBtn />)).not.toContain('Dismiss announcement');
  });

  it('renders the countdown the server counted, as a timer', () => {
    const html = renderToString(<PencilBanner {...props} endsAt={NOW + (26 * 3600 + 61) * 1000} />);
    expect(html).toContain('role="timer" aria-label="1 day, 2 hours, 1 minute, 1 second">1d 02h 01m 01s</span>');
  });

  it('renders nothing for a countdown at zero', () => {
    expect(renderToString(<PencilBanner {...props} endsAt={NOW} />)).toBe('');
  });
});

describe('the pencil-banner content model', () => {
  it('needs its text; everything else has a default', () => {
    expect(v.safeParse(PencilBannerOptionsSchema, {}).success).toBe(false);
    expect(v.safeParse(PencilBannerOptionsSchema, { text: '  ' }).success).toBe(false);
    expect(v.parse(PencilBannerOptionsSchema, { text: 'Hi', design: null, bannerType: null, url: null, hideCloseBtn: null, endDate: null })).toEqual({
      text: 'Hi',
      design: 'red',
      bannerType: 'default',
      url: null,
      hideCloseBtn: false,
      endDate: null,
    });
  });

  it('reads the end date and the design as editors write them, and leaves out a broken link', () => {
    expect(v.parse(PencilBannerOptionsSchema, { text: 'Hi', bannerType: 'Countdown', design: 'Black', endDate: '2026-12-01T08:00:00Z', url: 'javascript:alert(1)' })).toMatchObject({
      bannerType: 'countdown',
      design: 'black',
      endDate: Date.parse('2026-12-01T08:00:00Z'),
      url: null,
    });
  });
});
