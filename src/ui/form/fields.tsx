// The kit's fields: text (email, tel, date, password, number), select, textarea,
// checkbox and radio group. Each has a visible label (visually hidden only where the
// design says so), a required marker, aria-invalid, and its message in the one error
// display, linked by aria-describedby. Class names: `field`, `field__label`,
// `field__hint`, `field__error`, `field__check` (src/ui/form/form.css).
import type { ReactNode, Ref } from 'react';
import type { FieldBinding } from './use-form.ts';

const cx = (...names: readonly (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/**
 * The one error display. Always in the DOM (empty when the field is fine) and a polite
 * live region, so a message that appears as the visitor leaves a field is read out.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p className="field__error" id={id} aria-live="polite">
      {message}
    </p>
  );
}

/** The form-level message: announced as an alert, focusable so a failed submit can move focus to it. */
export function FormAlert({ message, alertRef, className, children }: { message: string; alertRef?: Ref<HTMLParagraphElement>; className?: string; children?: ReactNode }) {
  return (
    <p className={cx('form-alert', className)} role="alert" tabIndex={-1} ref={alertRef} hidden={!message}>
      {message}
      {children}
    </p>
  );
}

/** The accessibility wiring of a control: id, name, aria-invalid and aria-describedby (error, then hint). */
export function controlAttributes(binding: Pick<FieldBinding, 'id' | 'name' | 'error'>, hasHint = false) {
  const describedBy = cx(binding.error && errorId(binding.id), hasHint && hintId(binding.id));
  return {
    id: binding.id,
    name: binding.name,
    'aria-invalid': binding.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** What every text-valued control (input, textarea, select) takes from its binding. */
function textControl(props: FieldBinding & { hint?: unknown; required?: boolean }) {
  return {
    ...controlAttributes(props, Boolean(props.hint)),
    required: props.required,
    value: text(props.value),
    onChange: (event: { currentTarget: { value: string } }) => props.onChange(event.currentTarget.value),
    onBlur: (event: { relatedTarget: EventTarget | null }) => props.onBlur(event),
  };
}

/** A required field's label ends in the spec's '*' (added unless the label already has it). */
function labelText(label: ReactNode, required: boolean | undefined): ReactNode {
  if (!required || typeof label !== 'string' || label.endsWith('*')) return label;
  return `${label}*`;
}

export type FieldProps = FieldBinding & {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Extra class on the field's wrapper (its grid cell, say). */
  className?: string;
  /** Next to the label, e.g. the password's Show/Hide button. */
  labelAside?: ReactNode;
  /** Label read by screen readers only, where the design shows a placeholder instead. */
  hideLabel?: boolean;
};

/** Label, control, hint and message in the kit's order. */
function FieldFrame(props: FieldProps & { control: ReactNode; kind: string }) {
  const label = (
    <label htmlFor={props.id} className={props.hideLabel ? 'visually-hidden' : undefined}>
      {labelText(props.label, props.required)}
    </label>
  );
  return (
    <div className={cx('field', `field--${props.kind}`, props.className)}>
      {props.labelAside ? (
        <div className="field__label-row">
          {label}
          {props.labelAside}
        </div>
      ) : (
        label
      )}
      {props.control}
      {props.hint ? (
        <p className="field__hint" id={hintId(props.id)}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId(props.id)} message={props.error} />
    </div>
  );
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export type TextFieldProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'password' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  placeholder?: string;
  /** The autofocus attribute, which a modal <dialog> honours when it opens. */
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

export function TextField(props: TextFieldProps) {
  const { type = 'text' } = props;
  return (
    <FieldFrame
      {...props}
      kind={type}
      control={
        <input
          {...textControl(props)}
          type={type}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          min={props.min}
          max={props.max}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          ref={props.inputRef}
        />
      }
    />
  );
}

export type TextareaFieldProps = FieldProps & { rows?: number; maxLength?: number; placeholder?: string; autoComplete?: string };

export function TextareaField(props: TextareaFieldProps) {
  return (
    <FieldFrame
      {...props}
      kind="textarea"
      control={<textarea {...textControl(props)} rows={props.rows ?? 4} maxLength={props.maxLength} placeholder={props.placeholder} autoComplete={props.autoComplete} />}
    />
  );
}

export type Option = { value: string; label: string };

export type SelectFieldProps = FieldProps & {
  options: readonly Option[];
  /** The first, empty choice ("Select a state"). */
  placeholder?: string;
  autoComplete?: string;
};

export function SelectField(props: SelectFieldProps) {
  return (
    <FieldFrame
      {...props}
      kind="select"
      control={
        <select {...textControl(props)} autoComplete={props.autoComplete}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      }
    />
  );
}

/** A single checkbox: the label beside the box, its message below. The value is a boolean. */
export function CheckboxField(props: Omit<FieldProps, 'labelAside' | 'hideLabel'>) {
  return (
    <div className={cx('field', 'field--checkbox', props.className)}>
      <label className="field__check">
        <input
          {...controlAttributes(props, Boolean(props.hint))}
          type="checkbox"
          required={props.required}
          checked={props.value === true}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          onBlur={(event) => props.onBlur(event)}
        />
        <span>{labelText(props.label, props.required)}</span>
      </label>
      {props.hint ? (
        <p className="field__hint" id={hintId(props.id)}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId(props.id)} message={props.error} />
    </div>
  );
}

export type RadioOption = Option & { detail?: ReactNode };

export type RadioGroupProps = Omit<FieldProps, 'labelAside'> & {
  options: readonly RadioOption[];
  /** Class of the options' box and of each option, for designs that dress them as cards. */
  optionsClassName?: string;
  optionClassName?: string;
};

/**
 * Radio buttons named by their group label (role radiogroup): the group carries
 * aria-invalid and the message, and a failed submit focuses its chosen or first option.
 */
export function RadioGroup(props: RadioGroupProps) {
  const labelId = `${props.id}-label`;
  return (
    <div className={cx('field', 'field--radio', props.className)}>
      <span className={props.hideLabel ? 'visually-hidden' : 'field__label'} id={labelId}>
        {labelText(props.label, props.required)}
      </span>
      <div
        role="radiogroup"
        id={props.id}
        className={cx('field__options', props.optionsClassName)}
        aria-labelledby={labelId}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={controlAttributes(props, Boolean(props.hint))['aria-describedby']}
      >
        {props.options.map((option) => (
          <label key={option.value} className={cx('field__check', props.optionClassName)}>
            <input
              type="radio"
              id={`${props.id}-${option.value}`}
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              onBlur={(event) => props.onBlur(event)}
            />
            {option.detail === undefined ? (
              <span>{option.label}</span>
            ) : (
              <span>
                <strong>{option.label}</strong>
                <span className="field__option-detail">{option.detail}</span>
              </span>
            )}
          </label>
        ))}
      </div>
      {props.hint ? (
        <p className="field__hint" id={hintId(props.id)}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId(props.id)} message={props.error} />
    </div>
  );
}
