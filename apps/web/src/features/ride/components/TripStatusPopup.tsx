import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { config } from '../../../shared/config';
import { showsCountdown } from '../model/display';
import { statusTitleKey } from '../model/statusTitle';
import { Countdown } from './Countdown';
import { Dialog } from '../../../shared/ui/dialog/Dialog';

interface TripStatusPopupProps {
  trip: Trip;
  /** The countdown length (constant timer_value, minutes); no countdown while unknown. */
  timerMinutes: number | undefined;
  onCancel: () => void;
}

/** The trip with a driver (spec §2 ride overlay 2): status, tracking, countdown, OTP, driver, cancel. */
export function TripStatusPopup({ trip, timerMinutes, onCancel }: TripStatusPopupProps) {
  const { t } = useTranslation('ride');
  const driver = trip.Driver;
  const trackUrl = `${config.trackingBaseUrl}?trip=${encodeURIComponent(trip.track_token)}`;
  return (
    <Dialog title={t(statusTitleKey(trip.trip_status))} className="status-popup">
      <a className="button button--secondary" href={trackUrl} target="_blank" rel="noopener">
        {t('status.tracking')} <span className="visually-hidden">{t('status.newTab')}</span>
      </a>
      {showsCountdown(trip) && timerMinutes !== undefined && trip.tm_acc !== null && (
        <Countdown tmAcc={trip.tm_acc} timerMinutes={timerMinutes} />
      )}
      <dl className="status-popup__facts">
        {trip.otp && (
          <div>
            <dt>{t('status.otp')}</dt>
            <dd className="status-popup__otp">{trip.otp}</dd>
          </div>
        )}
        {driver && (
          <div>
            <dt>{t('status.driver')}</dt>
            <dd>{driver.d_name}</dd>
          </div>
        )}
        {driver?.d_phone && (
          <div>
            <dt>{t('status.contact')}</dt>
            <dd>
              <a href={`tel:${driver.d_phone.replace(/[^\d+]/g, '')}`}>{driver.d_phone}</a>
            </dd>
          </div>
        )}
      </dl>
      {trip.trip_status !== 'begin' && (
        <div className="ride-dialog__actions">
          <button type="button" className="button button--danger" onClick={onCancel}>
            {t('status.cancelRide')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
