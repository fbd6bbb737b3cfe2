import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router';
import type { OpsRiderDetail, WalletEntry } from '@fairfare/contracts/ops-support';
import { codeText } from '../../shared/codeText';
import { formatTime } from '../../shared/formatTime';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsOnePage } from '../../shared/OpsLoaded';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { backToSearch, riderQuery } from './api';
import { LockoutForm } from './LockoutForm';
import { moneyText } from './money';
import { WalletForm } from './WalletForm';
import { useTranslation } from 'react-i18next';

/** A rider: who, wallet and its history, code lock-out, recent trips; wallet and lock-out actions. */
export function RiderPage() {
  const { t } = useTranslation('ops');
  const userId = Number(useParams().userId);
  const rider = useQuery(riderQuery(userId));
  return (
    <OpsOnePage
      labelledBy="rider-title"
      back={{ to: backToSearch.to, label: t(backToSearch.labelKey) }}
      query={rider}
      loading={t('support.riderLoading')}
      failed={t('support.riderFailed')}
    >
      {(data) => <RiderView detail={data} />}
    </OpsOnePage>
  );
}

/** The wallet's movements, newest first. */
function walletColumns(currency: string, t: TFunction): Array<OpsColumn<WalletEntry>> {
  return [
    { header: t('audit.when'), cell: (entry) => formatTime(entry.at) },
    { header: t('support.amountHeader'), cell: (entry) => moneyText(entry.amount, currency) },
    {
      header: t('support.balanceAfter'),
      cell: (entry) => moneyText(entry.balance_after, currency),
    },
    { header: t('common.reason'), cell: (entry) => entry.reason },
  ];
}

function RiderView({ detail }: { detail: OpsRiderDetail }) {
  const { t } = useTranslation('ops');
  const { rider: who, currency, lockout, recent_trips, wallet_history } = detail;
  const feedback = useOpsFeedback();

  return (
    <>
      <h1 id="rider-title">{who.name}</h1>
      <OpsFeedback alert={null} notice={feedback.notice} />
      <dl className="ops-facts">
        <dt>{t('drivers.phone')}</dt>
        <dd>{who.phone}</dd>
        <dt>{t('staff.email')}</dt>
        <dd>{who.email ?? '—'}</dd>
        <dt>{t('support.wallet')}</dt>
        <dd>{moneyText(who.wallet, currency)}</dd>
        <dt>{t('support.loginCodes')}</dt>
        <dd>
          {lockout.locked
            ? t('support.heldBack', {
                seconds: lockout.wait_seconds,
                unused: lockout.unused_codes,
              })
            : t('support.notLockedOut')}
        </dd>
      </dl>

      {lockout.locked ? (
        <section aria-labelledby="lockout-title">
          <h2 id="lockout-title">{t('support.lockoutTitle')}</h2>
          <LockoutForm userId={who.user_id} onDone={feedback.tell} />
        </section>
      ) : null}

      <section aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t('support.wallet')}</h2>
        <WalletForm
          userId={who.user_id}
          wallet={who.wallet}
          currency={currency}
          onDone={feedback.tell}
        />
        {wallet_history.length === 0 ? (
          <p>{t('support.noWalletMovement')}</p>
        ) : (
          <OpsTable
            caption={t('support.walletHistory')}
            showCaption
            columns={walletColumns(currency, t)}
            rows={wallet_history}
            rowKey={(entry, i) => `${entry.at}-${i}`}
          />
        )}
      </section>

      <section aria-labelledby="rider-trips-title">
        <h2 id="rider-trips-title">{t('support.recentTrips')}</h2>
        {recent_trips.length === 0 ? (
          <p>{t('support.noTrips')}</p>
        ) : (
          <ul className="ops-list">
            {recent_trips.map((trip) => (
              <li key={trip.trip_id}>
                <Link to={`/support/trips/${trip.trip_id}`}>
                  {t('support.tripNumbered', { tripId: trip.trip_id })}
                </Link>{' '}
                · {formatTime(trip.trip_date, trip.tz_offset)} ·{' '}
                {codeText(t, 'tripStatus', trip.trip_status)} ·{' '}
                {moneyText(trip.amount, trip.currency)} ({codeText(t, 'payMode', trip.pay_mode)},{' '}
                {trip.pay_status})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
