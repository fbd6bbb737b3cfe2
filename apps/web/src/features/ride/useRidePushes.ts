import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyRiderPush, refreshRide } from '../../domain/trips/tripCache';
import { formatCityDateTime } from '../../shared/settings/cityTime';
import { useSettings } from '../../shared/settings/useSettings';
import { useOnline } from '../../shared/hooks/useOnline';
import { LONG_TOAST_MS, toast } from '../../shared/ui/toast';
import { isReconnecting } from './model/connection';
import { pushToast, type PushToast } from './model/pushToast';
import { useRideSocket } from './socket/useRideSocket';

/** A time as the city's 24-hour clock shows it ("09:05"). */
const CLOCK_TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The 'new offer' toast: one at a time, dismissed once a driver is assigned. */
export const OFFER_TOAST_ID = 'ride-new-offer';

/** The toast a push says, if any (the specification's toasts), in the rider's language. */
function useSay() {
  const { t: tm } = useTranslation('messages');
  const { t: ts, i18n } = useTranslation('safety');
  const { t: tr } = useTranslation('ride');
  const { tzOffset } = useSettings();
  return useCallback(
    (said: PushToast) => {
      if (!said) return;
      if (said.kind === 'reminder') {
        // its time in the city's time
        const time =
          tzOffset === undefined
            ? ''
            : formatCityDateTime(said.at, tzOffset, i18n.resolvedLanguage ?? 'en', CLOCK_TIME);
        toast.info(ts('reminder', { from: said.from, time }), { autoClose: LONG_TOAST_MS });
      } else if (said.kind === 'newOffer') {
        toast.info(tm('ride.newOffer'), { toastId: OFFER_TOAST_ID });
      } else if (said.kind === 'counterDeclined') {
        toast.info(
          said.name
            ? tr('offers.counterDeclined', { name: said.name })
            : tr('offers.counterDeclinedByADriver'),
        );
      } else {
        toast.info(
          said.name ? tr('offers.expired', { name: said.name }) : tr('offers.expiredUnnamed'),
        );
      }
    },
    [tm, tr, ts, tzOffset, i18n],
  );
}

/**
 * The ride's socket: each push goes into the trip cache (which asks again only when one was
 * missed) and says its toast; after a drop what was pushed meanwhile is read again. Returns
 * whether the overlay should say 'Reconnecting…': the network or the socket dropped and the trip
 * list has not answered since (the last known trip stays on screen meanwhile).
 */
export function useRidePushes(
  active: Pick<UseQueryResult<unknown>, 'dataUpdatedAt' | 'failureReason'>,
): boolean {
  const queryClient = useQueryClient();
  const say = useSay();
  const onPush = useCallback(
    (message: unknown) => {
      const applied = applyRiderPush(queryClient, message);
      if (applied) say(pushToast(applied.push, applied.offerBefore, applied.tripNow));
    },
    [queryClient, say],
  );
  const onReconnect = useCallback(() => void refreshRide(queryClient), [queryClient]);
  const socketDroppedAt = useRideSocket(onPush, onReconnect);
  const online = useOnline();
  return isReconnecting({
    online,
    socketDroppedAt,
    // read only after a drop: otherwise every poll, changed or not, would render the overlay again
    lastAnswerAt: socketDroppedAt === null ? 0 : active.dataUpdatedAt,
    lastPollFailure: active.failureReason,
  });
}
