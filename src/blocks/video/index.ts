import { defineBlock } from '../kit/contract/define-block.ts';
import { Video } from './video.tsx';
import { videoOrigin, VideoOptionsSchema } from './video.schema.ts';

export const videoBlock = defineBlock({
  name: 'Video',
  group: 'General',
  schema: VideoOptionsSchema,
  component: Video,
  // Builder's videos play from its CDN: that origin joins media-src on the page that shows one.
  embeds: (options) => {
    const origin = videoOrigin(options.video);
    return origin ? { media: [origin] } : {};
  },
});
