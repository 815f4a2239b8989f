// Frames an editor put in an Embed or Custom Code block wait for the visitor
// (blocks/kit/pieces/embed-html.tsx): "Load content" gives each its address back, and focus moves
// to what loaded. One delegated listener, no island: the blocks are static markup.
import { EMBED_FRAMES_ATTRIBUTE, EMBED_LOAD_ATTRIBUTE, EMBED_SRC_ATTRIBUTE } from '../blocks/kit/pieces/embed-frames.ts';

export function loadEmbedFramesOnRequest(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(`[${EMBED_LOAD_ATTRIBUTE}]`);
    const block = button?.closest<HTMLElement>(`[${EMBED_FRAMES_ATTRIBUTE}]`);
    if (!button || !block) return;
    const frames = [...block.querySelectorAll<HTMLIFrameElement>(`iframe[${EMBED_SRC_ATTRIBUTE}]`)];
    for (const frame of frames) {
      frame.src = frame.getAttribute(EMBED_SRC_ATTRIBUTE) ?? '';
      frame.removeAttribute(EMBED_SRC_ATTRIBUTE);
    }
    button.parentElement?.remove();
    frames[0]?.focus();
  });
}
