// The block registry: adding a block is one line here.
import { accordionItemBlock } from './accordion-item/index.ts';
import { accordionBlock } from './accordion/index.ts';
import { boxBlock } from './box/index.tsx';
import { clubHeroBlocks } from './club-hero/index.ts';
import { buttonBlock } from './button/index.ts';
import { collectionListBlock } from './collection-list/index.ts';
import { columnsBlock } from './columns/index.ts';
import { formBlock } from './form/index.ts';
import { emailSignupBlock } from './email-signup/index.ts';
import { signupFormBlock } from './signup-form/index.ts';
import { containerBlock } from './container/index.ts';
import { headlineBlock } from './headline/index.ts';
import { heroBlock } from './hero/index.ts';
import { imageBlock } from './image/index.ts';
import { productDisplayBlock } from './product-display/index.ts';
import { productHeroBlock } from './product-hero/index.ts';
import { sectionBlock } from './section/index.ts';
import { spacerBlock } from './spacer/index.ts';
import { subscriptionHeroBlock } from './subscription-hero/index.ts';
import { symbolBlock } from './symbol/index.ts';
import { textBlockBlock } from './text-block/index.ts';
import { textImageBlock } from './text-image/index.ts';
import { textImageSideBarBlock } from './text-image-side-bar/index.ts';
import { textBlock } from './text/index.ts';
import { videoPlayerBlock } from './video-player/index.ts';
import { wineSpecsBlock } from './wine-specs/index.ts';
import { customCodeBlock } from './custom-code/index.tsx';
import { embedBlock } from './embed/index.tsx';
import { videoBlock } from './video/index.ts';
import { builderAccordionBlock } from './builder-accordion/index.ts';
import { builderTabsBlock } from './builder-tabs/index.ts';
import { slotBlock } from './slot/index.tsx';
import { builderFormBlocks } from './builder-form/index.ts';
import { buttonListBlock } from './button-list/index.ts';
import { ctaBreakerBlock } from './cta-breaker/index.ts';
import { faqBlock } from './faq/index.ts';
import { imageGalleryBlock } from './image-gallery/index.ts';
import { imageListBlock } from './image-list/index.ts';
import { quoteCarouselBlock } from './quote-carousel/index.ts';
import { logoListBlock } from './logo-list/index.ts';
import { tieredDiscountListBlock } from './tiered-discount-list/index.ts';
import { stickySubNavigationBlock } from './sticky-sub-navigation/index.ts';
import { subNavigationBlock } from './sub-navigation/index.ts';
import { iconListBlock } from './icon-list/index.ts';
import { heroIconListBlock } from './hero-icon-list/index.ts';
import { imageTextOverlayBlock } from './image-text-overlay/index.ts';
import { ctaGridBlock } from './cta-grid/index.ts';
import { locationMapCardsBlock } from './location-map-cards/index.ts';
import { tradeMediaListBlock } from './trade-media-list/index.ts';
import { contentListBlock } from './content-list/index.ts';
import { calendarEmbedBlock } from './calendar-embed/index.ts';
import { leadFormEmbedBlock } from './lead-form-embed/index.ts';
import { referralEmbedBlock } from './referral-embed/index.ts';
import { reservationWidgetBlock } from './reservation-widget/index.ts';
import { reservationEmbedButtonBlock } from './reservation-embed-button/index.ts';
import { storeLocatorBlock } from './store-locator/index.ts';
import { virtualTastingHeroBlock } from './virtual-tasting-hero/index.ts';
import { textMediaListBlock } from './text-media-list/index.ts';
import { blogHeroBlock } from './blog-hero/index.ts';
import type { AnyBlockDefinition, BlockDefinition } from './kit/contract/define-block.ts';

// Each entry keeps its own options type; `satisfies` checks every one against the block
// contract (a cast would let a wrong one through), and readers take any block.
export const BLOCKS = [
  textBlock,
  imageBlock,
  sectionBlock,
  boxBlock,
  columnsBlock,
  containerBlock,
  buttonBlock,
  symbolBlock,
  heroBlock,
  headlineBlock,
  textBlockBlock,
  textImageBlock,
  textImageSideBarBlock,
  spacerBlock,
  accordionBlock,
  accordionItemBlock,
  collectionListBlock,
  productDisplayBlock,
  productHeroBlock,
  wineSpecsBlock,
  videoPlayerBlock,
  formBlock,
  ...clubHeroBlocks,
  subscriptionHeroBlock,
  emailSignupBlock,
  signupFormBlock,
  customCodeBlock,
  embedBlock,
  videoBlock,
  builderAccordionBlock,
  builderTabsBlock,
  slotBlock,
  ...builderFormBlocks,
  buttonListBlock,
  ctaBreakerBlock,
  faqBlock,
  imageGalleryBlock,
  imageListBlock,
  quoteCarouselBlock,
  logoListBlock,
  tieredDiscountListBlock,
  stickySubNavigationBlock,
  subNavigationBlock,
  iconListBlock,
  heroIconListBlock,
  imageTextOverlayBlock,
  ctaGridBlock,
  locationMapCardsBlock,
  tradeMediaListBlock,
  contentListBlock,
  storeLocatorBlock,
  referralEmbedBlock,
  reservationWidgetBlock,
  reservationEmbedButtonBlock,
  calendarEmbedBlock,
  leadFormEmbedBlock,
  virtualTastingHeroBlock,
  textMediaListBlock,
  blogHeroBlock,
] satisfies readonly AnyBlockDefinition[];

const byName = new Map<string, AnyBlockDefinition>();
for (const block of BLOCKS) {
  for (const name of [block.name, ...(block.aliases ?? [])]) byName.set(name, block);
}

export function getBlock(name: string): BlockDefinition | undefined {
  return byName.get(name);
}
