import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useScrollLock } from '../scroll-lock/use-scroll-lock.ts';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  /** False for dialogs that must be answered (the age gate): Escape and outside clicks do nothing. */
  dismissible?: boolean;
  /** Server-rendered visible, for dialogs that must show before any script runs. */
  renderOpen?: boolean;
  /** Inline style of the <dialog> itself (a pop-up's editor-set width and height). */
  style?: CSSProperties;
  /**
   * Where focus goes once the dialog has closed, when that is not what was focused before it
   * opened (the cart sidebar, opened by an add-to-cart button, returns to the cart button).
   */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
};

/**
 * The generic modal dialog on the native <dialog> element: the browser traps focus,
 * makes the page behind it inert and restores focus on close. Escape and a click on
 * the backdrop close it.
 */
export function Dialog({ open, onClose, labelledBy, className, dismissible = true, renderOpen, style, returnFocusTo, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(':modal')) {
      // A server-rendered open dialog is not modal yet; reopen it as one.
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      // showModal makes it modal; said outright for assistive technology that reads the attribute.
      aria-modal="true"
      open={renderOpen}
      style={style}
      // The native close event comes after every way of closing (our close(), or the browser's
      // own on Escape) and after the browser has put focus back where it was at showModal:
      // moving focus here is the last word, whichever order React and the browser closed in.
      onClose={() => returnFocusTo?.()?.focus()}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // The dialog's own box is the backdrop; its content sits in an inner panel.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">{children}</div>
    </dialog>
  );
}
