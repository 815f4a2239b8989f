import { islands } from '../../catalogue/add-to-cart/islands.ts';
import { defineBlock } from '../render/define-block.ts';
import { ProductDisplay } from './product-display.tsx';
import { ProductDisplayOptionsSchema } from './product-display.schema.ts';

export const productDisplayBlock = defineBlock({ name: 'ProductDisplay', group: 'Product', schema: ProductDisplayOptionsSchema, component: ProductDisplay, islands });
