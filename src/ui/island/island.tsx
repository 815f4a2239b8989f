// Islands: only interactive parts hydrate. The server renders an island's component
// inside a marker element carrying its serialised props; the client entry finds each
// marker and hydrates it with the shared store.
import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands.ts';

import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes.ts';

export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <div className="island" {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

// Islands hydrate as separate roots, so React's useId would differ between the server
// (one tree) and the browser (one root per island): islands use fixed ids instead.
