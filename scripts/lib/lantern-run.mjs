// A saved Lighthouse run (`npm run lighthouse -- --traces`) as the input Lighthouse's Lantern
// metrics take, so a script can recompute them as the report did (scripts/lantern-what-if.mjs,
// scripts/lantern-blocking.mjs).
import { readFileSync } from 'node:fs';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

/** The run saved under `base` (dist/lighthouse/<page>): its trace, DevTools log and report. */
export function readRun(base) {
  const read = (suffix) => JSON.parse(readFileSync(`${base}.${suffix}.json`, 'utf8'));
  return { trace: read('trace'), devtoolsLog: read('devtoolslog'), lhr: read('report') };
}

/** The data and context a Lantern metric's `request` takes, with the mobile settings the audit used; `devtoolsLog` may be an edited copy of the run's. */
export function lanternInput({ trace, devtoolsLog, lhr }) {
  const settings = { ...defaultSettings, formFactor: 'mobile' };
  const URL = { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalUrl, finalDisplayedUrl: lhr.finalDisplayedUrl };
  return {
    data: { trace, devtoolsLog, gatherContext: { gatherMode: 'navigation' }, settings, URL, SourceMaps: [], simulator: null },
    context: { computedCache: new Map(), settings },
  };
}
