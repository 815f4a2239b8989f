/** The content spec's button designs, for every option that picks one. */
export const BUTTON_DESIGNS = ['red', 'gold', 'gray', 'white', 'white-red', 'underline', 'link'] as const;
