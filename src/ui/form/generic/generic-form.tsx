// The generic form renderer: a form definition (src/marketing/forms) shown through the
// form kit on a 12-column grid, each field spanning its columns per breakpoint (phone
// below 580px, tablet below 1024px, desktop). A field whose conditions do not hold is not
// shown, checked or sent; a field with an info modal gets a button that opens it.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { FORM_MESSAGES, isFieldActive, type FieldDefinition, type FormDefinition, type FormValues } from '../../../marketing/forms/index.ts';
import { Dialog } from '../../dialog/dialog.tsx';
import { CheckboxField, FormAlert, RadioGroup, SelectField, TextareaField, TextField, type FieldProps } from '../fields.tsx';
import { useForm, type SubmitOutcome } from '../use-form.ts';
import { definitionValidator, initialValuesOf, isRequired, labelParts, payloadOf, RENDERED_TYPES, spanStyle } from './generic-form.rules.ts';
import { buttonClassName } from '../../button/button.tsx';

export type GenericFormProps = {
  definition: FormDefinition;
  /** Prefix of the fields' DOM ids, unique on the page. */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  /** Values set once the form is in the browser (e.g. a topic from the page's address). */
  prefill?: FormValues | null;
  /** The submit button's classes (a block's button design); the red button when left out. */
  submitClassName?: string | undefined;
  /** Sends the asked fields' values; a failure it returns is shown on the fields and in the alert. */
  send: (payload: FormValues) => Promise<SubmitOutcome> | SubmitOutcome;
};

function Label({ field }: { field: FieldDefinition }): ReactNode {
  if (!field.labelLinks?.length) return field.label;
  return labelParts(field.label, field.labelLinks).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : part.newTab ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

export function GenericForm({ definition, idPrefix, label, prefill, submitClassName, send }: GenericFormProps) {
  const form = useForm<FormValues>({
    idPrefix,
    initialValues: () => initialValuesOf(definition),
    validate: definitionValidator(definition),
    invalidMessage: FORM_MESSAGES.invalidForm,
  });
  const [info, setInfo] = useState<FieldDefinition | null>(null);

  useEffect(() => {
    if (!prefill) return;
    for (const [name, value] of Object.entries(prefill)) form.setValue(name, value);
    // Only a new prefill is applied; `form` is a new object on every render.
  }, [prefill]);

  const submit = form.handleSubmit((values) => send(payloadOf(definition, values)));
  const fields = definition.groups.flatMap((group) => group.fields);
  const hasRequired = fields.some((field) => field.type !== 'hidden' && isRequired(field));
  const infoTitleId = `${idPrefix}-info-title`;

  function infoButton(field: FieldDefinition) {
    if (!field.infoModal) return null;
    return (
      <button type="button" className="generic-form__info" aria-haspopup="dialog" onClick={() => setInfo(field)}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">More information: {field.infoModal.title}</span>
      </button>
    );
  }

  function renderField(field: FieldDefinition) {
    if (field.type === 'file' || !RENDERED_TYPES.has(field.type)) return null;
    const binding = form.field(field.name);
    if (field.type === 'hidden') return <input key={field.name} type="hidden" id={binding.id} name={field.name} value={String(binding.value ?? '')} />;
    const common: FieldProps = { ...binding, label: <Label field={field} />, required: isRequired(field), labelAside: infoButton(field) ?? undefined };
    let control: ReactNode;
    switch (field.type) {
      case 'textarea':
        control = <TextareaField {...common} maxLength={field.maxLength} placeholder={field.placeholder} autoComplete={field.autocomplete} />;
        break;
      case 'select':
        control = <SelectField {...common} options={field.options ?? []} placeholder={field.placeholder ?? 'Select an option'} autoComplete={field.autocomplete} />;
        break;
      case 'checkbox':
        control = (
          <>
            <CheckboxField {...common} />
            {common.labelAside}
          </>
        );
        break;
      case 'radio':
        control = (
          <>
            <RadioGroup {...common} options={field.options ?? []} />
            {common.labelAside}
          </>
        );
        break;
      default:
        control = (
          <TextField
            {...common}
            type={field.type}
            autoComplete={field.autocomplete}
            inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
            maxLength={field.maxLength}
            min={field.min}
            max={field.max}
            placeholder={field.placeholder}
          />
        );
    }
    return (
      <div key={field.name} className="form-grid__cell" style={spanStyle(field.size) as CSSProperties}>
        {control}
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="generic-form" noValidate onSubmit={submit} aria-label={label} aria-busy={form.busy}>
      <FormAlert message={form.alert} alertRef={form.alertRef} />
      {hasRequired ? <p className="form-required-note">* Denotes a required field</p> : null}
      {definition.groups.map((group, index) => {
        // A field is asked only while its conditions hold (src/marketing/forms isFieldActive).
        const active = group.fields.filter((field) => isFieldActive(field, form.values));
        if (active.length === 0) return null;
        const cells = active.map(renderField);
        return group.legend ? (
          <fieldset key={index} className="generic-form__group form-grid">
            <legend>{group.legend}</legend>
            {cells}
          </fieldset>
        ) : (
          <div key={index} className="generic-form__group form-grid">
            {cells}
          </div>
        );
      })}
      <button type="submit" className={`${submitClassName ?? buttonClassName('red')} generic-form__submit`} aria-disabled={form.busy}>
        {form.busy ? 'Sending…' : definition.submitLabel}
      </button>
      {fields.some((field) => field.infoModal) ? (
        <Dialog open={info !== null} onClose={() => setInfo(null)} labelledBy={infoTitleId} className="generic-form__dialog">
          <h2 id={infoTitleId}>{info?.infoModal?.title}</h2>
          {info?.infoModal?.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <div className="dialog__actions">
            <button type="button" className={buttonClassName('gray')} onClick={() => setInfo(null)}>
              Close
            </button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
