import type { CityReport, ReportDay } from '@fairfare/contracts/reports';
import { formatMoney } from '../../shared/formatMoney';
import { OpsTable } from '../../shared/OpsTable';
import { ratesOf } from './reportFigures';
import { useTranslation } from 'react-i18next';

/** Every figure of the report, a row per day: what the charts picture and the CSV holds. */
export function ReportTable({ city }: { city: CityReport }) {
  const { t } = useTranslation('ops');
  const money = (amount: number) => formatMoney(amount, city.currency);
  return (
    <OpsTable<ReportDay>
      caption={t('reports.tableCaption', { city: city.city_name })}
      showCaption
      rows={city.days}
      rowKey={(day) => day.day}
      columns={[
        { header: t('reports.day'), rowHeader: true, cell: (d) => d.day },
        { header: t('reports.rides'), cell: (d) => d.rides },
        {
          header: t('reports.completed'),
          cell: (d) => t('reports.withRate', { n: d.completed, rate: ratesOf(d).completion }),
        },
        {
          header: t('reports.cancelledBy'),
          cell: (d) =>
            `${d.cancelled_by_rider} / ${d.cancelled_by_driver} / ${d.cancelled_by_staff}`,
        },
        { header: t('reports.expired'), cell: (d) => d.expired },
        { header: t('reports.fares'), cell: (d) => money(d.fares) },
        { header: t('reports.commission'), cell: (d) => money(d.commission) },
        { header: t('reports.refunds'), cell: (d) => money(d.refunds) },
        {
          header: t('reports.payBy'),
          cell: (d) => `${money(d.cash)} / ${money(d.card)} / ${money(d.wallet)}`,
        },
      ]}
    />
  );
}
