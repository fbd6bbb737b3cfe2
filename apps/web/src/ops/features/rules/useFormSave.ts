import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '../../../shared/api/errorText';

/**
 * A rules form's save: `send` clears the last refusal and saves; the form is done (`onDone`)
 * once the service agrees, or shows the service's message (`alert`) when it refuses.
 */
export function useFormSave<Body, Saved>(
  save: UseMutationResult<Saved, Error, Body, unknown>,
  onDone: (saved: Saved) => void,
) {
  const [alert, setAlert] = useState<string | null>(null);
  return {
    alert,
    send: (body: Body) => {
      setAlert(null);
      save.mutate(body, { onSuccess: onDone, onError: (error) => setAlert(errorText(error)) });
    },
  };
}
