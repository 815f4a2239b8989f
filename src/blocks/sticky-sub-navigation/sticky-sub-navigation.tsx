import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { StickyNavBar } from '../kit/pieces/sticky-nav-bar/sticky-nav-bar.tsx';
import type { StickySubNavigationOptions } from './sticky-sub-navigation.schema.ts';

const StickyNavIsland = island('sticky-sub-navigation', StickyNavBar);

export function StickySubNavigation({ options, blockId }: BlockProps<StickySubNavigationOptions>) {
  return <StickyNavIsland.Anonymous id={`sticky-nav-${blockId}`} title={options.title} buttons={options.buttons} />;
}
