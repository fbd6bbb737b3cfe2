import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import { errorText } from '../../../shared/api/errorText';
import { useMoney } from '../../shared/format';
import { cashDue } from './cashDue';
import { StartRideForm } from './StartRideForm';
import type { RideMoves } from './useRideMoves';

/** The one big action for the ride's next step, and cancelling it (asked twice). */
export function RideActions({ trip, moves }: { trip: DriverTrip; moves: RideMoves }) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const amount = (value: number) => money(value, trip.trip_currency);
  const { move, cash, askingCode, setAskingCode, confirmCancel, setConfirmCancel } = moves;
  const { wrongCode, moveError } = moves;
  const status = trip.trip_status;
  const begun = status === 'begin' || status === 'completed';
  return (
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
        <button type="button" className="button button--primary drive-big" onClick={moves.done}>
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
                onClick={() => move.mutate({ status: begun ? 'p_cancel_drop' : 'p_cancel_pickup' })}
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
  );
}
