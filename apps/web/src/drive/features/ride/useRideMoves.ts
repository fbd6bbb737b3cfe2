import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { driverApi, type DriverTripMove } from '../../shared/driverApi';
import { useFinishedTrip } from '../../shared/finishedTrip';
import { driverSessionQuery } from '../../shared/session';

/**
 * The ride's next steps as the service takes them: a move (arrive, begin with the rider's code,
 * complete, cancel) and the cash received, with what the panel shows around them (the code's
 * form, the cancel question, a wrong code, a refusal). The trip the service answers goes into
 * the session at once; the list is read again behind it.
 */
export function useRideMoves(trip: DriverTrip) {
  const { t } = useTranslation('drive');
  const queryClient = useQueryClient();
  const [, setFinished] = useFinishedTrip();
  const [askingCode, setAskingCode] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const move = useMutation({
    mutationFn: ({ status, otp }: { status: DriverTripMove; otp?: string }) =>
      driverApi.moveTrip(trip.trip_id, status, otp),
    onSuccess: (moved) => {
      setAskingCode(false);
      setConfirmCancel(false);
      if (moved.trip_status === 'completed') setFinished(moved);
      queryClient.setQueryData(driverSessionQuery.queryKey, (session) =>
        session && session.signedIn
          ? {
              ...session,
              trips: session.trips
                .map((t) => (t.trip_id === moved.trip_id ? moved : t))
                .filter((t) => t.trip_status !== 'completed' && !t.trip_status.includes('cancel')),
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
    },
  });
  const cash = useMutation({
    mutationFn: () => driverApi.confirmCash(trip.trip_id),
    onSuccess: (paid) => setFinished(paid),
  });

  const wrongCode =
    move.error instanceof ApiError && move.error.code === 'ride.otpWrong'
      ? t('ride.wrongCode')
      : null;
  const moveError = move.error && !wrongCode ? errorText(move.error) : null;
  return {
    move,
    cash,
    askingCode,
    setAskingCode,
    confirmCancel,
    setConfirmCancel,
    wrongCode,
    moveError,
    done: () => setFinished(null),
  };
}

export type RideMoves = ReturnType<typeof useRideMoves>;
