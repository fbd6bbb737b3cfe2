import type { CityReport, ReportDay } from '@fairfare/contracts/reports';
import { formatMoney } from '../../shared/formatMoney';
import { OpsTable } from '../../shared/OpsTable';
import { ratesOf } from './reportFigures';

/** Every figure of the report, a row per day: what the charts picture and the CSV holds. */
export function ReportTable({ city }: { city: CityReport }) {
  const money = (amount: number) => formatMoney(amount, city.currency);
  return (
    <OpsTable<ReportDay>
      caption={`Report of ${city.city_name} per day`}
      showCaption
      rows={city.days}
      rowKey={(day) => day.day}
      columns={[
        { header: 'Day', rowHeader: true, cell: (d) => d.day },
        { header: 'Rides', cell: (d) => d.rides },
        { header: 'Completed', cell: (d) => `${d.completed} (${ratesOf(d).completion} %)` },
        {
          header: 'Cancelled by rider / driver / staff',
          cell: (d) =>
            `${d.cancelled_by_rider} / ${d.cancelled_by_driver} / ${d.cancelled_by_staff}`,
        },
        { header: 'Expired', cell: (d) => d.expired },
        { header: 'Fares', cell: (d) => money(d.fares) },
        { header: 'Commission', cell: (d) => money(d.commission) },
        { header: 'Refunds', cell: (d) => money(d.refunds) },
        {
          header: 'Cash / card / wallet',
          cell: (d) => `${money(d.cash)} / ${money(d.card)} / ${money(d.wallet)}`,
        },
      ]}
    />
  );
}
