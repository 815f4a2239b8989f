import type { MouseEvent } from 'react';

/** A primary-button click with no modifier: the link opens here, not in a new tab or window. */
export const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
