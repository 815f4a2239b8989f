import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from './islands.ts';
import { VideoPlayer } from './video-player.tsx';
import { VideoPlayerOptionsSchema, VIMEO_PLAYER_ORIGIN } from './video-player.schema.ts';

export const videoPlayerBlock = defineBlock({
  name: 'VideoPlayer',
  aliases: ['VimeoPlayer'],
  group: 'General',
  schema: VideoPlayerOptionsSchema,
  component: VideoPlayer,
  static: true,
  islands,
  // The player is a frame from Vimeo, loaded when the visitor presses play: allowed on the
  // pages that show one, and no others.
  embeds: () => ({ frame: [VIMEO_PLAYER_ORIGIN] }),
});
