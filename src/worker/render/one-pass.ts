// A document rendered in one synchronous pass into one string, when nothing in it waits.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// React writes it before a streamed document; renderToString leaves it out.
const DOCTYPE = '<!DOCTYPE html>';
// A Suspense boundary renderToString could not finish (a block waiting for data, or one that
// failed): React opens it with the comment `<!--$!-->`, the browser's to render. Its tail is
// searched for: a search starting at "<" stops at every tag of the page and cost 30 times more
// (text that happens to hold it only sends the page through the stream).
const UNFINISHED_BOUNDARY = '$!-->';

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
  // Joined before it is searched: the search makes the one flat copy the response then sends
  // (React's string is a rope of its chunks; searching it first and joining after made two).
  const page = DOCTYPE + html;
  return page.includes(UNFINISHED_BOUNDARY) ? undefined : page;
}
