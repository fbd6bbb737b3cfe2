import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OpsTripDetail } from '@fairfare/contracts/ops-support';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { formatTime, formatTimeToSecond } from '../../shared/formatTime';
import { tripQuery } from './api';
import { CancelTripForm } from './CancelTripForm';
import { moneyText } from './money';
import { RefundForm } from './RefundForm';

/** A trip: who, its payments (refund one), its timeline, and cancelling it when it is stuck. */
export function TripPage() {
  const tripId = Number(useParams().tripId);
  const detail = useQuery(tripQuery(tripId));
  const [notice, setNotice] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<number | null>(null);
  if (detail.isPending) return <Spinner inline label="Loading the trip" />;
  if (detail.isError) {
    return <LoadError message="The trip did not load." onRetry={() => void detail.refetch()} />;
  }
  const { trip, payments, timeline } = detail.data;
  const done = (message: string) => {
    setRefunding(null);
    setNotice(message);
  };

  return (
    <section aria-labelledby="trip-title">
      <p>
        <Link to="/support">Back to the search</Link>
      </p>
      <h1 id="trip-title">Trip {trip.trip_id}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <TripFacts trip={trip} />

      <section aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        {payments.length === 0 ? (
          <p>No payment yet.</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">Payments of the trip</caption>
              <thead>
                <tr>
                  <th scope="col">Payment</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.payment_id}>
                    <td>
                      #{payment.payment_id} · {payment.kind} · {payment.pay_mode}
                      {payment.card ? ` · ${payment.card}` : ''}
                    </td>
                    <td>{moneyText(payment.amount, trip.currency)}</td>
                    <td>{moneyText(payment.refunded, trip.currency)}</td>
                    <td>{payment.status}</td>
                    <td>
                      {refunding === payment.payment_id ? (
                        <RefundForm payment={payment} currency={trip.currency} onDone={done} />
                      ) : payment.refundable ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => {
                            setNotice(null);
                            setRefunding(payment.payment_id);
                          }}
                        >
                          Refund
                          <span className="visually-hidden"> payment {payment.payment_id}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {trip.cancellable ? (
        <section aria-labelledby="cancel-title">
          <h2 id="cancel-title">Cancel this stuck trip</h2>
          <p>No fee is charged to the rider.</p>
          <CancelTripForm tripId={trip.trip_id} onDone={setNotice} />
        </section>
      ) : null}

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ol className="ops-timeline">
          {timeline.map((event, i) => (
            <li key={i}>
              {event.at === null ? (
                <span className="ops-timeline__at">Time not recorded</span>
              ) : (
                <time className="ops-timeline__at" dateTime={new Date(event.at).toISOString()}>
                  {formatTimeToSecond(event.at)}
                </time>
              )}{' '}
              {event.text}
            </li>
          ))}
        </ol>
      </section>
    </section>
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
      <dd>{formatTime(trip.trip_date)}</dd>
      <dt>Amount</dt>
      <dd>
        {moneyText(trip.amount, trip.currency)} · {trip.pay_mode} · {trip.pay_status}
      </dd>
    </dl>
  );
}
