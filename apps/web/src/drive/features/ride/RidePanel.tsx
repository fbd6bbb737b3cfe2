import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { ApiError } from '../../../shared/api/client';
import { errorText } from '../../../shared/api/errorText';
import { telHref } from '../../../shared/ui/telHref';
import { driverApi, type DriverTripMove } from '../../shared/driverApi';
import { useFinishedTrip } from '../../shared/finishedTrip';
import { payKey, useKm, useMoney } from '../../shared/format';
import { driverSessionQuery } from '../../shared/session';
import { LazyDriveMap } from './LazyDriveMap';
import { navLinks } from './navLinks';
import { StartRideForm } from './StartRideForm';

interface RidePanelProps {
  trip: DriverTrip;
  position: { lat: number; lng: number } | null;
  /** Shown under the summary of a completed ride (the rider's rating, when there is one). */
  after?: ReactNode;
}

/** Whether the driver still has to take the cash of this completed trip. */
export function cashDue(trip: DriverTrip): boolean {
  return (
    trip.trip_status === 'completed' &&
    payKey(trip.trip_pay_mode) === 'cash' &&
    trip.trip_pay_status.toLowerCase() !== 'paid'
  );
}

/**
 * The ride, from the accepted offer to the cash: where to go (the map and the hand-off to the
 * driver's navigation app), the rider (name, note, a call), and one big action at the bottom for
 * the next step: Arrived, Start ride (with the rider's code), Complete ride, Cash received. The
 * service decides every step; the panel shows its answer.
 */
