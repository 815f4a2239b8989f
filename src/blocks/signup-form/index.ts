import { defineBlock } from '../kit/contract/define-block.ts';
import { SignupForm } from './signup-form.tsx';
import { SignupFormOptionsSchema } from './signup-form.schema.ts';

export const signupFormBlock = defineBlock({
  name: 'SignupForm',
  aliases: ['KlaviyoForm', 'Signup Form'],
  group: 'Special',
  schema: SignupFormOptionsSchema,
  component: SignupForm,
  // Its island is the form block's ('form-block'), declared there.
});
