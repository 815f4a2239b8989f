import type { ComponentType } from 'react';

/** Loads an island's component in the browser; its props arrive serialised from the server. */
export type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

/** An area's islands by name: a block's `islands.ts` (declared on its definition) or the shell's. */
export type IslandLoaders = Readonly<Record<string, IslandLoader>>;

/** Each loader returns the island's component; its props are typed where the island is rendered. */
export const islandComponent = (component: unknown) => component as ComponentType<Record<string, unknown>>;
