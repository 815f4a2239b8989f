// Shared by the embed blocks: the click-to-load card and its island.
import { island } from '../../../../ui/island/island.tsx';
import { EmbedFacade } from './embed-facade.tsx';

export { islands } from './islands.ts';
export type { EmbedFacadeProps } from './embed-facade.tsx';

export const EmbedFacadeIsland = island('embed-facade', EmbedFacade);

/** An https URL's origin, for a block's `embeds`; nothing for anything else. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}
