import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { useSettings } from '../../../shared/settings/useSettings';
import { ConfirmCancelRequest } from '../../../domain/trips/ConfirmCancelRequest';
import { Overlay } from '../../../shared/ui/dialog/Overlay';
import { toast } from '../../../shared/ui/toast';
import { useUpdateTrip } from '../api/update-trip';
import { PendingRequest } from './PendingRequest';

/** The pending ride now with its Cancel Ride action (`cancel_request`, no fee), confirmed first. */
export function PendingRideView({ trip }: { trip: Trip }) {
  const { t } = useTranslation('messages');
  const settings = useSettings();
  const updateTrip = useUpdateTrip();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keep = useCallback(() => setConfirming(false), []);

  const cancel = () => {
    setConfirming(false);
    if (updateTrip.isPending) return;
    setError(null);
    updateTrip.mutate(
      { action: 'cancel_request', trip_id: trip.trip_id },
      {
        onSuccess: () => toast.success(t('booking.requestCancelled')),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return;
          const text =
            err instanceof ApiError
              ? translateApiMessage(err.code, err.message, err.params)
              : t('error.internal');
          setError(text);
          toast.error(text);
        },
      },
    );
  };

  return (
    <>
      <PendingRequest
        trip={trip}
        tzOffset={settings.tzOffset}
        cancelling={updateTrip.isPending}
        onCancel={() => {
          if (!updateTrip.isPending) setConfirming(true);
        }}
        error={error}
      />
      {confirming && (
        <Overlay>
          <ConfirmCancelRequest onKeep={keep} onConfirm={cancel} />
        </Overlay>
      )}
    </>
  );
}
