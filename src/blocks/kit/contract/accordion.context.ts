import { createContext, useContext } from 'react';

/**
 * What an accordion container tells the items inside it. `name` groups the items' <details>
 * so only one opens at a time; it is absent when several may be open. `null` outside a container.
 */
export type AccordionGroup = { name: string | undefined };

export const AccordionGroupContext = createContext<AccordionGroup | null>(null);

export const useAccordionGroup = () => useContext(AccordionGroupContext);
