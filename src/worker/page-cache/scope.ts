import type { AppConfig } from '../config/index.ts';
import { ASSETS } from '../../generated/assets.ts';

// Settings change what a page shows (the brand name, the club discount, the tag manager),
// and a new build renames its hashed scripts and styles (a page stored by the last deploy
// names files this one no longer serves): pages rendered under other settings or by another
// build are other entries. A fingerprint, the same in every isolate of one deploy, so the
// data centre's cache is shared by them all.
const scopes = new WeakMap<AppConfig, string>();
export function configScope(config: AppConfig): string {
  let scope = scopes.get(config);
  if (scope === undefined) {
    const text = JSON.stringify([config, ASSETS.files]);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    scopes.set(config, (scope = (h >>> 0).toString(36)));
  }
  return scope;
}
