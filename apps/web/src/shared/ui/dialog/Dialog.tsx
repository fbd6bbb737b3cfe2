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
 * gives it back to where it was when it closes.
 */
export function Dialog({ title, children, autoFocus = true, className = '' }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
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
