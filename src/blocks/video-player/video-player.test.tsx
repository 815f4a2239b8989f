import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player.tsx';
import { VideoPlayerOptionsSchema, vimeoPlayerUrl } from './video-player.schema.ts';

const parse = (raw: unknown) => v.parse(VideoPlayerOptionsSchema, raw);

describe('VideoPlayer options', () => {
  it('takes the Vimeo id as a number or digits, and refuses anything else', () => {
    expect(parse({ vimeoId: 76979871 }).vimeoId).toBe(76979871);
    expect(parse({ vimeoId: ' 76979871 ' }).vimeoId).toBe(76979871);
    const result = v.safeParse(VideoPlayerOptionsSchema, { vimeoId: '7697abc' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Vimeo ID must be a number');
    expect(v.safeParse(VideoPlayerOptionsSchema, {}).success).toBe(false);
  });

  it('is muted by default, also when an editor cleared the field', () => {
    expect(parse({ vimeoId: 1 }).muted).toBe(true);
    expect(parse({ vimeoId: 1, muted: null }).muted).toBe(true);
  });
});

describe('the Vimeo player URL', () => {
  it('sets no tracking cookies unless analytics are on', () => {
    expect(vimeoPlayerUrl(5, parse({ vimeoId: 5 }))).toBe('https://player.vimeo.com/video/5?muted=1&dnt=1');
    expect(vimeoPlayerUrl(5, parse({ vimeoId: 5, muted: false, enableAnalytics: true }))).toBe('https://player.vimeo.com/video/5');
  });

  it('autoplays muted, and as a background video without controls', () => {
    expect(vimeoPlayerUrl(5, parse({ vimeoId: 5, autoplay: true, muted: false, disablePlayerControls: true, playerColor: 'B20738' }))).toBe(
      'https://player.vimeo.com/video/5?autoplay=1&muted=1&background=1&controls=0&color=b20738&dnt=1',
    );
  });
});

describe('the player a visitor asked for', () => {
  it("starts as it loads, keeping the editor's sound and tracking settings", () => {
    expect(vimeoPlayerUrl(5, parse({ vimeoId: 5 }), { requested: true })).toBe('https://player.vimeo.com/video/5?autoplay=1&muted=1&dnt=1');
    expect(vimeoPlayerUrl(5, parse({ vimeoId: 5, muted: false }), { requested: true })).toBe('https://player.vimeo.com/video/5?autoplay=1&dnt=1');
  });
});

describe('VideoPlayer', () => {
  const render = (raw: unknown) => renderToString(<VideoPlayer options={parse(raw)} blockId="v" renderBlocks={() => null} />).replaceAll('<!-- -->', '');

  it('is a click-to-load facade: a named play button over the poster, and no frame from Vimeo', () => {
    const html = render({ title: 'Harvest', vimeoId: 5, imageOverlay: { image: '/images/harvest.jpg', altText: 'Pickers at dawn' } });
    expect(html).toContain('<h2 class="video-player__title">Harvest</h2>');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-island="vimeo-facade"');
    // The poster asked for at the player's width (settled on the server, so the island's props carry it).
    expect(html).toMatch(
      /<img class="video-facade__poster" src="\/cdn-cgi\/image\/[^"]*\/images\/harvest.jpg" srcSet="[^"]*640w[^"]*" sizes="\(min-width: 1280px\) 1280px, 100vw" alt="Pickers at dawn" loading="lazy"/,
    );
    expect(html).toContain('aria-label="Play video: Harvest"');
    expect(html).toContain('Plays from Vimeo (player.vimeo.com) when you press play.');
  });

  it('names its frame for screen readers and adds the mobile video when there is one', () => {
    const html = render({ title: 'Harvest', vimeoIframeTitle: 'Harvest 2026, a film', vimeoId: 5, mobileVimeoId: '6' });
    expect(html).toContain('aria-label="Play video: Harvest 2026, a film"');
    expect(html).toContain('https://player.vimeo.com/video/6?autoplay=1&amp;muted=1&amp;dnt=1');
    expect(html).toContain('video-player__frame video-player__frame--mobile video-facade');
  });

  it('refuses a poster that is not an https URL or a site path', () => {
    expect(v.safeParse(VideoPlayerOptionsSchema, { vimeoId: 5, imageOverlay: { image: 'http://example.com/p.jpg' } }).success).toBe(false);
  });
});
