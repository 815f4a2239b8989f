import { describe, expect, it } from 'vitest';
import { closed, INITIAL_STATE } from '../../marketing/popup/persistence.ts';
import { memoryStorage, popupStorage } from './popup-storage.ts';

describe('the pop-up held open for an editor', () => {
  it('keeps its state in memory only and writes no cookies', () => {
    const storage = popupStorage(true);
    expect(storage.persistent).toBe(false);
    expect(popupStorage(false).persistent).toBe(true);
  });

  it('starts at the form whatever was stored before, and remembers a close only for the page', () => {
    const storage = memoryStorage();
    expect(storage.loadState('p1', 'Email Only')).toEqual(INITIAL_STATE);
    storage.saveState('p1', closed(INITIAL_STATE));
    expect(storage.loadState('p1', 'Email Only').hidePopup).toBe(true);
    // A reload is a new memory: open again.
    expect(memoryStorage().loadState('p1', 'Email Only')).toEqual(INITIAL_STATE);
  });
});
