// The browser entry. First, what nothing else catches (uncaught errors, unhandled
// rejections, failed fonts) is reported. Then, once the browser has painted the page the
// server sent, the islands' code loads and hydrates (src/client/hydrate.tsx). Asked for
// sooner, its code-split modules shared a phone's slow connection with the style sheet, the
// fonts and the largest image before the first paint (Lighthouse's FCP and LCP); the page
// is usable as painted, and hydration starts a frame later.
import { installErrorHooks, reportError } from '../platform/report/browser.ts';

installErrorHooks();

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  import('./hydrate.tsx').catch((error: unknown) => {
    console.error('The islands failed to load', error);
    reportError(error, { section: 'client' });
  });
}
// A frame, then a task: that frame has been painted by the time the task runs. A page in a
// background tab gets no frames, so a timer starts it too.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
