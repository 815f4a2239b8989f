import { describe, expect, it } from 'vitest';
import {
  atStep,
  clearFormDataCookie,
  closed,
  dismissedForGood,
  formDataCookie,
  INITIAL_STATE,
  initialView,
  readFormData,
  readStore,
  reopened,
  stateOf,
  suppressedByAnother,
  withState,
} from './persistence.ts';

describe('the session store (hidePopup, completed, step)', () => {
  it('reads what it wrote, per pop-up', () => {
    const store = withState({}, 'popup-a', { hidePopup: true, completed: false, step: 2 });
    expect(stateOf(readStore(JSON.stringify(store)), 'popup-a', 'Multi Step-Email+SMS')).toEqual({ hidePopup: true, completed: false, step: 2 });
    expect(stateOf(store, 'popup-b', 'Email Only')).toEqual(INITIAL_STATE);
  });

  it('reads anything unreadable as a first visit, never an error', () => {
    for (const raw of [null, '', 'not json', '[1,2]', '"text"', '{"popup-a": 5}']) {
      expect(stateOf(readStore(raw), 'popup-a', 'Email Only')).toEqual(INITIAL_STATE);
    }
    expect(readStore('{"popup-a": {"hidePopup": "yes", "step": "3"}}')).toEqual({ 'popup-a': { hidePopup: false, completed: false, step: 1 } });
  });

  it('restores a step that fits the form type, else the form', () => {
    const store = { 'popup-a': { hidePopup: false, completed: false, step: 3 } };
    expect(stateOf(store, 'popup-a', 'Multi Step-Email/DOB+SMS').step).toBe(3);
    expect(stateOf(store, 'popup-a', 'Email Only').step).toBe(1);
  });
});

describe('transitions', () => {
  it('hides it for the session when closed, and the minimised button reopens it where it was', () => {
    const atSms = { hidePopup: false, completed: false, step: 2 };
    expect(closed(atSms)).toEqual({ hidePopup: true, completed: false, step: 2 });
    expect(reopened(closed(atSms))).toEqual(atSms);
  });

  it("completes it when the minimised button's own close is used", () => {
    expect(dismissedForGood(closed(INITIAL_STATE))).toEqual({ hidePopup: true, completed: true, step: 1 });
  });

  it('completes it on reaching success', () => {
    expect(atStep(INITIAL_STATE, 'Multi Step-Email+SMS', 2)).toEqual({ hidePopup: false, completed: false, step: 2 });
    expect(atStep(INITIAL_STATE, 'Multi Step-Email+SMS', 3)).toEqual({ hidePopup: false, completed: true, step: 3 });
    expect(atStep(INITIAL_STATE, 'Email Only', 2).completed).toBe(true);
  });
});

describe('what a page shows on load', () => {
  const minimizedText = 'Get 10% Off';
  it('waits for the load condition on a first visit', () => {
    expect(initialView(INITIAL_STATE, { minimizedText, suppressed: false })).toBe('armed');
  });
  it('shows the minimised button once closed, if there is one', () => {
    expect(initialView(closed(INITIAL_STATE), { minimizedText, suppressed: false })).toBe('minimized');
    expect(initialView(closed(INITIAL_STATE), { minimizedText: null, suppressed: false })).toBe('none');
  });
  it('shows nothing once completed, or when another pop-up was seen and one per session is enforced', () => {
    expect(initialView({ ...INITIAL_STATE, completed: true }, { minimizedText, suppressed: false })).toBe('none');
    expect(initialView(INITIAL_STATE, { minimizedText, suppressed: true })).toBe('none');
  });
});

describe('enforceOnePopupPerSession', () => {
  const seenA = withState({}, 'popup-a', INITIAL_STATE);
  it('suppresses a different pop-up once one was seen this session', () => {
    expect(suppressedByAnother(seenA, 'popup-b', true)).toBe(true);
  });
  it('never suppresses the same pop-up, nor any when it is off', () => {
    expect(suppressedByAnother(seenA, 'popup-a', true)).toBe(false);
    expect(suppressedByAnother(seenA, 'popup-b', false)).toBe(false);
    expect(suppressedByAnother({}, 'popup-b', true)).toBe(false);
  });
});

describe('the submitted data cookie', () => {
  it('is SameSite=Strict and Secure, for the session only', () => {
    const cookie = formDataCookie({ email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05' });
    expect(cookie).toMatch(/^popup_form_data=[^;]+; Path=\/; SameSite=Strict; Secure$/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('reads back from a Cookie header among others', () => {
    const value = formDataCookie({ email: 'sam+wine@example.com', age_gated_date_of_birth: '1990-04-05' }).split(';')[0];
    expect(readFormData(`age_gate=false; ${value}; cartId=abc`)).toEqual({ email: 'sam+wine@example.com', age_gated_date_of_birth: '1990-04-05' });
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    expect(readFormData('age_gate=false')).toEqual({});
    expect(readFormData('popup_form_data=%7Bnot')).toEqual({});
    expect(readFormData(`popup_form_data=${encodeURIComponent('{"email":5,"phone_number":"1"}')}`)).toEqual({});
  });

  it('is removed at success', () => {
    expect(clearFormDataCookie()).toBe('popup_form_data=; Path=/; Max-Age=0; SameSite=Strict; Secure');
  });
});
