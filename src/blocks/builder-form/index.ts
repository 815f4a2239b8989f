import { defineBlock } from '../kit/contract/define-block.ts';
import { BuilderForm, FormInput, FormSelect, FormSubmitButton, FormTextArea } from './builder-form.tsx';
import { BuilderFormOptionsSchema, FormInputOptionsSchema, FormSelectOptionsSchema, FormSubmitButtonOptionsSchema, FormTextAreaOptionsSchema } from './builder-form.schema.ts';

/** Builder's form and its inputs (Form:Form, Form:Input, Form:Select, Form:TextArea, Form:SubmitButton). */
export const builderFormBlocks = [
  defineBlock({ name: 'Form:Form', group: 'Special', schema: BuilderFormOptionsSchema, component: BuilderForm }),
  defineBlock({ name: 'Form:Input', group: 'Special', schema: FormInputOptionsSchema, component: FormInput, static: true }),
  defineBlock({ name: 'Form:Select', group: 'Special', schema: FormSelectOptionsSchema, component: FormSelect, static: true }),
  defineBlock({ name: 'Form:TextArea', group: 'Special', schema: FormTextAreaOptionsSchema, component: FormTextArea, static: true }),
  defineBlock({ name: 'Form:SubmitButton', group: 'Special', schema: FormSubmitButtonOptionsSchema, component: FormSubmitButton, static: true }),
] as const;
