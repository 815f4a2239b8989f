import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks, pageNeeds } from '../render/blocks.tsx';

const CDN_VIDEO = 'https://cdn.builder.io/o/assets%2Fabc%2Fvideo.mp4?alt=media';
const video = (options: Record<string, unknown>) => ({ id: 'builder-v1', component: { name: 'Video', options: { video: CDN_VIDEO, ...options } } });

describe('Video', () => {
  it("plays Builder's file with the editor's settings", () => {
    const html = renderToString(
      <Blocks blocks={[video({ autoPlay: true, muted: true, loop: true, playsInline: true, controls: null, aspectRatio: 0.5625, posterImage: 'https://cdn.builder.io/poster.jpg' })]} />,
    );
    expect(html).toContain(`src="${CDN_VIDEO.replaceAll('&', '&amp;')}"`);
    expect(html).toMatch(/<video[^>]*autoPlay=""|<video[^>]*autoplay=""/);
    expect(html).toMatch(/<video[^>]*loop=""/);
    expect(html).not.toMatch(/<video[^>]*controls/);
    expect(html).toContain('poster="https://cdn.builder.io/poster.jpg"');
  });

  it("allows the video's origin as a media source on its page only", () => {
    expect(pageNeeds([video({})]).embeds.media).toEqual(['https://cdn.builder.io']);
    expect(pageNeeds([{ id: 't', component: { name: 'Text', options: { text: 'x' } } }]).embeds.media).toEqual([]);
  });

  it('is left out when its file is not https', () => {
    expect(renderToString(<Blocks blocks={[video({ video: 'http://insecure.example/v.mp4' })]} />)).toBe('');
  });
});
