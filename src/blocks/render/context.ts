import { createContext, useContext } from 'react';

export type SkippedBlock = { name: string; blockId: string; reason: string };

export type ContentRenderContext = {
  preview: boolean;
  onSkip: (skipped: SkippedBlock) => void;
};

export const ContentRenderContextValue = createContext<ContentRenderContext>({
  preview: false,
  onSkip: (skipped) => console.warn('Skipped content block', skipped),
});

export const useContentRenderContext = () => useContext(ContentRenderContextValue);
