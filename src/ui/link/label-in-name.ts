// WCAG 2.5.3 "Label in Name": a control's accessible name must contain its visible text,
// so that a speech-input user who says what they see ("click Join Now") reaches it. And a
// link whose text is generic ("Learn More") needs a name saying where it leads: audit
// tools read the link's text, not only its aria-label, so the words are best added as
// visually hidden text.

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export type ControlName = {
  /** Words after the visible text, hidden visually and read as part of the text. */
  hiddenSuffix?: string;
  /** Replaces the text as the accessible name; always contains the visible text. */
  ariaLabel?: string;
};

/**
 * How to name a control whose visible text is `text` given an editor's `label`: nothing
 * extra without one; the label's remaining words as hidden text when it starts with the
 * visible text ("Learn More" + "Learn more about the Wine Society"); the label when it
 * contains the text elsewhere; else the text followed by the label.
 */
export function controlName(text: string, label: string | undefined): ControlName {
  const wanted = label?.replace(/\s+/g, ' ').trim();
  const visible = text.replace(/\s+/g, ' ').trim();
  if (!wanted || !visible || normalise(wanted) === normalise(visible)) return {};
  if (normalise(wanted).startsWith(normalise(visible))) return { hiddenSuffix: wanted.slice(visible.length) };
  if (normalise(wanted).includes(normalise(visible))) return { ariaLabel: wanted };
  return { ariaLabel: `${visible}: ${wanted}` };
}
