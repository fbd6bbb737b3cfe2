import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CityReport } from '@fairfare/contracts/reports';
import { errorText } from '../../../shared/api/errorText';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/form/TextField';
import { CityPicker } from '../../shared/CityPicker';
import { OpsFilterForm } from '../../shared/OpsFilterForm';
import { reportQuery } from './api';
import { LazyReportCharts } from './LazyReportCharts';
import { ReportTable } from './ReportTable';
import { reportCsv, totalsOf } from './reportFigures';
import { formatMoney } from '../../shared/formatMoney';
import { useTranslation } from 'react-i18next';

const DAY = 86_400_000;
/** A day of the staff member's calendar as YYYY-MM-DD. */
const isoDay = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function download(city: CityReport, from: string, to: string) {
  const blob = new Blob([reportCsv(city)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `fairfare-report-${city.city_name.toLowerCase().replace(/\W+/g, '-')}-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function Totals({ city }: { city: CityReport }) {
  const { t } = useTranslation('ops');
  const totals = totalsOf(city);
  const money = (amount: number) => formatMoney(amount, city.currency);
  return (
    <dl className="ops-figures">
      <div>
        <dt>{t('reports.rides')}</dt>
        <dd>{totals.rides}</dd>
      </div>
      <div>
        <dt>{t('reports.completed')}</dt>
        <dd>{t('reports.withRate', { n: totals.completed, rate: totals.completion })}</dd>
      </div>
      <div>
        <dt>{t('reports.cancelled')}</dt>
        <dd>{t('reports.withRate', { n: totals.cancelled, rate: totals.cancellation })}</dd>
      </div>
      <div>
        <dt>{t('reports.fares')}</dt>
        <dd>{money(totals.fares)}</dd>
      </div>
      <div>
        <dt>{t('reports.commission')}</dt>
        <dd>{money(totals.commission)}</dd>
      </div>
      <div>
        <dt>{t('reports.refunds')}</dt>
        <dd>{money(totals.refunds)}</dd>
      </div>
    </dl>
  );
}

/**
 * Reports (issue 39; admins, and city managers for their cities): a city's rides, how they
 * ended, fares, commission, refunds and how riders paid, per day of the city, as charts, a table
 * and a CSV file. The service sums them (modules/reports) and keeps to the caller's cities.
 */
export function ReportsPage() {
  const { t } = useTranslation('ops');
  const [cityId, setCityId] = useState<number | null>(null);
  const [range, setRange] = useState(() => ({
    from: isoDay(Date.now() - 7 * DAY),
    to: isoDay(Date.now()),
  }));
  const report = useQuery({
    ...reportQuery({ ...range, city_id: cityId ?? 0 }),
    enabled: cityId !== null,
  });
  const city = report.data?.cities[0];

  return (
    <section aria-labelledby="reports-title" className="ops-reports">
      <h1 id="reports-title">{t('nav.reports')}</h1>
      <CityPicker id="reports-city" cityId={cityId} onPick={setCityId} />
      <OpsFilterForm
        label={t('reports.days')}
        submit={t('applications.show')}
        onFilter={(fields) =>
          setRange({ from: String(fields.get('from')), to: String(fields.get('to')) })
        }
      >
        <TextField
          id="report-from"
          name="from"
          type="date"
          label={t('common.from')}
          defaultValue={range.from}
          required
        />
        <TextField
          id="report-to"
          name="to"
          type="date"
          label={t('common.to')}
          defaultValue={range.to}
          required
        />
      </OpsFilterForm>
      {report.isFetching ? <Spinner inline label={t('reports.loading')} /> : null}
      {report.isError ? (
        <LoadError message={errorText(report.error)} onRetry={() => void report.refetch()} />
      ) : null}
      {city ? (
        <>
          <h2>{t('reports.heading', { city: city.city_name, from: range.from, to: range.to })}</h2>
          <Totals city={city} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => download(city, range.from, range.to)}
          >
            {t('reports.download')}
          </button>
          <LazyReportCharts city={city} />
          <ReportTable city={city} />
        </>
      ) : null}
    </section>
  );
}
