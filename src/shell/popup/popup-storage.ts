// The pop-up's session storage, read and written whole under its fixed key. Storage can
// be refused (private modes, blocked cookies): then the pop-up behaves as on a first
// visit rather than failing. In a preview (an editor is looking) the state lives in
// memory only: the editor's closing or completing it is never written to their browser,
// so it is open again on the next load ("Always open while editing", content spec 4).
import { POPUP_STORAGE_KEY, readStore, stateOf, withState, type PopupState, type PopupStore } from '../../marketing/popup/persistence.ts';
import type { PopupFormType } from '../../marketing/popup/types.ts';

export type PopupStorage = {
  loadStore(): PopupStore;
  loadState(id: string, type: PopupFormType): PopupState;
  saveState(id: string, state: PopupState): void;
  /** Whether it may write cookies (the saved form data, the sign-up mark). */
  persistent: boolean;
};

function loadSessionStore(): PopupStore {
  try {
    return readStore(sessionStorage.getItem(POPUP_STORAGE_KEY));
  } catch {
    return {};
  }
}

const sessionBacked: PopupStorage = {
  persistent: true,
  loadStore: loadSessionStore,
  loadState: (id, type) => stateOf(loadSessionStore(), id, type),
  saveState(id, state) {
    try {
      sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(withState(loadSessionStore(), id, state)));
    } catch {
      // Not remembered: the next page starts over.
    }
  },
};

/** A store for one page's life: starts empty whatever the browser holds, forgets on reload. */
export function memoryStorage(): PopupStorage {
  let store: PopupStore = {};
  return {
    persistent: false,
    loadStore: () => store,
    loadState: (id, type) => stateOf(store, id, type),
    saveState(id, state) {
      store = withState(store, id, state);
    },
  };
}

let preview: PopupStorage | undefined;

/** The storage a pop-up uses: the session's, or (held open for an editor) the page's memory. */
export function popupStorage(heldOpen: boolean): PopupStorage {
  return heldOpen ? (preview ??= memoryStorage()) : sessionBacked;
}
