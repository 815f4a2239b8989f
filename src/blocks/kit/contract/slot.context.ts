import { createContext, useContext } from 'react';

/** The data a Symbol instance gives its content: a Slot named "x" renders `data.x` as blocks. */
export const SymbolDataContext = createContext<Readonly<Record<string, unknown>> | null>(null);

export const useSymbolData = () => useContext(SymbolDataContext);
