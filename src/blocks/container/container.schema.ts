import * as v from 'valibot';
import { AUDIENCES } from '../../commerce/rules/audience.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { AnchorIdSchema } from '../kit/contract/anchor-id.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

const POSITIONS_X = ['left', 'center', 'right'] as const;
const POSITIONS_Y = ['top', 'center', 'bottom'] as const;

// Editors clearing a field leave null in it: every optional option takes null too.
export const ContainerOptionsSchema = v.object({
  /** Lets pages link to the container as #id. */
  id: AnchorIdSchema,
  backgroundImage: v.nullish(
    v.object({
      image: ImageSourceSchema,
      lazyLoad: v.optional(v.nullable(v.boolean(), true), true),
      horizontalPosition: v.optional(v.fallback(v.picklist(POSITIONS_X), 'center'), 'center'),
      verticalPosition: v.optional(v.fallback(v.picklist(POSITIONS_Y), 'center'), 'center'),
    }),
  ),
  /** Content spec: who sees the container (decided at the edge, never in the browser). */
  visibility: v.optional(v.nullable(v.picklist(AUDIENCES), 'All'), 'All'),
  designVariants: v.optional(v.fallback(v.picklist(['Default', 'Narrow', 'FullWidth']), 'Default'), 'Default'),
  backgroundColor: v.optional(v.fallback(v.picklist(COLOR_NAMES), 'None'), 'None'),
  /** How the background image fills the container. */
  backgroundStyle: v.optional(v.fallback(v.picklist(['cover', 'contain']), 'cover'), 'cover'),
});

export type ContainerOptions = v.InferOutput<typeof ContainerOptionsSchema>;
