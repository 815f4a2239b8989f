import * as v from 'valibot';
import { usePageData } from '../../page-data/index.ts';
import { FormBlock } from '../kit/shared-blocks/form-block.tsx';
import { FormBlockOptionsSchema } from '../kit/inputs/form.schema.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { FORM_TYPES } from '../../marketing/forms/index.ts';
import {
  builderFormTarget,
  builderFormType,
  fieldLabel,
  type BuilderFormOptions,
  type FormInputOptionsSchema,
  type FormSelectOptionsSchema,
  type FormSubmitButtonOptionsSchema,
  type FormTextAreaOptionsSchema,
} from './builder-form.schema.ts';

/**
 * A form naming a known form type is that type's form: the project's own, with its labels,
 * its validation and its route (POST /api/forms/{formType}), since the route accepts that
 * type's fields only. Any other form shows its own fields, disabled: nothing is sent to a
 * third party, and the editor is told so in preview.
 */
export function BuilderForm({ options, blockId, children, renderBlocks }: BlockProps<BuilderFormOptions>) {
  const { preview } = usePageData();
  const formType = builderFormType(options);
  if (formType) {
    return <FormBlock options={v.parse(FormBlockOptionsSchema, { formType })} blockId={blockId} renderBlocks={renderBlocks} />;
  }
  return (
    <>
      {preview ? (
        <div className="editor-warning" role="note">
          {`This form is shown but not sent: it would go to ${builderFormTarget(options)}, where the storefront sends nothing. Name it after a form type (${FORM_TYPES.join(', ')}) to collect its entries.`}
        </div>
      ) : null}
      <form className="builder-form" aria-label={options.name || 'Form'}>
        <fieldset className="builder-form__fields" disabled>
          {children}
        </fieldset>
      </form>
    </>
  );
}

export function FormInput({ options }: BlockProps<v.InferOutput<typeof FormInputOptionsSchema>>) {
  return (
    <input
      className="builder-form-input"
      type={options.type}
      name={options.name}
      placeholder={options.placeholder}
      defaultValue={options.defaultValue}
      required={options.required}
      aria-label={options.type === 'hidden' ? undefined : fieldLabel(options.name, options.placeholder)}
    />
  );
}

export function FormSelect({ options }: BlockProps<v.InferOutput<typeof FormSelectOptionsSchema>>) {
  return (
    <select className="builder-form-select" name={options.name} defaultValue={options.defaultValue} required={options.required} aria-label={fieldLabel(options.name, undefined)}>
      {options.options.map((option) => (
        <option key={String(option.value)} value={option.value}>
          {option.name ?? String(option.value)}
        </option>
      ))}
    </select>
  );
}

export function FormTextArea({ options }: BlockProps<v.InferOutput<typeof FormTextAreaOptionsSchema>>) {
  return (
    <textarea
      className="builder-form-textarea"
      name={options.name}
      placeholder={options.placeholder}
      defaultValue={options.defaultValue}
      required={options.required}
      aria-label={fieldLabel(options.name, options.placeholder)}
    />
  );
}

export function FormSubmitButton({ options }: BlockProps<v.InferOutput<typeof FormSubmitButtonOptionsSchema>>) {
  return (
    <button className={`builder-form-submit ${buttonClassName()}`} type="submit">
      {options.text}
    </button>
  );
}
