import { useTranslation } from 'react-i18next';
import { ACTIVE_RIDE_STATUSES, type Trip, type TripStatus } from '@fairfare/contracts/trips';
import { config } from '../../../shared/config';
import { PhoneNumber } from '../../../shared/phone/useFormattedPhone';
import { telHref } from '../../../shared/ui/telHref';
import { toast } from '../../../shared/ui/toast';
import { useNow } from '../../../shared/hooks/useNow';
import { CarCheck } from './CarCheck';
import { arrivalMinutes, showsCountdown } from '../model/display';
import { statusTitleKey } from '../model/statusTitle';
import { Countdown } from './Countdown';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogActions } from '../../../shared/ui/dialog/DialogParts';

interface TripStatusPopupProps {
  trip: Trip;
  /** The countdown length (constant timer_value, minutes); no countdown while unknown. */
  timerMinutes: number | undefined;
  /** The connection dropped: what shows is the last known status, and it says so. */
  reconnecting?: boolean;
  /** What shows is the trip kept from before a reload, being read again. */
  updating?: boolean;
  onCancel: () => void;
  /** Opens 'Send by SMS to my trusted contacts'. */
  onShareWithContacts: () => void;
  /** Opens the safety panel. */
  onSafety: () => void;
  /** Makes the popup a small bar so that the page can be seen (MinimisedTripBar). */
  onMinimise?: () => void;
}

/** How often the "arrives in about N min" is counted down again. */
const ETA_TICK_MS = 5_000;

const isActiveRide = (status: TripStatus) =>
  (ACTIVE_RIDE_STATUSES as readonly string[]).includes(status);

/** The tracking link, shared through the browser's share sheet where it has one, else copied. */
async function shareLink(url: string, title: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url });
    return 'shared';
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

/**
 * The trip with a driver (docs/product/screens.md ride overlay 2): status, OTP, driver, countdown, tracking,
 * cancel; and, while the connection is down, a 'Reconnecting…' notice over the last known status.
 * Opened on a phone it shows its title (with Minimise beside it), the OTP and, at the foot of the
 * screen, Safety and Cancel ride (issue 38 point 3); the rest scrolls between them.
 */
export function TripStatusPopup(props: TripStatusPopupProps) {
  const { trip, timerMinutes, reconnecting = false, updating = false, onCancel } = props;
  const { t } = useTranslation('ride');
  const { t: ts } = useTranslation('safety');
  const driver = trip.Driver;
  // counts down live to the server's estimate (a new copy of the trip brings a new one)
  const coming = trip.pickup_eta_at !== null && trip.pickup_eta_at !== undefined;
  const now = useNow(ETA_TICK_MS, coming);
  const arrival = arrivalMinutes(trip, now);
  const trackUrl = `${config.trackingBaseUrl}?trip=${encodeURIComponent(trip.track_token)}`;
  const onShare = () => {
    const url = new URL(trackUrl, window.location.href).href;
    shareLink(url, ts('share.title')).then(
      (how) => {
        if (how === 'copied') toast.success(ts('share.copied'));
      },
      (err: unknown) => {
        // the rider closed the share sheet: nothing to say
        if (err instanceof DOMException && err.name === 'AbortError') return;
        toast.error(ts('share.copyFailed', { url }));
      },
    );
  };
  return (
    <Dialog title={t(statusTitleKey(trip.trip_status))} className="status-popup">
      {props.onMinimise && (
        <button
          type="button"
          className="button button--secondary status-popup__minimise"
          onClick={props.onMinimise}
        >
          {t('status.minimise')}
        </button>
      )}
      {/* always there, so that screen readers announce the notice when it appears */}
      <p role="status" className="status-popup__connection">
        {reconnecting ? (
          <>
            <strong>{t('status.reconnecting')}</strong> {t('status.lastKnown')}
          </>
        ) : (
          updating && t('status.updating')
        )}
      </p>
      {/* the OTP first: the rider reads it to the driver, it shows as the popup opens */}
      <dl className="status-popup__facts">
        {trip.otp && (
          <div>
            <dt>{t('status.otp')}</dt>
            <dd className="status-popup__otp">{trip.otp}</dd>
          </div>
        )}
        {trip.is_for_other === 1 && trip.passenger_name ? (
          <div>
            <dt>{t('status.passenger')}</dt>
            <dd>{trip.passenger_name}</dd>
          </div>
        ) : null}
        {arrival !== null && (
          <div>
            <dt>{t('status.arrival')}</dt>
            <dd>{t('status.arrivalMinutes', { count: arrival })}</dd>
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
              <a href={telHref(driver.d_phone)}>
                <PhoneNumber number={driver.d_phone} />
              </a>
            </dd>
          </div>
        )}
      </dl>
      {showsCountdown(trip) && timerMinutes !== undefined && trip.tm_acc !== null && (
        <Countdown tmAcc={trip.tm_acc} timerMinutes={timerMinutes} />
      )}
      <a className="button button--secondary" href={trackUrl} target="_blank" rel="noopener">
        {t('status.tracking')} <span className="visually-hidden">{t('status.newTab')}</span>
      </a>
      {driver && <CarCheck driver={driver} />}
      <div className="status-popup__share">
        <button type="button" className="button button--secondary" onClick={onShare}>
          {ts('share.button')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={props.onShareWithContacts}
        >
          {ts('share.sms')}
        </button>
      </div>
      <DialogActions>
        {isActiveRide(trip.trip_status) && (
          <button type="button" className="button button--danger-outline" onClick={props.onSafety}>
            {ts('panel.button')}
          </button>
        )}
        {trip.trip_status !== 'begin' && (
          <button type="button" className="button button--danger" onClick={onCancel}>
            {t('status.cancelRide')}
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}
