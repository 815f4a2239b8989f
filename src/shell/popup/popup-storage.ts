// The pop-up's session storage, read and written whole under its fixed key. Storage can
// be refused (private modes, blocked cookies): then the pop-up behaves as on a first
// visit rather than failing.
import { POPUP_STORAGE_KEY, readStore, stateOf, withState, type PopupState, type PopupStore } from '../../marketing/popup/persistence.ts';
import type { PopupFormType } from '../../marketing/popup/types.ts';

export function loadStore(): PopupStore {
  try {
    return readStore(sessionStorage.getItem(POPUP_STORAGE_KEY));
  } catch {
    return {};
  }
}

export const loadState = (id: string, type: PopupFormType): PopupState => stateOf(loadStore(), id, type);

export function saveState(id: string, state: PopupState): void {
  try {
    sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(withState(loadStore(), id, state)));
  } catch {
    // Not remembered: the next page starts over.
  }
}
