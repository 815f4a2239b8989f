// What React's render is handed, let go of once the render has finished.
import type { ReactNode } from 'react';
import type { RequestContext } from '../context.ts';

export type HeldRender = {
  element: ReactNode;
  onError: (error: unknown) => void;
  releaseWhen: (rendered: Promise<void>) => void;
};

/**
 * The page's element tree and error report, as React's render holds them: let go once the
 * render has finished. React's stream (an object of the runtime's) keeps what its render was
 * given until the isolate's next full garbage collection, however soon the response ends:
 * given the tree and a report that closes over the request, it kept the whole request (its
 * context, clients and page data) through every young-generation collection, and those
 * collections, copying it, were the rendered pages' slowest responses. Measured with
 * `npm run bench:profile -- <path> alloc` (docs/decisions/0002-render-speed.md).
 */
export function holdUntilRendered(element: ReactNode, report: RequestContext['report'], path: string): HeldRender {
  let reportTo: RequestContext['report'] | undefined = report;
  const held: HeldRender = {
    element,
    // Nothing is left to fail once every part has rendered.
    onError: (error) => reportTo?.(error, { section: 'render', path }),
    releaseWhen: (rendered) => {
      const release = () => {
        held.element = null;
        reportTo = undefined;
      };
      rendered.then(release, release);
    },
  };
  return held;
}

/** The page's tree, as long as its render holds it. */
export function Held({ held }: { held: HeldRender }) {
  return held.element;
}
