import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { afterRideApi, type EarningsPeriod } from '../../shared/afterRideApi';
import { useMoney } from '../../shared/format';
import { earningsKey } from '../../shared/queryKeys';

/** Today's and this week's earnings: the fares, FairFare's commission, what is the driver's. */
export function EarningsPage() {
  const { t } = useTranslation('drive');
  const earnings = useQuery({
    queryKey: earningsKey,
    queryFn: ({ signal }) => afterRideApi.earnings(signal),
    refetchOnMount: 'always',
  });
  return (
    <main className="drive-main">
      <h1 className="drive-section-title">{t('earnings.title')}</h1>
      {earnings.isPending ? <Spinner label={t('earnings.loading')} inline /> : null}
      {earnings.isError ? (
        <LoadError message={t('earnings.loadFailed')} onRetry={() => void earnings.refetch()} />
      ) : null}
      {earnings.data ? (
        <>
          <Period
            title={t('earnings.today')}
            period={earnings.data.today}
            currency={earnings.data.currency}
          />
          <Period
            title={t('earnings.week')}
            period={earnings.data.week}
            currency={earnings.data.currency}
          />
        </>
      ) : null}
    </main>
  );
}

function Period({
  title,
  period,
  currency,
}: {
  title: string;
  period: EarningsPeriod;
  currency: string;
}) {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const figures: Array<[string, string]> = [
    [t('earnings.net'), money(period.net, currency)],
    [t('earnings.trips'), String(period.trips)],
    [t('earnings.fare'), money(period.fare, currency)],
    [t('earnings.commission'), money(period.commission, currency)],
    [t('earnings.cash'), money(period.cash, currency)],
    [t('earnings.card'), money(period.card, currency)],
    [t('earnings.tips'), money(period.tips, currency)],
  ];
  return (
    <section aria-label={title} className="drive-period">
      <h2 className="drive-section-title">{title}</h2>
      <dl className="drive-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
