// What scripts/blocks-manifest.mjs and scripts/content-check.mjs load: the registry and
// the two tools over it, in one bundle.
export { BLOCKS } from '../registry.ts';
export { blockManifest } from './manifest.ts';
export { checkEntry } from './content-check.ts';
