import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OpsRiderDetail, WalletEntry } from '@fairfare/contracts/ops-support';
import { formatTime } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { backToSearch, riderQuery } from './api';
import { LockoutForm } from './LockoutForm';
import { moneyText } from './money';
import { WalletForm } from './WalletForm';

/** A rider: who, wallet and its history, code lock-out, recent trips; wallet and lock-out actions. */
export function RiderPage() {
  const userId = Number(useParams().userId);
  const rider = useQuery(riderQuery(userId));
  return (
    <OpsOnePage
      labelledBy="rider-title"
      back={backToSearch}
      query={rider}
      loading="Loading the rider"
      failed="The rider did not load."
    >
      {(data) => <RiderView detail={data} />}
    </OpsOnePage>
  );
}

/** The wallet's movements, newest first. */
function walletColumns(currency: string): Array<OpsColumn<WalletEntry>> {
  return [
    { header: 'When', cell: (entry) => formatTime(entry.at) },
    { header: 'Amount', cell: (entry) => moneyText(entry.amount, currency) },
    { header: 'Balance after', cell: (entry) => moneyText(entry.balance_after, currency) },
    { header: 'Reason', cell: (entry) => entry.reason },
  ];
}

function RiderView({ detail }: { detail: OpsRiderDetail }) {
  const { rider: who, currency, lockout, recent_trips, wallet_history } = detail;
  const feedback = useOpsFeedback();

  return (
    <>
      <h1 id="rider-title">{who.name}</h1>
      <OpsFeedback alert={null} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>Phone</dt>
        <dd>{who.phone}</dd>
        <dt>E-mail</dt>
        <dd>{who.email ?? '—'}</dd>
        <dt>Wallet</dt>
        <dd>{moneyText(who.wallet, currency)}</dd>
        <dt>Login codes</dt>
        <dd>
          {lockout.locked
            ? `Held back: next code in ${lockout.wait_seconds} s (${lockout.unused_codes} unused codes this hour)`
            : 'Not locked out'}
        </dd>
      </dl>

      {lockout.locked ? (
        <section aria-labelledby="lockout-title">
          <h2 id="lockout-title">Code lock-out</h2>
          <LockoutForm userId={who.user_id} onDone={feedback.tell} />
        </section>
      ) : null}

      <section aria-labelledby="wallet-title">
        <h2 id="wallet-title">Wallet</h2>
        <WalletForm
          userId={who.user_id}
          wallet={who.wallet}
          currency={currency}
          onDone={feedback.tell}
        />
        {wallet_history.length === 0 ? (
          <p>No wallet movements yet.</p>
        ) : (
          <OpsTable
            caption="Wallet history"
            showCaption
            columns={walletColumns(currency)}
            rows={wallet_history}
            rowKey={(entry, i) => `${entry.at}-${i}`}
          />
        )}
      </section>

      <section aria-labelledby="rider-trips-title">
        <h2 id="rider-trips-title">Recent trips</h2>
        {recent_trips.length === 0 ? (
          <p>No trips yet.</p>
        ) : (
          <ul className="ops-list">
            {recent_trips.map((trip) => (
              <li key={trip.trip_id}>
                <Link to={`/support/trips/${trip.trip_id}`}>Trip {trip.trip_id}</Link> ·{' '}
                {formatTime(trip.trip_date, trip.tz_offset)} · {trip.trip_status} ·{' '}
                {moneyText(trip.amount, trip.currency)} ({trip.pay_mode}, {trip.pay_status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
