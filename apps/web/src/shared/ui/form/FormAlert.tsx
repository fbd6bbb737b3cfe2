import type { ReactNode } from 'react';
import './form.css';

/**
 * A form's own error, the one no field is to blame for (`form-alert`), announced when it appears;
 * nothing while there is none.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}
