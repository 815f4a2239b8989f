// useForm: one hook for every form (docs/architecture.md, "One form kit"). It holds nested values,
// messages by field path, touched fields, the busy flag and the form-level alert; checks
// a field when the visitor leaves it and every field on submit; after a failed submit it
// moves focus to the first invalid field in DOM order, or to the alert when no field is
// marked. The transitions themselves are pure (form-state.ts).
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { changeValue, failSubmit, initialFormState, leaveField, submitForm, type FormFailure, type FormState } from './form-state.ts';
import { fieldId, getIn } from './paths.ts';
import { combineValidators, fieldsValidator, schemaValidator, type FieldErrors, type FieldRule, type Validate } from './validate.ts';

export type UseFormOptions<V> = {
  /** Prefix of the fields' DOM ids: islands cannot use useId, and a page may hold two forms. */
  idPrefix: string;
  initialValues: V | (() => V);
  /** The whole form checked by hand: a message per field path. */
  validate?: Validate<V>;
  /** The whole form checked with a valibot schema (usually the one the API applies). */
  schema?: v.GenericSchema;
  /** Shapes the values as `schema` takes them (e.g. drops the address when picking up). */
  toInput?: (values: V) => unknown;
  /** Rules per field path: a function or a valibot schema for that one value. */
  fields?: Readonly<Record<string, FieldRule<V>>>;
  /** The alert shown when the form is invalid; none when left out. */
  invalidMessage?: string;
};

/** What `handleSubmit`'s handler returns: nothing when done, a failure to show, or STAY_BUSY. */
export type SubmitOutcome = void | FormFailure | typeof STAY_BUSY;

/** The handler is leaving the page (or closing the form): keep the submit button locked. */
export const STAY_BUSY = 'stay-busy';

/** What a kit field needs from the form; spread it onto TextField, CheckboxField, ... */
export type FieldBinding = {
  id: string;
  name: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: (event?: { relatedTarget: EventTarget | null }) => void;
};

/** Leaving a field for a submit button: the submit checks every field anyway. */
function headsForSubmit(related: EventTarget | null): boolean {
  return (related as HTMLButtonElement | null)?.type === 'submit';
}

// A field left by a press of the pointer (on a button, a link, anywhere) is checked once
// the press is over: a message appearing at pointerdown would shift what is under the
// pointer, and the click would land elsewhere (or nowhere). Keyboard moves check at once.
let pointerDown = false;
let afterPointer: (() => void)[] = [];
let watching = false;

function watchPointer() {
  if (watching) return;
  watching = true;
  addEventListener('pointerdown', () => (pointerDown = true), true);
  const release = () => {
    pointerDown = false;
    const queued = afterPointer;
    afterPointer = [];
    // After the click that follows pointerup in the same task.
    if (queued.length) setTimeout(() => queued.forEach((run) => run()));
  };
  addEventListener('pointerup', release, true);
  addEventListener('pointercancel', release, true);
}

function afterPress(run: () => void) {
  if (pointerDown) afterPointer.push(run);
  else run();
}

const isFocusable = (element: Element) => /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName);

/** Focuses the first field marked invalid (its first control for a group), else the alert. */
export function focusFirstInvalid(form: HTMLElement | null, alert: HTMLElement | null) {
  const invalid = form?.querySelector('[aria-invalid="true"]');
  const target = invalid && !isFocusable(invalid) ? invalid.querySelector<HTMLElement>('input:checked, input, select, textarea') : (invalid as HTMLElement | null);
  if (target) target.focus();
  else if (alert && !alert.hidden) alert.focus();
}

export function useForm<V extends object>(options: UseFormOptions<V>) {
  const [state, setState] = useState<FormState<V>>(() => initialFormState(typeof options.initialValues === 'function' ? (options.initialValues as () => V)() : options.initialValues));
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const busyRef = useRef(false);
  const focusPending = useRef(false);
  // Paths bound during the latest render: a server message for any other path goes to the alert.
  const bound = useRef(new Set<string>());
  bound.current = new Set();
  const latest = useRef(state);
  latest.current = state;
  // Bumped by reset: a check still waiting for the pointer belongs to the form as it was.
  const generation = useRef(0);

  const validate = combineValidators<V>(
    options.validate,
    options.schema ? schemaValidator<V>(options.schema, options.toInput) : undefined,
    options.fields ? fieldsValidator<V>(options.fields) : undefined,
  );

  useEffect(watchPointer, []);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, alertRef.current);
  }, [state]);

  function field(path: string): FieldBinding {
    bound.current.add(path);
    return {
      id: fieldId(options.idPrefix, path),
      name: path,
      value: getIn(state.values, path),
      error: state.errors[path],
      onChange: (value) => setState((current) => changeValue(current, path, value, validate)),
      onBlur: (event) => {
        if (headsForSubmit(event?.relatedTarget ?? null)) return;
        const started = generation.current;
        afterPress(() => {
          if (generation.current === started) setState((current) => leaveField(current, path, validate));
        });
      },
    };
  }

  /** Shows a refusal: field messages on their fields, the rest in the alert, focus on the first. */
  function fail(failure: FormFailure) {
    const fields = bound.current;
    focusPending.current = true;
    setState((current) => failSubmit(current, failure, (path) => fields.has(path), options.invalidMessage));
  }

  /** The form's onSubmit: checks everything, then runs `send` with the values, once at a time. */
  function handleSubmit(send: (values: V) => Promise<SubmitOutcome> | SubmitOutcome) {
    return async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (busyRef.current) return;
      const fields = bound.current;
      const checked = submitForm(latest.current, validate, (path) => fields.has(path), options.invalidMessage);
      setState(checked.state);
      if (!checked.valid) {
        focusPending.current = true;
        return;
      }
      busyRef.current = true;
      setBusy(true);
      let outcome: SubmitOutcome = undefined;
      try {
        outcome = await send(checked.state.values);
      } finally {
        if (outcome !== STAY_BUSY) {
          busyRef.current = false;
          setBusy(false);
        }
      }
      if (outcome && outcome !== STAY_BUSY) fail(outcome);
    };
  }

  return {
    values: state.values,
    errors: state.errors,
    touched: state.touched,
    alert: state.alert,
    busy,
    formRef,
    alertRef,
    idPrefix: options.idPrefix,
    field,
    fail,
    handleSubmit,
    /** Sets a value as the visitor would (a field showing a message is checked again). */
    setValue: (path: string, value: unknown) => setState((current) => changeValue(current, path, value, validate)),
    setAlert: (alert: string) => setState((current) => ({ ...current, alert })),
    setErrors: (errors: FieldErrors) => setState((current) => ({ ...current, errors })),
    /** Starts over: the given values (or the current ones) with no messages. */
    reset: (values?: V) => {
      generation.current++;
      setState((current) => initialFormState(values ?? current.values));
    },
  };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;
