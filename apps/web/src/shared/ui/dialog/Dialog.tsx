import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Move the focus into the dialog when it opens (one dialog at a time should). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * One ride popup: role="dialog", modal, labelled by its title. Takes the focus when it opens and
 * gives it back to where it was when it closes. A popup that opens is seen from its top: the
 * backdrop, which the popups before it may have left scrolled down, starts at the top again, and
 * taking the focus does not scroll (a popup taller than the screen was brought into view by its
 * bottom: its title and OTP above the screen, issue 38 point 3). Its actions stay in view at the
 * foot of the screen while it scrolls (dialog.css).
 */
export function Dialog({ title, children, autoFocus = true, className = '' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    const backdrop = dialog?.closest('.ride-overlay');
    if (backdrop) backdrop.scrollTop = 0;
    dialog?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [autoFocus]);

  return (
    <div
      ref={ref}
      className={`ride-dialog ${className}`.trim()}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="ride-dialog__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
