import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { statusTitleKey } from '../model/statusTitle';

interface MinimisedTripBarProps {
  trip: Trip;
  /** Opens the trip status popup again. */
  onRestore: () => void;
}

/**
 * The trip status popup made small (issue 26 point 12): a bar at the foot of the screen that
 * leaves the page free to read and use, still shows the status and the OTP, and opens the popup
 * again with one tap (or Enter). It takes the focus when it appears, so that a keyboard or screen
 * reader user knows where the popup went.
 */
export function MinimisedTripBar({ trip, onRestore }: MinimisedTripBarProps) {
  const { t } = useTranslation('ride');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="trip-bar" role="region" aria-label={t('status.bar.label')}>
      <button ref={button} type="button" className="trip-bar__button" onClick={onRestore}>
        <span className="trip-bar__status">{t(statusTitleKey(trip.trip_status))}</span>
        {trip.otp && (
          <span className="trip-bar__otp">
            {t('status.otp')} <strong>{trip.otp}</strong>
          </span>
        )}
        <span className="trip-bar__open">{t('status.bar.open')}</span>
      </button>
    </div>
  );
}
