// Beside the trigger and the dialog alike: the dialog importing it from the trigger, which
// imports the dialog lazily, made an import cycle.

/** Phones (and tablets held as phones): the mobile exit intent and the mobile SMS link. */
export const isPhone = () => matchMedia('(max-width: 767px), (pointer: coarse)').matches;
