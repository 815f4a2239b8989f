// Reused markup's image preloads are the page-data layer's (blocks and the renderer share them).
export { type ImagePreload, splitImagePreloads } from '../../page-data/image-preloads.ts';
