import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OpsPayment, OpsTripDetail } from '@fairfare/contracts/ops-support';
import { formatTime, formatTimeToSecond } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { backToSearch, tripQuery } from './api';
import { CancelTripForm } from './CancelTripForm';
import { moneyText } from './money';
import { RefundForm } from './RefundForm';

/** A trip: who, its payments (refund one), its timeline, and cancelling it when it is stuck. */
export function TripPage() {
  const tripId = Number(useParams().tripId);
  const detail = useQuery(tripQuery(tripId));
  return (
    <OpsOnePage
      labelledBy="trip-title"
      back={backToSearch}
      query={detail}
      loading="Loading the trip"
      failed="The trip did not load."
    >
      {(data) => <TripView detail={data} />}
    </OpsOnePage>
  );
}

function TripView({ detail }: { detail: OpsTripDetail }) {
  const { trip, payments, timeline } = detail;
  const feedback = useOpsFeedback();
  const [refunding, setRefunding] = useState<number | null>(null);
  const done = (message: string) => {
    setRefunding(null);
    feedback.tell(message);
  };
  const paymentColumns: Array<OpsColumn<OpsPayment>> = [
    {
      header: 'Payment',
      cell: (payment) =>
        `#${payment.payment_id} · ${payment.kind} · ${payment.pay_mode}` +
        (payment.card ? ` · ${payment.card}` : ''),
    },
    { header: 'Amount', cell: (payment) => moneyText(payment.amount, trip.currency) },
    { header: 'Refunded', cell: (payment) => moneyText(payment.refunded, trip.currency) },
    { header: 'Status', cell: (payment) => payment.status },
    {
      header: 'Actions',
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
            Refund
            <span className="visually-hidden"> payment {payment.payment_id}</span>
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <h1 id="trip-title">Trip {trip.trip_id}</h1>
      <OpsFeedback alert={null} notice={feedback.notice} />
      <TripFacts trip={trip} />

      <section aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        {payments.length === 0 ? (
          <p>No payment yet.</p>
        ) : (
          <OpsTable
            caption="Payments of the trip"
            columns={paymentColumns}
            rows={payments}
            rowKey={(payment) => payment.payment_id}
          />
        )}
      </section>

      {trip.cancellable ? (
        <section aria-labelledby="cancel-title">
          <h2 id="cancel-title">Cancel this stuck trip</h2>
          <p>No fee is charged to the rider.</p>
          <CancelTripForm tripId={trip.trip_id} onDone={feedback.tell} />
        </section>
      ) : null}

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ol className="ops-timeline">
          {timeline.map((event, i) => (
            <li key={i}>
              {event.at === null ? (
                // only a rating given before its time was kept (migration 035) has none
                <span className="ops-timeline__at">Time not kept</span>
              ) : (
                <time className="ops-timeline__at" dateTime={new Date(event.at).toISOString()}>
                  {formatTimeToSecond(event.at, trip.tz_offset)}
                </time>
              )}{' '}
              {event.text}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function TripFacts({ trip }: { trip: OpsTripDetail['trip'] }) {
  return (
    <dl className="ops-facts">
      <dt>Status</dt>
      <dd>{trip.trip_status}</dd>
      <dt>Rider</dt>
      <dd>
        <Link to={`/support/riders/${trip.rider.user_id}`}>{trip.rider.name}</Link> ·{' '}
        {trip.rider.phone}
      </dd>
      <dt>Driver</dt>
      <dd>{trip.driver?.name ?? '—'}</dd>
      <dt>Route</dt>
      <dd>
        {trip.from} → {trip.to}
      </dd>
      <dt>Date</dt>
      <dd>{formatTime(trip.trip_date, trip.tz_offset)}</dd>
      <dt>Amount</dt>
      <dd>
        {moneyText(trip.amount, trip.currency)} · {trip.pay_mode} · {trip.pay_status}
      </dd>
    </dl>
  );
}
