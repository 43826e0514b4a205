import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { pushDialog } from './dialog-stack';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Narrow dialogs (confirmations) and the default form width. */
  size?: 'small' | 'medium';
  testId?: string;
};

const FOCUSABLE =
  'input:not([disabled]), select, textarea, button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: overlay, title, Escape closes the top one, focus moves in and
 * back out. Plain markup: the login modal is on the login path (see light-controls).
 */
export function Dialog({ open, title, onClose, children, size = 'medium', testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const pop = pushDialog(() => closeRef.current());
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      pop();
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="kk-dialog-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`kk-dialog kk-dialog--${size}`}
        data-testid={testId}
      >
        <h2 className="amplify-heading amplify-heading--4" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
