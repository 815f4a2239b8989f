// No tap is lost before hydration. The islands' code loads once the page
// has painted, so a tap can land on an island that has no handlers yet. What works without
// JavaScript is left alone: links, <details>, `popovertarget` buttons, and forms with an
// `action` (they post to the Worker), their fields and submit buttons. Any other tap on a
// button, radio or checkbox, or a submit of a form with no action, inside an island not yet
// hydrated is held (a held radio or checkbox does not change until its island can see it) (its default prevented, so a form does
// not reload the page with its fields in the URL) and replayed, once, when that island has
// hydrated (`replayEarlyTaps`, called by the client's hydration for each island).
//
// The capture runs as an inline script in <head> (CSP nonce), before any markup exists: the
// entry module is async and may run after the first tap (early-taps-script.ts: the
// document's, kept out of the client's files).

/** Where the held taps wait, on `window`. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** Set on an island's element once it has hydrated (the client's MarkHydrated). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

type HeldTap = { island: Element; target: HTMLElement; path: number[]; kind: 'click' | 'submit'; submitter: HTMLElement | null };

/** The held node, or the node at the same place in the island when hydration replaced it. */
function resolve(tap: HeldTap): HTMLElement | null {
  if (tap.target.isConnected && tap.island.contains(tap.target)) return tap.target;
  let node: Element | undefined = tap.island;
  for (const index of tap.path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** Whether a tap on this island is held, waiting for it to hydrate. */
export function hasHeldTaps(island: Element, host: Record<string, unknown> = window as unknown as Record<string, unknown>): boolean {
  const queue = host[EARLY_TAPS_GLOBAL] as HeldTap[] | undefined;
  return queue?.some((tap) => tap.island === island) ?? false;
}

/**
 * Replays, in order and once, the taps held for this island; call it once the island has hydrated.
 * `settle` runs each tap and commits what it changed before the next (the client passes React's
 * `flushSync`): a held tick of a box, then a held submit, must submit the ticked box.
 */
export function replayEarlyTaps(island: Element, host: Record<string, unknown> = window as unknown as Record<string, unknown>, settle: (tap: () => void) => void = (tap) => tap()): void {
  const queue = host[EARLY_TAPS_GLOBAL] as HeldTap[] | undefined;
  if (!queue?.length) return;
  const mine = queue.filter((tap) => tap.island === island);
  if (!mine.length) return;
  // In place: the capture script keeps pushing to this same array.
  for (const tap of mine) queue.splice(queue.indexOf(tap), 1);
  for (const tap of mine) {
    const target = resolve(tap);
    if (!target) continue;
    settle(() => {
      if (tap.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit(tap.submitter instanceof HTMLButtonElement && tap.submitter.form === target ? tap.submitter : undefined);
      else target.click();
    });
  }
}

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field the visitor changed before its island hydrated, and what they left in it. */
export type TypedValue = { island: Element; field: Field; path: number[]; value: string; checked: boolean };

/** Where `node` sits in `island`, by child index: to find its stand-in when hydration replaced it. */
function pathIn(island: Element, node: Node): number[] {
  const path: number[] = [];
  for (let at: Node = node; at !== island && at.parentElement; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

/** The field, or the one at the same place in the island when hydration rendered the island afresh. */
function currentField({ island, field, path }: TypedValue): Field | null {
  if (field.isConnected && island.contains(field)) return field;
  let node: Element | undefined = island;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement ? node : null;
}

/**
 * What was typed, ticked or chosen in the island's fields before it hydrated: every field whose
 * value is not the one the server rendered (its `defaultValue`, `defaultChecked`, the option
 * marked selected). Read just before hydration, which may reset a field (a textarea's content).
 */
export function typedValues(island: Element): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of Array.from(island.querySelectorAll('input,textarea,select')) as Field[]) {
    if (field instanceof HTMLSelectElement) {
      const chosen = field.selectedOptions[0];
      if (chosen && !chosen.defaultSelected && [...field.options].some((option) => option.defaultSelected))
        typed.push({ island, field, path: pathIn(island, field), value: field.value, checked: false });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked))
        typed.push({ island, field, path: pathIn(island, field), value: field.value, checked: field.checked });
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) && field.value !== field.defaultValue) {
      typed.push({ island, field, path: pathIn(island, field), value: field.value, checked: false });
    }
  }
  return typed;
}

/**
 * Hands the island what was typed into its fields before it hydrated (`typedValues`). An island
 * that keeps its fields in state starts from the server's values, so a submit would send the
 * empty state. Each field is put back through the island's own change handler: a text field's
 * value is set through the element's setter (which React tracks) to what hydration left, the
 * typed text through the prototype's (which React does not see), then an `input` event, so React
 * sees a change; a box ticked natively (inside a form with an action, which the capture leaves
 * alone) is set back and clicked; a select gets a `change` event.
 * Call it once the island has hydrated, before its held taps are replayed.
 */
export function restoreTypedValues(typed: readonly TypedValue[]): void {
  for (const entry of typed) {
    const { value, checked } = entry;
    // A client render (a mismatch) replaces the island's markup: the field at the same place.
    const field = currentField(entry);
    if (!field || (field instanceof HTMLInputElement && entry.field instanceof HTMLInputElement && field.type !== entry.field.type)) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      field.checked = !checked;
      field.click();
    } else {
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
      if (!native) continue;
      field.value = field.value === value ? '' : field.value;
      native.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
