// A document rendered in one synchronous pass into one string, when nothing in it waits.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// React writes it before a streamed document; renderToString leaves it out.
const DOCTYPE = '<!DOCTYPE html>';
// A Suspense boundary renderToString could not finish (a block waiting for data, or one that
// failed): the comment React opens a boundary with that the browser must render itself.
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The document `element` renders, in one synchronous pass: the same markup as React's stream
 * (React's legacy renderer is the same renderer writing into a string), without the stream,
 * the encoding of its chunks, its timer and its flushing, which were about a fifth of a
 * render's CPU. Undefined when a component suspends or throws, or a boundary could not finish:
 * the stream renders the page then (it waits for data, and reports what failed).
 */
export function inOnePass(element: ReactNode): string | undefined {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    return undefined;
  }
  return html.includes(UNFINISHED_BOUNDARY) ? undefined : DOCTYPE + html;
}
