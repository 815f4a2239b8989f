import { defineBlock } from '../kit/contract/define-block.ts';
import { EmailSignup } from './email-signup.tsx';
import { EmailSignupOptionsSchema } from './email-signup.schema.ts';
import { islands } from './islands.ts';

export const emailSignupBlock = defineBlock({
  name: 'EmailSignup',
  aliases: ['Email Signup', 'NewsletterSignup'],
  group: 'Special',
  schema: EmailSignupOptionsSchema,
  component: EmailSignup,
  islands,
});
