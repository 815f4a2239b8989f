import { defineBlock } from '../kit/contract/define-block.ts';
import { Button } from './button.tsx';
import { ButtonOptionsSchema } from './button.schema.ts';

export const buttonBlock = defineBlock({
  name: 'Core:Button',
  aliases: ['Button'],
  group: 'General',
  schema: ButtonOptionsSchema,
  component: Button,
  static: true,
});
