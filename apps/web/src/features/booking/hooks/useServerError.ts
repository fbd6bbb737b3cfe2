import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useServerMessages } from '../../../shared/i18n/useServerMessages';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast';
import { tripsChanged } from '../../../domain/trips/tripCache';
import { encodeMessage } from '../model/fieldMessage';
import type { BookingFormValues } from '../model/formValues';
import { FIELD_OF_MESSAGE } from '../model/validate';

/**
 * The form's alert, and how a server error shows: under the field it names (focused), else in the
 * alert and a toast. A 401 shows nothing (the app logs the rider out and asks them to log in);
 * "a ride is already in progress" reloads the open requests.
 */
export function useServerError(setError: UseFormSetError<BookingFormValues>) {
  const { t } = useServerMessages();
  const queryClient = useQueryClient();
  const [formAlert, setFormAlert] = useState<string | null>(null);

  const showServerError = (error: unknown): void => {
    if (error instanceof ApiError) {
      const field = error.code ? FIELD_OF_MESSAGE[error.code] : undefined;
      if (field && error.code) {
        setError(
          field,
          { type: 'server', message: encodeMessage(error.code, error.params) },
          { shouldFocus: true },
        );
        return;
      }
      if (error.status === 401) return;
      if (error.code === 'booking.activeTripExists') {
        void tripsChanged(queryClient);
      }
    }
    const text =
      error instanceof ApiError
        ? translateApiMessage(error.code, error.message, error.params)
        : t('error.internal');
    setFormAlert(text);
    toast.error(text);
  };

  return { formAlert, setFormAlert, showServerError };
}
