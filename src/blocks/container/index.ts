import { defineBlock } from '../kit/contract/define-block.ts';
import { Container } from './container.tsx';
import { ContainerOptionsSchema } from './container.schema.ts';

export const containerBlock = defineBlock({
  name: 'Container',
  group: 'Layout',
  schema: ContainerOptionsSchema,
  component: Container,
  canHaveChildren: true,
  audience: (options) => options.visibility,
});
