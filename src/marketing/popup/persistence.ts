// What a pop-up remembers (content spec sections 3, 4 and 9): per pop-up, hidePopup,
// completed and step under one fixed session-storage key; the data the visitor submitted
// in a SameSite=Strict, Secure session cookie, removed at success. Pure functions over
// the stored strings, so the rules are tested without a browser.
import { stepKind, validStep } from './steps.ts';
import type { SavedFormData } from './payload.ts';
import type { PopupFormType } from './types.ts';

/** The fixed session-storage key (spec section 9: "Pop-up session storage key is fixed"). */
export const POPUP_STORAGE_KEY = 'marketing-popup';
export const POPUP_FORM_DATA_COOKIE = 'popup_form_data';

export type PopupState = { hidePopup: boolean; completed: boolean; step: number };

/** Every pop-up seen this session, by content id. */
export type PopupStore = Readonly<Record<string, PopupState>>;

export const INITIAL_STATE: PopupState = { hidePopup: false, completed: false, step: 1 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The store from its stored string; anything unreadable is an empty store, never an error. */
export function readStore(raw: string | null | undefined): PopupStore {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const store: Record<string, PopupState> = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (!isRecord(value)) continue;
    store[id] = {
      hidePopup: value.hidePopup === true,
      completed: value.completed === true,
      step: typeof value.step === 'number' && Number.isInteger(value.step) && value.step >= 1 ? value.step : 1,
    };
  }
  return store;
}

/** A pop-up's state; a pop-up never seen starts at the form. */
export function stateOf(store: PopupStore, id: string, type: PopupFormType): PopupState {
  const state = store[id];
  return state ? { ...state, step: validStep(type, state.step) } : INITIAL_STATE;
}

export const withState = (store: PopupStore, id: string, state: PopupState): PopupStore => ({ ...store, [id]: state });

/** Spec section 4: with enforceOnePopupPerSession on, a pop-up stays away once a different one was seen this session. */
export function suppressedByAnother(store: PopupStore, id: string, enforceOnePopupPerSession: boolean): boolean {
  return enforceOnePopupPerSession && Object.keys(store).some((other) => other !== id);
}

/** Closing (close button, Escape): hidden for the session; reaching success has already completed it. */
export const closed = (state: PopupState): PopupState => ({ ...state, hidePopup: true });

/** The minimised button reopens it where the visitor left off. */
export const reopened = (state: PopupState): PopupState => ({ ...state, hidePopup: false });

/** The minimised button's own close: completed, so neither the pop-up nor the button comes back. */
export const dismissedForGood = (state: PopupState): PopupState => ({ ...state, hidePopup: true, completed: true });

/** Moving to `step`; reaching success completes the pop-up. */
export function atStep(state: PopupState, type: PopupFormType, step: number): PopupState {
  return { ...state, step, completed: state.completed || stepKind(type, step) === 'success' };
}

/**
 * What a page shows for a pop-up on load: 'none' (completed, or suppressed), the
 * minimised button (closed earlier, with minimizedText), or 'armed' (waiting for its load
 * condition).
 */
export function initialView(state: PopupState, options: { minimizedText: string | null; suppressed: boolean }): 'none' | 'minimized' | 'armed' {
  if (state.completed || options.suppressed) return 'none';
  if (state.hidePopup) return options.minimizedText ? 'minimized' : 'none';
  return 'armed';
}

/** The saved form data from a Cookie header (or document.cookie); empty when absent or unreadable. */
export function readFormData(cookieHeader: string): SavedFormData {
  const prefix = `${POPUP_FORM_DATA_COOKIE}=`;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const data: SavedFormData = {};
  if (typeof parsed.email === 'string') data.email = parsed.email;
  if (typeof parsed.age_gated_date_of_birth === 'string') data.age_gated_date_of_birth = parsed.age_gated_date_of_birth;
  return data;
}

/**
 * The document.cookie assignment that saves the data: a session cookie, SameSite=Strict
 * and Secure (spec section 9). Browsers take Secure cookies from http://localhost too.
 */
export function formDataCookie(data: SavedFormData): string {
  return `${POPUP_FORM_DATA_COOKIE}=${encodeURIComponent(JSON.stringify(data))}; Path=/; SameSite=Strict; Secure`;
}

/** The assignment that removes it (at success). */
export const clearFormDataCookie = () => `${POPUP_FORM_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict; Secure`;
