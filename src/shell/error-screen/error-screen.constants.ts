/** Spec 8: the generic error screen's message (also shown by a failed island's boundary). */
export const ERROR_MESSAGE = 'Sorry, there has been an error.';
