// Islands: only interactive parts hydrate. The server renders an island's component
// inside a marker element carrying its serialised props; the client entry finds each
// marker and hydrates it with the shared store.
import { createStore, Provider } from 'jotai';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes.ts';

// Islands hydrate as separate roots, so React's useId would differ between the server
// (one tree) and the browser (one root per island): islands use fixed ids instead.

export type IslandComponent<P> = ComponentType<P> & {
  /** The island as rendered for a visitor without a session, reused while its props repeat. */
  Anonymous: ComponentType<P>;
};

const MEMO_LIMIT = 500;

/** `name` is the island's key in a loader map: the shell's (src/client/islands.ts) or a block's `islands`. */
export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  const marker = (props: P) => ({ className: 'island', [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) });

  function Island(props: P) {
    return (
      <div {...marker(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;

  // For visitors with no customer and no cart the island's markup is a function of its
  // props alone (an empty store), so it is rendered once per distinct props and reused.
  const rendered = new Map<string, string>();
  function Anonymous(props: P) {
    const attributes = marker(props);
    const key = attributes[ISLAND_PROPS_ATTRIBUTE];
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToString(
        <Provider store={createStore()}>
          <Component {...props} />
        </Provider>,
      );
      if (rendered.size >= MEMO_LIMIT) rendered.clear();
      rendered.set(key, html);
    }
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Anonymous.displayName = `AnonymousIsland(${name})`;

  return Object.assign(Island, { Anonymous });
}
