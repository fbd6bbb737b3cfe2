import type { ReactNode } from 'react';

/** The row of buttons at the foot of a ride popup (the way out first, the main action last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ride-dialog__actions">{children}</div>;
}

interface DialogCloseProps {
  label: ReactNode;
  onClose: () => void;
  /** Drawn as the main action (the popup's only way on), not as a secondary one. */
  primary?: boolean;
  disabled?: boolean;
}

/** The one button at the foot of a popup that leaves it (Close, Back), alone in its row. */
export function DialogClose({ label, onClose, primary = false, disabled }: DialogCloseProps) {
  return (
    <DialogActions>
      <button
        type="button"
        className={primary ? 'button button--primary' : 'button button--secondary'}
        disabled={disabled}
        onClick={onClose}
      >
        {label}
      </button>
    </DialogActions>
  );
}

interface DialogErrorProps {
  /** What went wrong; nothing shows while it is empty. */
  message: string | null;
  /** For the field's aria-describedby. */
  id?: string;
  className?: string;
}

/** A popup's error line, announced as an alert. */
export function DialogError({ message, id, className = '' }: DialogErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={`ride-dialog__error ${className}`.trim()} role="alert">
      {message}
    </p>
  );
}
