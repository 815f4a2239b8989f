// Small pure helpers of the pop-up dialog, tested without a browser.

export const POPUP_TITLE_ID = 'popup-title';

/**
 * The step's rich text with its first heading carrying the dialog's title id, so the
 * dialog is named by what the editor wrote. `titled` is false when there is no heading:
 * the dialog then names itself with a hidden one.
 */
export function withTitleId(html: string): { html: string; titled: boolean } {
  let titled = false;
  const out = html.replace(/<h([1-6])(\s[^>]*)?>/i, (_match, level: string, attributes: string | undefined) => {
    titled = true;
    return `<h${level} id="${POPUP_TITLE_ID}"${attributes ?? ''}>`;
  });
  return { html: out, titled };
}

/** The dialog's editor-set size and background, as inline style. */
export function popupStyle(options: { maxWidth: number; minHeight: number; backgroundImage: { src: string } | null }): Record<string, string> {
  const style: Record<string, string> = {
    maxWidth: `min(${options.maxWidth}px, calc(100vw - 2rem))`,
    minHeight: `min(${options.minHeight}px, calc(100dvh - 2rem))`,
  };
  // The schema lets through only site paths and https URLs without quotes, spaces or brackets.
  if (options.backgroundImage) style.backgroundImage = `url("${options.backgroundImage.src}")`;
  return style;
}
