import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OpsPayment, OpsTripDetail } from '@fairfare/contracts/ops-support';
import { codeText } from '../../shared/codeText';
import { formatTime, formatTimeToSecond } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { backToSearch, tripQuery } from './api';
import { CancelTripForm } from './CancelTripForm';
import { moneyText } from './money';
import { RefundForm } from './RefundForm';
import { timelineText } from './timelineText';
import { useTranslation } from 'react-i18next';

/** A trip: who, its payments (refund one), its timeline, and cancelling it when it is stuck. */
export function TripPage() {
  const { t } = useTranslation('ops');
  const tripId = Number(useParams().tripId);
  const detail = useQuery(tripQuery(tripId));
  return (
    <OpsOnePage
      labelledBy="trip-title"
      back={{ to: backToSearch.to, label: t(backToSearch.labelKey) }}
      query={detail}
      loading={t('support.tripLoading')}
      failed={t('support.tripFailed')}
    >
      {(data) => <TripView detail={data} />}
    </OpsOnePage>
  );
}

function TripView({ detail }: { detail: OpsTripDetail }) {
  const { t } = useTranslation('ops');
  const { trip, payments, timeline } = detail;
  const feedback = useOpsFeedback();
  const [refunding, setRefunding] = useState<number | null>(null);
  const done = (message: string) => {
    setRefunding(null);
    feedback.tell(message);
  };
  const paymentColumns: Array<OpsColumn<OpsPayment>> = [
    {
      header: t('support.payment'),
      cell: (payment) =>
        `#${payment.payment_id} · ${payment.kind} · ${codeText(t, 'payMode', payment.pay_mode)}` +
        (payment.card ? ` · ${payment.card}` : ''),
    },
    {
      header: t('support.amountHeader'),
      cell: (payment) => moneyText(payment.amount, trip.currency),
    },
    {
      header: t('support.refunded'),
      cell: (payment) => moneyText(payment.refunded, trip.currency),
    },
    { header: t('drivers.status'), cell: (payment) => payment.status },
    {
      header: t('common.actions'),
      hiddenHeader: true,
      cell: (payment) =>
        refunding === payment.payment_id ? (
          <RefundForm payment={payment} currency={trip.currency} onDone={done} />
        ) : payment.refundable ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              feedback.start();
              setRefunding(payment.payment_id);
            }}
          >
            {t('support.refund')}
            <span className="visually-hidden">
              {' '}
              {t('support.paymentNumbered', { paymentId: payment.payment_id })}
            </span>
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <h1 id="trip-title">{t('support.tripNumbered', { tripId: trip.trip_id })}</h1>
      <OpsFeedback alert={null} notice={feedback.notice} />
      <TripFacts trip={trip} />

      <section aria-labelledby="payments-title">
        <h2 id="payments-title">{t('support.payments')}</h2>
        {payments.length === 0 ? (
          <p>{t('support.noPayment')}</p>
        ) : (
          <OpsTable
            caption={t('support.paymentsCaption')}
            columns={paymentColumns}
            rows={payments}
            rowKey={(payment) => payment.payment_id}
          />
        )}
      </section>

      {trip.cancellable ? (
        <section aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('support.cancelTitle')}</h2>
          <p>{t('support.noFee')}</p>
          <CancelTripForm tripId={trip.trip_id} onDone={feedback.tell} />
        </section>
      ) : null}

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('support.timeline')}</h2>
        <ol className="ops-timeline">
          {timeline.map((event, i) => (
            <li key={i}>
              {event.at === null ? (
                // only a rating given before its time was kept (migration 035) has none
                <span className="ops-timeline__at">{t('support.timeNotKept')}</span>
              ) : (
                <time className="ops-timeline__at" dateTime={new Date(event.at).toISOString()}>
                  {formatTimeToSecond(event.at, trip.tz_offset)}
                </time>
              )}{' '}
              {timelineText(event, t)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function TripFacts({ trip }: { trip: OpsTripDetail['trip'] }) {
  const { t } = useTranslation('ops');
  return (
    <dl className="ops-facts">
      <dt>{t('drivers.status')}</dt>
      <dd>{codeText(t, 'tripStatus', trip.trip_status)}</dd>
      <dt>{t('support.rider')}</dt>
      <dd>
        <Link to={`/support/riders/${trip.rider.user_id}`}>{trip.rider.name}</Link> ·{' '}
        {trip.rider.phone}
      </dd>
      <dt>{t('support.driver')}</dt>
      <dd>{trip.driver?.name ?? '—'}</dd>
      <dt>{t('support.route')}</dt>
      <dd>
        {trip.from} → {trip.to}
      </dd>
      <dt>{t('support.date')}</dt>
      <dd>{formatTime(trip.trip_date, trip.tz_offset)}</dd>
      <dt>{t('support.amountHeader')}</dt>
      <dd>
        {moneyText(trip.amount, trip.currency)} · {codeText(t, 'payMode', trip.pay_mode)} ·{' '}
        {trip.pay_status}
      </dd>
    </dl>
  );
}
