import { islands } from '../../catalogue/add-to-cart/islands.ts';
import { defineBlock } from '../kit/contract/define-block.ts';
import { CollectionList } from './collection-list.tsx';
import { CollectionListOptionsSchema } from './collection-list.schema.ts';

export const collectionListBlock = defineBlock({ name: 'CollectionList', group: 'Collection', schema: CollectionListOptionsSchema, component: CollectionList, islands });