export function RidePanel({ trip, position, after }: RidePanelProps) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const km = useKm();
  const queryClient = useQueryClient();
  const [, setFinished] = useFinishedTrip();
  const [askingCode, setAskingCode] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const name = trip.rider_name ?? t('requests.theRider');
  const amount = (value: number) => money(value, trip.trip_currency);

  const refresh = () => queryClient.invalidateQueries({ queryKey: driverSessionQuery.queryKey });
  const move = useMutation({
    mutationFn: ({ status, otp }: { status: DriverTripMove; otp?: string }) =>
      driverApi.moveTrip(trip.trip_id, status, otp),
    onSuccess: (moved) => {
      setAskingCode(false);
      setConfirmCancel(false);
      if (moved.trip_status === 'completed') setFinished(moved);
      // the trip as the service has it now, at once; the list is read again behind it
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
      void refresh();
    },
  });
  const cash = useMutation({
    mutationFn: () => driverApi.confirmCash(trip.trip_id),
    onSuccess: (paid) => setFinished(paid),
  });

  const status = trip.trip_status;
  const begun = status === 'begin' || status === 'completed';
  const target = begun
    ? { lat: trip.trip_to_lat, lng: trip.trip_to_lng, name: trip.trip_to_loc }
    : { lat: trip.trip_from_lat, lng: trip.trip_from_lng, name: trip.trip_from_loc };
  const wrongCode =
    move.error instanceof ApiError && move.error.code === 'ride.otpWrong'
      ? t('ride.wrongCode')
      : null;
  const moveError = move.error && !wrongCode ? errorText(move.error) : null;

  return (
    <section className="drive-ride" aria-labelledby="drive-ride-title">
      <h2 id="drive-ride-title" className="drive-ride__title">
        {t(`ride.status.${statusKey(status)}`, { name })}
      </h2>

      {status === 'completed' ? (
        <div className="drive-ride__summary">
          <p className="drive-ride__fare">
            {t('ride.fare')} <strong>{amount(trip.agreed_amt)}</strong>
          </p>
          <dl className="drive-facts">
            <div>
              <dt>{t('ride.commission')}</dt>
              <dd>{amount(trip.trip_comp_commision)}</dd>
            </div>
            <div>
              <dt>{t('ride.yourShare')}</dt>
              <dd>{amount(trip.trip_driver_commision)}</dd>
            </div>
            <div>
              <dt>{t('ride.payment')}</dt>
              <dd>
                {t(`pay.${payKey(trip.trip_pay_mode)}`)} ·{' '}
                {trip.trip_pay_status.toLowerCase() === 'paid' ? t('ride.paid') : t('ride.unpaid')}
              </dd>
            </div>
          </dl>
          {after}
        </div>
      ) : (
        <>
          <LazyDriveMap
            label={begun ? t('ride.mapOfDrop') : t('ride.mapOfPickup')}
            pickup={target}
            driver={position}
            driverLabel={t('ride.you')}
          />
          <dl className="drive-facts">
            <div>
              <dt>{begun ? t('requests.dropoff') : t('requests.pickup')}</dt>
              <dd>{target.name}</dd>
            </div>
            <div>
              <dt>{t('ride.trip')}</dt>
              <dd>
                {km(trip.distance_km)} · {amount(trip.agreed_amt)} ·{' '}
                {t(`pay.${payKey(trip.trip_pay_mode)}`)}
              </dd>
            </div>
            {trip.note.trim() !== '' ? (
              <div>
                <dt>{t('ride.note')}</dt>
                <dd>{trip.note}</dd>
              </div>
            ) : null}
          </dl>
          <nav className="drive-nav-apps" aria-label={t('ride.navigate', { place: target.name })}>
            <p className="drive-nav-apps__title">{t('ride.navigate', { place: target.name })}</p>
            <ul>
              {navLinks(target).map((link) => (
                <li key={link.id}>
                  <a
                    className="button button--secondary"
                    href={link.href}
                    target={link.id === 'geo' ? undefined : '_blank'}
                    rel="noreferrer"
                  >
                    {t(`ride.nav.${link.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {trip.rider_contact ? (
            <a className="button button--secondary drive-big" href={telHref(trip.rider_contact)}>
              {t('ride.call', { name })}
            </a>
          ) : null}
        </>
      )}

      <div className="drive-actions" role="group" aria-label={t('ride.actions')}>
        {moveError ? (
          <p className="drive-error" role="alert">
            {moveError}
          </p>
        ) : null}
        {status === 'accept' || status === 'assigned' ? (
          <button
            type="button"
            className="button button--primary drive-big"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: 'arrive' })}
          >
            {t('ride.arrived')}
          </button>
        ) : null}
        {status === 'arrive' && !askingCode ? (
          <button
            type="button"
            className="button button--primary drive-big"
            onClick={() => {
              move.reset();
              setAskingCode(true);
            }}
          >
            {t('ride.start')}
          </button>
        ) : null}
        {status === 'arrive' && askingCode ? (
          <StartRideForm
            busy={move.isPending}
            error={wrongCode}
            onStart={(otp) => move.mutate({ status: 'begin', otp })}
            onCancel={() => setAskingCode(false)}
          />
        ) : null}
        {status === 'begin' ? (
          <button
            type="button"
            className="button button--primary drive-big"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: 'completed' })}
          >
            {t('ride.complete')}
          </button>
        ) : null}
        {status === 'completed' && cashDue(trip) ? (
          <>
            <button
              type="button"
              className="button button--primary drive-big"
              disabled={cash.isPending}
              onClick={() => cash.mutate()}
            >
              {t('ride.cashReceived', { amount: amount(trip.agreed_amt) })}
            </button>
            {cash.error ? (
              <p className="drive-error" role="alert">
                {errorText(cash.error)}
              </p>
            ) : null}
          </>
        ) : null}
        {status === 'completed' && !cashDue(trip) ? (
          <button
            type="button"
            className="button button--primary drive-big"
            onClick={() => setFinished(null)}
          >
            {t('ride.done')}
          </button>
        ) : null}
        {status !== 'completed' && !askingCode ? (
          confirmCancel ? (
            <div className="drive-confirm" role="group" aria-label={t('ride.cancelQuestion')}>
              <p>{t('ride.cancelQuestion')}</p>
              <div className="drive-row">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setConfirmCancel(false)}
                >
                  {t('ride.keepRide')}
                </button>
                <button
                  type="button"
                  className="button button--secondary drive-danger"
                  disabled={move.isPending}
                  onClick={() =>
                    move.mutate({ status: begun ? 'p_cancel_drop' : 'p_cancel_pickup' })
                  }
                >
                  {t('ride.cancelConfirm')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="drive-link-button"
              onClick={() => setConfirmCancel(true)}
            >
              {t('ride.cancel')}
            </button>
          )
        ) : null}
      </div>
    </section>
  );
}

/** The status line's key: on the way, at the pickup, under way, done. */
function statusKey(status: DriverTrip['trip_status']) {
  if (status === 'arrive') return 'arrived';
  if (status === 'begin') return 'begun';
  if (status === 'completed') return 'completed';
  return 'toPickup';
}
