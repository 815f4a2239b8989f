// A part of an island that a visitor may never use (a dialog's contents, the cart sidebar)
// is a file of its own, fetched the first time it is wanted, so every page's script does not
// carry it (docs/performance.md, "Script"). Nothing of it is rendered until then, on the
// server too, so the island hydrates against the same markup in both places.
import { useEffect, useState, type ComponentType } from 'react';
import { reportError } from '../../platform/report/browser.ts';

/** The component `load` resolves to, once `wanted` has been true; null until it has arrived. */
export function useLazyComponent<P>(load: () => Promise<ComponentType<P>>, wanted: boolean, name: string): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    load().then(
      (loaded) => setComponent(() => loaded),
      (error: unknown) => {
        console.error(`"${name}" failed to load`, error);
        reportError(error, { section: 'island', island: name });
      },
    );
  }, [wanted, component]);
  return component;
}
