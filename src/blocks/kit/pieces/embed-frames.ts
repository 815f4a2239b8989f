// The markers of frames that wait for the visitor (embed-html.tsx renders them, the
// browser entry's src/client/embed-frames.ts loads them on request): a file of its own so
// the browser entry takes the names without the component.

/** Marks an Embed or Custom Code block whose frames wait for the visitor. */
export const EMBED_FRAMES_ATTRIBUTE = 'data-embed-frames';
/** The button that loads them. */
export const EMBED_LOAD_ATTRIBUTE = 'data-embed-load';
/** Where a waiting frame keeps its address until the visitor asks for it. */
export const EMBED_SRC_ATTRIBUTE = 'data-embed-src';

/** Sanitised HTML with every frame's `src` moved aside: a frame without one loads nothing. */
export function deferFrames(html: string): string {
  return html.replace(/<iframe\b[^>]*>/g, (tag) => tag.replace(/\ssrc="/, ` ${EMBED_SRC_ATTRIBUTE}="`));
}
