import { useState } from 'react';
import { errorText } from '../../shared/api/errorText';
import { FormAlert } from '../../shared/ui/form/FormAlert';

/**
 * What a screen says after an action: an alert when it was refused (the service's message), or
 * a short notice when it was done. `start` clears both before the next action.
 */
export function useOpsFeedback() {
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    alert,
    notice,
    start: () => {
      setAlert(null);
      setNotice(null);
    },
    refuse: setAlert,
    tell: setNotice,
    /** Mutation callbacks: the notice on success, the service's message on failure. */
    outcome: (done: string) => ({
      onSuccess: () => setNotice(done),
      onError: (error: Error) => setAlert(errorText(error)),
    }),
  };
}

/** The alert (role alert) or the notice (role status) of `useOpsFeedback`. */
export function OpsFeedback({ alert, notice }: { alert: string | null; notice: string | null }) {
  return (
    <>
      <FormAlert>{alert}</FormAlert>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
