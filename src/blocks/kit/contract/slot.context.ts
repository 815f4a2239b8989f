import { createContext, useContext } from 'react';

/** The data a Symbol instance gives its content: a Slot named "x" renders `data.x` as blocks. */
export const SymbolDataContext = createContext<Readonly<Record<string, unknown>> | null>(null);

export const useSymbolData = () => useContext(SymbolDataContext);

/** The id of the Symbol block whose content is rendering: a Slot's list names it as its parent (Builder's slot.lite.tsx). */
export const SymbolBlockIdContext = createContext<string | undefined>(undefined);
